import DomainLayer
import PresentationLayer
import TestSupport
import Testing

@MainActor
struct MoviesListViewModelTests {
    let search = FakeSearchMoviesUseCase()

    func makeViewModel() -> MoviesListViewModel {
        MoviesListViewModel(searchMovies: search)
    }

    @Test func searchShowsFullScreenLoadingThenTheCachedPageThenTheFreshPage() async throws {
        let viewModel = makeViewModel()
        viewModel.didSearch(query: "  alpha ")
        #expect(viewModel.state == MoviesListViewModel.State(query: "alpha", status: .loading(.fullScreen)))
        let request = try #require(search.lastRequest)
        #expect(request.query.text == "alpha" && request.page == 1)

        let cached = MoviesPresentationFixtures.page(1, of: 3, query: "alpha", cached: true)
        request.replyCached(cached)
        await change { viewModel.state }
        #expect(
            viewModel.state
                == MoviesListViewModel.State(
                    query: "alpha", items: rows([cached]), page: 1, hasMorePages: true, cachedTailCount: 20,
                    status: .loading(.fullScreen)))

        let fresh = MoviesPresentationFixtures.page(1, of: 3, query: "alpha")
        request.replyFresh(fresh)
        await viewModel.settled()
        #expect(
            viewModel.state
                == MoviesListViewModel.State(
                    query: "alpha", items: rows([fresh]), page: 1, hasMorePages: true, status: .loaded))
    }

    @Test func aFreshPageLikeItsCachedCopyKeepsTheRowsAndTakesItsPageCount() async throws {
        let viewModel = makeViewModel()
        viewModel.didSearch(query: "alpha")
        let request = try #require(search.lastRequest)
        let cached = MoviesPresentationFixtures.page(1, of: 3, query: "alpha")
        request.replyCached(cached)
        await change { viewModel.state }

        request.replyFresh(MoviesPage(page: 1, totalPages: 1, movies: cached.movies))
        await viewModel.settled()
        #expect(
            viewModel.state
                == MoviesListViewModel.State(
                    query: "alpha", items: rows([cached]), page: 1, hasMorePages: false, status: .loaded))
    }

    @Test func aQueryNotSavedIsANoticeBesideTheResultsUntilTheNextSearch() async throws {
        let viewModel = makeViewModel()
        viewModel.didSearch(query: "alpha")
        let request = try #require(search.lastRequest)
        let fresh = MoviesPresentationFixtures.page(1, of: 3, query: "alpha")
        request.replyQueryNotSaved()
        request.replyFresh(fresh)
        await viewModel.settled()
        #expect(
            viewModel.state
                == MoviesListViewModel.State(
                    query: "alpha", items: rows([fresh]), page: 1, hasMorePages: true, status: .loaded,
                    notice: .queryNotSaved(.diskFull)))
        #expect(
            viewModel.state.notice?.text(Strings(.en))
                == "This search wasn’t added to your recent searches. The disk is full.")
        #expect(viewModel.state.notice?.text(Strings(.ko)) == "이 검색어를 최근 검색에 추가하지 못했어요. 디스크가 가득 찼어요.")

        viewModel.didSearch(query: "beta")
        #expect(viewModel.state == MoviesListViewModel.State(query: "beta", status: .loading(.fullScreen)))
    }

    @Test func aQueryNotSavedSaysWhyInTheWordsOfEveryOtherSave() async throws {
        let viewModel = makeViewModel()
        viewModel.didSearch(query: "alpha")
        let request = try #require(search.lastRequest)
        request.replyQueryNotSaved(.notWritable)
        request.replyFresh(MoviesPresentationFixtures.page(1, of: 1, query: "alpha"))
        await viewModel.settled()
        #expect(viewModel.state.notice == .queryNotSaved(.notWritable))
        #expect(
            viewModel.state.notice?.text(Strings(.en))
                == "This search wasn’t added to your recent searches. Strata can’t write to its data directory.")
    }

    @Test func nextPageShowsTheFooterLoadingAndAppendsInOrder() async throws {
        let viewModel = makeViewModel()
        viewModel.didSearch(query: "alpha")
        let first = MoviesPresentationFixtures.page(1, of: 3, query: "alpha")
        try #require(search.lastRequest).replyFresh(first)
        await viewModel.settled()

        viewModel.didLoadNextPage()
        #expect(
            viewModel.state
                == MoviesListViewModel.State(
                    query: "alpha", items: rows([first]), page: 1, hasMorePages: true, status: .loading(.nextPage)))
        let request = try #require(search.lastRequest)
        #expect(request.page == 2)
        viewModel.didLoadNextPage()
        #expect(search.requests.count == 2)

        let second = MoviesPresentationFixtures.page(2, of: 3, query: "alpha")
        request.replyFresh(second)
        await viewModel.settled()
        #expect(
            viewModel.state
                == MoviesListViewModel.State(
                    query: "alpha", items: rows([first, second]), page: 2, hasMorePages: true, status: .loaded))
    }

    @Test func theLastPageStopsLoading() async throws {
        let viewModel = makeViewModel()
        viewModel.didSearch(query: "alpha")
        let only = MoviesPresentationFixtures.page(1, of: 1, query: "alpha", size: 3)
        try #require(search.lastRequest).replyFresh(only)
        await viewModel.settled()
        viewModel.didLoadNextPage()
        #expect(search.requests.count == 1)
        #expect(
            viewModel.state
                == MoviesListViewModel.State(
                    query: "alpha", items: rows([only]), page: 1, hasMorePages: false, status: .loaded))
    }

    @Test func noResultsIsTheEmptyState() async throws {
        let viewModel = makeViewModel()
        viewModel.didSearch(query: "alpha")
        try #require(search.lastRequest).replyFresh(MoviesPage(page: 1, totalPages: 1, movies: []))
        await viewModel.settled()
        #expect(viewModel.state == MoviesListViewModel.State(query: "alpha", page: 1, status: .loaded))
        #expect(viewModel.state.isEmpty)
    }

    @Test func aFailedNextPageKeepsTheRowsAndRetryLoadsItAgain() async throws {
        let viewModel = makeViewModel()
        viewModel.didSearch(query: "alpha")
        let first = MoviesPresentationFixtures.page(1, of: 2, query: "alpha")
        try #require(search.lastRequest).replyFresh(first)
        await viewModel.settled()
        viewModel.didLoadNextPage()
        try #require(search.lastRequest).fail(DomainError.server(status: 500, message: nil))
        await viewModel.settled()
        #expect(
            viewModel.state
                == MoviesListViewModel.State(
                    query: "alpha", items: rows([first]), page: 1, hasMorePages: true,
                    status: .failed(ErrorMessage.server, of: .nextPage)))

        viewModel.didTapRetry()
        #expect(viewModel.state.status == .loading(.nextPage))
        let retry = try #require(search.lastRequest)
        #expect(retry.page == 2)
        let second = MoviesPresentationFixtures.page(2, of: 2, query: "alpha")
        retry.replyFresh(second)
        await viewModel.settled()
        #expect(
            viewModel.state
                == MoviesListViewModel.State(
                    query: "alpha", items: rows([first, second]), page: 2, hasMorePages: false, status: .loaded))
    }

    @Test func aFreshPageFailingAfterItsCachedCopyKeepsTheCachedRowsAndRetryReplacesThem() async throws {
        let viewModel = makeViewModel()
        viewModel.didSearch(query: "alpha")
        let cached = MoviesPresentationFixtures.page(1, of: 2, query: "alpha", cached: true)
        let request = try #require(search.lastRequest)
        request.replyCached(cached)
        request.fail(DomainError.offline)
        await viewModel.settled()
        #expect(
            viewModel.state
                == MoviesListViewModel.State(
                    query: "alpha", items: rows([cached]), page: 1, hasMorePages: true, cachedTailCount: 20,
                    status: .failed(ErrorMessage.offline, of: .fullScreen)))

        viewModel.didTapRetry()
        #expect(search.lastRequest?.page == 1)
        let fresh = MoviesPresentationFixtures.page(1, of: 2, query: "alpha")
        try #require(search.lastRequest).replyFresh(fresh)
        await viewModel.settled()
        #expect(
            viewModel.state
                == MoviesListViewModel.State(
                    query: "alpha", items: rows([fresh]), page: 1, hasMorePages: true, status: .loaded))
    }

    @Test func aNewQueryDropsTheLateCachedAndFreshPagesOfTheOldOne() async throws {
        let viewModel = makeViewModel()
        viewModel.didSearch(query: "alpha")
        let old = try #require(search.lastRequest)
        viewModel.didSearch(query: "beta")
        let new = try #require(search.lastRequest)
        old.replyCached(MoviesPresentationFixtures.page(1, of: 2, query: "alpha", cached: true))
        old.replyFresh(MoviesPresentationFixtures.page(1, of: 2, query: "alpha"))
        let fresh = MoviesPresentationFixtures.page(1, of: 2, query: "beta")
        new.replyFresh(fresh)
        await viewModel.settled()
        #expect(
            viewModel.state
                == MoviesListViewModel.State(
                    query: "beta", items: rows([fresh]), page: 1, hasMorePages: true, status: .loaded))
    }

    @Test func aCancellationIsNeverAnErrorAndShowsTheListShownBefore() async throws {
        let viewModel = makeViewModel()
        viewModel.didSearch(query: "alpha")
        try #require(search.lastRequest).fail(CancellationError())
        await viewModel.settled()
        #expect(viewModel.state == MoviesListViewModel.State())

        viewModel.didSearch(query: "alpha")
        let first = MoviesPresentationFixtures.page(1, of: 2, query: "alpha")
        try #require(search.lastRequest).replyFresh(first)
        await viewModel.settled()
        let shown = MoviesListViewModel.State(
            query: "alpha", items: rows([first]), page: 1, hasMorePages: true, status: .loaded)
        #expect(viewModel.state == shown)

        viewModel.didLoadNextPage()
        try #require(search.lastRequest).replyCached(
            MoviesPresentationFixtures.page(2, of: 2, query: "alpha", cached: true))
        await change { viewModel.state }
        viewModel.didCancelSearch()
        #expect(viewModel.state == shown)

        viewModel.didSearch(query: "beta")
        viewModel.didSearch(query: "gamma")
        viewModel.didCancelSearch()
        #expect(viewModel.state == shown)
    }

    @Test func aSearchForSeveralPagesLoadsThemInTurnAndAtMostFifty() async {
        let movies = (1...1_100).map { MoviesPresentationFixtures.movie(id: $0, title: "Star \($0)") }
        let viewModel = MoviesListViewModel(searchMovies: FakeCatalogSearchMoviesUseCase(movies: movies))
        viewModel.didSearch(query: "star", pages: 2)
        await viewModel.settled()
        #expect(viewModel.route == .list(query: "star", pages: 2))

        viewModel.didSearch(query: " star ", pages: 500)
        #expect(viewModel.state.status == .loading(.nextPage))
        await viewModel.settled()
        #expect(
            viewModel.state
                == MoviesListViewModel.State(
                    query: "star", items: movies[..<1_000].map(MoviesListItemViewModel.init), page: 50,
                    hasMorePages: true, status: .loaded))
        #expect(viewModel.route == .list(query: "star", pages: 50))
    }

    @Test func searchingTheQueryShownKeepsItsRowsAndABlankQueryClearsThem() async throws {
        let viewModel = makeViewModel()
        viewModel.didSearch(query: "alpha")
        let first = MoviesPresentationFixtures.page(1, of: 1, query: "alpha")
        try #require(search.lastRequest).replyFresh(first)
        await viewModel.settled()
        viewModel.didSearch(query: "alpha")
        #expect(search.requests.count == 1)
        #expect(
            viewModel.state == MoviesListViewModel.State(query: "alpha", items: rows([first]), page: 1, status: .loaded)
        )

        viewModel.didSearch(query: "  ")
        #expect(viewModel.state == MoviesListViewModel.State())
    }
}
