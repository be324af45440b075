import Foundation

/// The ranges numbers from an upstream are believed in, checked as they are decoded, before any arithmetic or
/// formatting: a service can send `1e308`, `-1`, `9.3e18` or `Int64.max` for any number.
///
/// One rule for every API: a number a row or an answer cannot do without (an id, a Pokémon's height) outside
/// its range makes that row bad (skipped and counted, as a row that does not decode) or, for a single
/// answer, the answer bad data; a number the screen can do without (a runtime, a vote average, a distance's
/// reading) is treated as missing; a total or a count is clamped into its range (it only bounds paging).
enum UpstreamNumbers {
    /// Ids of movies, genres, Pokémon and users: positive, and no more than a JavaScript number holds
    /// exactly (GitHub's ids pass 2^28; TMDB's and PokeAPI's are far below).
    static let id = 1...(1 << 53)
    /// A count of results or pages: no service has a billion of anything Strata lists.
    static let count = 0...1_000_000_000

    /// How far after now a time an upstream names (a rate limit's reset) is believed. Such a time is shown as a
    /// time of day ("Try again after 14:05"), which names one instant only within the next day.
    static let horizon: TimeInterval = 86_400

    /// The instant `text` names in whole seconds since 1970 (GitHub's `x-ratelimit-reset`), when it is from
    /// `now` to `horizon` after it; nil (unknown) for anything else: text that is not ASCII digits alone (`nan`,
    /// `inf`, `-1`, `1e19`, `1.5`), a time already past, or one further off. `TimeInterval(_:)` reads `nan` as a
    /// number, and a `Date` that is not a number traps when it is printed.
    static func epochSeconds(_ text: String?, after now: Date) -> Date? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), (1...12).contains(text.utf8.count),
            text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let seconds = Int(text)
        else { return nil }
        let date = Date(timeIntervalSince1970: TimeInterval(seconds))
        guard now.timeIntervalSince1970.isFinite, date >= now, date <= now.addingTimeInterval(horizon) else {
            return nil
        }
        return date
    }
}

extension KeyedDecodingContainer {
    /// The integer at `key`, refused as corrupt (so its row is skipped, or its answer is bad data) outside
    /// `range`.
    func decode(_ type: Int.Type, forKey key: Key, in range: ClosedRange<Int>) throws -> Int {
        let value = try decode(Int.self, forKey: key)
        guard range.contains(value) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\(value) is outside \(range)")
        }
        return value
    }

    /// The integer at `key`; nil (missing) when absent, null, not an integer Swift holds, or outside `range`.
    func decodeIfPresent(_ type: Int.Type, forKey key: Key, in range: ClosedRange<Int>) -> Int? {
        guard let value = try? decodeIfPresent(Int.self, forKey: key), range.contains(value) else { return nil }
        return value
    }

    /// The number at `key`; nil (missing) when absent, null, not finite, or outside `range`.
    func decodeIfPresent(_ type: Double.Type, forKey key: Key, in range: ClosedRange<Double>) -> Double? {
        guard let value = try? decodeIfPresent(Double.self, forKey: key), value.isFinite, range.contains(value)
        else { return nil }
        return value
    }

    /// The number at `key` clamped into `range`: a count sent larger than any (`1e308`, `Int64.max`) is as
    /// large as the range allows, a negative one is the lower bound. Throws when it is absent or not a number.
    func decodeClamped(_ type: Int.Type, forKey key: Key, in range: ClosedRange<Int>) throws -> Int {
        // A number too large for an Int does not decode as one; as a Double it still says "very many".
        if let value = try? decode(Int.self, forKey: key) {
            return min(max(value, range.lowerBound), range.upperBound)
        }
        let value = try decode(Double.self, forKey: key)
        guard !value.isNaN else { return range.lowerBound }
        return value > 0 ? range.upperBound : range.lowerBound
    }
}
