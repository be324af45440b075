import DomainLayer

/// What the details screen shows of one Pokémon.
public struct PokemonDetailsContent: Hashable, Sendable {
    /// One base stat as a bar.
    public struct Stat: Hashable, Sendable {
        /// PokeAPI's name of the stat, `special-attack`, which the view words.
        public var name: String
        public var value: Int
        /// The top of the bar's scale: 255, the highest base stat there is.
        public var maximum: Int

        /// Creates a stat row.
        public init(name: String, value: Int, maximum: Int = PokemonDetailsContent.maximumBaseStat) {
            self.name = name
            self.value = value
            self.maximum = maximum
        }
    }

    /// One ability; hidden ones are marked.
    public struct Ability: Hashable, Sendable {
        /// `Lightning Rod`, `피뢰침`: the view picks the page's language.
        public var name: PokemonDisplayName
        public var isHidden: Bool

        /// Creates an ability row.
        public init(name: PokemonDisplayName, isHidden: Bool) {
            self.name = name
            self.isHidden = isHidden
        }
    }

    /// The highest base stat any Pokémon has.
    public static let maximumBaseStat = 255

    /// `Pikachu`, `피카츄`: the view picks the page's language.
    public var name: PokemonDisplayName
    /// `#025`.
    public var number: String
    /// PokeAPI's names of the types in slot order, `["electric"]`, which the view words.
    public var types: [String]
    /// The height in metres, `0.4`.
    public var height: String
    /// The weight in kilograms, `6.0`.
    public var weight: String
    public var stats: [Stat]
    public var abilities: [Ability]
    /// The sprite image.
    public var sprite: PokemonDestination
    /// The list page holding this Pokémon, for the way back.
    public var list: PokemonDestination
    /// The Pokémon numbered one less, by its number (`/pokemon/24`); from #1, the last one known.
    public var previous: Neighbour?
    /// The Pokémon numbered one more; from the last one known, #1.
    public var next: Neighbour?

    /// A Pokémon next to this one in the Pokédex: its number as shown (`#024`) and its details screen.
    public struct Neighbour: Hashable, Sendable {
        public var number: String
        public var route: PokemonDestination

        /// The neighbour numbered `id`.
        public init(id: Int) {
            number = PokemonFormatting.number(id)
            route = .details(name: "\(id)")
        }
    }

    /// Creates content.
    public init(
        name: PokemonDisplayName, number: String, types: [String], height: String, weight: String, stats: [Stat],
        abilities: [Ability], sprite: PokemonDestination, list: PokemonDestination, previous: Neighbour? = nil,
        next: Neighbour? = nil
    ) {
        self.name = name
        self.number = number
        self.types = types
        self.height = height
        self.weight = weight
        self.stats = stats
        self.abilities = abilities
        self.sprite = sprite
        self.list = list
        self.previous = previous
        self.next = next
    }

    /// The content of `details`, measures converted to metres and kilograms; the way back leads to the list
    /// page (of `pageSize`) that holds it. Previous and Next go by number within `1...count` when the count is
    /// known, wrapping at its ends; without it, Previous stops at #1 and Next is the number after.
    public init(_ details: PokemonDetails, count: Int? = nil, pageSize: Int = FetchPokemonPageInteractor.pageSize) {
        let (previous, next) = Self.neighbours(of: details.id, count: count)
        self.init(
            name: PokemonDisplayName(details.names, slug: details.name), number: PokemonFormatting.number(details.id),
            types: details.types,
            height: PokemonFormatting.metres(decimetres: details.height),
            weight: PokemonFormatting.kilograms(hectograms: details.weight),
            stats: details.stats.map { Stat(name: $0.name, value: $0.baseStat) },
            abilities: details.abilities.map {
                Ability(name: PokemonDisplayName($0.names, slug: $0.name), isHidden: $0.isHidden)
            },
            sprite: .sprite(name: details.name),
            list: .list(offset: max(details.id - 1, 0) / max(pageSize, 1) * max(pageSize, 1)),
            previous: previous, next: next)
    }

    /// The numbers before and after `id` among `1...count`, wrapping; a Pokémon outside that range (a form,
    /// numbered from 10001) has none, as has any when the range holds only it.
    static func neighbours(of id: Int, count: Int?) -> (previous: Neighbour?, next: Neighbour?) {
        guard let count else {
            return (id > 1 ? Neighbour(id: id - 1) : nil, id >= 1 ? Neighbour(id: id + 1) : nil)
        }
        guard count > 1, (1...count).contains(id) else { return (nil, nil) }
        return (Neighbour(id: id == 1 ? count : id - 1), Neighbour(id: id == count ? 1 : id + 1))
    }
}
