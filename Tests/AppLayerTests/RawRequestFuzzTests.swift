import Foundation
import LiveWeb
import TestSupport
import Testing

@testable import AppLayer

/// A bounded fuzz of the running web app over raw loopback sockets: a few thousand requests no HTTP client library
/// would send (malformed request lines, bad chunk sizes, bad percent-encoding, duplicate and huge headers, bodies
/// cut short or reset, random bytes, and form posts with a valid token and garbage bodies on every POST route of
/// the app's router), made from a fixed seed so a failure can be replayed. No request may get a 5xx or stop the
/// app, and the app serves its home page afterwards.
@Suite struct RawRequestFuzzTests {
    static let seed: UInt64 = 0x5EED_0034
    static let requestCount = 3_000

    @Test func noMalformedRequestGetsAServerErrorOrStopsTheApp() async throws {
        let routes = try await HostileRequestsTests.routes(phase: .dev)
        try await withTemporaryDirectory { directory in
            try await StrataAppTests().withRunningApp(phase: .dev, dataDirectory: directory) { url in
                let port = try #require(url.port)
                let browser = try await RawBrowser.open(port: port)
                var fuzz = RawRequestFuzz(
                    seed: Self.seed, port: port, browser: browser,
                    // An event stream stays open as long as its client does: it is the live streams' tests' concern.
                    gets: routes.filter { $0.method == "GET" && !$0.path.hasPrefix("/events") }.map(\.path),
                    posts: routes.filter { $0.method == "POST" }.map(\.path))
                let requests = (0..<Self.requestCount).map { _ in fuzz.next() }
                // The fuzz must hold each kind of request (its garbage forms go to every POST route in turn).
                #expect(Set(requests.map(\.kind)) == Set(RawRequestFuzz.Kind.allCases))
                let answers = try await Self.send(requests, port: port)
                let failures = zip(requests, answers).enumerated().flatMap { index, pair in
                    pair.1.filter { $0 >= 500 }.map { "#\(index) \(pair.0.kind): \($0)" }
                }
                #expect(failures == [])
                // Each kind is answered (a reset connection alone gets no answer): the fuzz reached the app.
                let answered = zip(requests, answers).filter { !$0.1.isEmpty }.map(\.0.kind)
                #expect(Set(answered) == Set(RawRequestFuzz.Kind.allCases))
                let home = try await RawHTTPExchange.responses(
                    to: "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", port: port)
                #expect(home.map(\.status) == [200])
                #expect(home.first?.text.contains("Movies") == true)
            }
        }
    }

    /// Sends `requests`, four connections at a time, and returns the statuses of the responses to each, in order.
    static func send(_ requests: [RawRequestFuzz.Request], port: Int) async throws -> [[Int]] {
        try await withThrowingTaskGroup(of: (Int, [Int]).self) { group in
            var pending = requests.enumerated().makeIterator()
            func addNext() {
                guard let (index, request) = pending.next() else { return }
                group.addTask {
                    let bytes = try await RawHTTPExchange.send(request.bytes, toPort: port, ending: request.ending)
                    return (index, RawHTTPExchange.responses(in: bytes).map(\.status))
                }
            }
            for _ in 0..<4 { addNext() }
            var answers = [[Int]](repeating: [], count: requests.count)
            while let (index, statuses) = try await group.next() {
                answers[index] = statuses
                addNext()
            }
            return answers
        }
    }
}

/// The requests of the fuzz, made one after another from a seed.
struct RawRequestFuzz {
    enum Kind: String, CaseIterable, Sendable {
        case malformedRequestLine, badChunkSize, badPercentEncoding, duplicateHeaders, hugeHeaders, truncatedBody
        case randomBytes, garbageForm, foreignOrigin, pipelined
    }

    struct Request: Sendable {
        var kind: Kind
        var bytes: [UInt8]
        var ending: RawHTTPExchange.Ending = .readingToTheEnd
    }

    private var random: SplitMix64
    private let host: String
    private let browser: RawBrowser
    private let gets: [String]
    private let posts: [String]
    private var postIndex = 0

    init(seed: UInt64, port: Int, browser: RawBrowser, gets: [String], posts: [String]) {
        random = SplitMix64(seed: seed)
        host = "127.0.0.1:\(port)"
        self.browser = browser
        self.gets = gets.map(Self.filled)
        self.posts = posts.map(Self.filled)
    }

    /// `route` with each capture and wildcard given a plain sample value.
    private static func filled(_ route: String) -> String {
        HostileRequestsTests.path(route, value: "1", hostile: false)
    }

