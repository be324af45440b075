/// The home screen: the five scenes as cards, the running phase, and what the app repaired at start-up.
struct HomePage {
    let scenes: [SceneLink]
    let phase: String
    let notices: [String]

    var body: HTML {
        """
        <section class="intro">
        <h1>Strata</h1>
        <p>Five classic sample apps on one Clean Architecture core. \
        Running phase: <span class="badge">\(phase)</span></p>
        </section>
        \(notices.map(noticeLine))
        <ul class="cards">
        \(scenes.map(card))
        </ul>
        """
    }

    private func noticeLine(_ notice: String) -> HTML {
        "<p class=\"notice\" role=\"status\">\(notice)</p>\n"
    }

    private func card(_ scene: SceneLink) -> HTML {
        if let problem = scene.problem {
            return """
                <li class="card card-unavailable">
                <h2>\(scene.title)</h2>
                <p>\(scene.summary)</p>
                <p class="error">\(problem)</p>
                </li>

                """
        }
        return """
            <li class="card">
            <h2><a href="\(scene.path)">\(scene.title)</a></h2>
            <p>\(scene.summary)</p>
            </li>

            """
    }
}
