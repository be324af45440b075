import Foundation
import Hummingbird
import Logging

/// The stylesheet and the scripts (the page's, and the shared worker that keeps the live connection), read once
/// from the `Assets` resource folder and served from `/assets/<name>` with their content types.
struct StaticAssets: Sendable {
    private struct Asset: Sendable {
        let contentType: String
        let bytes: ByteBuffer
    }

    private static let contentTypes = [
        "app.css": "text/css; charset=utf-8",
        "app.js": "text/javascript; charset=utf-8",
        "live.js": "text/javascript; charset=utf-8",
    ]

    private let assets: [String: Asset]

    init(logger: Logger) {
        var assets: [String: Asset] = [:]
        for (name, contentType) in Self.contentTypes {
            guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Assets"),
                let data = try? Data(contentsOf: url)
            else {
                logger.error("Missing web asset", metadata: ["asset": "\(name)"])
                continue
            }
            assets[name] = Asset(contentType: contentType, bytes: ByteBuffer(bytes: data))
        }
        self.assets = assets
    }

    func register(on router: Router<WebRequestContext>) {
        router.get("/assets/:name") { _, context in
            guard let name = context.parameters.get("name"), let asset = assets[name] else {
                throw HTTPError(.notFound)
            }
            return Response(
                status: .ok,
                headers: [.contentType: asset.contentType, .cacheControl: "public, max-age=3600"],
                body: ResponseBody(byteBuffer: asset.bytes)
            )
        }
    }
}
