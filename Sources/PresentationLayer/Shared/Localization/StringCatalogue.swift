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
    /// Scanned on UTF-8 bytes, as `%`, `$` and `@` are ASCII; stepping through characters cost more than
    /// the rest of a list row (a release line is formatted for every row).
    @discardableResult
    static func substitute(_ template: String, particles: Bool = false, _ argument: (Int) -> String) -> String {
        guard template.utf8.contains(percent) else { return template }
        if !particles, let text = template.utf8.withContiguousStorageIfAvailable({ substitute($0, argument) }) {
            return text
        }
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

    /// `substitute(_:particles:_:)` without particles, on the template's bytes: its parts are found first, and
    /// the text is written once into a string of the size they add up to.
    /// Slicing the template as substrings cost as much as the rest of an Air quality chart (a point's label
    /// and tip are two substitutions, 96 a page).
    private static func substitute(_ template: UnsafeBufferPointer<UInt8>, _ argument: (Int) -> String) -> String {
        enum Part {
            case literal(Range<Int>)
            case argument(String)
        }
        var parts: [Part] = []
        var next = 0
        var start = 0
        var index = 0
        while index < template.count {
            guard template[index] == percent else {
                index += 1
                continue
            }
            parts.append(.literal(start..<index))
            let spec = index + 1
            if spec < template.count, template[spec] == percent {
                parts.append(.literal(spec..<spec + 1))
                index = spec + 1
            } else if spec < template.count, template[spec] == at {
                parts.append(.argument(argument(next)))
                next += 1
                index = spec + 1
            } else if let end = template[spec...].firstIndex(of: dollar),
                let number = Int(String(decoding: UnsafeBufferPointer(rebasing: template[spec..<end]), as: UTF8.self)),
                number > 0, end + 1 < template.count, template[end + 1] == at
            {
                parts.append(.argument(argument(number - 1)))
                index = end + 2
            } else {
                // A lone `%` is written as it is, and what follows it is read as text.
                parts.append(.literal(index..<spec))
                index = spec
            }
            start = index
        }
        parts.append(.literal(start..<template.count))
        let size = parts.reduce(0) { size, part in
            switch part {
            case .literal(let range): size + range.count
            case .argument(let text): size + text.utf8.count
            }
        }
        return String(unsafeUninitializedCapacity: size) { text in
            var written = 0
            for part in parts {
                switch part {
                case .literal(let range):
                    _ = UnsafeMutableBufferPointer(rebasing: text[written..<written + range.count])
                        .initialize(from: template[range])
                    written += range.count
                case .argument(let argument):
                    for byte in argument.utf8 {
                        text[written] = byte
                        written += 1
                    }
                }
            }
            return written
        }
    }

    private static let percent = UInt8(ascii: "%")
    private static let dollar = UInt8(ascii: "$")
    private static let at = UInt8(ascii: "@")
}
