extension GeneratedArt {
    /// A movie's poster, `width` × `height` pixels: a ground of two colours from the movie's `id`, a film frame,
    /// and the `title` set in up to four lines (a longer one ends in "…"), so a list of movies without posters
    /// still tells them apart. Pale with dark ink in the light scheme, deep with light ink in the dark one, so no
    /// light slab glares from a dark page. The title is XML-escaped, so no title can break the picture; it is
    /// also the `aria-label`.
    public static func poster(id: Int, title: String, width: Int = 342, height: Int = 513) -> String {
        let width = max(width, 20)
        let height = max(height, 30)
        var bits = Bits("poster-\(id)")
        let hue = Double(bits.below(360))
        let turn = Double(30 + bits.below(90))
        func hex(_ hue: Double, _ lightness: Double) -> String {
            let colour = PlaceholderImage.rgb(hue: hue, saturation: 0.5, lightness: lightness)
            return PlaceholderImage.Colour(red: colour.red, green: colour.green, blue: colour.blue).hex
        }
        let fontSize = max(width / 9, 6)
        let lines = titleLines(title, perLine: max(width * 10 / (fontSize * 6), 4), most: 4)
        let lineHeight = fontSize * 6 / 5
        let top = height * 5 / 8
        let text = lines.enumerated().map { index, line in
            "<tspan x=\"\(width / 12)\" y=\"\(top + index * lineHeight)\">\(xmlText(line))</tspan>"
        }.joined()
        let frame = min(width, height) / 4
        // Clear of the corners, where the ground shows alone.
        let (frameX, frameY) = (width / 12, height / 5)
        let stroke = max(width / 60, 1)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" \
            role="img" aria-label="\(xmlText(title))">\
            <style>.from{stop-color:\(hex(hue, 0.88))}.to{stop-color:\(hex(hue + turn, 0.76))}\
            .frame{fill:none;stroke:#1b2029;opacity:.6}.title{fill:#1b2029;font-family:sans-serif;font-weight:700}\
            @media (prefers-color-scheme: dark){.from{stop-color:\(hex(hue, 0.24))}.to{stop-color:\(hex(hue + turn, 0.13))}\
            .frame{stroke:#e6e9ef}.title{fill:#f2f4f8}}</style><defs><linearGradient id="ground" x1="0" y1="0" x2="0.4" y2="1">\
            <stop offset="0" class="from"/><stop offset="1" class="to"/></linearGradient></defs>\
            <rect width="\(width)" height="\(height)" fill="url(#ground)"/>\
            <g class="frame" stroke-width="\(stroke)"><rect x="\(frameX)" y="\(frameY)" width="\(frame)" \
            height="\(frame)" rx="\(max(frame / 10, 1))"/><path d="M\(frameX + frame / 4) \(frameY)v\(frame)\
            M\(frameX + frame * 3 / 4) \(frameY)v\(frame)"/></g>\
            <text class="title" font-size="\(fontSize)">\(text)</text></svg>
            """
    }

    /// `title`'s words in lines of at most `perLine` characters (a longer word is cut), at most `most` lines, the
    /// last ending in "…" when words are left over.
    static func titleLines(_ title: String, perLine: Int, most: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var words = title.split(whereSeparator: \.isWhitespace).map(String.init)[...]
        while let word = words.first, lines.count < most {
            let candidate = current.isEmpty ? word : current + " " + word
            if candidate.count <= perLine {
                current = candidate
                words.removeFirst()
            } else if current.isEmpty {
                lines.append(String(word.prefix(perLine)))
                words[words.startIndex] = String(word.dropFirst(perLine))
                if words[words.startIndex].isEmpty { words.removeFirst() }
            } else {
                lines.append(current)
                current = ""
            }
        }
        var leftOver = !words.isEmpty
        if !current.isEmpty {
            if lines.count < most { lines.append(current) } else { leftOver = true }
        }
        if leftOver, let last = lines.popLast() {
            lines.append(String(last.prefix(max(perLine - 1, 1))) + "…")
        }
        return lines
    }
}
