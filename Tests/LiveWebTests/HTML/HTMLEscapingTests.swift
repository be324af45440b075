import Testing

@testable import LiveWeb

/// `HTML.escape` reads UTF-8 bytes; these compare it with the scalar-by-scalar escaping it replaced.
struct HTMLEscapingTests {
    /// The escaping before the UTF-8 fast path, kept as the reference.
    static func referenceEscape(_ text: some StringProtocol) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}": continue
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    static let samples = [
        "", "plain ASCII title", "&", "<>\"'&", "Tom & Jerry's <Movie>", "ends with &", "& starts",
        "Amélie", "千と千尋の神隠し", "Ünïcödé «quotes» ©2025 · ½ \u{A0}nbsp", "emoji 🎬🍿 & 👩‍👩‍👧‍👦 <🇰🇷>",
        "<\u{301}combining after a special", "&\u{20DD}", "e\u{301}'\u{301}", "\u{85}next line\u{9F}\u{80}\u{A0}",
        "Nul\u{0}Bell\u{7}Esc\u{1B}[31mDel\u{7F}\tTab\nLine\r\n", "\u{0}\u{1}\u{1F}", "\u{C2}\u{80}\u{C2}",
        String(repeating: "long text without anything special ", count: 40),
    ]

    @Test(arguments: samples)
    func escapesAsTheScalarByScalarEscaping(text: String) {
        let expected = Self.referenceEscape(text)
        #expect(HTML.escape(text) == expected)
        #expect(HTML(text: text).markup == expected)
        let html: HTML = "<p>\(text)</p>"
        #expect(html.markup == "<p>\(expected)</p>")
    }

    @Test func everyScalarUpToU0100AndSomeBeyondEscapesAsBefore() {
        let scalars = (0...0x100).compactMap(Unicode.Scalar.init) + ["\u{2028}", "\u{FEFF}", "\u{10FFFF}", "😀"]
        for scalar in scalars {
            let text = "a\(scalar)b\(scalar)"
            #expect(HTML.escape(text) == Self.referenceEscape(text), "U+\(String(scalar.value, radix: 16))")
        }
    }

    @Test func substringsEscapeOnlyTheirOwnRange() {
        let text = "<&>middle 'part' é<&>"
        let middle = text.dropFirst(3).dropLast(3)
        #expect(HTML.escape(middle) == "middle &#39;part&#39; é")
        let html: HTML = "\(middle)"
        #expect(html.markup == "middle &#39;part&#39; é")
    }

    @Test func seededRandomTextEscapesAsBefore() {
        let alphabet: [Unicode.Scalar] = [
            "a", "Z", "0", " ", "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\u{0}", "\u{1B}", "\u{7F}", "\u{80}",
            "\u{85}", "\u{9F}", "\u{A0}", "\u{A9}", "é", "\u{301}", "千", "🎬", "\u{200D}", "👩",
        ]
        var seed: UInt64 = 0x5EED
        for _ in 0..<500 {
            var text = ""
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(seed >> 58) {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.unicodeScalars.append(alphabet[Int(seed >> 33) % alphabet.count])
            }
            #expect(HTML.escape(text) == Self.referenceEscape(text), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func aCharacterToReplaceIsFoundAtEveryPlaceInALongPlainRun() {
        // Plain runs are skipped eight bytes at a time; each replaced character must be seen in every lane.
        for special in ["&", "<", ">", "\"", "'", "\u{0}", "\u{1F}", "\u{7F}", "\u{85}", "\t", "\u{A0}", "é"] {
            for offset in 0..<24 {
                let text = String(repeating: "a", count: offset) + special + String(repeating: "b", count: 24 - offset)
                #expect(HTML.escape(text) == Self.referenceEscape(text), "\(special) at \(offset)")
            }
        }
    }

    @Test func aLargeFragmentKeepsTheMarkupAroundIt() {
        let rows = HTML.joined(Array(repeating: HTML(text: "row & more"), count: 1_000))
        let html: HTML = "<ol>\(rows)</ol>\("<tail>")"
        #expect(html.markup == "<ol>" + String(repeating: "row &amp; more", count: 1_000) + "</ol>&lt;tail&gt;")
    }

    @Test func aWindowsIdIsReplacedEverywhereAndNothingElse() {
        let html: HTML = "<meta content=\"aaaa\"><input value=\"aaaa\">aaa<p>aaaaaaaa</p>"
        #expect(
            html.replacing("aaaa", with: "bbbb").markup
                == "<meta content=\"bbbb\"><input value=\"bbbb\">aaa<p>bbbbbbbb</p>")
        #expect(html.replacing("zzzz", with: "bbbb") == html)
    }
}
