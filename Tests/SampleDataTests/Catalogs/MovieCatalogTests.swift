import SampleData
import Testing

private func movie(_ id: Int, _ title: String, popularity: Double = 1) -> SampleMovie {
    SampleMovie(
        id: id, title: title, originalTitle: title, originalLanguage: "en", overview: "", posterPath: nil,
        backdropPath: nil, releaseDate: "", genreIds: [], popularity: popularity, voteAverage: 0, voteCount: 0
    )
}

@Test func searchIgnoresCaseAndDiacritics() {
    let movies = [movie(1, "Café Mirabelle"), movie(2, "CAFE SOCIETY"), movie(3, "Tea House"), movie(4, "Zoë")]

    #expect(MovieCatalog.search(movies, query: "café", page: 1).results.map(\.id) == [1, 2])
    #expect(MovieCatalog.search(movies, query: "CAFE", page: 1).results.map(\.id) == [1, 2])
    #expect(MovieCatalog.search(movies, query: "zoe", page: 1).results.map(\.id) == [4])
}

@Test func searchRequiresEveryWordOfTheTrimmedQuery() {
    let movies = [movie(1, "Star Road"), movie(2, "Road to the Stars"), movie(3, "Star Signal"), movie(4, "Road")]

    let page = MovieCatalog.search(movies, query: "  road \t STAR  ", page: 1)

    #expect(page.results.map(\.id) == [1, 2])
    #expect(page.totalResults == 2)
}

@Test func searchOrdersByPopularityThenId() {
    let movies = [
        movie(30, "Night A", popularity: 5), movie(10, "Night B", popularity: 9),
        movie(20, "Night C", popularity: 5), movie(5, "Night D", popularity: 1),
    ]

    #expect(MovieCatalog.search(movies, query: "night", page: 1).results.map(\.id) == [10, 20, 30, 5])
}

@Test func searchPagesByTwentyAndAnswersEmptyPastTheLastPage() {
    let movies = (1...45).map { movie($0, "Love \($0)", popularity: Double(100 - $0)) }

    let pages = (1...4).map { MovieCatalog.search(movies, query: "love", page: $0) }

    #expect(pages.map(\.results.count) == [20, 20, 5, 0])
    #expect(pages.map(\.page) == [1, 2, 3, 4])
    #expect(pages.allSatisfy { $0.totalPages == 3 && $0.totalResults == 45 })
    #expect(pages.flatMap(\.results).map(\.id) == Array(1...45))
}

@Test func emptyQueryOrNoMatchAnswersOneEmptyPage() {
    let movies = [movie(1, "Star Road")]
    let empty = MovieSearchPage(page: 1, results: [], totalPages: 1, totalResults: 0)

    #expect(MovieCatalog.search(movies, query: "", page: 1) == empty)
    #expect(MovieCatalog.search(movies, query: "   ", page: 1) == empty)
    #expect(MovieCatalog.search(movies, query: "ocean", page: 1) == empty)
    #expect(MovieCatalog.search(movies, query: "star", page: 0).results.isEmpty)
}

@Test func bundledCatalogueHasMultiPageAndSinglePageQueries() throws {
    let movies = try SampleDataset.bundled().movies

    for word in ["star", "night", "city", "love"] {
        let first = MovieCatalog.search(movies, query: word, page: 1)
        #expect((45...120).contains(first.totalResults), "\(word): \(first.totalResults)")
        #expect(first.totalPages >= 3, "\(word)")
        let all = (1...first.totalPages).flatMap { MovieCatalog.search(movies, query: word, page: $0).results }
        #expect(all.count == first.totalResults)
        #expect(Set(all.map(\.id)).count == all.count)
        #expect(zip(all, all.dropFirst()).allSatisfy { $0.popularity >= $1.popularity })
    }
    let cafe = MovieCatalog.search(movies, query: "CAFE", page: 1)
    #expect(cafe.totalPages == 1)
    #expect(cafe.results.count >= 2)
    #expect(cafe.results.allSatisfy { $0.title.contains("Café") })
}

@Test func aMovieIsFoundByItsIdOnly() {
    let movies = [movie(1, "Star Road"), movie(2, "Road to the Stars")]

    #expect(MovieCatalog.movie(movies, id: 2)?.title == "Road to the Stars")
    #expect(MovieCatalog.movie(movies, id: 3) == nil)
    #expect(MovieCatalog.movie(movies, id: -1) == nil)
}

@Test func genresAreNamedAsTMDBNamesThemInTheMoviesOrder() {
    var scienceFiction = movie(1, "Star Road")
    scienceFiction.genreIds = [878, 12, 4242]

    #expect(MovieCatalog.genres(of: scienceFiction).map(\.name) == ["Science Fiction", "Adventure"])
}
