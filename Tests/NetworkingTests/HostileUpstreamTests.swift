import Foundation
import Networking
import TestSupport
import Testing

/// What an upstream can send that the client must not follow, keep or hold: cookies, redirects to other
/// origins, bodies past the limit, and the key echoed back.
@Suite struct HostileUpstreamTests {
    // A minute: what these tests check is not the time limit, and ten seconds ran out on a 2-core machine busy with
    // the rest of the suite.
    func send(
        _ client: NIOHTTPClient, _ url: URL, maxBodyBytes: Int = 1 << 20, timeout: TimeInterval = 60
    ) async throws(NetworkError) -> (Data, UpstreamResponse) {
        try await client.send(UpstreamRequest(url: url, timeout: timeout), maxBodyBytes: maxBodyBytes)
    }

    @Test func anUpstreamCookieIsNeverSentAgainToItOrToAnotherPort() async throws {
        let setCookie = HostileUpstream.Answer(
            headers: [("Set-Cookie", "tracker=one-user; Path=/"), ("Content-Type", "text/plain")],
            body: Data("hi".utf8))
        try await withHostileUpstream(["/login": setCookie, "/search": .json("{}")]) { first in
            try await withHostileUpstream(["/search": .json("{}")]) { second in
                let client = NIOHTTPClient()
                _ = try await send(client, first.url("/login"))
                _ = try await send(client, first.url("/search"))
                _ = try await send(client, second.url("/search"))
                #expect(first.received(path: "/search").map { $0.headers["cookie"] } == [nil])
                #expect(second.received(path: "/search").map { $0.headers["cookie"] } == [nil])
            }
        }
    }

    @Test func aRedirectToAnotherOriginIsNotFollowed() async throws {
        try await withHostileUpstream(["/movies": .json(#"{"stolen":true}"#)]) { other in
            let redirect = HostileUpstream.Answer(
                status: .found, headers: [("Location", other.url("/movies?query=ssrf").absoluteString)])
            try await withHostileUpstream(["/image.png": redirect]) { upstream in
                let (_, response) = try await send(NIOHTTPClient(), upstream.url("/image.png"))
                #expect(response.statusCode == 302)
                #expect(other.allReceived.isEmpty)
            }
        }
    }

    @Test func aRedirectWithinTheOriginIsFollowed() async throws {
        let redirect = HostileUpstream.Answer(status: .movedPermanently, headers: [("Location", "/new")])
        try await withHostileUpstream(["/old": redirect, "/new": .json(#"{"moved":true}"#)]) { upstream in
            let (body, response) = try await send(NIOHTTPClient(), upstream.url("/old"))
            #expect(response.statusCode == 200)
            #expect(String(decoding: body, as: UTF8.self) == #"{"moved":true}"#)
        }
    }

    // The time limit turns a body that never ends (a client that stops reading but keeps the connection) into a
    // failure instead of a hang.
    @Test(.timeLimit(.minutes(2)))
    func aHugeBodyOfUnknownLengthIsReadNoFurtherThanTheLimit() async throws {
        // 300 MiB, sent as 1 MiB chunks without a Content-Length.
        let huge = HostileUpstream.Answer(
            headers: [("Content-Type", "image/jpeg")], body: Data(repeating: 0xFF, count: 1 << 20), chunked: true,
            repetitions: 300)
        try await withHostileUpstream(["/poster.jpg": huge]) { upstream in
            await #expect(throws: NetworkError.bodyTooLarge(limit: 5 << 20)) {
                // A minute, as what is under test is the cap: 5 MiB can take over 10 s on a busy 2-core machine.
                _ = try await send(NIOHTTPClient(), upstream.url("/poster.jpg"), maxBodyBytes: 5 << 20, timeout: 60)
            }
            #expect(await upstream.bodyEnded(path: "/poster.jpg"))
            // What the socket buffers took on top of the limit, not the 300 MiB.
            #expect(upstream.bytesSent(path: "/poster.jpg") < 64 << 20, "\(upstream.bytesSent(path: "/poster.jpg"))")
        }
    }

    @Test(arguments: [false, true])
    func aBodyPastTheLimitStopsTheTransfer(chunked: Bool) async throws {
        let big = HostileUpstream.Answer.ok(
            Data(repeating: 0x41, count: 300_000), contentType: "image/png", chunked: chunked)
        try await withHostileUpstream([
            "/poster.jpg": big, "/small.jpg": .ok(Data(count: 10), contentType: "image/png"),
        ]) {
            upstream in
            let client = NIOHTTPClient()
            await #expect(throws: NetworkError.bodyTooLarge(limit: 100_000)) {
                _ = try await send(client, upstream.url("/poster.jpg"), maxBodyBytes: 100_000)
            }
            let (small, _) = try await send(client, upstream.url("/small.jpg"), maxBodyBytes: 100_000)
            #expect(small.count == 10, "the client goes on serving after refusing a body")
        }
    }

    @Test func aKeyEchoedInAnErrorBodyIsMasked() async throws {
        let echo = HostileUpstream.Answer(
            status: .unauthorized, headers: [("Content-Type", "application/json")],
            body: Data(#"{"status_code":7,"status_message":"Invalid API key: s3cr3t-key"}"#.utf8))
        try await withHostileUpstream(["/3/search/movie": echo]) { upstream in
            let service = DataTransferService(
                configuration: APIConfiguration(baseURL: upstream.baseURL, queryParameters: ["api_key": "s3cr3t-key"]),
                logger: LogCapture().logger())
            do throws(DataTransferError) {
                _ = try await service.request(Endpoint(path: "/3/search/movie", decoder: .raw))
                Issue.record("a 401 must fail")
            } catch {
                guard case .networkFailure(.httpStatus(401, _, let body)) = error else {
                    Issue.record("unexpected \(error)")
                    return
                }
                let text = String(decoding: body, as: UTF8.self)
                #expect(text == #"{"status_code":7,"status_message":"Invalid API key: REDACTED"}"#)
            }
        }
    }
}
