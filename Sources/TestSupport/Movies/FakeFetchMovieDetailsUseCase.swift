import DomainLayer

/// A `FetchMovieDetailsUseCase` answering scripted details by id: hold an id to let a later request overtake
/// an earlier one; `answers.requests` lists the ids asked, in order.
public struct FakeFetchMovieDetailsUseCase: FetchMovieDetailsUseCase {
    /// The script, by requested id.
    public let answers = ScriptedAnswers<Int, MovieDetails>()

    public init() {}

    public func execute(id: Int) async throws -> MovieDetails {
        try await answers.value(for: id)
    }
}
