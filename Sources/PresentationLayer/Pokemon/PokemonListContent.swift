import DomainLayer

/// What the Pokémon list shows of one loaded page.
public struct PokemonListContent: Hashable, Sendable {
    /// One row of the list.
    public struct Row: Hashable, Sendable, Identifiable {
        public var id: Int
        /// `#025`.
        public var number: String
        /// `Pikachu`.
        public var name: String
        /// The row's details screen.
        public var route: PokemonRoute

        /// Creates a row.
        public init(id: Int, number: String, name: String, route: PokemonRoute) {
            self.id = id
            self.number = number
            self.name = name
            self.route = route
        }
    }

    /// The offset of the page shown.
    public var offset: Int
    public var rows: [Row]
    /// `11–20 of 151`.
    public var range: String
    /// The previous page; nil on the first page (Previous is disabled).
    public var previous: PokemonRoute?
    /// The next page; nil on the last page (Next is disabled).
    public var next: PokemonRoute?

    /// Creates content.
    public init(offset: Int, rows: [Row], range: String, previous: PokemonRoute?, next: PokemonRoute?) {
        self.offset = offset
        self.rows = rows
        self.range = range
        self.previous = previous
        self.next = next
    }

    /// The content of `page`, whose pages hold `pageSize` Pokémon.
    public init(_ page: PokemonPage, pageSize: Int) {
        self.init(
            offset: page.offset,
            rows: page.pokemon.map {
                Row(
                    id: $0.id, number: PokemonFormatting.number($0.id), name: PokemonFormatting.displayName($0.name),
                    route: .details(name: $0.name))
            },
            range: PokemonFormatting.range(offset: page.offset, shown: page.pokemon.count, count: page.count),
            previous: page.hasPrevious ? .list(offset: max(page.offset - pageSize, 0)) : nil,
            next: page.hasNext ? .list(offset: page.offset + page.pokemon.count) : nil)
    }
}
