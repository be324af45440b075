/// Generated artwork standing in for posters, sprites, avatars and group images, so no copyrighted image is
/// ever bundled or served.
public enum PlaceholderImage {
    /// A deterministic SVG placeholder (colours derived from `seed` with a STABLE hash such as FNV-1a — never
    /// Swift's randomized Hasher), with the given pixel size and a viewBox: a background, a quarter disc and a
    /// neutral picture icon in the middle. Used for posters, sprites, avatars and group images in dev and in
    /// the staging API.
    ///
    /// No words are drawn: a word in a picture is in one language and unreadable to assistive technology. The
    /// page's `alt` says what the image stands for; `label` (XML-escaped: & < > " ') is only the SVG's
    /// `aria-label`, for the SVG opened on its own. Sizes below 1 are drawn as 1.
    public static func svg(seed: String, label: String, width: Int, height: Int) -> String {
        let width = max(width, 1)
        let height = max(height, 1)
        let hash = fnv1a(seed)
        let hue = Double(hash % 360)
        let background = hexColour(hue: hue, saturation: 0.55, lightness: 0.38)
        let accent = hexColour(hue: (hue + 40).truncatingRemainder(dividingBy: 360), saturation: 0.6, lightness: 0.55)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
            viewBox="0 0 \(width) \(height)" role="img" aria-label="\(escape(label))">\
            <rect width="\(width)" height="\(height)" fill="\(background)"/>\
            <circle cx="\(width)" cy="\(height)" r="\(min(width, height) * 3 / 4)" fill="\(accent)"/>\
            \(pictureIcon(width: width, height: height))</svg>
            """
    }

    /// A framed sun over two hills, half the shorter side wide, centred, in translucent white.
    private static func pictureIcon(width: Int, height: Int) -> String {
        let side = max(min(width, height) / 2, 1)
        let (left, top) = ((width - side) / 2, (height - side) / 2)
        func x(_ tenths: Int) -> Int { left + side * tenths / 10 }
        func y(_ tenths: Int) -> Int { top + side * tenths / 10 }
        let stroke = max(side / 16, 1)
        return """
            <g fill="#ffffff" opacity="0.75">\
            <rect x="\(x(0))" y="\(y(1))" width="\(side)" height="\(side * 8 / 10)" rx="\(side / 12)" fill="none" \
            stroke="#ffffff" stroke-width="\(stroke)"/>\
            <circle cx="\(x(7))" cy="\(y(3))" r="\(max(side / 10, 1))"/>\
            <path d="M\(x(1)) \(y(8))L\(x(4)) \(y(4))L\(x(6)) \(y(6))L\(x(7)) \(y(5))L\(x(9)) \(y(8))Z"/></g>
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
        return "#" + [colour.red, colour.green, colour.blue].map { hexByte(Int($0)) }.joined()
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

    private static func hexByte(_ value: Int) -> String {
        let digits = Array("0123456789abcdef")
        let clamped = min(max(value, 0), 255)
        return String([digits[clamped / 16], digits[clamped % 16]])
    }
}
