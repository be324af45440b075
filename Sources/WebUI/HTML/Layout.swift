/// The page shell every screen shares: document head, site header with the phase badge, main column.
public struct Layout: Sendable {
    /// The running phase shown in the header badge ("dev", "alpha" or "real").
    public var phase: String
    /// The session's CSRF token, published in a `<meta name="csrf-token">` for scripts; `nil` on pages
    /// rendered outside a session (error pages).
    public var csrfToken: String?

    /// Creates a layout for one response.
    public init(phase: String, csrfToken: String?) {
        self.phase = phase
        self.csrfToken = csrfToken
    }

    /// A whole document with `body` in the main column.
    public func render(title: String, body: HTML) -> HTML {
        let csrfMeta: HTML = csrfToken.map { "<meta name=\"csrf-token\" content=\"\($0)\">\n" } ?? .empty
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="referrer" content="same-origin">
            \(csrfMeta)<title>\(title == "Strata" ? title : "\(title) · Strata")</title>
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
