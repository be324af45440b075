import DomainLayer
import Foundation
import Synchronization

/// A `FetchMyGroupListUseCase` that gives scripted answers, one per call, in order; a call with no answer
/// left fails with a server error.
public final class FakeFetchMyGroupListUseCase: FetchMyGroupListUseCase {
    /// One call's answer; it may wait (on a `Gate`) before answering.
    public typealias Answer = @Sendable () async throws -> [MyGroup]

    private let answers: Mutex<[Answer]>

    public init(_ answers: [Answer]) {
        self.answers = Mutex(answers)
    }

    /// Answers that return at once.
    public convenience init(results: [Result<[MyGroup], DomainError>]) {
        self.init(results.map { result in { try result.get() } })
    }

    /// How many scripted answers are left.
    public var remainingAnswers: Int { answers.withLock { $0.count } }

    public func execute() async throws -> [MyGroup] {
        let answer = answers.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        guard let answer else { throw DomainError.server(status: 0, message: "no answer scripted") }
        return try await answer()
    }
}

/// A `FetchMyGroupImageUseCase` answering an SVG naming the group, or failing with `error` when given one.
public struct FakeFetchMyGroupImageUseCase: FetchMyGroupImageUseCase {
    private let error: DomainError?

    public init(error: DomainError? = nil) {
        self.error = error
    }

    public func execute(for group: MyGroup) async throws -> ImageData {
        if let error { throw error }
        return ImageData(bytes: Data("<svg>\(group.name)</svg>".utf8), contentType: "image/svg+xml")
    }
}
