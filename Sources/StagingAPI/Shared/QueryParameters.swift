import Foundation

/// The decoded query of a request: `+` and percent escapes decoded, the first value of a name wins.
struct QueryParameters: Sendable {
    let items: [(name: String, value: String)]

    init(query: String?) {
        items = (query ?? "").split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = Self.decode(parts[0])
            let value = parts.count > 1 ? Self.decode(parts[1]) : ""
            return (name: name, value: value)
        }
    }

    subscript(name: String) -> String? {
        items.first { $0.name == name }?.value
    }

    /// The value of `name` as an integer in `range`, for APIs that refuse a bad value: `fallback` when absent
    /// or empty, `nil` when not an integer or outside `range` (however many digits it has).
    func integer(_ name: String, default fallback: Int, in range: ClosedRange<Int>) -> Int? {
        guard let text = self[name], !text.isEmpty else { return fallback }
        return DecimalInteger(text).within(range)
    }

    /// The value of `name` as an integer moved into `range`, for APIs that clamp: `fallback` when absent,
    /// empty or not an integer; a value outside `range` (even one beyond `Int`) becomes the nearest bound.
    func integer(_ name: String, default fallback: Int, clampedTo range: ClosedRange<Int>) -> Int {
        guard let text = self[name], !text.isEmpty else { return fallback }
        return DecimalInteger(text).clamped(to: range) ?? fallback
    }

    /// The value of `name` as a finite number in `range`; `nil` when absent, not a number (`NaN`, `inf`,
    /// `1e999` included) or outside `range`.
    func double(_ name: String, in range: ClosedRange<Double>) -> Double? {
        guard let text = self[name], let value = Double(text.trimmingCharacters(in: .whitespaces)) else {
            return nil
        }
        return value.isFinite && range.contains(value) ? value : nil
    }

    /// Splits a raw query into the values of `name` and the raw query without them (`nil` when empty).
    static func extract(_ name: String, from query: String?) -> (values: [String], rest: String?) {
        var values: [String] = []
        var kept: [Substring] = []
        for pair in (query ?? "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if decode(parts[0]) == name {
                values.append(parts.count > 1 ? decode(parts[1]) : "")
            } else {
                kept.append(pair)
            }
        }
        return (values, kept.isEmpty ? nil : kept.joined(separator: "&"))
    }

    private static func decode(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
