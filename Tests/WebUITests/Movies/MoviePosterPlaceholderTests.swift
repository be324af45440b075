import Testing

@testable import WebUI

@Suite struct MoviePosterPlaceholderTests {
    @Test func theNoPosterPlaceholderIsAFilmFrameThatFollowsTheColourScheme() {
        let svg = MoviePosterRoutes.placeholder

        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") && svg.hasSuffix("</svg>"))
        #expect(!svg.contains("<text"), "no words: the page's alt names it")
        #expect(svg.contains(".ground{fill:#e4e7ec}"), "a pale ground in light")
        #expect(svg.contains("@media (prefers-color-scheme: dark){.ground{fill:#222833}"), "a deep one in dark")
        #expect(svg.contains("<path d=\"M41 60L53 69L41 78Z\"/>"), "the frame's play mark")
    }
}
