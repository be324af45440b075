import Testing
import WebUI

/// HEAD and the methods the app does not use, over real loopback connections.
struct HTTPMethodTests {
    @Test(arguments: ["/", "/counter", "/assets/app.css"])
    func headAnswersAsGetDoesWithoutTheBody(path: String) async throws {
        try await withRunningServer(makeServer()) { port in
            let connection = try await RawConnection.open(port: port)
            try await connection.send(requestHead("GET", path))
            let get = try #require(await connection.nextResponse())
            try await connection.send(requestHead("HEAD", path, headers: ["Connection: close"]))
            let head = try #require(await connection.nextResponse(hasBody: false))
            #expect(await connection.waitUntilClosed())

            #expect(get.status == 200)
            #expect(head.status == 200)
            #expect(head.headers["content-type"] == get.headers["content-type"])
            #expect(head.headers["cache-control"] == get.headers["cache-control"])
            #expect(head.headers["content-length"] == "\(get.body.utf8.count)")
            #expect(connection.received.hasSuffix("\r\n\r\n"), "no body after the HEAD response's head")
        }
    }

    @Test func headOnAnEventStreamAnswersWithoutOpeningIt() async throws {
        try await withRunningServer(makeServer()) { port in
            let connection = try await RawConnection.open(port: port)
            try await connection.send(requestHead("GET", "/counter"))
            let page = try #require(await connection.nextResponse())
            let cookie = try #require(page.headers["set-cookie"]?.split(separator: ";").first.map(String.init))
            let window = try #require(windowID(in: page.body))
            try await connection.send(
                requestHead("HEAD", "/events?window=\(window)", headers: ["Cookie: \(cookie)", "Connection: close"]))
            let head = try #require(await connection.nextResponse(hasBody: false))
            #expect(head.status == 200)
            #expect(head.headers["content-type"] == "text/event-stream")
            #expect(await connection.waitUntilClosed())
        }
    }

    @Test(arguments: ["PUT", "DELETE", "PATCH", "OPTIONS"])
    func otherMethodsAreNotAllowed(method: String) async throws {
        try await withRunningServer(makeServer()) { port in
            let connection = try await RawConnection.open(port: port)
            for path in ["/", "/counter/increment", "/no-such-page"] {
                try await connection.send(requestHead(method, path, headers: ["Content-Length: 0"]))
                let response = try #require(await connection.nextResponse())
                #expect(response.status == 405, "\(method) \(path)")
                #expect(response.headers["allow"] == "GET, HEAD, POST")
                #expect(response.headers["set-cookie"] == nil)
            }
        }
    }

    @Test(arguments: ["example.com:443", "127.0.0.1:80", "/"])
    func connectIsNotAllowed(target: String) async throws {
        try await withRunningServer(makeServer()) { port in
            let connection = try await RawConnection.open(port: port)
            try await connection.send(
                requestHead("CONNECT", target, host: target.hasPrefix("/") ? "127.0.0.1" : target))
            let response = try #require(await connection.nextResponse(hasBody: false))
            #expect(response.status == 405)
            #expect(response.headers["allow"] == "GET, HEAD, POST")
            #expect(await connection.waitUntilClosed())
        }
    }
}
