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
}
