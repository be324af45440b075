import Foundation

/// A decimal integer as a request writes it (`42`, `-7`, `+3`; blanks around it ignored), with digits too
/// large for `Int` told apart from text that is no number at all, so a huge value can be clamped to its
/// range instead of being mistaken for garbage.
enum DecimalInteger: Hashable, Sendable {
    case value(Int)
    /// Only digits (after an optional `+`), but more than `Int.max`.
    case aboveInt
    /// `-` and only digits, but less than `Int.min`.
    case belowInt
    case notANumber

    init(_ text: some StringProtocol) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let value = Int(trimmed) {
            self = .value(value)
            return
        }
        var digits = Substring(trimmed)
        let negative = digits.first == "-"
        if digits.first == "-" || digits.first == "+" {
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            self = .notANumber
            return
        }
        self = negative ? .belowInt : .aboveInt
    }

    /// The value when it lies in `range`; `nil` otherwise or when not a number.
    func within(_ range: ClosedRange<Int>) -> Int? {
        guard case .value(let value) = self, range.contains(value) else { return nil }
        return value
    }

    /// The value moved to the nearest bound of `range`; `nil` when not a number.
    func clamped(to range: ClosedRange<Int>) -> Int? {
        switch self {
        case .value(let value): min(max(value, range.lowerBound), range.upperBound)
        case .aboveInt: range.upperBound
        case .belowInt: range.lowerBound
        case .notANumber: nil
        }
    }
}
