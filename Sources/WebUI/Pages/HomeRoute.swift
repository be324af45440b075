import Hummingbird

/// `GET /`: the home screen.
struct HomeRoute {
    let scenes: [SceneLink]
    let notices: [StartupNotice]

    func register(on router: Router<WebRequestContext>) {
        router.get("/") { _, context in
            context.page(
                title: "Strata",
                HomePage(scenes: scenes, notices: notices, strings: context.strings).body)
        }
    }
}
