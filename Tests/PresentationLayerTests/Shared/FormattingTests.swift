import Testing

@testable import PresentationLayer

struct FormattingTests {
    /// The arguments named by their index, so a test reads which placeholder took which.
    func filled(_ template: String) -> String {
        Formatting.substitute(template) { "<\($0)>" }
    }

    @Test func placeholdersPercentSignsAndOtherTextAreWrittenAsTheTemplateSays() {
        #expect(filled("Release date: %@") == "Release date: <0>")
        #expect(filled("“%@”에 맞는 영화가 없어요.") == "“<0>”에 맞는 영화가 없어요.")
        #expect(filled("%2$@ 중 %1$@ %@") == "<1> 중 <0> <0>")
        #expect(filled("%@ of %@ (100%%)") == "<0> of <1> (100%)")
        #expect(filled("100% sure, 5%") == "100% sure, 5%")
        #expect(filled("%0$@ %x$@ %1$x %1$") == "%0$@ %x$@ %1$x %1$")
        #expect(filled("é%@é%%") == "é<0>é%")
        #expect(filled("no placeholder") == "no placeholder")
    }

    /// Without particles a template is read on its bytes; with them, as text. Both read it alike.
    @Test(arguments: [
        "Release date: %@", "“%@”에 맞는 영화가 없어요.", "%2$@ 중 %1$@ %@", "%@ of %@ (100%%)", "100% sure, 5%",
        "%0$@ %x$@ %1$x %1$", "é%@é%%", "%", "%%", "%@", "%+2$@ %02$@", "%d costs $5 %@", "%%@ %@%", "a%$@b",
    ])
    func theBytesAndTheTextReadATemplateAlike(template: String) {
        let texts = Formatting.substitute(template, particles: true) { "<\($0)>" }
        #expect(filled(template) == texts)
    }
}
