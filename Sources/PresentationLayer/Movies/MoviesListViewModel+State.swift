import DomainLayer

extension MoviesListViewModel {
    /// The movies list screen's one state value.
    public struct State: Hashable, Sendable {
        /// What the movies list is doing: mutually exclusive, so the screen cannot show two of them at once.
        public enum Status: Hashable, Sendable {
            /// No search yet.
            case idle
            /// A page is on its way; earlier rows stay visible.
            case loading(Loading)
            /// The last request succeeded.
            case loaded
            /// The last request failed; earlier rows stay visible.
            case failed(ErrorMessage)
        }

        /// How a load shows: a full screen for a new query, a footer indicator for the next page.
        public enum Loading: Hashable, Sendable {
            case fullScreen
            case nextPage
        }

        /// The query the rows belong to ("" before any search).
        public var query: String
        /// The rows, pages 1 through `page` in the service's order.
        public var items: [MoviesListItemViewModel]
        /// The last page shown (0 before the first one).
        public var page: Int
        /// False once the last page is shown.
        public var hasMorePages: Bool
        /// How many rows at the end came from a cached copy of `page` and will be replaced by its fresh copy.
        public var cachedTailCount: Int
        /// Loading, loaded or failed.
        public var status: Status
        /// Something the user should know besides the results.
        public var notice: Notice?

        /// Creates a state; the defaults are the screen before any search.
        public init(
            query: String = "", items: [MoviesListItemViewModel] = [], page: Int = 0, hasMorePages: Bool = false,
            cachedTailCount: Int = 0, status: Status = .idle, notice: Notice? = nil
        ) {
            self.query = query
            self.items = items
            self.page = page
            self.hasMorePages = hasMorePages
            self.cachedTailCount = cachedTailCount
            self.status = status
            self.notice = notice
        }

        /// What the user should know besides the results.
        public enum Notice: Hashable, Sendable {
            /// The search could not be added to the recent searches (the data directory cannot be written).
            case queryNotSaved

            /// The notice in `strings`' language.
            public func text(_ strings: Strings) -> String {
                switch self {
                case .queryNotSaved: strings[MessageText.queryNotSaved]
                }
            }
        }

        /// True when a search finished without any result.
        public var isEmpty: Bool { status == .loaded && items.isEmpty }

        /// True while a page is on its way.
        public var isLoading: Bool {
            if case .loading = status { return true }
            return false
        }

        /// The page the next load asks for: the cached page again while its fresh copy is missing, else the
        /// page after the last one.
        public var pageToLoad: Int { cachedTailCount > 0 ? page : page + 1 }

        /// Shows one page: appends its rows, replacing the rows of its cached copy if those are at the end; a fresh
        /// page ends the load.
        /// Costs O(page size) whatever the number of rows already shown. A page that is neither the last one
        /// shown (with a cached tail) nor the one after it is ignored.
        public mutating func show(_ update: MoviesPageUpdate) {
            guard let shown = update.page else {
                notice = .queryNotSaved
                return
            }
            if case .fresh = update {
                status = .loaded
            }
            if shown.page == page && cachedTailCount > 0 {
                // NB: a fresh page like the cached one (the common case) keeps its rows as they are.
                if case .fresh = update, cachedTailCount == shown.movies.count,
                    items.suffix(cachedTailCount).lazy.map(\.movie).elementsEqual(shown.movies)
                {
                    hasMorePages = !shown.isLast
                    cachedTailCount = 0
                    return
                }
                items.removeLast(cachedTailCount)
            } else if shown.page != page + 1 {
                return
            }
            items.append(contentsOf: shown.movies.map { MoviesListItemViewModel(movie: $0) })
            page = shown.page
            hasMorePages = !shown.isLast
            if case .cached = update {
                cachedTailCount = shown.movies.count
            } else {
                cachedTailCount = 0
            }
        }

        /// Ends one page of a load and tells whether the load goes on to the next: only when `goingOn`, the page
        /// came fresh and more are left. A page that brought no fresh copy ends the load with the rows as they are.
        mutating func endPage(goingOn: Bool) -> Bool {
            guard status == .loaded else {
                status = page == 0 ? .idle : .loaded
                return false
            }
            guard goingOn, hasMorePages else { return false }
            status = .loading(.nextPage)
            return true
        }

        /// This state with `status`.
        func with(status: Status) -> State {
            var state = self
            state.status = status
            return state
        }
    }
}
