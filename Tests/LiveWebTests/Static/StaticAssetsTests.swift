import Foundation
import Testing

@testable import LiveWeb

/// A file served for good is named by its content: another content, another address.
struct StaticAssetsTests {
    @Test func aFilesAddressChangesWithItsContent() {
        let one = StaticAssets.contentHash(of: Data("a { color: red; }".utf8))
        let other = StaticAssets.contentHash(of: Data("a { color: blue; }".utf8))
        #expect(one.count == 16 && other.count == 16 && one != other)
        #expect(one == StaticAssets.contentHash(of: Data("a { color: red; }".utf8)))
    }
}
