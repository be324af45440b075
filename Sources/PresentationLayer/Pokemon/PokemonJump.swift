import DomainLayer
import Foundation

/// "Go to number": where a Pokédex number typed by the user leads, checked against the numbers known.
public enum PokemonJump {
    /// Why typed text leads nowhere.
    public enum Failure: Error, Hashable, Sendable {
        /// Not a whole number, or a number outside `1...maximum` (`abc`, `0`, `99999`); the view words it with
        /// the range, "Enter a number from 1 to 151".
        case outOfRange(maximum: Int)
    }

    /// The longest text read as a number; longer text is out of range without being read.
    static let maximumLength = 9

    /// The details of the Pokémon numbered by `text` (surrounding white space ignored, a leading `#` allowed,
    /// `#025`), when that is a whole number within `1...maximum` (the number of Pokémon; when it is not known
    /// yet, up to the largest offset a page is asked at).
    public static func destination(for text: String, maximum: Int?) -> Result<PokemonDestination, Failure> {
        let maximum = maximum ?? FetchPokemonPageInteractor.maximumOffset
        var digits = Substring(text.trimmingCharacters(in: .whitespaces))
        if digits.first == "#" { digits = digits.dropFirst() }
        guard digits.count <= maximumLength, !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }),
            let number = Int(digits), (1...max(maximum, 1)).contains(number)
        else { return .failure(.outOfRange(maximum: max(maximum, 1))) }
        return .success(.details(name: "\(number)"))
    }
}
