import SampleData

/// The production facts of a movie's details that the Movies scene does not show (`budget`, `revenue`, `imdb_id`,
/// `homepage`, `belongs_to_collection`, `production_companies`, `production_countries`, `spoken_languages`,
/// `origin_country`): invented sample values, derived from the movie alone so every answer is the same, in the
/// types TMDB sends them.
struct TMDBMovieProduction: Encodable {
    /// `belongs_to_collection`: `null`, or a collection with its images.
    struct Collection: Encodable {
        var id: Int
        var name: String
        @EncodedNull var posterPath: String?
        @EncodedNull var backdropPath: String?

        enum CodingKeys: String, CodingKey {
            case id, name
            case posterPath = "poster_path"
            case backdropPath = "backdrop_path"
        }
    }

    /// One of `production_companies`; `logo_path` is `null` for a company without a logo.
    struct Company: Encodable {
        var id: Int
        @EncodedNull var logoPath: String?
        var name: String
        var originCountry: String

        enum CodingKeys: String, CodingKey {
            case id, name
            case logoPath = "logo_path"
            case originCountry = "origin_country"
        }
    }

    /// One of `production_countries`.
    struct Country: Encodable {
        var iso3166: String
        var name: String

        enum CodingKeys: String, CodingKey {
            case name
            case iso3166 = "iso_3166_1"
        }
    }

    /// One of `spoken_languages`: the English name, the code and the language's own name.
    struct SpokenLanguage: Encodable {
        var englishName: String
        var iso639: String
        var name: String

        enum CodingKeys: String, CodingKey {
            case name
            case englishName = "english_name"
            case iso639 = "iso_639_1"
        }
    }

    /// Invented studios.
    static let companies = [
        Company(id: 90_001, logoPath: "/kestrel9logo.png", name: "Kestrel Point Pictures", originCountry: "US"),
        Company(id: 90_002, logoPath: nil, name: "Lowmere Film Works", originCountry: "GB"),
        Company(id: 90_003, logoPath: "/harbour3logo.png", name: "Harbour Lantern Studio", originCountry: "US"),
        Company(id: 90_004, logoPath: nil, name: "Cobalt Cove Entertainment", originCountry: "KR"),
        Company(id: 90_005, logoPath: "/juniper5logo.png", name: "Juniper Hill Productions", originCountry: "FR"),
    ]

    /// The country and the spoken language of each original language of the catalogue.
    static let origins: [String: (country: Country, language: SpokenLanguage)] = [
        "en": (
            Country(iso3166: "US", name: "United States of America"),
            SpokenLanguage(englishName: "English", iso639: "en", name: "English")
        ),
        "fr": (
            Country(iso3166: "FR", name: "France"),
            SpokenLanguage(englishName: "French", iso639: "fr", name: "Français")
        ),
        "es": (
            Country(iso3166: "ES", name: "Spain"), SpokenLanguage(englishName: "Spanish", iso639: "es", name: "Español")
        ),
        "ko": (
            Country(iso3166: "KR", name: "South Korea"),
            SpokenLanguage(englishName: "Korean", iso639: "ko", name: "한국어/조선말")
        ),
        "ja": (
            Country(iso3166: "JP", name: "Japan"), SpokenLanguage(englishName: "Japanese", iso639: "ja", name: "日本語")
        ),
        "de": (
            Country(iso3166: "DE", name: "Germany"),
            SpokenLanguage(englishName: "German", iso639: "de", name: "Deutsch")
        ),
    ]

    var budget: Int
    var revenue: Int
    @EncodedNull var imdbID: String?
    var homepage: String
    @EncodedNull var collection: Collection?
    var productionCompanies: [Company]
    var productionCountries: [Country]
    var spokenLanguages: [SpokenLanguage]
    var originCountry: [String]

    enum CodingKeys: String, CodingKey {
        case budget, revenue, homepage
        case imdbID = "imdb_id"
        case collection = "belongs_to_collection"
        case productionCompanies = "production_companies"
        case productionCountries = "production_countries"
        case spokenLanguages = "spoken_languages"
        case originCountry = "origin_country"
    }

    /// The facts of `movie`, whose title is already in the answer's language (the collection is named after it).
    /// A movie not released yet has no budget, revenue, IMDb id or homepage (0, 0, `null`, `""`), as on TMDB;
    /// every fifth movie belongs to a collection.
    init(_ movie: SampleMovie, korean: Bool) {
        let released = movie.status == "Released"
        budget = released ? (movie.id % 90 + 5) * 1_000_000 : 0
        revenue = released ? budget * (movie.id % 7 + 1) / 2 : 0
        imdbID = released ? "tt\(String(1_000_000 + movie.id * 37 % 9_000_000))" : nil
        homepage = released && movie.id % 2 == 0 ? "https://www.example.com/movies/\(movie.id)" : ""
        collection =
            movie.id % 5 == 0
            ? Collection(
                id: 100_000 + movie.id, name: korean ? "\(movie.title) 시리즈" : "\(movie.title) Collection",
                posterPath: movie.posterPath, backdropPath: movie.backdropPath)
            : nil
        let first = movie.id % Self.companies.count
        productionCompanies =
            movie.id % 3 == 0
            ? [Self.companies[first], Self.companies[(first + 1) % Self.companies.count]] : [Self.companies[first]]
        let origin = Self.origins[movie.originalLanguage] ?? Self.origins["en"]
        productionCountries = origin.map { [$0.country] } ?? []
        spokenLanguages = origin.map { [$0.language] } ?? []
        originCountry = productionCountries.map(\.iso3166)
    }
}
