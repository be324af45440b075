/// `GET /3/configuration`: where images are (`images.base_url` + size + path) and in which sizes, and the keys
/// a change can name. Every size listed under `poster_sizes` is one ``TMDBRoutes/posterSizes`` serves.
struct TMDBConfigurationPayload: Encodable {
    struct Images: Encodable {
        var baseURL: String
        var secureBaseURL: String
        var backdropSizes = ["w300", "w780", "w1280", "original"]
        var logoSizes = ["w45", "w92", "w154", "w185", "w300", "w500", "original"]
        var posterSizes = ["w92", "w154", "w185", "w342", "w500", "w780", "original"]
        var profileSizes = ["w45", "w185", "h632", "original"]
        var stillSizes = ["w92", "w185", "w300", "original"]

        enum CodingKeys: String, CodingKey {
            case baseURL = "base_url"
            case secureBaseURL = "secure_base_url"
            case backdropSizes = "backdrop_sizes"
            case logoSizes = "logo_sizes"
            case posterSizes = "poster_sizes"
            case profileSizes = "profile_sizes"
            case stillSizes = "still_sizes"
        }
    }

    var images: Images
    var changeKeys = [
        "adult", "air_date", "also_known_as", "alternative_titles", "biography", "birthday", "budget", "cast",
        "certifications", "character_names", "created_by", "crew", "deathday", "episode", "episode_number",
        "episode_run_time", "freebase_id", "freebase_mid", "general", "genres", "guest_stars", "homepage", "images",
        "imdb_id", "languages", "name", "network", "origin_country", "original_name", "original_title", "overview",
        "parts", "place_of_birth", "plot_keywords", "production_code", "production_companies",
        "production_countries", "releases", "revenue", "runtime", "season", "season_number", "season_regular",
        "spoken_languages", "status", "tagline", "title", "translations", "tvdb_id", "tvrage_id", "type", "video",
        "videos",
    ]

    enum CodingKeys: String, CodingKey {
        case images
        case changeKeys = "change_keys"
    }

    /// Images under `imagesBaseURL` (`http://127.0.0.1:PORT/t/p/`), for both base URLs: the staging server
    /// speaks plain HTTP on loopback.
    init(imagesBaseURL: String) {
        images = Images(baseURL: imagesBaseURL, secureBaseURL: imagesBaseURL)
    }
}
