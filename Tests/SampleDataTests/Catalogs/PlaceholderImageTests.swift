import Testing

@testable import SampleData

private func fills(_ svg: String) -> [Substring] {
    svg.matches(of: /fill="(#[0-9a-f]{6})"/).map(\.output.1)
}

@Test func placeholderIsDeterministicAndStableAcrossProcesses() {
    let svg = PlaceholderImage.svg(seed: "pikachu", label: "Pikachu", width: 96, height: 96)

    #expect(svg == PlaceholderImage.svg(seed: "pikachu", label: "Pikachu", width: 96, height: 96))
    // NB: pinned values catch a switch to Swift's per-process randomized Hasher.
    #expect(PlaceholderImage.fnv1a("") == 0xcbf2_9ce4_8422_2325)
    #expect(PlaceholderImage.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
    #expect(fills(svg).first == "#962c64")
}

@Test func placeholderHasTheSizeAndAViewBox() {
    let svg = PlaceholderImage.svg(seed: "poster", label: "Star Road", width: 185, height: 278)

    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.contains("width=\"185\" height=\"278\" viewBox=\"0 0 185 278\""))
    #expect(svg.contains("aria-label=\"Star Road\"") && !svg.contains("<text"))
    #expect(svg.hasSuffix("</svg>"))
}

@Test func placeholderEscapesTheLabel() {
    let svg = PlaceholderImage.svg(seed: "x", label: "<script>alert(\"x\")</script> & 'y'", width: 10, height: 10)

    #expect(!svg.contains("<script>"))
    #expect(svg.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;y&apos;"))
}

@Test func differentSeedsGiveDifferentColours() {
    let seeds = ["bulbasaur", "charmander", "squirtle", "pikachu", "mew"]

    let colours = seeds.map { fills(PlaceholderImage.svg(seed: $0, label: $0, width: 64, height: 64)).first }

    #expect(colours.allSatisfy { $0 != nil })
    #expect(Set(colours).count == seeds.count)
}
