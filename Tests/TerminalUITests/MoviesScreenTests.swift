import DomainLayer
import Foundation
import PresentationLayer
import TerminalKit
import TestSupport
import Testing

@testable import TerminalUI

/// The Movies screen over the real use cases, their repositories in memory.
@MainActor
@Suite struct MoviesScreenTests {
    let movies = FakeMoviesRepository()
    let queries = FakeMovieQueriesRepository(saved: ["star trek", "alien", "star wars"].compactMap(MovieQuery.init))
    let flow: MoviesFlowCoordinator
    let screen: MoviesScreen

    init() {
        flow = MoviesFlowCoordinator(
            dependencies: MoviesSceneDependencies(
                searchMovies: SearchMoviesInteractor(movies: movies, queries: queries),
                fetchRecentQueries: FetchRecentMovieQueriesInteractor(queries: queries),
                removeRecentQuery: RemoveRecentMovieQueryInteractor(queries: queries),
                fetchMovieDetails: FetchMovieDetailsInteractor(movies: movies)))
        screen = MoviesScreen(flow: flow, strings: .en)
    }

    /// Serves `pages` pages of 20 movies for `query`.
    func serve(_ query: String, pages: Int) {
        for page in 1...pages {
            movies.setFresh(
                .page(MoviesPresentationFixtures.page(page, of: pages, query: query)), for: MovieQuery(query)!,
                page: page)
        }
    }

    func type(_ text: String) {
        for character in text { _ = screen.handle(.character(character)) }
    }

    /// Focuses the field, types `text` and presses Enter; returns once the search settled.
    func search(_ text: String) async {
        _ = screen.handle(.character("/"))
        type(text)
        _ = screen.handle(.enter)
        await flow.settled()
    }

    @Test func searchingShowsARowPerMovieWithItsYearAndWhereTheSelectionIs() async {
        serve("alpha", pages: 2)
        #expect(screen.drawnLines()[2] == "Press / to search for movies.")
        await search("alpha")
        #expect(!screen.isEditing)
        let shown = screen.drawnLines()
        #expect(shown[0] == "Search: alpha")
        #expect(screen.keys.map(\.key) == ["↑↓", "/", "Enter"])
        #expect(shown[2] == "“alpha” · 1 of 20+")
        let first = MoviesPresentationFixtures.movieID(query: "alpha", page: 1, index: 0)
        #expect(shown[3] == "  Movie \(first)" + String(repeating: " ", count: 80 - 2 - 10 - 5) + "2025")
        #expect(shown[4].hasPrefix("  Movie \(first + 1) "))
        #expect(shown.last == "  More as you scroll down")
    }

