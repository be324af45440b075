import Foundation
import Networking
import TestSupport
import Testing

/// An upstream that answers, but in a head no HTTP parser reads (control bytes in a header, a header of 200 KB):
/// the failure is told as an unreadable answer, never as a service that could not be reached.
@Suite struct UnreadableAnswerTests {
    static func answer(etag: String) -> Data {
        Data(
            ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nETag: \(etag)\r\nContent-Length: 2\r\n\r\n{}")
                .utf8)
    }

    static let heads: [(name: String, bytes: Data)] = [
        ("control bytes in a header", answer(etag: "\"a\u{01}\u{7f}b\"")),
        ("a 200 KB header", answer(etag: "\"" + String(repeating: "e", count: 200_000) + "\"")),
        ("a NUL in a header's name", Data("HTTP/1.1 200 OK\r\nE\u{0}Tag: x\r\nContent-Length: 2\r\n\r\n{}".utf8)),
    ]

    @Test(arguments: heads.indices)
    func aHeadThatCannotBeReadIsAnUnreadableAnswer(index: Int) async throws {
        try await withRawUpstream(answering: Self.heads[index].bytes) { url in
            do throws(NetworkError) {
                _ = try await NIOHTTPClient().send(
                    UpstreamRequest(url: url.appendingPathComponent("users"), timeout: 30), maxBodyBytes: 1 << 20)
                Issue.record("\(Self.heads[index].name) was read")
            } catch {
                guard case .unreadableAnswer(let details) = error else {
                    Issue.record("\(Self.heads[index].name): \(error)")
                    return
                }
                #expect(!details.isEmpty)
            }
        }
    }

    /// A connection that closes mid-body is a lost connection, not an answer that could not be read.
    @Test func aConnectionClosedMidBodyIsNotAnUnreadableAnswer() async throws {
        let cut = Data("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"a\"".utf8)
        try await withRawUpstream(answering: cut) { url in
            do throws(NetworkError) {
                _ = try await NIOHTTPClient().send(UpstreamRequest(url: url, timeout: 30), maxBodyBytes: 1 << 20)
                Issue.record("a cut answer was read")
            } catch {
                #expect(error == .transport("The connection closed before the answer was complete."))
            }
        }
    }

    @Test func theServiceMapsItToAnUnreadableAnswerNotANetworkFailureOfAnotherKind() async throws {
        try await withRawUpstream(answering: Self.heads[0].bytes) { url in
            let service = DataTransferService(
                configuration: APIConfiguration(baseURL: url), logger: LogCapture().logger())
            do throws(DataTransferError) {
                _ = try await service.request(Endpoint(path: "/users", decoder: .raw))
                Issue.record("the answer was read")
            } catch {
                guard case .networkFailure(.unreadableAnswer) = error else {
                    Issue.record("\(error)")
                    return
                }
            }
        }
    }
}
