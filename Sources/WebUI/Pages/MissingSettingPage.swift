import Hummingbird
import LiveWeb
import PresentationLayer

/// What a scene's paths answer when the phase lacks a setting the scene needs (the real phase without
/// `TMDB_API_KEY`): the setting's environment variable and how to start Strata with it, the way it was started
/// (`TMDB_API_KEY=… ./strata --phase real`). Status `503`.
struct MissingSettingPage {
    let scene: SceneLink
    let variable: String
    /// How Strata was started (``WebUIConfiguration/startCommand``).
    let startCommand: String

    func body(_ strings: Strings) -> HTML {
        """
        <section class="error-page missing-setting">
        <h1>\(strings[SiteText.missingSettingTitle])</h1>
        <p>\(strings(SiteText.missingSettingMessage, scene.title(strings), variable))</p>
        <pre><code>\(variable)=… \(startCommand)</code></pre>
        <p><a class="button" href="/">\(strings[SiteText.backHome])</a></p>
        </section>
        """
    }

    func response(context: WebRequestContext) -> Response {
        context.page(
            title: context.strings[SiteText.missingSettingTitle], status: .serviceUnavailable, body(context.strings))
    }
}

/// The paths of every scene the phase cannot run (`/movies`, `/movies/…`), answered by its
/// ``MissingSettingPage`` instead of "Page not found".
struct UnavailableScenesRoute {
    let scenes: [SceneLink]
    let startCommand: String

    func register(on router: Router<WebRequestContext>) {
        for scene in scenes {
            guard case .missingKey(let variable) = scene.problem else { continue }
            let page = MissingSettingPage(scene: scene, variable: variable, startCommand: startCommand)
            router.get(RouterPath(scene.path)) { _, context in page.response(context: context) }
            router.get(RouterPath(scene.path + "/**")) { _, context in page.response(context: context) }
        }
    }
}
