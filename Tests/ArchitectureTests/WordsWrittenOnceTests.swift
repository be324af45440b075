import Foundation
import Testing

/// A word both View rings show is written once, in PresentationLayer's catalogues (`<Scene>Words.xcstrings`,
/// `SharedWords.xcstrings`, `TraceWords.xcstrings`): no catalogue of one ring repeats, in English and in Korean, a
/// word of the other ring's or of PresentationLayer's, so a change of wording reaches both rings.
@Suite struct WordsWrittenOnceTests {
    /// A catalogue's texts: `file: key` by its English and Korean.
    static func texts(of target: String) throws -> [Pair: String] {
        let root = ArchitectureTests.sourcesDirectory.appendingPathComponent(target)
        let files = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "xcstrings" }
        var texts: [Pair: String] = [:]
        for file in files {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
            for (key, entry) in json?["strings"] as? [String: Any] ?? [:] {
                let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any]
                func value(_ language: String) -> String? {
                    let unit = (localizations?[language] as? [String: Any])?["stringUnit"] as? [String: Any]
                    return unit?["value"] as? String
                }
                guard let english = value("en"), let korean = value("ko") else { continue }
                texts[Pair(english: english, korean: korean)] = "\(file.lastPathComponent): \(key)"
            }
        }
        return texts
    }

    struct Pair: Hashable {
        var english: String
        var korean: String
    }

    /// The words of `target`'s catalogues that a catalogue of `other` also has, as `file: key = file: key`.
    static func repeated(in target: String, from other: String) throws -> [String] {
        let others = try texts(of: other)
        return try texts(of: target).compactMap { pair, place in others[pair].map { "\(place) = \($0)" } }.sorted()
    }

    @Test func noViewRingRepeatsAWordOfTheOtherOrOfPresentationLayer() throws {
        #expect(try Self.texts(of: "TerminalUI").count > 50)
        #expect(try Self.texts(of: "WebUI").count > 100)
        #expect(try Self.texts(of: "PresentationLayer").count > 50)
        #expect(try Self.repeated(in: "TerminalUI", from: "WebUI") == [])
        #expect(try Self.repeated(in: "TerminalUI", from: "PresentationLayer") == [])
        #expect(try Self.repeated(in: "WebUI", from: "PresentationLayer") == [])
    }

    /// The trace views ("How this page was made", "How this screen was made") word a step with the same words: their
    /// column headings and a cache's hit or miss are both rings' (`TraceWords.xcstrings`), and neither ring's own
    /// trace words word a step again, in English or in Korean.
    @Test func bothRingsTraceViewsWordAStepWithTheSameWords() throws {
        let shared = try Self.texts(of: "PresentationLayer").filter { $0.value.hasPrefix("TraceWords.xcstrings: ") }
        #expect(
            Set(shared.keys.map(\.english)).isSuperset(
                of: ["Step", "Type and call", "Source file", "Start", "Duration", "Cache", "hit", "miss", "failed"]))
        let ringsTraceWords = try (Self.texts(of: "WebUI").merging(Self.texts(of: "TerminalUI")) { first, _ in first })
            .filter { $0.value.contains(": trace.") }
        #expect(ringsTraceWords.count >= 6)
        let sharedEnglish = Set(shared.keys.map(\.english))
        let sharedKorean = Set(shared.keys.map(\.korean))
        let repeated = ringsTraceWords.filter {
            sharedEnglish.contains($0.key.english) || sharedKorean.contains($0.key.korean)
        }
        #expect(repeated.values.sorted() == [])
    }
}
