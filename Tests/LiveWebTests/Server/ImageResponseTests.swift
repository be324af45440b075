import HTTPTypes
import Hummingbird
import Testing

@testable import LiveWeb

/// An image answers with its type, caching rule and a tag of its bytes, and a browser that has those bytes gets
/// `304 Not Modified`; nothing but an image is served as one.
@Suite struct ImageResponseTests {
    private func request(ifNoneMatch: String? = nil) -> Request {
        var head = HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1", path: "/images/1")
        if let ifNoneMatch {
            head.headerFields[.ifNoneMatch] = ifNoneMatch
        }
        return Request(head: head, body: RequestBody(buffer: ByteBuffer()))
    }

    @Test func anImageIsTaggedByItsBytesAndKeptByItsRule() throws {
        let bytes = Array("<svg>a</svg>".utf8)
        let response = try Response.image(bytes, contentType: "image/svg+xml", caching: .revalidated, for: request())
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "image/svg+xml")
        #expect(response.headers[.cacheControl] == "public, max-age=86400")
        #expect(response.headers[.contentSecurityPolicy] == "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        #expect(response.headers[.eTag] == Response.entityTag(of: bytes))
        #expect(Response.entityTag(of: bytes) != Response.entityTag(of: Array("<svg>b</svg>".utf8)))
        let immutable = try Response.image(bytes, contentType: "image/png", caching: .immutable, for: request())
        #expect(immutable.headers[.cacheControl] == "public, max-age=31536000, immutable")
    }

    @Test(arguments: [(true, "TAG"), (true, "W/TAG"), (true, "\"other\", TAG"), (true, "*"), (false, "\"other\"")])
    func aBrowserThatHasTheBytesIsAnsweredNotModified(matches: Bool, wanted: String) throws {
        let bytes = Array("png".utf8)
        let tag = Response.entityTag(of: bytes)
        let response = try Response.image(
            bytes, contentType: "image/png", caching: .immutable,
            for: request(ifNoneMatch: wanted.replacingOccurrences(of: "TAG", with: tag)))
        #expect(response.status == (matches ? .notModified : .ok))
        #expect(response.headers[.eTag] == tag)
    }

    @Test(arguments: ["text/html", "image/svg", "application/octet-stream", ""])
    func nothingButAnImageIsServedAsOne(contentType: String) {
        #expect(throws: HTTPError.self) {
            try Response.image(Array("x".utf8), contentType: contentType, caching: .revalidated, for: request())
        }
    }
}
