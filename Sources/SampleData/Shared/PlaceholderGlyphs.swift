extension PlaceholderImage {
    /// The square, half the shorter side wide and centred, that a glyph is drawn in, in tenths of its side.
    struct GlyphBox {
        let side: Int
        let left: Int
        let top: Int

        init(width: Int, height: Int) {
            side = max(min(width, height) / 2, 1)
            (left, top) = ((width - side) / 2, (height - side) / 2)
        }

        func x(_ tenths: Int) -> Int { left + side * tenths / 10 }
        func y(_ tenths: Int) -> Int { top + side * tenths / 10 }
        func length(_ tenths: Int) -> Int { max(side * tenths / 10, 1) }
        var stroke: Int { max(side / 16, 1) }

        func draw(_ glyph: Glyph) -> String {
            let shapes =
                switch glyph {
                case .picture: picture
                case .film: film
                case .people: people
                }
            return "<g fill=\"#ffffff\" opacity=\"0.75\">\(shapes)</g>"
        }

        private var picture: String {
            """
            <rect x="\(x(0))" y="\(y(1))" width="\(side)" height="\(side * 8 / 10)" rx="\(side / 12)" fill="none" \
            stroke="#ffffff" stroke-width="\(stroke)"/>\
            <circle cx="\(x(7))" cy="\(y(3))" r="\(max(side / 10, 1))"/>\
            <path d="M\(x(1)) \(y(8))L\(x(4)) \(y(4))L\(x(6)) \(y(6))L\(x(7)) \(y(5))L\(x(9)) \(y(8))Z"/>
            """
        }

        private var film: String {
            let holes = [2, 4, 6, 8].map { row in
                [1, 9].map { column in
                    """
                    <rect x="\(x(column) - length(1) / 2)" y="\(y(row) - length(1))" width="\(length(1))" \
                    height="\(length(1))" rx="\(max(side / 40, 1))"/>
                    """
                }.joined()
            }.joined()
            return """
                <rect x="\(x(0))" y="\(y(0))" width="\(side)" height="\(side)" rx="\(side / 12)" fill="none" \
                stroke="#ffffff" stroke-width="\(stroke)"/>\
                <path d="M\(x(2)) \(y(0))V\(y(10))M\(x(8)) \(y(0))V\(y(10))" stroke="#ffffff" \
                stroke-width="\(stroke)"/>\(holes)\
                <path d="M\(x(4)) \(y(3))L\(x(7)) \(y(5))L\(x(4)) \(y(7))Z"/>
                """
        }

        private var people: String {
            func person(_ centre: Int, head: Int, shoulders: Int, top: Int) -> String {
                """
                <circle cx="\(x(centre))" cy="\(y(top))" r="\(length(head))"/>\
                <path d="M\(x(centre - shoulders)) \(y(9))A\(length(shoulders)) \(length(shoulders)) 0 0 1 \
                \(x(centre + shoulders)) \(y(9))Z"/>
                """
            }
            return """
                <g opacity="0.6">\(person(2, head: 1, shoulders: 2, top: 4))\(person(8, head: 1, shoulders: 2, top: 4))</g>\
                \(person(5, head: 2, shoulders: 3, top: 3))
                """
        }
    }
}
