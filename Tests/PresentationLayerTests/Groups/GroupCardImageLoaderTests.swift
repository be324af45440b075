import DomainLayer
import Foundation
import PresentationLayer
import TestSupport
import Testing

@Suite struct GroupCardImageLoaderTests {
    let item = MyGroupItemViewModel(group: GroupFixtures.groups[0])

    @Test func loadsTheImageOfTheCardsGroup() async throws {
        let image = try await GroupCardImageLoader(fetchGroupImage: FakeFetchGroupImageUseCase()).image(for: item)
        #expect(image == ImageContent(bytes: Data("<svg>Hiking club</svg>".utf8), contentType: "image/svg+xml"))
    }

    @Test func passesAFailureOn() async throws {
        let loader = GroupCardImageLoader(fetchGroupImage: FakeFetchGroupImageUseCase(error: .notFound))
        await #expect(throws: DomainError.notFound) { try await loader.image(for: item) }
    }
}
