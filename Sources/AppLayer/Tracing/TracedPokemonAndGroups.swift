import DataLayer
import DomainLayer
import LiveWeb

// The Pokémon and My groups scenes' use cases and repositories, each a step of the request being answered.

struct TracedFetchPokemonPageUseCase: FetchPokemonPageUseCase {
    let base: any FetchPokemonPageUseCase

    func execute(offset: Int) async throws -> PokemonPage {
        try await RequestTracing.step(.useCase, type: tracedTypeName(base), "execute") {
            try await base.execute(offset: offset)
        }
    }
}

struct TracedFetchPokemonDetailsUseCase: FetchPokemonDetailsUseCase {
    let base: any FetchPokemonDetailsUseCase

    func execute(name: String) async throws -> PokemonDetails {
        try await RequestTracing.step(.useCase, type: tracedTypeName(base), "execute") {
            try await base.execute(name: name)
        }
    }
}

/// A repository that keeps PokeAPI's answers: a miss when its data source was asked inside the call.
struct TracedPokemonRepository: PokemonRepository {
    let base: any PokemonRepository

    func page(offset: Int, limit: Int) async throws -> PokemonPage {
        try await RequestTracing.step(.repository, type: tracedTypeName(base), "page", cacheBySource: true) {
            try await base.page(offset: offset, limit: limit)
        }
    }

    func details(idOrName: String) async throws -> PokemonDetails {
        try await RequestTracing.step(.repository, type: tracedTypeName(base), "details", cacheBySource: true) {
            try await base.details(idOrName: idOrName)
        }
    }
}

struct TracedFetchMyGroupListUseCase: FetchMyGroupListUseCase {
    let base: any FetchMyGroupListUseCase

    func execute() async throws -> [MyGroup] {
        try await RequestTracing.step(.useCase, type: tracedTypeName(base), "execute") { try await base.execute() }
    }
}

struct TracedMyGroupRepository: MyGroupRepository {
    let base: any MyGroupRepository

    func fetchMyGroupList() async throws -> [MyGroup] {
        try await RequestTracing.step(.repository, type: tracedTypeName(base), "fetchMyGroupList") {
            try await base.fetchMyGroupList()
        }
    }
}

struct TracedPokemonDataSource: PokemonDataSource {
    let base: any PokemonDataSource

    func page(offset: Int, limit: Int) async throws -> PokemonPage {
        try await RequestTracing.step(.dataSource, type: tracedTypeName(base), "page") {
            try await base.page(offset: offset, limit: limit)
        }
    }

    func details(idOrName: String) async throws -> PokemonDetails {
        try await RequestTracing.step(.dataSource, type: tracedTypeName(base), "details") {
            try await base.details(idOrName: idOrName)
        }
    }
}
