import LiveWeb
import PresentationLayer

/// The home screen, for people who use the apps: a tile per scene (its icon, its name and what it does for its
/// user, the whole tile one link), what the app repaired at start-up, and, last, a link to how Strata is built.
/// The phase is the header's badge alone.
struct HomePage {
    let scenes: [SceneLink]
    let notices: [StartupNotice]
    let strings: Strings

    var body: HTML {
        """
        <section class="home-intro">
        <h1>Strata</h1>
        <p>\(strings[HomeText.lead])</p>
        </section>
        \(notices.map(noticeLine))
        <h2 class="visually-hidden" id="home-scenes">\(strings[HomeText.scenes])</h2>
        <ul class="home-tiles" aria-labelledby="home-scenes">
        \(scenes.map(tile))
        </ul>
        <p class="home-about"><a href="\(DocsRoutes.path)">\(strings[DocsText.homeLink])</a></p>
        """
    }

    private func noticeLine(_ notice: StartupNotice) -> HTML {
        "<p class=\"notice\" role=\"status\">\(notice.text(strings))</p>\n"
    }

    /// A scene's tile: one link named by the scene's name and described by its line (`aria-labelledby`,
    /// `aria-describedby`), so a screen reader says the name, then what it does; a scene this phase cannot run
    /// is no link and says what it lacks.
    private func tile(_ scene: SceneLink) -> HTML {
        let id = "tile-\(scene.scene)"
        let description = HomeText.tile(of: scene.scene).map { strings[$0] } ?? scene.summary(strings)
        let parts: HTML = """
            <span class="home-tile-icon" aria-hidden="true">\(HomeIcons.icon(of: scene.scene))</span>\
            <span class="home-tile-title" id="\(id)-title">\(scene.title(strings))</span>\
            <span class="home-tile-description" id="\(id)-description">\(description)</span>
            """
        if let problem = scene.problem {
            return """
                <li class="home-tile home-tile-unavailable">\(parts)\
                <span class="home-tile-problem">\(problem.text(strings))</span></li>

                """
        }
        return """
            <li><a class="home-tile" href="\(scene.path)" aria-labelledby="\(id)-title" \
            aria-describedby="\(id)-description">\(parts)</a></li>

            """
    }
}

/// The tiles' icons: inline SVG drawn in the text's colour, decorative (their tile names the scene).
enum HomeIcons {
    static func icon(of scene: String) -> HTML {
        """
        <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" stroke-width="1.8" \
        stroke-linecap="round" stroke-linejoin="round" focusable="false">\(paths[scene] ?? fallback)</svg>
        """
    }

    private static let paths: [String: HTML] = [
        // A strip of film.
        "Movies": """
        <rect x="3" y="4" width="18" height="16" rx="2"/><path d="M7.5 4v16M16.5 4v16M3 9h4.5M3 15h4.5M16.5 9H21\
        M16.5 15H21"/>
        """,
        // A Poké Ball.
        "Pokemon": """
        <circle cx="12" cy="12" r="9"/><path d="M3 12h6M15 12h6"/><circle cx="12" cy="12" r="3"/>
        """,
        // Two people.
        "Users": """
        <circle cx="9" cy="8" r="3.5"/><path d="M2.5 20a6.5 6.5 0 0 1 13 0"/><circle cx="17" cy="9" r="2.5"/>\
        <path d="M16.5 14.1a5 5 0 0 1 5 5.4"/>
        """,
        // Wind.
        "AirQuality": """
        <path d="M3 8h10a3 3 0 1 0-3-3"/><path d="M3 12h15a3 3 0 1 1-3 3"/><path d="M3 16h6"/>
        """,
        // Three circles that meet.
        "Groups": """
        <circle cx="9" cy="9.5" r="5"/><circle cx="15" cy="9.5" r="5"/><circle cx="12" cy="15" r="5"/>
        """,
    ]

    /// Four squares, for a scene without an icon of its own.
    private static let fallback: HTML = """
        <rect x="4" y="4" width="7" height="7" rx="1.5"/><rect x="13" y="4" width="7" height="7" rx="1.5"/>\
        <rect x="4" y="13" width="7" height="7" rx="1.5"/><rect x="13" y="13" width="7" height="7" rx="1.5"/>
        """
}
