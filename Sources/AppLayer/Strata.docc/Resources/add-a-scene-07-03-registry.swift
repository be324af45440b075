/// Every scene of the app, one line per scene, in the order the home page lists them. Whatever names the
/// scenes is read from here: the home page, the routes, `strata --help` and the settings `real` needs.
enum SceneRegistry {
    static let scenes: [any SceneDIContainer.Type] = [
        MoviesSceneDIContainer.self,
        PokemonSceneDIContainer.self,
        UsersSceneDIContainer.self,
        AirQualitySceneDIContainer.self,
        GroupsSceneDIContainer.self,
        BookshelfSceneDIContainer.self,
    ]

    /// Every scene's settings, in the scenes' order.
    static var settings: [any SceneSettingDeclaration] {
        scenes.flatMap { $0.settings }
    }
}
