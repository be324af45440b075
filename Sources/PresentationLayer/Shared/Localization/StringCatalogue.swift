import Foundation

/// One table of user-facing text in every ``Language``, read from an Xcode string catalogue (`.xcstrings`,
/// the JSON an iOS app would ship): each key's `localizations` hold a `stringUnit` `value` per language.
/// Placeholders are `%@`, or `%1$@` where a language orders them differently.
public struct StringCatalogue: Sendable {
    /// The table's name (its file's, without `.xcstrings`).
    public let table: String
    /// Per language (in `Language.allCases` order), the text by key.
    private let texts: [[String: String]]

    /// Reads a catalogue from the contents of its `.xcstrings` file.
    public init(table: String, data: Data) throws {
        let file = try JSONDecoder().decode(CatalogueFile.self, from: data)
        self.table = table
        texts = Language.allCases.map { language in
            file.strings.compactMapValues { $0.localizations?[language.rawValue]?.stringUnit.value }
        }
    }

    /// The catalogue `table`.xcstrings in `bundle`. A missing or unreadable catalogue is a build error, which
    /// the catalogue tests catch, so it stops the program with its name.
    public static func load(_ table: String, from bundle: Bundle) -> StringCatalogue {
        guard let url = bundle.url(forResource: table, withExtension: "xcstrings") else {
            preconditionFailure("The string catalogue \(table).xcstrings is not in \(bundle.bundlePath)")
        }
        do {
            return try StringCatalogue(table: table, data: Data(contentsOf: url))
        } catch {
            preconditionFailure("The string catalogue \(table).xcstrings cannot be read: \(error)")
        }
    }

    /// The text of `key` in `language`, else in English, else the key itself (never empty on a page).
    public func text(_ key: String, in language: Language) -> String {
        texts[language.index][key] ?? texts[Language.en.index][key] ?? key
    }

    /// What is wrong with this catalogue for `Key`: a key without text in a language, a key the catalogue has
    /// that `Key` does not name, and text whose placeholders differ between languages. Empty when complete.
    public func problems<Key: LocalizedKey>(for _: Key.Type) -> [String] {
        let keys = Set(Key.allCases.map(\.rawValue))
        var problems: [String] = []
        for key in Key.allCases.map(\.rawValue).sorted() {
            let values = texts.map { $0[key] }
            for (language, value) in zip(Language.allCases, values) where value?.isEmpty ?? true {
                problems.append("\(table): \(key) has no \(language.rawValue) text")
            }
            let placeholders = Set(values.compactMap { $0.map(Self.placeholderCount) })
            if placeholders.count > 1 {
                problems.append("\(table): \(key) has different placeholders per language")
            }
        }
        let extra = Set(texts.flatMap(\.keys)).subtracting(keys)
        problems += extra.sorted().map { "\(table): \($0) is in the catalogue but no key names it" }
        return problems
    }

    /// The number of distinct arguments `text` takes.
    static func placeholderCount(_ text: String) -> Int {
        var count = 0
        Formatting.substitute(text) { index in
            count = max(count, index + 1)
            return ""
        }
        return count
    }

    private struct CatalogueFile: Decodable {
        var strings: [String: Entry]
    }

    private struct Entry: Decodable {
        var localizations: [String: Localization]?
    }

    private struct Localization: Decodable {
        var stringUnit: StringUnit
    }

    private struct StringUnit: Decodable {
        var value: String
    }
}

extension Language {
    /// The position in `allCases`.
    var index: Int {
        switch self {
        case .en: 0
        case .ko: 1
        }
    }
}

/// `%@` and `%1$@` placeholders, and `%%`.
enum Formatting {
    /// `template` with each placeholder replaced by `argument(index)` (from 0: `%@` counts on, `%2$@` names 1).
    /// With `particles`, a Korean particle's fallback form after a placeholder (`%@이(가)`, `“%@”(이)라는`) becomes
    /// the form its argument takes (``KoreanParticle``).
    /// NB: scanned on UTF-8 bytes, as `%`, `$` and `@` are ASCII; stepping through characters cost more than
    /// the rest of a list row (a release line is formatted for every row).
    @discardableResult
    static func substitute(_ template: String, particles: Bool = false, _ argument: (Int) -> String) -> String {
        guard template.utf8.contains(percent) else { return template }
        var result = ""
        result.reserveCapacity(template.utf8.count)
        var next = 0
        var rest = template[...]
        while let found = rest.utf8.firstIndex(of: percent) {
            result += rest[..<found]
            let spec = rest[rest.utf8.index(after: found)...]
            switch spec.utf8.first {
            case percent?:
                result += "%"
                rest = spec[spec.utf8.index(after: spec.startIndex)...]
            case at?:
                let value = argument(next)
                result += value
                next += 1
                rest = spec[spec.utf8.index(after: spec.startIndex)...]
                if particles, let particle = KoreanParticle.resolveFallback(after: value, in: &rest) {
                    result += particle
                }
            default:
                if let end = spec.utf8.firstIndex(of: dollar), let number = Int(spec[..<end]), number > 0,
                    spec.utf8[spec.utf8.index(after: end)...].first == at
                {
                    let value = argument(number - 1)
                    result += value
                    rest = spec[spec.utf8.index(end, offsetBy: 2)...]
                    if particles, let particle = KoreanParticle.resolveFallback(after: value, in: &rest) {
                        result += particle
                    }
                } else {
                    result += "%"
                    rest = spec
                }
            }
        }
        return result + rest
    }

    private static let percent = UInt8(ascii: "%")
    private static let dollar = UInt8(ascii: "$")
    private static let at = UInt8(ascii: "@")
}
