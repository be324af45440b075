import Testing

@testable import SampleData

private func fills(_ svg: String) -> [Substring] {
    svg.matches(of: /fill="(#[0-9a-f]{6})"/).map(\.output.1)
}

@Test func placeholderIsDeterministicAndStableAcrossProcesses() {
    let svg = PlaceholderImage.svg(seed: "pikachu", label: "Pikachu", width: 96, height: 96)

    #expect(svg == PlaceholderImage.svg(seed: "pikachu", label: "Pikachu", width: 96, height: 96))
    // Pinned values catch a switch to Swift's per-process randomized Hasher.
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

@Test func eachGlyphIsDrawnWithoutWords() {
    let glyphs: [PlaceholderImage.Glyph] = [.picture, .film, .people]

    let svgs = glyphs.map { PlaceholderImage.svg(seed: "s", label: "Group", width: 240, height: 240, glyph: $0) }

    #expect(Set(svgs).count == glyphs.count, "each glyph draws its own shapes")
    #expect(svgs.allSatisfy { !$0.contains("<text") && $0.hasSuffix("</svg>") })
    #expect(svgs.allSatisfy { fills($0).first == fills(svgs[0]).first }, "the glyph keeps the seed's colours")
}

@Test func aSpriteIsTintedWithTheColourGivenAndFollowsTheColourScheme() {
    let fire = PlaceholderImage.Colour(red: 0xf0, green: 0x80, blue: 0x30)
    let water = PlaceholderImage.Colour(red: 0x68, green: 0x90, blue: 0xf0)

    let svg = PlaceholderImage.sprite(tint: fire, label: "charmander", side: 96)

    #expect(svg == PlaceholderImage.sprite(tint: fire, label: "charmander", side: 96))
    #expect(svg != PlaceholderImage.sprite(tint: water, label: "charmander", side: 96))
    #expect(
        svg.contains(
            ".disc{fill:\(fire.mixed(with: PlaceholderImage.Colour(red: 255, green: 255, blue: 255), 0.6).hex)}"))
    #expect(svg.contains("@media (prefers-color-scheme: dark){.disc{fill:#"))
    #expect(svg.contains("width=\"96\" height=\"96\" viewBox=\"0 0 96 96\""))
    #expect(svg.contains("aria-label=\"charmander\"") && !svg.contains("<text"))
}

@Test func aSpriteWithoutATintIsNeutralAndEscapesItsLabel() {
    let svg = PlaceholderImage.sprite(tint: nil, label: "<b>", side: 96)

    #expect(svg.contains(".disc{fill:#d7dae1}"), "a pale grey: the neutral tint mixed with white")
    #expect(svg.contains("aria-label=\"&lt;b&gt;\""))
}

@Test func aColourMixesAndWritesItsHex() {
    let black = PlaceholderImage.Colour(red: 0, green: 0, blue: 0)
    let white = PlaceholderImage.Colour(red: 255, green: 255, blue: 255)

    #expect(black.hex == "#000000" && white.hex == "#ffffff")
    #expect(black.mixed(with: white, 0.5).hex == "#808080")
    #expect(white.mixed(with: black, 0) == white)
}
