import LiveWeb
import PresentationLayer

/// The page shell every screen shares: document head (with the icon), a skip link, the site header with the
/// phase's badge (none in the real phase), the language switch and the scene switcher, and the main column.
public struct Layout: Sendable {
    /// The running phase shown in the header badge ("dev", "alpha" or "real").
    public var phase: String
    /// The page's language and text.
    public var strings: Strings
    /// The page's path and query, where the language switch returns.
    public var path: String
    /// The session's CSRF token, published in a `<meta name="csrf-token">` for scripts and posted by the
    /// language switch; `nil` on pages rendered outside a session (an asset's error page), which have no switch.
    public var csrfToken: String?
    /// The page's window (its tab), published in a `<meta name="strata-window">` for scripts; `nil` on pages
    /// without live parts.
    public var windowID: String?
    /// Where the page reloads itself when JavaScript is off (a page still loading; the server holds the reload
    /// while it loads); `nil` for a page that is complete.
    public var reloadPath: String?
    /// The scenes the header's switcher links, in the home page's order; the one `path` is in is marked current.
    public var scenes: [SceneLink]

    /// Creates a layout for one response.
    /// - Parameter scenes: the switcher's scenes; by default those of the server rendering the page.
    public init(
        phase: String, strings: Strings = .en, path: String = "/", csrfToken: String?, windowID: String? = nil,
        reloadPath: String? = nil, scenes: [SceneLink]? = nil
    ) {
        self.scenes = scenes ?? Self.servedScenes
        self.phase = phase
        self.strings = strings
        self.path = path
        self.csrfToken = csrfToken
        self.windowID = windowID
        self.reloadPath = reloadPath
    }

    /// A whole document with `body` in the main column.
    public func render(title: String, body: HTML) -> HTML {
        let (opening, closing) = frame(title: title)
        return HTML.joined([opening, body, closing])
    }

    /// The document around a page's main column: all of it before the body, and all of it after. A response
    /// writes the three parts into its buffer (`WebRequestContext.htmlResponse`), so the body, most of a page's
    /// bytes, is not first copied into a document of its own.
    public func frame(title: String) -> (opening: HTML, closing: HTML) {
        let csrfMeta: HTML = csrfToken.map { "<meta name=\"csrf-token\" content=\"\($0)\">\n" } ?? .empty
        let windowMeta: HTML = windowID.map { "<meta name=\"strata-window\" content=\"\($0)\">\n" } ?? .empty
        let reload: HTML =
            reloadPath.map { "<noscript><meta http-equiv=\"refresh\" content=\"0; url=\($0)\"></noscript>\n" }
            ?? .empty
        let opening: HTML = """
            <!doctype html>
            <html lang="\(strings.language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="referrer" content="same-origin">
            \(csrfMeta)\(windowMeta)\(reload)<title>\(title == "Strata" ? title : "\(title) · Strata")</title>
            <link rel="icon" href="\(StaticAssets.faviconPath)" type="image/svg+xml">
            <link rel="stylesheet" href="\(StaticAssets.stylesheetPath)">
            <script src="\(StaticAssets.scriptPath)" defer></script>
            \(sceneAssets)</head>
            <body>
            <a class="skip-link" href="#main">\(strings[SiteText.skipLink])</a>
            <header class="site-header">
            <div class="container site-header-row">
            <a class="brand" href="/" aria-label="\(strings[SiteText.home])">Strata</a>
            \(phaseBadge)
            \(languageSwitch)
            </div>
            \(sceneSwitcher)</header>
            <main id="main" class="container" tabindex="-1">

            """
        let closing: HTML = """

            \(sceneGuide)</main>
            \(traceFooter)<div id="announcer" class="visually-hidden" role="status" aria-live="polite" aria-atomic="true"\
             \(connectionWords)></div>
            </body>
            </html>

            """
        return (opening, closing)
    }

    /// What `app.js` says when the server cannot be reached (an action's note and its Retry, the banner of a lost
    /// live connection), in the page's language: it has no words of its own, and none can be fetched then.
    private var connectionWords: HTML {
        """
        data-unreachable="\(strings[SiteText.unreachable])" data-retry="\(strings[SiteText.unreachableRetry])" \
        data-connection-lost="\(strings[SiteText.connectionLost])"
        """
    }

    /// The phase in its user's words, "Sample data" in dev and "Staging" in alpha; none in the real phase, whose
    /// data is the real one.
    private var phaseBadge: HTML {
        let words: SiteText? =
            switch phase {
            case "dev": .phaseDev
            case "alpha": .phaseAlpha
            default: nil
            }
        guard let words else { return .empty }
        return """
            <span class="badge"><span class="visually-hidden">\(strings[SiteText.phase]): </span>\(strings[words])</span>
            """
    }

    /// A link to how this page was made, on a page whose trace is kept (``TraceRoute``): not a trace's own page.
    private var traceFooter: TraceFooter? {
        guard let id = RequestTracing.currentTraceID else { return nil }
        return TraceFooter(traceID: id, language: strings.language)
    }

