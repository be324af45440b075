import Testing

@testable import LiveWeb

struct ScreenPartsSkeletonTests {
    @Test func skeletonRowsAreBusyHiddenBlocksInTheRowsShapeWithAPoliteLoadingStatus() {
        let row =
            "<li class=\"skeleton-row\"><span class=\"skeleton-picture\"></span><span class=\"skeleton-lines\">"
            + "<span class=\"skeleton-line\"></span><span class=\"skeleton-line skeleton-short\"></span></span></li>"
        #expect(
            ScreenParts.skeleton("Loading <users>…", shape: .avatar, rows: 2).markup
                == "<div class=\"skeleton skeleton-avatar\" aria-busy=\"true\">"
                + "<p class=\"visually-hidden\" role=\"status\" aria-live=\"polite\" data-announce>"
                + "Loading &lt;users&gt;…</p><ul class=\"skeleton-rows\" aria-hidden=\"true\">\(row)\(row)</ul></div>")
    }

    @Test func aPosterRowHasThreeLinesAndALinesRowNoPicture() {
        let poster = ScreenParts.skeleton("Searching…", shape: .poster, rows: 1).markup
        #expect(poster.contains("skeleton-poster"))
        #expect(poster.components(separatedBy: "<span class=\"skeleton-line\"></span>").count - 1 == 2)
        #expect(poster.components(separatedBy: "<span class=\"skeleton-line skeleton-short\">").count - 1 == 1)
        #expect(poster.contains("skeleton-picture"))
        let lines = ScreenParts.skeleton("Loading…", shape: .lines, rows: 3).markup
        #expect(!lines.contains("skeleton-picture"))
        #expect(lines.components(separatedBy: "<li class=\"skeleton-row\">").count - 1 == 3)
    }
}
