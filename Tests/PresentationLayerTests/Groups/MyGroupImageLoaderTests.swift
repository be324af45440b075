import DomainLayer
import Foundation
import PresentationLayer
import TestSupport
import Testing

/// A card's image is found by its group's id in the list the view models read, not by a window's row.
struct MyGroupImageLoaderTests {
    @Test func aGroupOfTheListReadIsFoundByIdWithoutReadingTheListAgain() async throws {
        let list = FakeFetchMyGroupListUseCase(results: [.success(MyGroupFixtures.groups)])
        let loader = MyGroupImageLoader(fetchMyGroupImage: FakeFetchMyGroupImageUseCase(), fetchMyGroupList: list)
        #expect(try await loader.fetchMyGroupList.execute() == MyGroupFixtures.groups)
        let image = try await loader.image(groupID: "Book circle")
        #expect(String(decoding: image.bytes, as: UTF8.self) == "<svg>Book circle</svg>")
        #expect(list.remainingAnswers == 0)
    }

    @Test func beforeAnyListTheListIsReadOnceAndAnUnknownIdReadsItNoMore() async throws {
        let list = FakeFetchMyGroupListUseCase(results: [.success(MyGroupFixtures.groups)])
        let loader = MyGroupImageLoader(fetchMyGroupImage: FakeFetchMyGroupImageUseCase(), fetchMyGroupList: list)
        let image = try await loader.image(groupID: "Swift study")
        #expect(image.contentType == "image/svg+xml")
        await #expect(throws: DomainError.notFound) { try await loader.image(groupID: "Chess club") }
        #expect(list.remainingAnswers == 0)
    }
}
