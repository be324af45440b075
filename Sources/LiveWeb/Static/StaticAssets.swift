import Foundation
import Hummingbird
import Logging

/// The stylesheet, the scripts (the page's, and the shared worker that keeps the live connection) and the icon,
/// read once from an app's resource folder and served from `/assets/<name>` with their content types. The
/// icon also answers `/favicon.ico`, which browsers ask for whatever a page links.
public struct StaticAssets: Sendable {
    private struct Asset: Sendable {
        let contentType: String
        let bytes: ByteBuffer
    }

    /// The files an app serves by default, with their content types.
    public static let defaultContentTypes = [
        "app.css": "text/css; charset=utf-8",
        "app.js": "text/javascript; charset=utf-8",
        "live.js": "text/javascript; charset=utf-8",
        "favicon.svg": "image/svg+xml",
    ]

    /// The icon every page links (`<link rel="icon">`).
    public static let faviconPath = "/assets/favicon.svg"

    private let assets: [String: Asset]

    /// Reads the assets named in `contentTypes` from `subdirectory` of `bundle` (the app's resources); one that
    /// is missing is logged and answered `404`.
    public init(
        bundle: Bundle, subdirectory: String = "Assets", contentTypes: [String: String] = Self.defaultContentTypes,
        logger: Logger
    ) {
        var assets: [String: Asset] = [:]
        for (name, contentType) in contentTypes {
            guard let url = bundle.url(forResource: name, withExtension: nil, subdirectory: subdirectory),
                let data = try? Data(contentsOf: url)
            else {
                logger.error("Missing web asset", metadata: ["asset": "\(name)"])
                continue
            }
            assets[name] = Asset(contentType: contentType, bytes: ByteBuffer(bytes: data))
        }
        self.assets = assets
    }

    /// Adds `/assets/:name` and `/favicon.ico` to `router`.
    public func register<Context: RequestContext>(on router: Router<Context>) {
        router.get("/assets/:name") { _, context in
            guard let name = context.parameters.get("name") else { throw HTTPError(.notFound) }
            return try response(name)
        }
        router.get("/favicon.ico") { _, _ in
            try response("favicon.svg")
        }
    }

    private func response(_ name: String) throws -> Response {
        guard let asset = assets[name] else { throw HTTPError(.notFound) }
        return Response(
            status: .ok,
            headers: [.contentType: asset.contentType, .cacheControl: "public, max-age=3600"],
            body: ResponseBody(byteBuffer: asset.bytes)
        )
    }
}
