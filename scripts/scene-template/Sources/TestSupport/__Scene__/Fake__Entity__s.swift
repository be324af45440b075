import DomainLayer
import Synchronization

/// Items for the __Title__ scene's tests.
public enum __Entity__Fixtures {
    /// Three items, `Alpha`, `Bravo` and `Charlie`, ids 1…3.
    public static let items = [
        __Entity__(id: 1, name: "Alpha"), __Entity__(id: 2, name: "Bravo"), __Entity__(id: 3, name: "Charlie"),
    ]
}

/// A `Fetch__Entity__ListUseCase` and `__Entity__Repository` that gives scripted answers, one per call, in order;
/// a call with no answer left fails with a server error.
public final class Fake__Entity__s: Fetch__Entity__ListUseCase, __Entity__Repository {
    private let results: Mutex<[Result<[__Entity__], DomainError>]>

    public init(_ results: [Result<[__Entity__], DomainError>]) {
        self.results = Mutex(results)
    }

    /// How many scripted answers are left.
    public var remainingAnswers: Int { results.withLock { $0.count } }

    public func execute() async throws -> [__Entity__] {
        let result = results.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        return try (result ?? .failure(.server(status: 0, message: "no answer scripted"))).get()
    }

    public func fetch__Entity__List() async throws -> [__Entity__] {
        try await execute()
    }
}