    /// A link to the documentation's article on how this page's scene is built, on a scene's pages.
    private var sceneGuide: HTML {
        guard let article = currentScene?.documentation else { return .empty }
        return """
            <p class="scene-guide"><a href="\(DocMarkdown.articlePath(article))">\(strings[DocsText.sceneLink])</a></p>

            """
    }

    /// The scenes the serving ``WebServer`` lists, for every layout made while it answers a request.
    // A task local, so that every page (and error page) gets the switcher without each context carrying it.
    @TaskLocal static var servedScenes: [SceneLink] = []

    /// The assets the serving ``WebServer`` serves, where a scene's own style and script are found.
    @TaskLocal static var servedAssets: StaticAssets?

    /// The scene `path` is in, if any.
    private var currentScene: SceneLink? {
        scenes.first { scene in
            path == scene.path || path.hasPrefix(scene.path + "/") || path.hasPrefix(scene.path + "?")
        }
    }

    /// The style and the script of this page's scene (`<Scene>.css` and `<Scene>.js` in its folder), at their
    /// hashed addresses, when it has them.
    private var sceneAssets: HTML {
        guard let scene = currentScene?.scene, let assets = Self.servedAssets else { return .empty }
        let style: HTML =
            assets.address(of: "\(scene).css").map { "<link rel=\"stylesheet\" href=\"\($0)\">\n" } ?? .empty
        let script: HTML = assets.address(of: "\(scene).js").map { "<script src=\"\($0)\" defer></script>\n" } ?? .empty
        return HTML.joined([style, script])
    }

    /// A link per scene, the one this page belongs to marked `aria-current="page"`.
    private var sceneSwitcher: HTML {
        guard !scenes.isEmpty else { return .empty }
        let current = currentScene
        return Self.switchers.html(Switcher(scenes: scenes, current: current), in: strings.language) {
            Self.sceneSwitcher(scenes, current: current, strings: strings)
        }
    }

    /// What a scene switcher is made from: it is the same on every page of a scene.
    private struct Switcher: Hashable, Sendable {
        var scenes: [SceneLink]
        var current: SceneLink?
    }

    private static let switchers = Memo<RenderKey<Switcher>, HTML>(capacity: 64)

    private static func sceneSwitcher(_ scenes: [SceneLink], current: SceneLink?, strings: Strings) -> HTML {
        let links = HTML.joined(
            scenes.map { scene in
                let marker: HTML = scene == current ? " aria-current=\"page\"" : .empty
                return "<li><a href=\"\(scene.path)\"\(marker)>\(scene.title(strings))</a></li>"
            })
        return """
            <nav class="container scene-switcher" aria-label="\(strings[SharedWords.scenes])"><ul>\(links)</ul></nav>

            """
    }

    /// The id of the header's language switch, the fragment it returns to.
    static let languageSwitchID = "language"

    /// A form of one button per language, the page's pressed; it posts to `LanguageRoute` and comes back here, to
    /// the switch itself (``languageSwitchID`` as the address's fragment): without JavaScript the page then opens
    /// at the switch that was pressed, and the keyboard goes on from it rather than from the page's start. With
    /// JavaScript `app.js` returns to the address alone and restores the exact scroll position.
    private var languageSwitch: HTML {
        guard let csrfToken else { return .empty }
        let buttons = HTML.joined(
            Language.allCases.map { language in
                """
                <button type="submit" name="language" value="\(language.rawValue)" lang="\(language.rawValue)" \
                aria-pressed="\(language == strings.language ? "true" : "false")">\(language.endonym)</button>
                """
            })
        return """
            <form class="language-switch" id="\(Self.languageSwitchID)" method="post" action="\(LanguageRoute.path)" \
            aria-label="\(strings[SiteText.language])">\
            <input type="hidden" name="_csrf" value="\(csrfToken)">\
            <input type="hidden" name="return" value="\(path)#\(Self.languageSwitchID)">\(buttons)</form>
            """
    }
}

/// The footer of a traced page: a link to its trace, whose markup is the same on every page but for the trace's
/// id, so it is made once per language and the id is written between its two halves.
struct TraceFooter {
    let traceID: String
    let language: Language

    static let opening: HTML = """
        <footer class="container site-footer"><a href="\(TraceRoute.pathPrefix)
        """

    static let closings = Dictionary(
        uniqueKeysWithValues: Language.allCases.map { language -> (Language, HTML) in
            (language, "\">\(Strings(language)[TraceText.footerLink])</a></footer>\n")
        })
}

extension HTML.Interpolation {
    /// Appends a traced page's footer straight into the page, or nothing for `nil`: every page has one, and a
    /// fragment of its own would be a copy more.
    mutating func appendInterpolation(_ footer: TraceFooter?) {
        guard let footer else { return }
        appendInterpolation(TraceFooter.opening)
        // Hex digits the server made: nothing to escape.
        appendLiteral(footer.traceID)
        appendInterpolation(TraceFooter.closings[footer.language] ?? .empty)
    }
}
