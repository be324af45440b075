import Hummingbird

/// `GET /`: the home screen.
struct HomeRoute {
    let scenes: [SceneLink]
    let notices: [String]

    func register(on router: Router<WebRequestContext>) {
        router.get("/") { _, context in
            context.page(title: "Strata", HomePage(scenes: scenes, phase: context.phase, notices: notices).body)
        }
    }
}
