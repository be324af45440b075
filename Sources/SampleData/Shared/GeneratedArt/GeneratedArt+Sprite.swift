extension GeneratedArt {
    /// A Pokémon's sprite, `side` pixels square: a creature of pixels mirrored about its middle, its shape from
    /// the Pokédex `number`, its body in the colour of its primary type (`primary`) and its markings in the
    /// second type's (`secondary`, else a deeper shade of the first), standing on a soft disc. In the dark scheme
    /// the disc deepens and the outline lightens. No words are drawn; `label` is only the `aria-label`.
    public static func pokemonSprite(
        number: Int, primary: PlaceholderImage.Colour?, secondary: PlaceholderImage.Colour?, label: String,
        side: Int = 96
    ) -> String {
        let side = max(side, 16)
        let grey = PlaceholderImage.Colour(red: 0x9a, green: 0xa3, blue: 0xb5)
        let ink = PlaceholderImage.Colour(red: 0x1b, green: 0x20, blue: 0x29)
        let white = PlaceholderImage.Colour(red: 0xff, green: 0xff, blue: 0xff)
        let body = primary ?? grey
        let marks = secondary ?? body.mixed(with: ink, 0.35)
        let creature = Creature(number: number)
        let cell = side / (Creature.size + 2)
        let origin = (side - cell * Creature.size) / 2
        func rects(_ kind: Creature.Cell) -> String {
            creature.cells(kind).map { row, column in
                "<rect x=\"\(origin + column * cell)\" y=\"\(origin + row * cell)\" width=\"\(cell)\" height=\"\(cell)\"/>"
            }.joined()
        }
        let centre = side / 2
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(side)" height="\(side)" viewBox="0 0 \(side) \(side)" \
            role="img" aria-label="\(xmlText(label))" shape-rendering="crispEdges">\
            <style>.disc{fill:\(body.mixed(with: white, 0.75).hex)}.body{fill:\(body.hex)}.marks{fill:\(marks.hex)}\
            .line{fill:none;stroke:#1b2029;stroke-width:\(max(side / 48, 1))}.eye{fill:#1b2029}\
            @media (prefers-color-scheme: dark){.disc{fill:\(body.mixed(with: ink, 0.7).hex)}\
            .line{stroke:#e6e9ef}}</style>\
            <circle class="disc" cx="\(centre)" cy="\(centre)" r="\(centre - 1)"/>\
            <g class="body">\(rects(.body))</g><g class="marks">\(rects(.marks))</g>\
            <g class="line">\(creature.outline(origin: origin, cell: cell))</g>\
            <g class="eye">\(rects(.eye))</g></svg>
            """
    }

    /// A creature of `size` × `size` cells whose left half is drawn from the number's bits and mirrored: cells
    /// nearer the middle are likelier filled, so the body holds together, and two eyes sit in its upper half.
    struct Creature {
        enum Cell { case empty, body, marks, eye }

        static let size = 8
        private(set) var grid: [[Cell]]

        init(number: Int) {
            var bits = GeneratedArt.Bits("pokemon-sprite-\(number)")
            let half = Self.size / 2
            grid = Array(repeating: Array(repeating: .empty, count: Self.size), count: Self.size)
            for row in 0..<Self.size {
                for column in 0..<half {
                    // Out of 8: the middle two columns are nearly always filled, the outer ones seldom, and
                    // the top and bottom rows less than the middle ones.
                    let nearness = column + (row == 0 || row == Self.size - 1 ? 0 : 1)
                    let filled = bits.below(8) < [1, 3, 5, 7, 8][min(nearness, 4)]
                    let cell: Cell = filled ? (bits.below(4) == 0 ? .marks : .body) : .empty
                    grid[row][column] = cell
                    grid[row][Self.size - 1 - column] = cell
                }
            }
            let eyeRow = 2 + bits.below(2)
            let eyeColumn = 1 + bits.below(2)
            for row in eyeRow - 1...eyeRow + 1 {
                for column in eyeColumn - 1...half - 1 where grid[row][column] == .empty {
                    grid[row][column] = .body
                    grid[row][Self.size - 1 - column] = .body
                }
            }
            grid[eyeRow][eyeColumn] = .eye
            grid[eyeRow][Self.size - 1 - eyeColumn] = .eye
        }

        /// The (row, column) of every cell of `kind`, row by row.
        func cells(_ kind: Cell) -> [(Int, Int)] {
            (0..<Self.size).flatMap { row in
                (0..<Self.size).compactMap { column in grid[row][column] == kind ? (row, column) : nil }
            }
        }

        /// The edges between a filled cell and an empty one (or the grid's side), as one path.
        func outline(origin: Int, cell: Int) -> String {
            func filled(_ row: Int, _ column: Int) -> Bool {
                (0..<Self.size).contains(row) && (0..<Self.size).contains(column) && grid[row][column] != .empty
            }
            var path = ""
            for row in 0..<Self.size {
                for column in 0..<Self.size where filled(row, column) {
                    let (x, y) = (origin + column * cell, origin + row * cell)
                    if !filled(row - 1, column) { path += "M\(x) \(y)h\(cell)" }
                    if !filled(row + 1, column) { path += "M\(x) \(y + cell)h\(cell)" }
                    if !filled(row, column - 1) { path += "M\(x) \(y)v\(cell)" }
                    if !filled(row, column + 1) { path += "M\(x + cell) \(y)v\(cell)" }
                }
            }
            return path.isEmpty ? "" : "<path d=\"\(path)\"/>"
        }
    }
}
