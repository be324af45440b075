import Foundation
import Synchronization

/// A scene's name in every language, as the View rings list it and title its screens: the key `scene.title` of
/// the scene's words (`<Scene>/<Scene>Words.xcstrings` in PresentationLayer, one per name in Package.swift's
/// `scenes`), so a ring lists whatever scenes the app registers by their names alone.
public enum SceneTitle {
    /// The key of a scene's name in its words' catalogue.
    public static let key = "scene.title"

    /// The name of `scene` (its folder's name, `Movies`) in `language`.
    public static func text(of scene: String, in language: Language) -> String {
        catalogue(of: scene).text(key, in: language)
    }

    /// The words' catalogue of `scene`; nil when it is not among PresentationLayer's resources or does not read,
    /// for a test to find before anything runs.
    public static func bundledCatalogue(of scene: String) -> StringCatalogue? {
        guard let url = Bundle.module.url(forResource: scene + "Words", withExtension: "xcstrings"),
            let data = try? Data(contentsOf: url)
        else { return nil }
        return try? StringCatalogue(table: scene + "Words", data: data)
    }

    /// A scene whose catalogue is missing stops here with its name (``StringCatalogue/load(_:from:)``).
    private static func catalogue(of scene: String) -> StringCatalogue {
        catalogues.withLock { loaded in
            if let catalogue = loaded[scene] { return catalogue }
            let catalogue = StringCatalogue.load(scene + "Words", from: .module)
            loaded[scene] = catalogue
            return catalogue
        }
    }

    private static let catalogues = Mutex<[String: StringCatalogue]>([:])
}