    @Test func theFieldShowsTheRecentSearchesThatStartWithTheTextAndEnterSearchesThePickedOne() async {
        serve("star wars", pages: 1)
        _ = screen.handle(.character("/"))
        #expect(screen.isEditing)
        await flow.settled()
        #expect(
            Array(screen.drawnLines()[1...4]) == [
                "        Recent searches", "         star wars", "         alien", "         star trek",
            ])
        type("sta")
        #expect(
            Array(screen.drawnLines()[1...3]) == [
                "        Recent searches", "         star wars", "         star trek",
            ])
        #expect(screen.cursor?.row == 0 && screen.cursor?.column == 11)
        _ = screen.handle(.down)
        _ = screen.handle(.enter)
        await flow.settled()
        #expect(flow.list.state.query == "star wars")
        #expect(screen.drawnLines()[0] == "Search: star wars")
        #expect(screen.drawnLines()[2] == "“star wars” · 1 of 20")
    }

    @Test func deleteRemovesThePickedRecentSearch() async {
        _ = screen.handle(.character("/"))
        await flow.settled()
        _ = screen.handle(.down)
        _ = screen.handle(.down)
        _ = screen.handle(.delete)
        await screen.removal?.value
        await flow.settled()
        #expect(queries.removals.map(\.text) == ["alien"])
        var body = ScreenBuffer(width: 80, height: 20)
        screen.draw(in: &body)
        #expect(Array(body.lines[1...3]) == ["        Recent searches", "         star wars", "         star trek"])
        #expect(body[3, 9].style == .selected)
    }

    @Test func escLeavesTheFieldAndTheKeysGoBackToTheList() async {
        _ = screen.handle(.character("/"))
        #expect(screen.isEditing)
        _ = screen.handle(.escape)
        #expect(!screen.isEditing)
        #expect(screen.handle(.escape).isIgnored, "Esc out of the field should leave the screen to the app")
    }

    @Test func typingATitleWhileTheRowsHaveTheKeysStartsANewSearchInsteadOfRunningCommands() async {
        serve("alpha", pages: 1)
        serve("quest", pages: 1)
        await search("alpha")
        let handled = "quest".filter { character in
            if case .handled = screen.handle(.character(character)) { true } else { false }
        }
        #expect(handled == "quest")
        #expect(screen.isEditing)
        #expect(screen.drawnLines()[0] == "Search: quest")
        _ = screen.handle(.enter)
        await flow.settled()
        #expect(screen.drawnLines()[2].hasPrefix("“quest”"))
    }

    @Test func theNextPageIsAskedForAsTheSelectionNearsTheEnd() async {
        serve("alpha", pages: 2)
        await search("alpha")
        _ = screen.drawnLines()
        for _ in 0..<15 { _ = screen.handle(.down) }
        #expect(flow.list.state.page == 1)
        _ = screen.handle(.down)
        #expect(flow.list.state.isLoading)
        #expect(screen.drawnLines().contains("  Loading more…"))
        await flow.settled()
        #expect(flow.list.state.page == 2 && flow.list.state.items.count == 40)
        let shown = screen.drawnLines()
        #expect(shown[2] == "“alpha” · 17 of 40")
        for _ in 0..<30 { _ = screen.handle(.down) }
        #expect(screen.drawnLines().last == "  End of results")
    }

    @Test func aFailedSearchShowsTheMessageAndRetryAndRRetries() async {
        movies.setFresh(.failure(.offline), for: MovieQuery("alpha")!, page: 1)
        await search("alpha")
        let shown = screen.drawnLines()
        #expect(shown[2] == ErrorMessage.offline.text(.en))
        #expect(shown[3] == "Retry (r)")
        #expect(screen.keys.contains(KeyHelp("r", "retry")))
        serve("alpha", pages: 1)
        #expect(screen.handle(.character("r")).isHandled, "r was not handled")
        await flow.settled()
        #expect(screen.drawnLines()[2] == "“alpha” · 1 of 20")
    }

    @Test func aFailedNextPageShowsRetryUnderTheRows() async {
        serve("alpha", pages: 2)
        movies.setFresh(.failure(.timedOut), for: MovieQuery("alpha")!, page: 2)
        await search("alpha")
        _ = screen.drawnLines()
        for _ in 0..<19 { _ = screen.handle(.down) }
        await flow.settled()
        #expect(screen.drawnLines().last == "  \(ErrorMessage.timedOut.text(.en)) Retry (r)")
    }

    @Test func aSearchThatFindsNothingSaysSo() async {
        movies.setFresh(.page(MoviesPage(page: 1, totalPages: 1, movies: [])), for: MovieQuery("zzz")!, page: 1)
        await search("zzz")
        #expect(screen.drawnLines()[2] == "No movies found for “zzz”.")
    }

    @Test func enterOnARowPushesItsDetailsWithTheOverviewWrapped() async throws {
        let overview = (1...30).map { "word\($0)" }.joined(separator: " ")
        let movie = Movie(
            id: 7, title: "기생충", overview: overview, posterPath: nil,
            releaseDate: Date(timeIntervalSince1970: 1_559_347_200))
        movies.setFresh(.page(MoviesPage(page: 1, totalPages: 1, movies: [movie])), for: MovieQuery("기생")!, page: 1)
        var details = MovieDetailsFixtures.details(id: 7, title: "기생충")
        details.overview = overview
        movies.setDetails(.success(details), for: 7)
        await search("기생")
        #expect(screen.drawnLines()[3].hasPrefix("  기생충 "))
        let pushed = try #require(screen.handle(.enter).pushed, "Enter did not push the details")
        await flow.settled()
        #expect(pushed.title == "기생충")
        let shown = pushed.drawnLines()
        #expect(shown[0] == "기생충")
        #expect(shown[1] == "Tagline of 7.")
        #expect(shown[3] == "Release date: Jan 15, 2025")
        #expect(shown[4] == "2 h 8 min · Science Fiction, Adventure")
        #expect(shown[6].hasPrefix("word1 word2") && shown[6].count <= 80)
        #expect(shown[6...].joined(separator: " ").trimmingCharacters(in: .whitespaces) == overview)
    }

    @Test func whereTheSceneHasMoviePagesARowsTitleLinksThereAndOOnItsDetailsOpensIt() async throws {
        let flow = MoviesFlowCoordinator(
            dependencies: MoviesSceneDependencies(
                searchMovies: SearchMoviesInteractor(movies: movies, queries: queries),
                fetchRecentQueries: FetchRecentMovieQueriesInteractor(queries: queries),
                removeRecentQuery: RemoveRecentMovieQueryInteractor(queries: queries),
                fetchMovieDetails: FetchMovieDetailsInteractor(movies: movies),
                moviePage: { "https://movies.example/movie/\($0)" }))
        let screen = MoviesScreen(flow: flow, strings: .en)
        let movie = Movie(id: 7, title: "Parasite", overview: "", posterPath: nil, releaseDate: nil)
        movies.setFresh(.page(MoviesPage(page: 1, totalPages: 1, movies: [movie])), for: MovieQuery("para")!, page: 1)
        movies.setDetails(.success(MovieDetailsFixtures.details(id: 7, title: "Parasite")), for: 7)
        _ = screen.handle(.character("/"))
        for character in "para" { _ = screen.handle(.character(character)) }
        _ = screen.handle(.enter)
        await flow.settled()
        let link = try #require(TerminalLink("https://movies.example/movie/7"))
        var body = ScreenBuffer(width: 60, height: 10)
        screen.draw(in: &body)
        let row = try #require((0..<10).first { body.lines[$0].hasPrefix("  Parasite") })
        #expect(body[row, 2].style.link == link && body[row, 0].style.link == nil)
        let details = try #require(screen.handle(.enter).pushed)
        await flow.settled()
        #expect(details.keys.contains(KeyHelp("o", "open in the browser")))
        guard case .openInBrowser(let opened) = details.handle(.character("o")) else {
            Issue.record("o opens no page")
            return
        }
        #expect(opened == link)
    }

    @Test func withoutMoviePagesNoRowLinksAndTheDetailsOfferNoO() async throws {
        serve("alpha", pages: 1)
        await search("alpha")
        var body = ScreenBuffer(width: 60, height: 10)
        screen.draw(in: &body)
        #expect((0..<10).allSatisfy { row in (0..<60).allSatisfy { body[row, $0].style.link == nil } })
        let details = try #require(screen.handle(.enter).pushed)
        await flow.settled()
        #expect(!details.keys.contains { $0.key == "o" })
        #expect(details.handle(.character("o")).isIgnored)
    }

    @Test func aLongOverviewScrollsAPageAtATimeAndToItsEndsAndIsWrappedAgainForANewWidth() async {
        var details = MovieDetailsFixtures.details(id: 7, title: "Long")
        details.overview = (1...300).map { "word\($0)" }.joined(separator: " ")
        movies.setDetails(.success(details), for: 7)
        let viewModel = MovieDetailsViewModel(fetchDetails: FetchMovieDetailsInteractor(movies: movies))
        viewModel.didOpen(movieID: 7)
        await viewModel.settled()
        let screen = MovieDetailsScreen(viewModel: viewModel, movieID: 7, origin: nil, strings: .en)
        let page = MovieDetailsLines.lines(for: viewModel.state, width: 40, strings: .en).map(\.text)
        #expect(page.count > 40)
        #expect(screen.drawnLines(width: 40, height: 10) == Array(page.prefix(10)))
        // A page of ten rows moves nine lines; the last top shows the overview's last line at the bottom.
        let last = page.count - 10
        let keys = [Key.pageDown, .character(" "), .pageUp, .end, .home, .character("G"), .character("g")]
        for (key, top) in zip(keys, [9, 18, 9, last, 0, last, 0]) {
            #expect(screen.handle(key).isHandled)
            #expect(screen.drawnLines(width: 40, height: 10) == Array(page[top..<top + 10]), "after \(key)")
        }
        let wider = MovieDetailsLines.lines(for: viewModel.state, width: 60, strings: .en).map(\.text)
        #expect(screen.drawnLines(width: 60, height: 10) == Array(wider.prefix(10)))
    }

    @Test func detailsThatFailShowTheMessageAndRRetriesThem() async throws {
        serve("alpha", pages: 1)
        await search("alpha")
        let id = MoviesPresentationFixtures.movieID(query: "alpha", page: 1, index: 0)
        movies.setDetails(.failure(.server(status: 500, message: nil)), for: id)
        let pushed = try #require(screen.handle(.enter).pushed, "Enter did not push the details")
        await flow.settled()
        #expect(Array(pushed.drawnLines().prefix(2)) == [ErrorMessage.server.text(.en), "Retry (r)"])
        movies.setDetails(.success(MovieDetailsFixtures.details(id: id)), for: id)
        _ = pushed.handle(.character("r"))
        await flow.settled()
        #expect(pushed.drawnLines()[0] == "Movie \(id)")
    }
}
