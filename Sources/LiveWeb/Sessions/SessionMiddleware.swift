import Hummingbird

/// Resolves the browser's session from its cookie, or starts a new one and sets the cookie
/// (HttpOnly, SameSite=Lax, Path=/) on the response. The browser's id (a cookie kept for years, which
/// outlives sessions and restarts) gives the session its CSRF token, signed with `csrfKey`. The id is one this
/// server issued (the cookie carries its signature, see ``CSRFKey``): a browser cookie it did not issue is replaced
/// by a new one, never adopted, so no one can choose a browser's id, and with it its token.
public struct SessionMiddleware<Context: LiveRequestContext>: RouterMiddleware {
    private let store: SessionStore
    private let csrfKey: CSRFKey

    /// Creates the middleware over the server's sessions and its CSRF key.
    public init(store: SessionStore, csrfKey: CSRFKey) {
        self.store = store
        self.csrfKey = csrfKey
    }

    /// Puts the browser's session in the context, and sets the cookies of a new one on the response.
    public func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let cookies = request.headers[values: .cookie]
        let sentBrowser = SessionCookies.value(named: SessionCookies.browserName, in: cookies)
        let knownBrowser = sentBrowser.flatMap(csrfKey.browserID(inCookie:))
        let browserID = knownBrowser ?? SessionToken.random()
        let sessionID = SessionCookies.sessionID(in: cookies)
        let csrfToken = csrfKey.token(forBrowser: browserID)
        // A browser that sent a cookie must have the session of the id it has now: one that sent a cookie this
        // server did not issue starts a new session with its new id, so no session of a chosen id lives on.
        let matching = sentBrowser != nil
        // A known session is found without a trip to the main actor; the page makes its own.
        let (session, isNew) =
            if let known = store.knownSession(forID: sessionID, csrfToken: csrfToken, matching: matching) {
                (known, false)
            } else {
                await store.session(forID: sessionID, csrfToken: csrfToken, matching: matching)
            }
        var context = context
        context.session = session
        var response = try await next(request, context)
        // A session kept for a client that did not return the browser cookie has a token of another id. The
        // session cookie goes last, so a client that keeps one `Set-Cookie` (as simple HTTP clients do) keeps it.
        if knownBrowser == nil, isNew {
            response.setCookie(
                Cookie(
                    name: SessionCookies.browserName, value: csrfKey.browserCookie(forBrowser: browserID),
                    maxAge: 5 * 365 * 24 * 3600, path: "/",
                    httpOnly: true, sameSite: .lax))
        }
        if isNew {
            response.setCookie(
                Cookie(name: SessionCookies.sessionName, value: session.id, path: "/", httpOnly: true, sameSite: .lax))
        }
        return response
    }
}

/// The cookies a browser's session is known by, and reading a cookie from `Cookie` headers.
public enum SessionCookies {
    /// The cookie of the browser's session.
    public static let sessionName = "strata_session"
    /// The cookie of the browser's signed id, which outlives its sessions (see ``CSRFKey``).
    public static let browserName = "strata_browser"

    /// The value of the session cookie in `Cookie` headers (`a=1; strata_session=…`), if any.
    public static func sessionID(in headers: [String]) -> String? {
        value(named: sessionName, in: headers)
    }

    /// The value of the cookie `name` in `Cookie` headers. Read by hand on the header's bytes, as it is on
    /// every request (three times); Hummingbird's `request.cookies` parses every cookie into a dictionary.
    public static func value(named name: String, in headers: [String]) -> String? {
        for header in headers {
            if let value = value(named: name, in: header) {
                return value
            }
        }
        return nil
    }

    private static func value(named name: String, in header: String) -> String? {
        let name = name.utf8
        let bytes = header.utf8
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: ";")) ?? bytes.endIndex
            var pair = bytes[start..<end]
            while pair.first == UInt8(ascii: " ") {
                pair = pair.dropFirst()
            }
            if let equals = pair.firstIndex(of: UInt8(ascii: "=")), pair[..<equals].elementsEqual(name) {
                return String(Substring(pair[bytes.index(after: equals)...]))
            }
            start = end < bytes.endIndex ? bytes.index(after: end) : end
        }
        return nil
    }
}
