import SampleData
import Testing

/// The catalogue in TMDB's `language`: Korean for `ko-KR` (and `ko`), English otherwise, with the same movies found.
@Suite struct MovieCatalogLanguageTests {
    static let movie = SampleMovie(
        id: 7, title: "Starlight Harbour", originalTitle: "Starlight Harbour", originalLanguage: "en",
        overview: "A shy radio host hides a secret.", posterPath: nil, backdropPath: nil, releaseDate: "",
        genreIds: [878, 18], popularity: 1, voteAverage: 0, voteCount: 0, tagline: "Trust the tide.",
        translations: [
            "ko": SampleMovieTranslation(title: "별빛 항구", overview: "수줍은 라디오 진행자가 비밀을 숨긴다.", tagline: "물결을 믿어라.")
        ])

    @Test(arguments: ["ko-KR", "ko", "KO-kr"])
    func aKoreanLanguageGivesTheKoreanText(language: String) {
        let korean = MovieCatalog.localized(Self.movie, language: language)
        #expect(korean.title == "별빛 항구")
        #expect(korean.overview == "수줍은 라디오 진행자가 비밀을 숨긴다.")
        #expect(korean.tagline == "물결을 믿어라.")
        #expect(MovieCatalog.genres(of: Self.movie, language: language).map(\.name) == ["SF", "드라마"])
    }

    @Test(arguments: [nil, "en-US", "fr-FR", ""] as [String?])
    func anotherOrNoLanguageFallsBackToEnglish(language: String?) {
        #expect(MovieCatalog.localized(Self.movie, language: language) == Self.movie)
        #expect(MovieCatalog.genres(of: Self.movie, language: language).map(\.name) == ["Science Fiction", "Drama"])
    }

    @Test func aSearchFindsTheSameMoviesInEitherLanguageAndWritesThemInTheAskedOne() {
        let english = MovieCatalog.search([Self.movie], query: "starlight", page: 1, language: "en-US")
        let korean = MovieCatalog.search([Self.movie], query: "starlight", page: 1, language: "ko-KR")
        #expect(english.results.map(\.title) == ["Starlight Harbour"])
        #expect(korean.results.map(\.title) == ["별빛 항구"])
        #expect(korean.totalResults == english.totalResults)
    }

    @Test func aKoreanTitleFindsTheMovie() {
        let found = MovieCatalog.search([Self.movie], query: "항구", page: 1, language: "ko-KR")
        #expect(found.results.map(\.id) == [7])
    }

    @Test func everyBundledMovieHasItsKoreanTitleOverviewAndTagline() throws {
        let movies = try SampleDataset.bundled().movies
        for movie in movies {
            let korean = try #require(movie.translations["ko"], "\(movie.id)")
            #expect(!korean.title.isEmpty && korean.title != movie.title, "\(movie.id)")
            #expect(korean.overview.isEmpty == movie.overview.isEmpty, "\(movie.id)")
            #expect(korean.tagline.isEmpty == movie.tagline.isEmpty, "\(movie.id)")
            #expect(korean.title.contains { ("가"..."힣").contains($0) }, "\(movie.id)")
        }
        // A Korean-language film is known in Korea by its original title.
        let koreanFilm = try #require(movies.first { $0.originalLanguage == "ko" })
        #expect(koreanFilm.translations["ko"]?.title == koreanFilm.originalTitle)
    }

    @Test func englishQueriesFindWhatTheyFoundBeforeTheTranslations() throws {
        // Korean titles hold no Latin letters, so an English query's results are the English titles' matches.
        let movies = try SampleDataset.bundled().movies
        for query in ["star", "night", "city", "love", "the"] {
            let english = movies.filter { movie in
                movie.title.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            }
            #expect(MovieCatalog.search(movies, query: query, page: 1).totalResults == english.count, "\(query)")
        }
    }
}
