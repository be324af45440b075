import Foundation
import LiveWeb
import TestSupport
import Testing
import WebUI

/// The Host names the app answers (DNS-rebinding defence), over real loopback connections and as values.
struct HostAllowlistTests {
    @Test(arguments: ["evil.example", "evil.example:PORT", "127.0.0.1.nip.io:PORT", "localhost.evil.example"])
    func aForeignHostIsMisdirectedBeforeAnySession(host: String) async throws {
        try await withRunningServer(makeServer()) { port in
            let connection = try await RawConnection.open(port: port)
            try await connection.send(requestHead("GET", "/", host: host.replacingPort(port)))
            let response = try #require(await connection.nextResponse())
            #expect(response.status == 421)
            #expect(response.headers["content-type"] == "text/plain; charset=utf-8")
            #expect(response.headers["set-cookie"] == nil)
            #expect(response.body == "This server does not answer for that host name.\n")
        }
    }

    @Test(arguments: ["localhost:PORT", "127.0.0.1:PORT", "localhost", "[::1]:PORT", "LocalHost:PORT", nil])
    func theServersOwnNamesAreServed(host: String?) async throws {
        try await withRunningServer(makeServer()) { port in
            let connection = try await RawConnection.open(port: port)
            // Without Host, as HTTP/1.0 allows.
            let version = host == nil ? "1.0" : "1.1"
            try await connection.send(requestHead("GET", "/", host: host?.replacingPort(port), version: version))
            let response = try #require(await connection.nextResponse())
            #expect(response.status == 200)
            #expect(response.headers["set-cookie"] != nil)
        }
    }

    @Test(arguments: [
        ["127.0.0.1:PORT", "127.0.0.1:PORT"], ["127.0.0.1:PORT", "evil.example"], ["evil.example", "localhost:PORT"],
        ["localhost:PORT", "127.0.0.1:PORT", "[::1]:PORT"],
    ])
    func twoHostHeadersAreABadRequestBeforeAnySession(hosts: [String]) async throws {
        try await withRunningServer(makeServer()) { port in
            let fields = hosts.map { "Host: \($0.replacingPort(port))" }.joined(separator: "\r\n")
            let responses = try await RawHTTPExchange.responses(to: "GET / HTTP/1.1\r\n\(fields)\r\n\r\n", port: port)
            #expect(responses.map(\.status) == [400])
            #expect(responses.first?.values("content-type") == ["text/plain; charset=utf-8"])
            #expect(responses.first?.values("set-cookie") == [])
            #expect(responses.first?.text == "This request names more than one host.\n")
        }
    }

    @Test func aNamedServedHostIsAnsweredBesidesTheLoopbackNames() {
        let allowlist = HostAllowlist(servedHost: "Strata.lan", machineNames: ["box"])
        #expect(allowlist.allows("strata.lan:8080"))
        #expect(allowlist.allows("STRATA.LAN"))
        #expect(allowlist.allows("localhost:8080"))
        #expect(allowlist.allows(nil))
        #expect(!allowlist.allows("box"))
        #expect(!allowlist.allows("other.lan"))
        #expect(!allowlist.allows("192.168.1.20"))
    }

    @Test func anIPv6ServedHostIsAnsweredInBrackets() {
        let allowlist = HostAllowlist(servedHost: "fd00::5")
        #expect(allowlist.allows("[fd00::5]:8080"))
        #expect(allowlist.allows("[FD00::5]"))
        #expect(!allowlist.allows("fd00::5"))
    }

    @Test(arguments: ["0.0.0.0", "::"])
    func aWildcardServedHostAnswersAddressesAndTheMachinesNamesOnly(servedHost: String) {
        let allowlist = HostAllowlist(servedHost: servedHost, machineNames: ["box", "box.local"])
        for host in ["192.168.1.20:8080", "10.0.0.7", "[fe80::1]:8080", "box", "box.local:8080", "localhost"] {
            #expect(allowlist.allows(host), "\(host)")
        }
        for host in ["evil.example", "192.168.1.20.nip.io", "0.0.0.0.evil.example:8080", "[evil]", "999.1.1.1"] {
            #expect(!allowlist.allows(host), "\(host)")
        }
    }

    @Test func aMalformedPortIsRefused() {
        let allowlist = HostAllowlist(servedHost: "127.0.0.1")
        for host in ["localhost:", "localhost:http", "localhost:123456", "[::1]x", "[::1", ":8080", ""] {
            #expect(!allowlist.allows(host), "\(host)")
        }
    }
}

extension String {
    fileprivate func replacingPort(_ port: Int) -> String {
        replacingOccurrences(of: "PORT", with: "\(port)")
    }
}
