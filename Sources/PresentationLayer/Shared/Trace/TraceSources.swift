/// Where a traced step's type is declared, as both View rings' trace views show it beside the step
/// (`CachedMoviesRepository` → `Sources/DataLayer/Movies/CachedMoviesRepository.swift`). The map is written from
/// the tree by `scripts/trace-sources` (`TraceSourceFiles.swift`); a name it does not hold has no file shown,
/// rather than a guessed one.
public enum TraceSources {
    /// The file declaring `type`, a step's type as its trace names it (`CachedMoviesRepository`, or a generic
    /// type's name with its arguments, `SettleableModel<MoviesFlowCoordinator>`); nil for a name the map does not
    /// hold (an upstream call's service, `tmdb`).
    public static func file(ofType type: String) -> String? {
        let name = type.prefix { $0 != "<" }
        return files[String(name.split(separator: ".").last ?? name)]
    }

    /// The file of `scene`'s web routes (`Movies` → `Sources/WebUI/Movies/MoviesWebRoutes.swift`), where a route
    /// step of the scene's pages is answered.
    public static func routesFile(ofScene scene: String) -> String? {
        files["\(scene)WebRoutes"]
    }
}
