/// Generated artwork standing in for posters, sprites, avatars and group images, so no copyrighted image is
/// ever bundled or served.
public enum PlaceholderImage {
    /// What a placeholder's glyph shows, so each kind of picture reads as what it stands for.
    public enum Glyph: Sendable {
        /// A framed sun over two hills: any picture.
        case picture
        /// A film frame with sprocket holes and a play mark: a poster.
        case film
        /// Three people, the one in front larger: a group.
        case people
    }

    /// An sRGB colour, one byte a channel.
    public struct Colour: Hashable, Sendable {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// `#rrggbb`.
        public var hex: String { "#" + [red, green, blue].map { PlaceholderImage.hexByte(Int($0)) }.joined() }

        /// This colour with `fraction` (0…1) of `other` mixed in.
        public func mixed(with other: Colour, _ fraction: Double) -> Colour {
            func channel(_ mine: UInt8, _ theirs: UInt8) -> UInt8 {
                UInt8((Double(mine) * (1 - fraction) + Double(theirs) * fraction).rounded())
            }
            return Colour(
                red: channel(red, other.red), green: channel(green, other.green), blue: channel(blue, other.blue))
        }
    }

    /// A deterministic SVG placeholder (colours derived from `seed` with a STABLE hash such as FNV-1a — never
    /// Swift's randomized Hasher), with the given pixel size and a viewBox: a background, a quarter disc and a
    /// neutral `glyph` in the middle. Used for posters, avatars and group images in dev and in the staging API.
    ///
    /// No words are drawn: a word in a picture is in one language and unreadable to assistive technology. The
    /// page's `alt` says what the image stands for; `label` (XML-escaped: & < > " ') is only the SVG's
    /// `aria-label`, for the SVG opened on its own. Sizes below 1 are drawn as 1.
    public static func svg(
        seed: String, label: String, width: Int, height: Int, glyph: Glyph = .picture
    ) -> String {
        let width = max(width, 1)
        let height = max(height, 1)
        let hash = fnv1a(seed)
        let hue = Double(hash % 360)
        let background = hexColour(hue: hue, saturation: 0.55, lightness: 0.38)
        let accent = hexColour(hue: (hue + 40).truncatingRemainder(dividingBy: 360), saturation: 0.6, lightness: 0.55)
        let box = GlyphBox(width: width, height: height)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
            viewBox="0 0 \(width) \(height)" role="img" aria-label="\(escape(label))">\
            <rect width="\(width)" height="\(height)" fill="\(background)"/>\
            <circle cx="\(width)" cy="\(height)" r="\(min(width, height) * 3 / 4)" fill="\(accent)"/>\
            \(box.draw(glyph))</svg>
            """
    }

    /// A deterministic square SVG sprite, `side` pixels: a soft disc tinted with `tint` (a neutral grey when
    /// nil) and a neutral ball glyph, on a transparent ground. Its colours follow the viewer's colour scheme
    /// (`prefers-color-scheme` in the SVG's own style): a pale disc and a dark glyph in light, a deep disc and
    /// a light glyph in dark. No words are drawn; `label` is only the `aria-label`, as in
    /// ``svg(seed:label:width:height:glyph:)``.
    public static func sprite(tint: Colour?, label: String, side: Int) -> String {
        let side = max(side, 8)
        let tint = tint ?? Colour(red: 0x9a, green: 0xa3, blue: 0xb5)
        let light = tint.mixed(with: Colour(red: 0xff, green: 0xff, blue: 0xff), 0.6)
        let dark = tint.mixed(with: Colour(red: 0x1b, green: 0x20, blue: 0x29), 0.55)
        let centre = Double(side) / 2
        let ball = Double(side) * 0.3
        let stroke = max(Double(side) / 20, 1)
        func number(_ value: Double) -> String { String(Int(value.rounded())) }
        let (c, r, s) = (number(centre), number(ball), number(stroke))
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(side)" height="\(side)" \
            viewBox="0 0 \(side) \(side)" role="img" aria-label="\(escape(label))">\
            <style>.disc{fill:\(light.hex)}.ink{fill:none;stroke:#3d4452}.cap{fill:#3d4452;opacity:.22}\
            .dot{fill:#3d4452}@media (prefers-color-scheme: dark){.disc{fill:\(dark.hex)}\
            .ink{stroke:#e6e9ef}.cap,.dot{fill:#e6e9ef}}</style>\
            <circle class="disc" cx="\(c)" cy="\(c)" r="\(number(centre - 1))"/>\
            <path class="cap" d="M\(number(centre - ball)) \(c)A\(r) \(r) 0 0 1 \(number(centre + ball)) \(c)Z"/>\
            <g class="ink" stroke-width="\(s)" opacity=".8"><circle cx="\(c)" cy="\(c)" r="\(r)"/>\
            <path d="M\(number(centre - ball)) \(c)H\(number(centre + ball))"/>\
            <circle class="disc" cx="\(c)" cy="\(c)" r="\(number(ball * 0.3))"/></g>\
            <circle class="dot" cx="\(c)" cy="\(c)" r="\(number(ball * 0.12))"/></svg>
            """
    }

    /// 64-bit FNV-1a over the UTF-8 bytes: the same on every run and every platform.
    public static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    private static func hexColour(hue: Double, saturation: Double, lightness: Double) -> String {
        let colour = rgb(hue: hue, saturation: saturation, lightness: lightness)
        return Colour(red: colour.red, green: colour.green, blue: colour.blue).hex
    }

    /// The sRGB bytes of a colour given as hue (degrees, taken modulo 360), saturation and lightness (0…1):
    /// the placeholders' colours, shared by the SVG and the staging API's PNG placeholders.
    public static func rgb(
        hue: Double, saturation: Double, lightness: Double
    ) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let hue = hue.truncatingRemainder(dividingBy: 360)
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let sector = hue / 60
        let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (red, green, blue): (Double, Double, Double)
        switch Int(sector) {
        case 0: (red, green, blue) = (chroma, second, 0)
        case 1: (red, green, blue) = (second, chroma, 0)
        case 2: (red, green, blue) = (0, chroma, second)
        case 3: (red, green, blue) = (0, second, chroma)
        case 4: (red, green, blue) = (second, 0, chroma)
        default: (red, green, blue) = (chroma, 0, second)
        }
        let offset = lightness - chroma / 2
        let byte = { (value: Double) in UInt8(min(max(((value + offset) * 255).rounded(), 0), 255)) }
        return (byte(red), byte(green), byte(blue))
    }

    fileprivate static func hexByte(_ value: Int) -> String {
        let digits = Array("0123456789abcdef")
        let clamped = min(max(value, 0), 255)
        return String([digits[clamped / 16], digits[clamped % 16]])
    }
}
