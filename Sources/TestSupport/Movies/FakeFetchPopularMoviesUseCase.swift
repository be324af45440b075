import DomainLayer
import Synchronization

/// A `FetchPopularMoviesUseCase` that answers what the test set, at once or, held, when the test releases it;
/// `asks` is every page asked for, in order.
public final class FakeFetchPopularMoviesUseCase: FetchPopularMoviesUseCase {
    private let answer: Mutex<Result<MoviesPage, DomainError>>
    private let asked = Mutex<[Int]>([])
    private let held = Mutex<[CheckedContinuation<Void, Never>]?>(nil)

    /// Answers `answer` to every ask.
    public init(answer: Result<MoviesPage, DomainError>) {
        self.answer = Mutex(answer)
    }

    /// Every page asked for, oldest first.
    public var asks: [Int] { asked.withLock { $0 } }

    /// Answers `answer` from now on.
    public func answer(_ answer: Result<MoviesPage, DomainError>) {
        self.answer.withLock { $0 = answer }
    }

    /// Holds every answer until `release()`.
    public func hold() {
        held.withLock { $0 = $0 ?? [] }
    }

    /// Sends the held answers and answers at once from now on.
    public func release() {
        let waiting = held.withLock { held in
            defer { held = nil }
            return held ?? []
        }
        waiting.forEach { $0.resume() }
    }

    public func execute(page: Int) async throws -> MoviesPage {
        asked.withLock { $0.append(page) }
        let isHeld = held.withLock { $0 != nil }
        if isHeld {
            await withCheckedContinuation { continuation in
                let stillHeld = held.withLock { held -> Bool in
                    guard held != nil else { return false }
                    held?.append(continuation)
                    return true
                }
                if !stillHeld {
                    continuation.resume()
                }
            }
        }
        return try answer.withLock { $0 }.get()
    }
}
