import Hummingbird
import SampleData

/// PokeAPI v2: the Pokédex list and detail, the species, abilities, types and stats they link to (each a
/// paged list and a resource by id or name), the lists of the other resources they link to, and the sprites.
struct PokeAPIRoutes: Sendable {
    static let defaultLimit = 20
    /// The range `limit` and `offset` are clamped to, so that their sum cannot overflow: a larger `limit` is
    /// the rest of the list, a larger `offset` an empty page, as PokeAPI answers them.
    static let pagingRange = 0...Int(Int32.max)
    /// Sprite file ids served; PokeAPI's run from 1 to 10277.
    static let spriteIDs = 1...99_999

    let pokemon: [SamplePokemon]
    let resources: PokeAPIResources

    init(pokemon: [SamplePokemon]) {
        self.pokemon = pokemon
        self.resources = PokeAPIResources(pokemon: pokemon)
    }

    func register(on router: Router<BasicRequestContext>) {
        router.get("/api/v2/pokemon") { request, _ in try list(request) }
        router.get("/api/v2/pokemon/:idOrName") { request, context in try detail(request, context) }
        // Sample: where each Pokémon is met (the dataset knows no places), linked by `location_area_encounters`.
        router.get("/api/v2/pokemon/:idOrName/encounters") { request, context in
            try resource(request, context) { key, _ in PokemonCatalog.find(pokemon, idOrName: key).map { _ in [] } }
        }
        registerResources(on: router)
        router.get("/sprites/pokemon/**") { _, context in sprite(context) }
    }

    /// `GET /api/v2/pokemon?limit=&offset=` — defaults 20/0; `next`/`previous` on this server's base.
    func list(_ request: Request) throws -> Response {
        try Self.list(request, endpoint: "pokemon", entries: pokemon.map { ($0.name, "\($0.id)") })
    }

    /// `GET /api/v2/{endpoint}?limit=&offset=` over `entries` (name, and id or name as the URL ends), paged as
    /// PokeAPI pages every list: defaults 20/0, `next`/`previous` on this server's base, `null` at the ends. An
    /// entry without a name is listed by its URL alone, as PokeAPI lists evolution chains.
    static func list(_ request: Request, endpoint: String, entries: [(name: String?, key: String)]) throws -> Response {
        let parameters = request.queryParameters
        let limit = parameters.integer("limit", default: Self.defaultLimit, clampedTo: Self.pagingRange)
        let offset = parameters.integer("offset", default: 0, clampedTo: Self.pagingRange)
        let listURL = request.stagingBaseURL + "/api/v2/\(endpoint)"
        let start = min(offset, entries.count)
        let page = entries[start..<(start + min(limit, entries.count - start))]
        let next = offset + limit < entries.count ? "\(listURL)?offset=\(offset + limit)&limit=\(limit)" : nil
        let previous = offset > 0 ? "\(listURL)?offset=\(max(offset - limit, 0))&limit=\(limit)" : nil
        let results = page.map { entry -> PokeAPIJSON in
            let url = PokeAPIJSON.string("\(listURL)/\(entry.key)/")
            return entry.name.map { ["name": .string($0), "url": url] } ?? ["url": url]
        }
        return try StagingResponse.json(
            PokeAPIListPayload(count: entries.count, next: next, previous: previous, results: results))
    }

    /// `GET /api/v2/pokemon/{id|name}` — unknown is a 404 with the plain-text body `Not Found`.
    func detail(_ request: Request, _ context: BasicRequestContext) throws -> Response {
        guard
            let idOrName = context.parameters.get("idOrName"),
            let found = PokemonCatalog.find(pokemon, idOrName: idOrName)
        else {
            return StagingResponse.reason(.notFound)
        }
        return try StagingResponse.json(PokeAPIPokemonPayload(found, base: request.stagingBaseURL))
    }

