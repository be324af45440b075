import Hummingbird
import HummingbirdTesting
import Testing
import WebUI

struct StaticAssetTests {
    @Test(arguments: [
        ("/assets/app.css", "text/css; charset=utf-8", "prefers-color-scheme: dark"),
        ("/assets/app.js", "text/javascript; charset=utf-8", "SharedWorker"),
        ("/assets/live.js", "text/javascript; charset=utf-8", "EventSource"),
        ("/assets/favicon.svg", "image/svg+xml", "<svg xmlns=\"http://www.w3.org/2000/svg\""),
        ("/favicon.ico", "image/svg+xml", "<svg xmlns=\"http://www.w3.org/2000/svg\""),
    ])
    func assetIsServedWithItsContentType(path: String, contentType: String, excerpt: String) async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let response = try await client.execute(uri: path, method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == contentType)
            #expect(response.headers[.cacheControl] == "public, max-age=3600")
            #expect(response.text.contains(excerpt))
            #expect(response.sessionCookie == nil)
        }
    }

    @Test func unknownAssetIsNotFound() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let response = try await client.execute(uri: "/assets/secret.txt", method: .get)
            #expect(response.status == .notFound)
        }
    }
}
