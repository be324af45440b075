extension GeneratedArt {
    /// A user's identicon, as GitHub draws one for a user without a photo: a 5 × 5 grid of cells mirrored about
    /// its middle column, drawn in one colour from `seed` (a login or an id) on a pale ground, `side` pixels
    /// square; in the dark scheme the ground is dark. No words are drawn; `label` is only the `aria-label`.
    public static func identicon(seed: String, label: String, side: Int = 420) -> String {
        let side = max(side, 10)
        var bits = Bits("identicon-\(seed)")
        let hue = Double(bits.below(360))
        let saturation = 0.45 + Double(bits.below(20)) / 100
        let colour = PlaceholderImage.rgb(hue: hue, saturation: saturation, lightness: 0.5)
        let fill = PlaceholderImage.Colour(red: colour.red, green: colour.green, blue: colour.blue)
        let margin = side / 12
        let cell = (side - 2 * margin) / 5
        let origin = (side - cell * 5) / 2
        var pattern = bits.next()
        // At least one cell is filled, so no identicon is a blank square.
        if pattern & 0x7fff == 0 { pattern |= 1 << 7 }
        var cells = ""
        for row in 0..<5 {
            for column in 0..<3 where pattern >> UInt64(row * 3 + column) & 1 == 1 {
                for mirrored in Set([column, 4 - column]).sorted() {
                    cells +=
                        "<rect x=\"\(origin + mirrored * cell)\" y=\"\(origin + row * cell)\" width=\"\(cell)\" height=\"\(cell)\"/>"
                }
            }
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(side)" height="\(side)" viewBox="0 0 \(side) \(side)" \
            role="img" aria-label="\(xmlText(label))" shape-rendering="crispEdges">\
            <style>.ground{fill:#f0f0f0}.cells{fill:\(fill.hex)}\
            @media (prefers-color-scheme: dark){.ground{fill:#262c36}\
            .cells{fill:\(fill.mixed(with: PlaceholderImage.Colour(red: 0xff, green: 0xff, blue: 0xff), 0.15).hex)}}\
            </style><rect class="ground" width="\(side)" height="\(side)"/><g class="cells">\(cells)</g></svg>
            """
    }
}