    mutating func next() -> Request {
        let kind = Kind.allCases[Int(random.next() % UInt64(Kind.allCases.count))]
        switch kind {
        case .malformedRequestLine: return Request(kind: kind, bytes: Array(malformedRequestLine().utf8))
        case .badChunkSize: return Request(kind: kind, bytes: Array(badChunkSize().utf8))
        case .badPercentEncoding: return Request(kind: kind, bytes: Array(badPercentEncoding().utf8))
        case .duplicateHeaders: return Request(kind: kind, bytes: Array(duplicateHeaders().utf8))
        case .hugeHeaders: return Request(kind: kind, bytes: Array(hugeHeaders().utf8))
        case .truncatedBody:
            return Request(
                kind: kind, bytes: Array(truncatedBody().utf8), ending: chance(4) ? .reset : .readingToTheEnd)
        case .randomBytes: return Request(kind: kind, bytes: randomBytes())
        case .garbageForm: return Request(kind: kind, bytes: garbageForm())
        case .foreignOrigin: return Request(kind: kind, bytes: Array(foreignOrigin().utf8))
        case .pipelined:
            return Request(
                kind: kind, bytes: Array("GET \(pick(gets)) HTTP/1.1\r\nHost: \(host)\r\n\r\n".utf8) + randomBytes())
        }
    }

    // MARK: Kinds

    private mutating func malformedRequestLine() -> String {
        let methods = ["GE T", "G\u{1}ET", "", "PRI", "get", "POST\t", "M-SEARCH", String(repeating: "X", count: 300)]
        let targets = [
            "", "*", "http://evil.example/", "//", "/\u{7f}", "/a b", "/%", "/..%2f..%2f", "?x",
            "/" + String(repeating: "a", count: 20_000), pick(gets) + "#frag", "/\u{0}",
        ]
        let versions = ["HTTP/9.9", "HTTP/1", "HTTP/1.1.1", "HTTPS/1.1", "", "http/1.1", "HTTP/0.9", "HTTP/1.1 x"]
        let method = chance(2) ? pick(methods) : pick(["GET", "POST", "HEAD"])
        let target = chance(2) ? pick(targets) : pick(gets)
        let version = chance(2) ? pick(versions) : "HTTP/1.1"
        let separator = chance(4) ? pick(["\n", "\r", "\r\r\n"]) : "\r\n"
        return "\(method) \(target) \(version)\(separator)Host: \(host)\(separator)\(separator)"
    }

    private mutating func badChunkSize() -> String {
        let sizes = ["zz", "-1", "fffffffffffffffffffff", "5 5", ";", "", "0x10", "1\r", "7fffffffffffffff", "10"]
        let body = "\(pick(sizes))\r\n_csrf=\(browser.token)&a=b\r\n0\r\n\r\n"
        return formHead("POST", pick(posts), extra: ["Transfer-Encoding: chunked"], tokenInHeader: chance(2)) + body
    }

    private mutating func badPercentEncoding() -> String {
        let escapes = ["%zz", "%", "%F", "%FF%FE", "%00", "%E0%A4%A", "%C0%AF", "%25%", "%%", "%ED%A0%80"]
        let path = pick(gets)
        let escaped =
            chance(2)
            ? path + pick(escapes)
            : path + "?" + pick(["query", "page", "pages", "name", "x"])
                + "=" + pick(escapes)
        return "GET \(escaped) HTTP/1.1\r\nHost: \(host)\r\nCookie: \(browser.cookieHeader)\r\n\r\n"
    }

    private mutating func duplicateHeaders() -> String {
        let pairs = [
            ["Host: \(host)", "Host: \(host)"], ["Host: \(host)", "Host: evil.example"],
            ["Content-Length: 3", "Content-Length: 4"], ["Content-Length: 3", "Transfer-Encoding: chunked"],
            ["Transfer-Encoding: chunked", "Transfer-Encoding: chunked"], ["Cookie: a=1", "Cookie: strata_session=x"],
            ["Origin: http://\(host)", "Origin: http://evil.example"], ["X-CSRF-Token: a", "X-CSRF-Token: b"],
            ["X-Strata-Window: a", "X-Strata-Window: b"], ["Content-Type: text/plain", "Content-Type: text/html"],
        ]
        let method = chance(2) ? "POST" : "GET"
        let path = method == "POST" ? pick(posts) : pick(gets)
        let duplicated = pick(pairs)
        let hostLine = duplicated[0].hasPrefix("Host:") ? [] : ["Host: \(host)"]
        let lines = ["\(method) \(path) HTTP/1.1"] + hostLine + duplicated + ["Cookie: \(browser.cookieHeader)"]
        return lines.joined(separator: "\r\n") + "\r\n\r\nabc"
    }

