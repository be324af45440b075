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
    @discardableResult
    static func substitute(_ template: String, _ argument: (Int) -> String) -> String {
        guard template.utf8.contains(UInt8(ascii: "%")) else { return template }
        var result = ""
        var next = 0
        var rest = template[...]
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let spec = rest[rest.index(after: percent)...]
            if spec.hasPrefix("%") {
                result += "%"
                rest = spec.dropFirst()
            } else if spec.hasPrefix("@") {
                result += argument(next)
                next += 1
                rest = spec.dropFirst()
            } else if let dollar = spec.firstIndex(of: "$"), let number = Int(spec[..<dollar]), number > 0,
                spec[spec.index(after: dollar)...].hasPrefix("@")
            {
                result += argument(number - 1)
                rest = spec[spec.index(dollar, offsetBy: 2)...]
            } else {
                result += "%"
                rest = spec
            }
        }
        return result + rest
    }
}
