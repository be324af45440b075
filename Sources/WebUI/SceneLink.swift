import PresentationLayer

/// A scene as the home screen lists it, worded in the page's language.
public struct SceneLink: Hashable, Sendable {
    /// The scenes of the app.
    public enum Scene: String, Hashable, Sendable {
        case movies, pokemon, users, airQuality, groups
    }

    /// Why a scene cannot run in this phase.
    public enum Problem: Hashable, Sendable {
        /// The phase needs a key in this environment variable (`TMDB_API_KEY`).
        case missingKey(variable: String)
    }

    /// Which scene.
    public var scene: Scene
    /// The scene's entry path, e.g. "/movies".
    public var path: String
    /// `nil` when the scene is usable; otherwise what it lacks, shown instead of the link.
    public var problem: Problem?

    /// Creates a home-screen entry.
    public init(scene: Scene, path: String, problem: Problem? = nil) {
        self.scene = scene
        self.path = path
        self.problem = problem
    }

    /// The scene's name in `strings`' language.
    func title(_ strings: Strings) -> String {
        switch scene {
        case .movies: strings[SiteText.moviesTitle]
        case .pokemon: strings[SiteText.pokemonTitle]
        case .users: strings[SiteText.usersTitle]
        case .airQuality: strings[SiteText.airQualityTitle]
        case .groups: strings[SiteText.groupsTitle]
        }
    }

    /// One sentence on what the scene shows.
    func summary(_ strings: Strings) -> String {
        switch scene {
        case .movies: strings[SiteText.moviesSummary]
        case .pokemon: strings[SiteText.pokemonSummary]
        case .users: strings[SiteText.usersSummary]
        case .airQuality: strings[SiteText.airQualitySummary]
        case .groups: strings[SiteText.groupsSummary]
        }
    }
}

extension SceneLink.Problem {
    /// What to do, in `strings`' language.
    func text(_ strings: Strings) -> String {
        switch self {
        case .missingKey(let variable): strings(SiteText.missingKey, variable)
        }
    }
}
