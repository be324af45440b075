import DomainLayer

/// A `FetchPokemonPageUseCase` answering scripted pages by offset.
public struct FakeFetchPokemonPageUseCase: FetchPokemonPageUseCase {
    /// The script, by requested offset.
    public let answers = ScriptedAnswers<Int, PokemonPage>()

    public init() {}

    public func execute(offset: Int) async throws -> PokemonPage {
        try await answers.value(for: offset)
    }
}

/// A `FetchPokemonDetailsUseCase` answering scripted details by name.
public struct FakeFetchPokemonDetailsUseCase: FetchPokemonDetailsUseCase {
    /// The script, by requested name.
    public let answers = ScriptedAnswers<String, PokemonDetails>()

    public init() {}

    public func execute(name: String) async throws -> PokemonDetails {
        try await answers.value(for: name)
    }
}

/// A `FetchPokemonSpriteUseCase` answering scripted images by name.
public struct FakeFetchPokemonSpriteUseCase: FetchPokemonSpriteUseCase {
    /// The script, by requested name.
    public let answers = ScriptedAnswers<String, ImageData>()

    public init() {}

    public func execute(name: String) async throws -> ImageData {
        try await answers.value(for: name)
    }
}
