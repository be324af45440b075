import Hummingbird
import Synchronization

/// `GET /__peer?bytes=N`: a plain HTML page of exactly `N` bytes (1 to 1,000,000; 12,000 when not given) that
/// costs nothing to make, answered through the same server and middleware as every page. It is the ceiling a page
/// can approach: `scripts/bench-http` measures it beside the pages, so every run shows how close each page comes
/// to what the server itself can send. Served only when the app is started with it (`STRATA_PEER_PAGE=on`).
public final class PeerPage: Sendable {
    /// Where the page is served.
    public static let path = "/__peer"
    static let defaultSize = 12_000
    static let sizes = 1...1_000_000
    /// Pages kept, by size: a benchmark asks for one or two sizes, and a client asking for every size empties it.
    static let keptCount = 16

    private let pages = Mutex<[Int: ByteBuffer]>([:])

    public init() {}

    /// Adds the route.
    public func register<Context: RequestContext>(on router: Router<Context>) {
        router.get(RouterPath(Self.path)) { request, _ in
            let text = request.uri.queryParameters["bytes"]
            guard let size = text.map({ Int(String($0)) }) ?? Self.defaultSize, Self.sizes.contains(size) else {
                throw HTTPError(.badRequest, message: "bytes must be a whole number from 1 to 1000000.")
            }
            return Response(
                status: .ok,
                headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "private, no-cache"],
                body: ResponseBody(byteBuffer: self.page(ofSize: size)))
        }
    }

    func page(ofSize size: Int) -> ByteBuffer {
        if let page = pages.withLock({ $0[size] }) { return page }
        let page = ByteBuffer(string: Self.document(ofSize: size))
        pages.withLock { pages in
            if pages.count >= Self.keptCount { pages.removeAll(keepingCapacity: true) }
            pages[size] = page
        }
        return page
    }

    /// A document of `size` bytes: as much of a page's frame as fits, filled with text.
    static func document(ofSize size: Int) -> String {
        let opening = "<!doctype html><html lang=\"en\"><title>Peer</title><p>"
        let closing = "</p></html>\n"
        guard size >= opening.utf8.count + closing.utf8.count else { return String(repeating: " ", count: size) }
        return opening + String(repeating: "x", count: size - opening.utf8.count - closing.utf8.count) + closing
    }
}
