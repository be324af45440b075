import Foundation
import PresentationLayer
import Testing

/// Every Korean text in every catalogue writes a variable particle after a placeholder in its fallback form
/// (`%@이(가)`, `“%@”(이)라는`), which `Strings` resolves for the argument; a fallback form anywhere else would
/// be shown as it is written, and a fixed particle after a placeholder (`%@가`) would be wrong for half the words.
struct KoreanParticleCataloguesTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The Korean text of every catalogue under `Sources`, as `file: key` and text.
    static func koreanTexts() throws -> [(String, String)] {
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "xcstrings" }
        return try files.flatMap { file in
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
            let strings = try #require(json["strings"] as? [String: Any])
            return strings.compactMap { key, entry -> (String, String)? in
                let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any]
                let unit = (localizations?["ko"] as? [String: Any])?["stringUnit"] as? [String: Any]
                return (unit?["value"] as? String).map { ("\(file.lastPathComponent): \(key)", $0) }
            }
        }
    }

    @Test func aFallbackFormFollowsOnlyAPlaceholder() throws {
        let texts = try Self.koreanTexts()
        #expect(texts.count > 100)
        let placeholder = #"%(?:[0-9]+\$)?@[”’"')\]」』]*"#
        let fallbacks = #"(?:이\(가\)|은\(는\)|을\(를\)|와\(과\)|\(으\)로|\(이\)라는)"#
        let anywhere = try Regex(fallbacks)
        let afterPlaceholder = try Regex(placeholder + fallbacks)
        let stray = texts.filter { _, text in
            text.matches(of: anywhere).count != text.matches(of: afterPlaceholder).count
        }
        #expect(stray.map(\.0) == [])
        #expect(texts.contains { $0.1.contains(afterPlaceholder) })
    }

    @Test func noFixedVariableParticleFollowsAPlaceholderDirectly() throws {
        // After a closing bracket the particle agrees with the word before the bracket (`파일(%@)이`).
        let fixed = try Regex(#"%(?:[0-9]+\$)?@[”’"']?(?:이|가|은|는|을|를|와|과|으로|로|라는|이라는)(?![(가-힣])"#)
        let wrong = try Self.koreanTexts().filter { _, text in text.contains(fixed) }
        #expect(wrong.map(\.0) == [])
    }
}
