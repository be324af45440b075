/// A scene as the home screen lists it.
public struct SceneLink: Hashable, Sendable {
    /// The scene's name, e.g. "Movies".
    public var title: String
    /// The scene's entry path, e.g. "/movies".
    public var path: String
    /// One sentence on what the scene shows.
    public var summary: String
    /// `nil` when the scene is usable; otherwise a configuration message shown instead of the link
    /// (e.g. "Set TMDB_API_KEY to use this scene in the real phase.").
    public var problem: String?

    /// Creates a home-screen entry.
    public init(title: String, path: String, summary: String, problem: String? = nil) {
        self.title = title
        self.path = path
        self.summary = summary
        self.problem = problem
    }
}
