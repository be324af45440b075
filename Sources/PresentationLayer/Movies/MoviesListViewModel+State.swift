import DomainLayer

extension MoviesListViewModel {
    /// The movies list screen's one state value.
    public struct State: Hashable, Sendable {
        /// What the movies list is doing: the shared screen state, over how a load shows.
        public typealias Status = ScreenState<Loading>

        /// How a load shows: a full screen for a new query, a footer indicator for the next page.
        public typealias Loading = ListLoad

        /// The query the rows belong to ("" before any search).
        public var query: String
        /// The rows and pages shown; a cached copy of the last page is provisional until its fresh copy comes.
        public private(set) var paging: Paging<MoviesListItemViewModel, Int>
        /// Loading, loaded or failed.
        public var status: Status
        /// Something the user should know besides the results.
        public var notice: Notice?
        /// How many movies the search found on all its pages, as the last page shown says; nil before the
        /// first page, or when the service did not say.
        public var totalResults: Int?

        /// Creates a state; the defaults are the screen before any search.
        public init(
            query: String = "", items: [MoviesListItemViewModel] = [], page: Int = 0, hasMorePages: Bool = false,
            cachedTailCount: Int = 0, status: Status = .idle, notice: Notice? = nil, totalResults: Int? = nil
        ) {
            self.totalResults = totalResults
            self.query = query
            self.paging = Paging(
                rows: items, pageCount: page, nextCursor: hasMorePages ? page + 1 : nil,
                provisionalCount: cachedTailCount)
            self.status = status
            self.notice = notice
        }

        /// The rows, pages 1 through `page` in the service's order.
        public var items: [MoviesListItemViewModel] { paging.rows }
        /// The last page shown (0 before the first one).
        public var page: Int { paging.pageCount }
        /// False once the last page is shown.
        public var hasMorePages: Bool { paging.hasMore }
        /// How many rows at the end came from a cached copy of `page` and will be replaced by its fresh copy.
        public var cachedTailCount: Int { paging.provisionalCount }

        /// What the user should know besides the results.
        public enum Notice: Hashable, Sendable {
            /// The search could not be added to the recent searches, for this reason (the disk is full, say).
            case queryNotSaved(ErrorMessage)

            /// The notice in `strings`' language ("This search wasn’t added to your recent searches. The disk is
            /// full.").
            public func text(_ strings: Strings) -> String {
                switch self {
                case .queryNotSaved(let reason): strings(MessageText.queryNotSaved, reason.text(strings))
                }
            }
        }

        /// True when a search finished without any result.
        public var isEmpty: Bool { status == .loaded && items.isEmpty }

        /// True while a page is on its way.
        public var isLoading: Bool { status.isLoading }

        /// The page the next load asks for: the cached page again while its fresh copy is missing, else the
        /// page after the last one.
        public var pageToLoad: Int { cachedTailCount > 0 ? page : page + 1 }

        /// Shows one page: appends its rows, replacing the rows of its cached copy if those are at the end; a fresh
        /// page ends the load.
        /// Costs O(page size) whatever the number of rows already shown. A page that is neither the last one
        /// shown (with a cached tail) nor the one after it is ignored.
        public mutating func show(_ update: MoviesPageUpdate) {
            guard let shown = update.page else {
                if case .queryNotSaved(let failure) = update {
                    notice = .queryNotSaved(ErrorMessage(failure) ?? .unknown)
                }
                return
            }
            let isCached = if case .cached = update { true } else { false }
            if !isCached {
                status = .loaded
            }
            if let total = shown.totalResults, shown.page == page || shown.page == page + 1 {
                totalResults = total
            }
            let next = shown.isLast ? nil : shown.page + 1
            let rows = shown.movies.lazy.map { MoviesListItemViewModel(movie: $0) }
            if shown.page == page && cachedTailCount > 0 {
                // A fresh page like the cached one (the common case) keeps its rows as they are.
                if !isCached, cachedTailCount == shown.movies.count,
                    items.suffix(cachedTailCount).lazy.map(\.movie).elementsEqual(shown.movies)
                {
                    paging.confirmLast(next: next)
                    return
                }
                paging.replaceLast(with: rows, next: next, provisional: isCached)
            } else if shown.page == page + 1 {
                paging.append(rows, next: next, provisional: isCached)
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