    /// The species, abilities, types and stats (a list and each by id or name), and the lists of the other
    /// resources a Pokémon or those link to.
    private func registerResources(on router: Router<BasicRequestContext>) {
        let types = PokeAPIReferences.types
        let stats = PokeAPIReferences.stats
        let abilities = resources.abilities
        router.get("/api/v2/pokemon-species") { request, _ in
            try Self.list(request, endpoint: "pokemon-species", entries: pokemon.map { ($0.name, "\($0.id)") })
        }
        router.get("/api/v2/pokemon-species/:idOrName") { request, context in
            try resource(request, context) { key, api in
                PokemonCatalog.find(pokemon, idOrName: key).map { resources.species($0, api: api) }
            }
        }
        router.get("/api/v2/ability") { request, _ in
            try Self.list(request, endpoint: "ability", entries: abilities.map { ($0.name, $0.key) })
        }
        router.get("/api/v2/ability/:idOrName") { request, context in
            try resource(request, context) { key, api in resources.ability(key).map { resources.ability($0, api: api) }
            }
        }
        router.get("/api/v2/type") { request, _ in
            try Self.list(request, endpoint: "type", entries: types.map { ($0.name, "\($0.id)") })
        }
        router.get("/api/v2/type/:idOrName") { request, context in
            try resource(request, context) { key, api in
                Self.named(types, key).map { resources.type($0, api: api) }
            }
        }
        router.get("/api/v2/stat") { request, _ in
            try Self.list(request, endpoint: "stat", entries: stats.map { ($0.name, "\($0.id)") })
        }
        router.get("/api/v2/stat/:idOrName") { request, context in
            try resource(request, context) { key, api in
                Self.named(stats, key).map { resources.stat($0, api: api) }
            }
        }
        router.get("/api/v2/pokemon-form") { request, _ in
            try Self.list(request, endpoint: "pokemon-form", entries: pokemon.map { ($0.name, "\($0.id)") })
        }
        router.get("/api/v2/evolution-chain") { request, _ in
            try Self.list(request, endpoint: "evolution-chain", entries: pokemon.map { (nil, "\($0.id)") })
        }
        router.get("/api/v2/evolution-chain/:idOrName") { request, context in
            try resource(request, context) { key, api in
                Int(key).flatMap { PokemonCatalog.find(pokemon, idOrName: "\($0)") }
                    .map { resources.evolutionChain($0, api: api) }
            }
        }
        for (endpoint, entries) in PokeAPIReferences.sampleLists {
            router.get(RouterPath("/api/v2/\(endpoint)")) { request, _ in
                try Self.list(request, endpoint: endpoint, entries: entries.map { ($0.name, "\($0.id)") })
            }
        }
    }

    /// A resource found by `find(idOrName, api)`; unknown is a 404 with the plain-text body `Not Found`.
    private func resource(
        _ request: Request, _ context: BasicRequestContext, find: (String, String) -> PokeAPIJSON?
    ) throws -> Response {
        guard let key = context.parameters.get("idOrName"), let found = find(key, request.stagingBaseURL + "/api/v2")
        else {
            return StagingResponse.reason(.notFound)
        }
        return try StagingResponse.json(found)
    }

    /// The one of `named` with decimal id or lower-cased name `idOrName`.
    static func named(_ named: [PokeAPIReferences.Named], _ idOrName: String) -> PokeAPIReferences.Named? {
        let key = idOrName.lowercased()
        return named.first { "\($0.id)" == key || $0.name == key }
    }

    /// `GET /sprites/pokemon/[variant/]{id}.png` — a placeholder PNG sprite, 475 px for the official artwork and
    /// 96 px otherwise; an id outside ``spriteIDs`` is a 404, as on raw.githubusercontent.com.
    func sprite(_ context: BasicRequestContext) -> Response {
        let components = context.parameters.getCatchAll().map(String.init)
        guard
            let file = components.last, file.hasSuffix(".png"),
            let id = DecimalInteger(file.dropLast(".png".count)).within(Self.spriteIDs)
        else {
            return StagingResponse.reason(.notFound)
        }
        let variant = components.dropLast().joined(separator: "/")
        let side = variant.contains("official-artwork") ? 475 : 96
        return StagingResponse.png(PlaceholderPNG.image(seed: "pokemon-\(variant)-\(id)", width: side, height: side))
    }
}
