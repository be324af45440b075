import DomainLayer
import Foundation
import PresentationLayer
import Synchronization
import Testing

@Suite struct GitHubAvatarLoaderTests {
    @Test func anAvatarIsServedAsTheUseCaseAnswersIt() async throws {
        let fetch = AvatarsByID()
        let loader = GitHubAvatarLoader(fetchAvatar: fetch)
        let image = try await loader.image(userID: 42)
        #expect(image == ImageContent(bytes: Data("<svg id=\"42\"/>".utf8), contentType: "image/svg+xml"))
        #expect(fetch.requests == [42])
    }

    @Test func theUseCasesErrorReachesTheView() async throws {
        let loader = GitHubAvatarLoader(fetchAvatar: AvatarsByID(failing: .notFound))
        await #expect(throws: DomainError.notFound) { try await loader.image(userID: 0) }
    }
}

/// A `FetchGitHubAvatarUseCase` answering an SVG naming the id, recording the ids; or failing with `failing`.
private final class AvatarsByID: FetchGitHubAvatarUseCase {
    private let failing: DomainError?
    private let asked = Mutex<[Int]>([])
    var requests: [Int] { asked.withLock { $0 } }

    init(failing: DomainError? = nil) { self.failing = failing }

    func execute(userID: Int) async throws -> ImageData {
        asked.withLock { $0.append(userID) }
        if let failing { throw failing }
        return ImageData(bytes: Data("<svg id=\"\(userID)\"/>".utf8), contentType: "image/svg+xml")
    }
}
