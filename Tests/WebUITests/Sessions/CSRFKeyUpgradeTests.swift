import Foundation
import LiveWeb
import Logging
import TestSupport
import Testing

@testable import WebUI

/// A `csrf.key` written before swift-crypto signed the tokens keeps its browsers and their forms on a running
/// server (the key's own checks are LiveWebTests' `CSRFKeyTests`).
@Suite struct CSRFKeyUpgradeTests {
    /// A key, a browser id, and the token and `strata_browser` cookie the hand-written SHA-256 of c60e292 made
    /// for them (a Python `hmac` agrees).
    enum MadeBeforeSwiftCrypto {
        static let key: [UInt8] = [
            0xb1, 0x4f, 0x03, 0xdb, 0xb3, 0x99, 0x60, 0x00, 0x55, 0x2b, 0xdb, 0x3b, 0x22, 0xfb, 0xc0, 0x4d,
            0x6d, 0xa6, 0xef, 0xf2, 0x05, 0x2e, 0xae, 0x8a, 0xa8, 0x6d, 0xd2, 0x1d, 0xaf, 0xdf, 0xca, 0x82,
        ]
        static let token = "a6475593845e275fd544c58eba68d15e"
        static let cookie = "b556da221e62211bcf52b35590a0b926fe0f0d033a5648e5c358878c6acfdeb0"
    }

    /// Over a real loopback socket: the browser keeps its id and token, and its form is taken.
    @Test func aBrowserSignedBeforeSwiftCryptoKeepsItsTokenAndItsFormIsTaken() async throws {
        let key = try #require(CSRFKey(bytes: MadeBeforeSwiftCrypto.key))
        var logger = Logger(label: "CSRFKeyUpgradeTests")
        logger.logLevel = .critical
        let server = WebServer(
            configuration: WebUIConfiguration(phase: "dev", scenes: sampleScenes, csrfKey: key), logger: logger)
        try await withRunningServer(server) { port in
            let cookie = "strata_browser=\(MadeBeforeSwiftCrypto.cookie)"
            let home = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nCookie: \(cookie)\r\n\r\n"
            let page = try #require(try await RawHTTPExchange.responses(to: home, port: port).first)
            #expect(page.status == 200)
            #expect(!page.values("set-cookie").contains { $0.hasPrefix("strata_browser=") })
            #expect(csrfToken(in: page.text) == MadeBeforeSwiftCrypto.token)

            let body = "_csrf=\(MadeBeforeSwiftCrypto.token)&language=ko"
            let post =
                "POST /language HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nCookie: \(cookie)\r\n"
                + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
            let taken = try await RawHTTPExchange.responses(to: post, port: port)
            #expect(taken.map(\.status) == [303])
            #expect(taken.flatMap { $0.values("set-cookie") }.contains { $0.hasPrefix("strata_language=ko") })
        }
    }

}
