import DataLayer
import DomainLayer
import LiveWeb

// The Pokémon and My groups scenes' use cases and repositories, each a step of the request being answered.

struct TracedFetchPokemonPageUseCase: FetchPokemonPageUseCase {
    let base: any FetchPokemonPageUseCase
    private let type: TracedType

    init(base: any FetchPokemonPageUseCase) {
        self.base = base
        type = TracedType(of: base)
    }

    func execute(offset: Int) async throws -> PokemonPage {
        try await RequestTracing.step(.useCase, type: type, "execute") {
            try await base.execute(offset: offset)
        }
    }
}

struct TracedFetchPokemonDetailsUseCase: FetchPokemonDetailsUseCase {
    let base: any FetchPokemonDetailsUseCase
    private let type: TracedType

    init(base: any FetchPokemonDetailsUseCase) {
        self.base = base
        type = TracedType(of: base)
    }

    func execute(name: String) async throws -> PokemonDetails {
        try await RequestTracing.step(.useCase, type: type, "execute") {
            try await base.execute(name: name)
        }
    }
}

/// A repository that keeps PokeAPI's answers: a miss when its data source was asked inside the call.
struct TracedPokemonRepository: PokemonRepository {
    let base: any PokemonRepository
    private let type: TracedType

    init(base: any PokemonRepository) {
        self.base = base
        type = TracedType(of: base)
    }

    func page(offset: Int, limit: Int) async throws -> PokemonPage {
        try await RequestTracing.step(.repository, type: type, "page", cacheBySource: true) {
            try await base.page(offset: offset, limit: limit)
        }
    }

    func details(idOrName: String) async throws -> PokemonDetails {
        try await RequestTracing.step(.repository, type: type, "details", cacheBySource: true) {
            try await base.details(idOrName: idOrName)
        }
    }
}

struct TracedFetchMyGroupListUseCase: FetchMyGroupListUseCase {
    let base: any FetchMyGroupListUseCase
    private let type: TracedType

    init(base: any FetchMyGroupListUseCase) {
        self.base = base
        type = TracedType(of: base)
    }

    func execute() async throws -> [MyGroup] {
        try await RequestTracing.step(.useCase, type: type, "execute") { try await base.execute() }
    }
}

struct TracedMyGroupRepository: MyGroupRepository {
    let base: any MyGroupRepository
    private let type: TracedType

    init(base: any MyGroupRepository) {
        self.base = base
        type = TracedType(of: base)
    }

    func fetchMyGroupList() async throws -> [MyGroup] {
        try await RequestTracing.step(.repository, type: type, "fetchMyGroupList") {
            try await base.fetchMyGroupList()
        }
    }
}

struct TracedPokemonDataSource: PokemonDataSource {
    let base: any PokemonDataSource
    private let type: TracedType

    init(base: any PokemonDataSource) {
        self.base = base
        type = TracedType(of: base)
    }

    func page(offset: Int, limit: Int) async throws -> PokemonPage {
        try await RequestTracing.step(.dataSource, type: type, "page") {
            try await base.page(offset: offset, limit: limit)
        }
    }

    func details(idOrName: String) async throws -> PokemonDetails {
        try await RequestTracing.step(.dataSource, type: type, "details") {
            try await base.details(idOrName: idOrName)
        }
    }
}
