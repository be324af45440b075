import Hummingbird
import SampleData

/// PokeAPI v2: the Pokédex list and detail, and the sprites they point at.
struct PokeAPIRoutes: Sendable {
    static let defaultLimit = 20
    /// The range `limit` and `offset` are clamped to, so that their sum cannot overflow: a larger `limit` is
    /// the rest of the list, a larger `offset` an empty page, as PokeAPI answers them.
    static let pagingRange = 0...Int(Int32.max)
    /// Sprite file ids served; PokeAPI's run from 1 to 10277.
    static let spriteIDs = 1...99_999

    let pokemon: [SamplePokemon]

    func register(on router: Router<BasicRequestContext>) {
        router.get("/api/v2/pokemon") { request, _ in try list(request) }
        router.get("/api/v2/pokemon/:idOrName") { request, context in try detail(request, context) }
        router.get("/sprites/pokemon/**") { _, context in sprite(context) }
    }

    /// `GET /api/v2/pokemon?limit=&offset=` — defaults 20/0; `next`/`previous` on this server's base.
    func list(_ request: Request) throws -> Response {
        let parameters = request.queryParameters
        let limit = parameters.integer("limit", default: Self.defaultLimit, clampedTo: Self.pagingRange)
        let offset = parameters.integer("offset", default: 0, clampedTo: Self.pagingRange)
        let listURL = request.stagingBaseURL + "/api/v2/pokemon"
        let page = PokemonCatalog.page(pokemon, offset: offset, limit: limit)
        let next = offset + limit < pokemon.count ? "\(listURL)?offset=\(offset + limit)&limit=\(limit)" : nil
        let previous = offset > 0 ? "\(listURL)?offset=\(max(offset - limit, 0))&limit=\(limit)" : nil
        let results = page.map { PokeAPIResource(name: $0.name, url: "\(listURL)/\($0.id)/") }
        return try StagingResponse.json(
            PokeAPIListPayload(count: pokemon.count, next: next, previous: previous, results: results))
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
