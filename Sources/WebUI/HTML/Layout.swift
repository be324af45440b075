/// The page shell every screen shares: document head, site header with the phase badge, main column.
public struct Layout: Sendable {
    /// The running phase shown in the header badge ("dev", "alpha" or "real").
    public var phase: String
    /// The session's CSRF token, published in a `<meta name="csrf-token">` for scripts; `nil` on pages
    /// rendered outside a session (error pages).
    public var csrfToken: String?
    /// The page's window (its tab), published in a `<meta name="strata-window">` for scripts; `nil` on pages
    /// without live parts.
    public var windowID: String?
    /// Where the page reloads itself after a second when JavaScript is off (a page still loading); `nil` for
    /// a page that is complete.
    public var reloadPath: String?

    /// Creates a layout for one response.
    public init(phase: String, csrfToken: String?, windowID: String? = nil, reloadPath: String? = nil) {
        self.phase = phase
        self.csrfToken = csrfToken
        self.windowID = windowID
        self.reloadPath = reloadPath
    }

    /// A whole document with `body` in the main column.
    public func render(title: String, body: HTML) -> HTML {
        let csrfMeta: HTML = csrfToken.map { "<meta name=\"csrf-token\" content=\"\($0)\">\n" } ?? .empty
        let windowMeta: HTML = windowID.map { "<meta name=\"strata-window\" content=\"\($0)\">\n" } ?? .empty
        let reload: HTML =
            reloadPath.map { "<noscript><meta http-equiv=\"refresh\" content=\"1; url=\($0)\"></noscript>\n" }
            ?? .empty
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="referrer" content="same-origin">
            \(csrfMeta)\(windowMeta)\(reload)<title>\(title == "Strata" ? title : "\(title) · Strata")</title>
            <link rel="stylesheet" href="/assets/app.css">
            <script src="/assets/app.js" defer></script>
            </head>
            <body>
            <header class="site-header">
            <div class="container site-header-row">
            <a class="brand" href="/">Strata</a>
            <span class="badge" title="Running phase">\(phase)</span>
            </div>
            </header>
            <main class="container">
            \(body)
            </main>
            </body>
            </html>

            """
    }
}
