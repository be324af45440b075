import Foundation
import Hummingbird
import Logging

/// The generic client, this library's own resources: the stylesheet (`app.css`), the page's script (`app.js`), the
/// shared worker that keeps the live connection (`live.js`) and the icon, served from `/assets/<name>` with their
/// content types. The icon also answers `/favicon.ico`, which browsers ask for whatever a page links.
///
/// An app's part may have a script or a style of its own (a scene's, kept in its folder): such a file is served at
/// an address that names its content's hash (`/assets/Chart.3f9c….js`, ``address(of:)``) and is cached for good
/// (`immutable`), since a changed file has another address.
public struct StaticAssets: Sendable {
    private struct Asset: Sendable {
        let contentType: String
        let bytes: ByteBuffer
        let cacheControl: String
    }

    private static let immutableCaching = "public, max-age=31536000, immutable"
    private static let contentTypesByExtension = [
        "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8", "svg": "image/svg+xml",
    ]

    /// The generic client's files, in this library's `Assets` folder, with their content types.
    private static let clientFiles = [
        "app.css": "text/css; charset=utf-8",
        "app.js": "text/javascript; charset=utf-8",
        "live.js": "text/javascript; charset=utf-8",
        "favicon.svg": "image/svg+xml",
    ]

    /// The icon every page links (`<link rel="icon">`).
    public static let faviconPath = "/assets/favicon.svg"
    /// The stylesheet every page links, before a part's own.
    public static let stylesheetPath = "/assets/app.css"
    /// The script every page runs (`defer`), before a part's own: live updates, action links and forms, focus
    /// keeping; it gives a part's script the page's window and hooks (`window.strata`).
    public static let scriptPath = "/assets/app.js"

    private let assets: [String: Asset]
    private let addresses: [String: String]

    /// Reads the generic client from this library's resources (a file missing is logged and answered `404`) and
    /// the files named in `immutable` from the top of `bundle`, the app's resources (a `.css`, `.js` or `.svg`
    /// each), which are served at their hashed addresses; one that does not exist is left out.
    public init(bundle: Bundle, immutable: [String] = [], logger: Logger) {
        var assets: [String: Asset] = [:]
        for (name, contentType) in Self.clientFiles {
            guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Assets"),
                let data = try? Data(contentsOf: url)
            else {
                logger.error("Missing web asset", metadata: ["asset": "\(name)"])
                continue
            }
            assets[name] = Asset(
                contentType: contentType, bytes: ByteBuffer(bytes: data), cacheControl: "public, max-age=3600")
        }
        var addresses: [String: String] = [:]
        for name in immutable {
            let dot = name.lastIndex(of: ".") ?? name.endIndex
            guard let contentType = Self.contentTypesByExtension[String(name[dot...].dropFirst())],
                let url = bundle.url(forResource: name, withExtension: nil),
                let data = try? Data(contentsOf: url)
            else { continue }
            let hashed = "\(name[..<dot]).\(Self.contentHash(of: data))\(name[dot...])"
            assets[hashed] = Asset(
                contentType: contentType, bytes: ByteBuffer(bytes: data), cacheControl: Self.immutableCaching)
            addresses[name] = "/assets/\(hashed)"
        }
        self.assets = assets
        self.addresses = addresses
    }

    /// The address `name`, one of the `immutable` files, is served at; `nil` when there is no such file.
    public func address(of name: String) -> String? {
        addresses[name]
    }

    /// A name for `data`'s content: 64-bit FNV-1a in hex. It tells versions of a file apart, for caching; it
    /// is no defence against a file made to collide, which only the app itself serves.
    static func contentHash(of data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
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
            headers: [.contentType: asset.contentType, .cacheControl: asset.cacheControl],
            body: ResponseBody(byteBuffer: asset.bytes)
        )
    }
}
