import LiveWeb
import PresentationLayer
import Testing
import WebUI

struct HTMLTests {
    @Test func interpolatedTextIsEscaped() {
        let title = "<script>alert(1)</script> & \"quotes\" 'too'"
        let html: HTML = "<h1>\(title)</h1>"
        #expect(html.markup == "<h1>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &#39;too&#39;</h1>")
    }

    @Test func controlCharactersFromUpstreamTextNeverReachThePage() {
        let title = "Nul\u{0}Bell\u{7}Esc\u{1B}[31mC1\u{85}Del\u{7F}\tTab\nLine"
        let html: HTML = "<h2>\(title)</h2>"
        #expect(html.markup == "<h2>NulBellEsc[31mC1Del\tTab\nLine</h2>")
    }

    @Test func interpolatedHTMLIsInsertedAsIs() {
        let items: [HTML] = ["<li>\("a<b")</li>", "<li>c</li>"]
        let optional: HTML? = "<hr>"
        let html: HTML = "<ul>\(items)</ul>\(optional)\(42)"
        #expect(html.markup == "<ul><li>a&lt;b</li><li>c</li></ul><hr>42")
    }

    @Test(arguments: [0, 7, 42, 1_000, -1, -305, Int.max, Int.min])
    func numbersAreWrittenAsTheirDigits(number: Int) {
        let html: HTML = "<td>\(number)</td>"
        #expect(html.markup == "<td>\(String(number))</td>")
    }

    @Test func fragmentsJoinWithTheirSeparatorAndAppendInPlace() {
        var html = HTML.joined(["<b>\("1 < 2")</b>", "<i>x</i>", .empty], separator: "<br>")
        html += "<p>\("&")</p>"
        #expect(html.markup == "<b>1 &lt; 2</b><br><i>x</i><br><p>&amp;</p>")
        #expect(HTML.joined([]).utf8.isEmpty)
    }

    @Test func attributesAreEscapedAndOptional() {
        let value = HTML.attribute("value", "\"><script>")
        let placeholder = HTML.attribute("placeholder", nil)
        let disabled = HTML.attribute("disabled", if: true)
        let hidden = HTML.attribute("hidden", if: false)
        let html: HTML = "<input\(value)\(placeholder)\(disabled)\(hidden)>"
        #expect(html.markup == "<input value=\"&quot;&gt;&lt;script&gt;\" disabled>")
    }

    @Test func classesSkipEmptyNames() {
        #expect(HTML.classes("row", nil, "", "selected").markup == " class=\"row selected\"")
        #expect(HTML.classes(nil) == .empty)
    }

    @Test func anActionLinkGoesToItsScreenWithoutScriptAndActsOnTheWindowWithIt() {
        let link = HTML.actionLink(
            "Load <more>", href: "/movies?query=a&pages=2#movie-21", action: "/movies/next-page", id: "movies-more",
            className: "movies-more", autoload: true)
        #expect(
            link.markup
                == "<a class=\"button movies-more\" id=\"movies-more\" href=\"/movies?query=a&amp;pages=2#movie-21\" "
                + "data-action=\"/movies/next-page\" data-autoload>Load &lt;more&gt;</a>")
    }

    @Test func layoutRendersTheShell() {
        let page = Layout(phase: "alpha", csrfToken: "0123").render(title: "Movies <1>", body: "<p>Hi</p>").markup
        #expect(page.hasPrefix("<!doctype html>"))
        #expect(page.contains("<title>Movies &lt;1&gt; · Strata</title>"))
        #expect(page.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
        #expect(page.contains("<meta name=\"csrf-token\" content=\"0123\">"))
        #expect(page.contains("<link rel=\"stylesheet\" href=\"/assets/app.css\">"))
        #expect(page.contains("<script src=\"/assets/app.js\" defer></script>"))
        #expect(page.contains("<a class=\"brand\" href=\"/\" aria-label=\"Strata, home\">Strata</a>"))
        #expect(page.contains("<span class=\"visually-hidden\">Running phase: </span>Staging</span>"))
        #expect(page.contains("<a class=\"skip-link\" href=\"#main\">Skip to content</a>"))
        #expect(page.contains("<main id=\"main\" class=\"container\" tabindex=\"-1\">\n<p>Hi</p>\n</main>"))
        #expect(page.contains("<div id=\"announcer\" class=\"visually-hidden\" role=\"status\" aria-live=\"polite\""))
    }

    /// The header's badge says the phase as its user knows it: sample data in dev, the staging service in alpha,
    /// and nothing in the real phase.
    @Test func thePhaseBadgeSaysSampleDataOrStagingAndNothingInTheRealPhase() {
        func page(_ phase: String, _ strings: Strings = .en) -> String {
            Layout(phase: phase, strings: strings, csrfToken: "0123").render(title: "Strata", body: "").markup
        }
        #expect(page("dev").contains("<span class=\"visually-hidden\">Running phase: </span>Sample data</span>"))
        #expect(page("dev", Strings(.ko)).contains("<span class=\"visually-hidden\">실행 단계: </span>샘플 데이터</span>"))
        #expect(page("alpha").contains("</span>Staging</span>"))
        #expect(!page("real").contains("class=\"badge\"") && !page("real").contains("Running phase"))
    }

    /// A response writes a page's body between the frame's two parts; they make the same document as `render`.
    @Test func theFrameIsTheDocumentAroundTheBody() {
        let layout = Layout(phase: "dev", csrfToken: "0123")
        let (opening, closing) = layout.frame(title: "Users")
        #expect(opening.markup.hasPrefix("<!doctype html>"))
        #expect(opening.markup.hasSuffix("<main id=\"main\" class=\"container\" tabindex=\"-1\">\n"))
        #expect(closing.markup.hasPrefix("\n</main>"))
        #expect(closing.markup.hasSuffix("</body>\n</html>\n"))
        let body: HTML = "<p>\("한국어 & <b>")</p>"
        #expect((opening + body + closing).markup == layout.render(title: "Users", body: body).markup)
    }

    @Test func layoutOffersTheOtherLanguageAndComesBackToThePage() {
        let page = Layout(phase: "dev", strings: Strings(.ko), path: "/movies?query=a&b", csrfToken: "0123")
            .render(title: "영화", body: .empty).markup
        #expect(page.contains("<html lang=\"ko\">"))
        #expect(
            page.contains(
                "<form class=\"language-switch\" id=\"language\" method=\"post\" action=\"/language\" aria-label=\"언어\">"
            ))
        #expect(page.contains("<input type=\"hidden\" name=\"_csrf\" value=\"0123\">"))
        // Back to the switch itself, so a page without JavaScript does not open at its top.
        #expect(page.contains("<input type=\"hidden\" name=\"return\" value=\"/movies?query=a&amp;b#language\">"))
        #expect(page.contains("value=\"en\" lang=\"en\" aria-pressed=\"false\">English</button>"))
        #expect(page.contains("value=\"ko\" lang=\"ko\" aria-pressed=\"true\">한국어</button>"))
    }

    @Test func layoutWithoutSessionHasNoCSRFMeta() {
        let page = Layout(phase: "dev", csrfToken: nil).render(title: "Strata", body: .empty).markup
        #expect(!page.contains("csrf-token"))
        #expect(!page.contains("language-switch"))
        #expect(page.contains("<title>Strata</title>"))
    }
}
