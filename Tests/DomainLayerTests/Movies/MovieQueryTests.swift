import DomainLayer
import Testing

struct MovieQueryTests {
    @Test(arguments: [
        ("star", "star"), ("  star wars \n", "star wars"), ("\u{3000}amélie\u{A0}", "amélie"), ("a", "a"),
        ("é", "é"), ("\tx", "x"), ("x\u{2029}", "x"), ("\u{85}y z\u{85}", "y z"),
    ])
    func aQueryIsItsTextWithoutWhiteSpaceAroundIt(text: String, expected: String) {
        #expect(MovieQuery(text)?.text == expected)
    }

    @Test(arguments: ["", " ", "\n\t", "\u{3000}\u{A0}\u{2028}"])
    func blankTextIsNoQuery(text: String) {
        #expect(MovieQuery(text) == nil)
    }

    @Test func longTextIsCutToTheMaximumLength() {
        let long = String(repeating: "별a", count: 1_500)
        #expect(MovieQuery(long)?.text == String(long.prefix(MovieQuery.maximumLength)))
        let exact = String(repeating: "x", count: MovieQuery.maximumLength)
        #expect(MovieQuery(exact)?.text == exact)
        #expect(MovieQuery(String(repeating: "y", count: 99) + " " + "z")?.text == String(repeating: "y", count: 99))
    }
}
