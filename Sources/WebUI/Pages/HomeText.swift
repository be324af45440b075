import PresentationLayer

/// The home page's words, in `Home.xcstrings`: what the app offers, and each scene's tile in a user's words.
enum HomeText: String, LocalizedKey {
    case lead = "home.lead"
    /// The name of the list of tiles, for a screen reader ("Apps").
    case scenes = "home.scenes"
    case tileMovies = "home.tile.Movies"
    case tilePokemon = "home.tile.Pokemon"
    case tileUsers = "home.tile.Users"
    case tileAirQuality = "home.tile.AirQuality"
    case tileGroups = "home.tile.Groups"

    static let catalogue = StringCatalogue.load("Home", from: .module)

    /// What `scene`'s tile says it does for its user; nil for a scene the home page has no words for (a new
    /// scene's tile says its summary instead).
    static func tile(of scene: String) -> HomeText? {
        HomeText(rawValue: "home.tile.\(scene)")
    }
}
