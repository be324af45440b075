import SampleData

/// The staging API's raster placeholders for posters, sprites, avatars and group images: a four-colour
/// indexed PNG with a frame, a diagonal band and a quarter disc, coloured from a seed (the seed the SVG
/// placeholders of `PlaceholderImage` use), so each image differs and none is a flat box. No text is drawn.
enum PlaceholderPNG {
    /// The PNG bytes for `seed` at `width` × `height` pixels (sides clamped to ``IndexedPNG/sides``).
    static func image(seed: String, width: Int, height: Int) -> [UInt8] {
        let hash = PlaceholderImage.fnv1a(seed)
        let png = IndexedPNG(width: width, height: height, palette: palette(hash: hash))
        let pattern = Pattern(width: png.width, height: png.height, mirrored: (hash >> 32) & 1 == 1)
        return png.encode(pattern.index)
    }

    /// Background, frame, band and disc: the SVG placeholder's background and accent, plus a darker frame
    /// and a light disc of a far-off hue.
    static func palette(hash: UInt64) -> [IndexedPNG.Colour] {
        let hue = Double(hash % 360)
        return [
            colour(hue: hue, saturation: 0.55, lightness: 0.38),
            colour(hue: hue, saturation: 0.5, lightness: 0.22),
            colour(hue: hue + 40, saturation: 0.6, lightness: 0.55),
            colour(hue: hue + 200, saturation: 0.45, lightness: 0.7),
        ]
    }

    /// Which palette entry each pixel takes. Sides are at most ``IndexedPNG/sides``' upper bound, so every
    /// product below stays far inside `Int`.
    struct Pattern {
        let width: Int
        let height: Int
        /// True: the band runs from the top right to the bottom left.
        let mirrored: Bool

        func index(_ x: Int, _ y: Int) -> UInt8 {
            let shorter = min(width, height)
            let frame = max(1, shorter / 20)
            if x < frame || y < frame || x >= width - frame || y >= height - frame { return 1 }
            let radius = shorter * 3 / 4
            let (dx, dy) = (width - x, height - y)
            if dx * dx + dy * dy <= radius * radius { return 3 }
            let column = mirrored ? width - 1 - x : x
            // |column·h − y·w| is the distance to the diagonal times √(w² + h²) ≈ (w + h) / 1.3.
            if abs(column * height - y * width) * 12 <= shorter * (width + height) { return 2 }
            return 0
        }
    }

    private static func colour(hue: Double, saturation: Double, lightness: Double) -> IndexedPNG.Colour {
        let colour = PlaceholderImage.rgb(hue: hue, saturation: saturation, lightness: lightness)
        return IndexedPNG.Colour(red: colour.red, green: colour.green, blue: colour.blue)
    }
}
