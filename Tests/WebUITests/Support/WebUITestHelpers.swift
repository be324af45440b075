import Foundation
import Hummingbird
import HummingbirdTesting
import LiveWeb
import Logging
import WebUI

let sampleScenes = [
    SceneLink(scene: "Movies", path: "/movies"),
    SceneLink(scene: "Pokemon", path: "/pokemon"),
    SceneLink(scene: "Users", path: "/users"),
    SceneLink(scene: "AirQuality", path: "/air-quality"),
    SceneLink(scene: "Groups", path: "/groups"),
]

/// A server with the five sample scenes and the counter scene, in the dev phase.
func makeServer(
    scenes: [SceneLink] = sampleScenes,
    clock: any Clock<Duration> = ContinuousClock(),
    pageWait: Duration = SettlePolicy.defaultTimeout,
    sessions: SessionLimits = SessionLimits(),
    keepAliveInterval: Duration = .seconds(15),
    notices: [StartupNotice] = [],
    connectionLimits: ConnectionLimits = ConnectionLimits(),
    liveStreams: LiveStreamLimits = LiveStreamLimits(),
    allowedHosts: HostAllowlist = HostAllowlist(servedHost: "127.0.0.1"),
    startCommand: String = "strata --phase real",
    pageCache: PageCache? = nil
) -> WebServer {
    let configuration = WebUIConfiguration(
        phase: "dev",
        scenes: scenes,
        sessions: sessions,
        keepAliveInterval: keepAliveInterval,
        clock: clock,
        pageWait: pageWait,
        notices: notices,
        connectionLimits: connectionLimits,
        liveStreams: liveStreams,
        allowedHosts: allowedHosts,
        pageCache: pageCache,
        startCommand: startCommand
    )
    var logger = Logger(label: "WebUITests")
    logger.logLevel = .critical
    return WebServer(configuration: configuration, logger: logger).addRoutes(CounterScene().register)
}

let formContentType = "application/x-www-form-urlencoded"

extension TestResponse {
    var text: String { String(buffer: body) }

    /// The `name=value` part of the session cookie this response sets, if any.
    var sessionCookie: String? {
        headers[values: .setCookie].first { $0.hasPrefix("strata_session=") }?
            .split(separator: ";").first.map(String.init)
    }

    /// What the page shows in its main column: everything the scene rendered, without the site's layout.
    var main: String? {
        guard let start = text.range(of: "<main id=\"main\" class=\"container\" tabindex=\"-1\">\n")?.upperBound,
            let end = text.range(of: "\n</main>", options: .backwards)?.lowerBound, start <= end
        else { return nil }
        return String(text[start..<end])
    }

    /// The whole Set-Cookie header of the session cookie, attributes included.
    var sessionCookieHeader: String? {
        headers[values: .setCookie].first { $0.hasPrefix("strata_session=") }
    }
}

/// The session's CSRF token as a page publishes it in `<meta name="csrf-token">`.
func csrfToken(in page: String) -> String? {
    let marker = "<meta name=\"csrf-token\" content=\""
    guard let start = page.range(of: marker)?.upperBound,
        let end = page[start...].firstIndex(of: "\"")
    else { return nil }
    return String(page[start..<end])
}

/// The page's window id as it publishes it in `<meta name="strata-window">`.
func windowID(in page: String) -> String? {
    let marker = "<meta name=\"strata-window\" content=\""
    guard let start = page.range(of: marker)?.upperBound,
        let end = page[start...].firstIndex(of: "\"")
    else { return nil }
    return String(page[start..<end])
}

extension TestClientProtocol {
    /// A GET as a browser makes it: a redirect (303 See Other) to a path on this site is followed with the same
    /// headers, as a page without JavaScript that names its window (`?window=<id>`) is handed to its clean
    /// address.
    func browse(_ uri: String, headers: HTTPFields = [:]) async throws -> TestResponse {
        var uri = uri
        for _ in 0..<5 {
            let response = try await execute(uri: uri, method: .get, headers: headers)
            guard response.status == .seeOther, let location = response.headers[.location], location.hasPrefix("/")
            else { return response }
            uri = location
        }
        return try await execute(uri: uri, method: .get, headers: headers)
    }
}
