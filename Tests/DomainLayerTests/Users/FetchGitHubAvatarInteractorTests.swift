import DomainLayer
import Foundation
import Synchronization
import Testing

@Suite struct FetchGitHubAvatarInteractorTests {
    @Test func anAvatarIsTheRepositorysForTheUserID() async throws {
        let avatars = RecordingAvatars()
        let interactor = FetchGitHubAvatarInteractor(avatars: avatars)
        #expect(try await interactor.execute(userID: 1) == RecordingAvatars.avatar(1))
        #expect(try await interactor.execute(userID: 583_231) == RecordingAvatars.avatar(583_231))
        #expect(avatars.requests == [1, 583_231])
    }

    @Test(arguments: [0, -1, Int.min])
    func anIDThatCannotNameAUserIsNotFoundWithoutAsking(userID: Int) async throws {
        let avatars = RecordingAvatars()
        await #expect(throws: DomainError.notFound) {
            try await FetchGitHubAvatarInteractor(avatars: avatars).execute(userID: userID)
        }
        #expect(avatars.requests == [])
    }

    @Test func theRepositorysErrorReachesTheCaller() async throws {
        let interactor = FetchGitHubAvatarInteractor(avatars: RecordingAvatars(failing: .offline))
        await #expect(throws: DomainError.offline) { try await interactor.execute(userID: 2) }
    }
}

/// Avatars naming their user id, recording the ids asked for; or failing with `failing`.
private final class RecordingAvatars: GitHubAvatarRepository {
    private let failing: DomainError?
    private let asked = Mutex<[Int]>([])
    var requests: [Int] { asked.withLock { $0 } }

    init(failing: DomainError? = nil) { self.failing = failing }

    static func avatar(_ userID: Int) -> ImageData {
        ImageData(bytes: Data("avatar \(userID)".utf8), contentType: "image/png")
    }

    func avatar(userID: Int) async throws -> ImageData {
        asked.withLock { $0.append(userID) }
        if let failing { throw failing }
        return Self.avatar(userID)
    }
}
