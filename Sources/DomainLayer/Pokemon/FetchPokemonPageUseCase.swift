/// Fetches one page of the Pokédex, clamped to the pages that exist.
public protocol FetchPokemonPageUseCase: Sendable {
    /// The page starting at `offset` (a negative offset counts as 0, one past `maximumOffset` as that). An
    /// offset at or past the end gives the last page instead, so a page is never empty unless the Pokédex is.
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func execute(offset: Int) async throws -> PokemonPage
}

/// `FetchPokemonPageUseCase` over a `PokemonRepository`, ten Pokémon per page.
public struct FetchPokemonPageInteractor: FetchPokemonPageUseCase {
    /// How many Pokémon a page holds.
    public static let pageSize = 10
    /// The largest offset asked of the repository: far past any Pokédex, far from overflowing.
    public static let maximumOffset = 1_000_000

    private let repository: any PokemonRepository
    private let pageSize: Int

    public init(repository: any PokemonRepository, pageSize: Int = pageSize) {
        self.repository = repository
        self.pageSize = max(pageSize, 1)
    }

    public func execute(offset: Int) async throws -> PokemonPage {
        let offset = min(max(offset, 0), Self.maximumOffset)
        let page = try await repository.page(offset: offset, limit: pageSize)
        guard page.pokemon.isEmpty, page.count > 0, offset >= page.count else { return page }
        try Task.checkCancellation()
        let lastOffset = min((page.count - 1) / pageSize * pageSize, Self.maximumOffset)
        return try await repository.page(offset: lastOffset, limit: pageSize)
    }
}
