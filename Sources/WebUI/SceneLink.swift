import Foundation
import PresentationLayer
import Synchronization

/// A scene as the home screen lists it: its name, its entry path, and what it lacks in this phase. Its title is
/// the scene's name both View rings show (PresentationLayer's ``SceneTitle``), its summary the key
/// `scene.summary` of the scene's own catalogue (`<Scene>/<Scene>.xcstrings`), so the home page lists whatever
/// scenes the app registers.
public struct SceneLink: Hashable, Sendable {
    /// Why a scene cannot run in this phase.
    public enum Problem: Hashable, Sendable {
        /// The phase needs a key in this environment variable (`TMDB_API_KEY`).
        case missingKey(variable: String)
    }

    /// The scene's name: its folder in every ring and its catalogue's name (`Movies`).
    public var scene: String
    /// The scene's entry path, e.g. "/movies".
    public var path: String
    /// `nil` when the scene is usable; otherwise what it lacks, shown instead of the link.
    public var problem: Problem?
    /// The article (and section) of the documentation on how the scene is built, `ThreePatterns#Clean-Swift-VIP`
    /// as DocC links it, which the scene's pages link; `nil` for none.
    public var documentation: String?

    /// Creates a home-screen entry.
    public init(scene: String, path: String, problem: Problem? = nil, documentation: String? = nil) {
        self.scene = scene
        self.path = path
        self.problem = problem
        self.documentation = documentation
    }

    /// The catalogue key every scene's catalogue holds for its home entry.
    public static let summaryKey = "scene.summary"

    /// The scene's name in `strings`' language.
    public func title(_ strings: Strings) -> String {
        SceneTitle.text(of: scene, in: strings.language)
    }

    /// One sentence on what the scene shows.
    public func summary(_ strings: Strings) -> String {
        catalogue.text(Self.summaryKey, in: strings.language)
    }

    /// The scene's catalogue, as its pages read it.
    // A scene whose catalogue is not among WebUI's resources (Package.swift's `scenes`) stops here with its
    // name; `bundledCatalogue(of:)` lets a test find that before anything runs.
    private var catalogue: StringCatalogue {
        Self.catalogues.withLock { loaded in
            if let catalogue = loaded[scene] { return catalogue }
            let catalogue = StringCatalogue.load(scene, from: .module)
            loaded[scene] = catalogue
            return catalogue
        }
    }

    private static let catalogues = Mutex<[String: StringCatalogue]>([:])

    /// The catalogue of `scene` among WebUI's resources; nil when it is missing or does not read.
    public static func bundledCatalogue(of scene: String) -> StringCatalogue? {
        guard let url = Bundle.module.url(forResource: scene, withExtension: "xcstrings"),
            let data = try? Data(contentsOf: url)
        else { return nil }
        return try? StringCatalogue(table: scene, data: data)
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