    private mutating func hugeHeaders() -> String {
        var lines = ["GET \(pick(gets)) HTTP/1.1", "Host: \(host)"]
        if chance(2) {
            lines.append("X-Big: " + String(repeating: "b", count: 60_000 + Int(random.next() % 140_000)))
        } else {
            lines += (0..<(100 + Int(random.next() % 1_000))).map { "X-H\($0): \($0)" }
        }
        return lines.joined(separator: "\r\n") + "\r\n\r\n"
    }

    private mutating func truncatedBody() -> String {
        let body = "_csrf=\(browser.token)&language=ko&query=star"
        let cut = String(body.prefix(Int(random.next() % UInt64(body.count))))
        if chance(2) {
            return formHead(
                "POST", pick(posts), extra: ["Content-Length: \(body.utf8.count + 10)"], tokenInHeader: false)
                + cut
        }
        let chunk = String(format: "%x", body.utf8.count)
        return formHead("POST", pick(posts), extra: ["Transfer-Encoding: chunked"], tokenInHeader: chance(2))
            + "\(chunk)\r\n\(cut)"
    }

    private mutating func randomBytes() -> [UInt8] {
        let bytes = (0..<(1 + Int(random.next() % 2_000))).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        return chance(2) ? Array("POST \(pick(posts)) HTTP/1.1\r\n".utf8) + bytes : bytes
    }

    /// A form post with this browser's valid token, to each POST route in turn, with a body that is no good form.
    private mutating func garbageForm() -> [UInt8] {
        let path = posts[postIndex % posts.count]
        postIndex += 1
        let tokenInHeader = chance(2)
        let garbage: [UInt8]
        switch random.next() % 5 {
        case 0: garbage = Array(pick(["a=%zz", "=&&=", "&&&", "=", "a=1&a=2", "a[=1", "a[]=1&a=2", "%=%"]).utf8)
        case 1: garbage = (0..<Int(random.next() % 512)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        case 2: garbage = Array(String(repeating: "a=%FF%FE&", count: 1 + Int(random.next() % 50)).utf8)
        case 3:
            garbage = Array(
                "window=\(pick(["", "x", "gone", String(repeating: "f", count: 32)]))&id=\(pick(["", "-1", "1e99", "x"]))"
                    .utf8)
        default: garbage = Array(String(repeating: "x", count: 50_000 + Int(random.next() % 2_000_000)).utf8)
        }
        let body = (tokenInHeader ? [] : Array("_csrf=\(browser.token)&".utf8)) + garbage
        let window = chance(3) ? ["X-Strata-Window: \(pick(["gone", String(repeating: "0", count: 32)]))"] : []
        return Array(
            formHead("POST", path, extra: ["Content-Length: \(body.count)"] + window, tokenInHeader: tokenInHeader).utf8
        )
            + body
    }

    /// A form post with a valid token that its browser says another site sent.
    private mutating func foreignOrigin() -> String {
        let headers = [
            "Origin: http://evil.example", "Origin: null", "Sec-Fetch-Site: cross-site", "Origin: \(host)",
            "Origin: http://\(host)/x", "Origin: http://[::1", "Origin: http://127.0.0.1:99999",
        ]
        let body = "_csrf=\(browser.token)&language=ko&login=octocat&id=1&avatar=&bookmarked=true&station=중구&query=q"
        return formHead(
            "POST", pick(posts), extra: [pick(headers), "Content-Length: \(body.utf8.count)"], tokenInHeader: chance(2))
            + body
    }

    // MARK: Parts

    /// A request head in this browser's session, with its form content type and `extra` fields.
    private func formHead(_ method: String, _ path: String, extra: [String], tokenInHeader: Bool) -> String {
        let lines =
            [
                "\(method) \(path) HTTP/1.1", "Host: \(host)", "Cookie: \(browser.cookieHeader)",
                "Content-Type: application/x-www-form-urlencoded",
            ] + (tokenInHeader ? ["X-CSRF-Token: \(browser.token)"] : []) + extra
        return lines.joined(separator: "\r\n") + "\r\n\r\n"
    }

    private mutating func pick<T>(_ values: [T]) -> T {
        values[Int(random.next() % UInt64(values.count))]
    }

    /// True once in `n` times.
    private mutating func chance(_ n: UInt64) -> Bool {
        random.next() % n == 0
    }
}
