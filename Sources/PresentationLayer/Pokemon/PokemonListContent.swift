import DomainLayer

/// What the Pokémon list shows of one loaded page.
public struct PokemonListContent: Hashable, Sendable {
    /// One row of the list.
    public struct Row: Hashable, Sendable, Identifiable {
        public var id: Int
        /// `#025`.
        public var number: String
        /// `Pikachu`, `피카츄`: the view picks the page's language.
        public var name: PokemonDisplayName
        /// The row's details screen.
        public var route: PokemonDestination
        /// PokeAPI's names of its types in slot order, `["electric"]`, which the view words; empty when unknown.
        public var types: [String]
        /// Its sprite image.
        public var sprite: PokemonDestination

        /// Creates a row; its sprite is the one of the Pokémon its route names unless `sprite` says otherwise.
        public init(
            id: Int, number: String, name: PokemonDisplayName, route: PokemonDestination, types: [String] = [],
            sprite: PokemonDestination? = nil
        ) {
            self.id = id
            self.number = number
            self.name = name
            self.route = route
            self.types = types
            if let sprite {
                self.sprite = sprite
            } else if case .details(let name) = route {
                self.sprite = .sprite(name: name)
            } else {
                self.sprite = .sprite(name: "\(id)")
            }
        }
    }

    /// The offset of the page shown.
    public var offset: Int
    public var rows: [Row]
    /// How many Pokémon there are in all.
    public var count: Int
    /// The previous page; nil on the first page (Previous is disabled).
    public var previous: PokemonDestination?
    /// The next page; nil on the last page (Next is disabled).
    public var next: PokemonDestination?

    /// Creates content.
    public init(offset: Int, rows: [Row], count: Int, previous: PokemonDestination?, next: PokemonDestination?) {
        self.offset = offset
        self.rows = rows
        self.count = count
        self.previous = previous
        self.next = next
    }

    /// The positions (from 1) of the Pokémon shown, `11...20`; nil when the page shows none.
    public var shown: ClosedRange<Int>? {
        rows.isEmpty ? nil : offset + 1...offset + rows.count
    }

    /// The content of `page`, whose pages hold `pageSize` Pokémon.
    public init(_ page: PokemonPage, pageSize: Int) {
        self.init(
            offset: page.offset,
            rows: page.pokemon.map {
                Row(
                    id: $0.id, number: PokemonFormatting.number($0.id),
                    name: PokemonDisplayName($0.names, slug: $0.name),
                    route: .details(name: $0.name), types: $0.types, sprite: .sprite(name: $0.name))
            },
            count: page.count,
            previous: page.hasPrevious ? .list(offset: max(page.offset - pageSize, 0)) : nil,
            next: page.hasNext ? .list(offset: page.offset + page.pokemon.count) : nil)
    }
}
