import LiveWeb
import PresentationLayer

/// The home screen: the five scenes as cards, the running phase, and what the app repaired at start-up.
struct HomePage {
    let scenes: [SceneLink]
    let phase: String
    let notices: [StartupNotice]
    let strings: Strings

    var body: HTML {
        """
        <section class="intro">
        <h1>Strata</h1>
        <p>\(strings[SiteText.intro]) \(strings[SiteText.phase]): <span class="badge">\(phase)</span></p>
        <p><a href="\(DocsRoutes.path)">\(strings[DocsText.homeLink])</a></p>
        </section>
        \(notices.map(noticeLine))
        <h2 class="visually-hidden">\(strings[SharedWords.scenes])</h2>
        <ul class="cards">
        \(scenes.map(card))
        </ul>
        """
    }

    private func noticeLine(_ notice: StartupNotice) -> HTML {
        "<p class=\"notice\" role=\"status\">\(notice.text(strings))</p>\n"
    }

    private func card(_ scene: SceneLink) -> HTML {
        if let problem = scene.problem {
            return """
                <li class="card card-unavailable">
                <h3>\(scene.title(strings))</h3>
                <p>\(scene.summary(strings))</p>
                <p class="error">\(problem.text(strings))</p>
                </li>

                """
        }
        return """
            <li class="card">
            <h3><a href="\(scene.path)">\(scene.title(strings))</a></h3>
            <p>\(scene.summary(strings))</p>
            </li>

            """
    }
}
