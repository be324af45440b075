import Benchmark
import DomainLayer
import Foundation
import LiveWeb
import PresentationLayer
import WebUI

// The Movies list: appending a page to its state at page 1 and page 200, beside the seed's way, and rendering
// the list's HTML (the bytes a response sends) at 20, 1,000 and 10,000 rows.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 3, maxDuration: .seconds(3), maxIterations: 200)

    let allPages = (1...200).map { moviesPage($0, of: 200) }
    let emptyList = MoviesListViewModel.State(query: "movie", status: .loaded)

    // NB: each iteration grows a fresh list to the page before, unmeasured, so the state is uniquely owned (as
    // the view model owns it) and appending measures no copy of the rows.
    for number in [1, 200] {
        Benchmark("Movies state: append page \(number)") { benchmark in
            var state = emptyList
            for page in allPages.prefix(number - 1) { state.show(.fresh(page)) }
            benchmark.startMeasurement()
            state.show(.fresh(allPages[number - 1]))
            benchmark.stopMeasurement()
            blackHole(state.items.count)
        }
        // The seed's way builds new arrays on every append, so a list built once can be copied for free.
        var grown = RemappingBaseline()
        for page in allPages.prefix(number - 1) { grown.append(page) }
        Benchmark("Movies seed baseline: append page \(number)") { [grown] benchmark in
            var baseline = grown
            benchmark.startMeasurement()
            baseline.append(allPages[number - 1])
            benchmark.stopMeasurement()
            blackHole(baseline.items.count)
        }
    }

    for rows in [20, 1_000, 10_000] {
        var state = emptyList
        for page in (1...(rows / pageSize)).map({ moviesPage($0, of: 1_000) }) { state.show(.fresh(page)) }
        Benchmark("Movies list render: \(rows.formatted()) rows") { [state] _ in
            blackHole(MoviesListPage.render(state: state).utf8.count)
        }
    }
}

let pageSize = 20

/// Page `number` of `total`: 20 movies whose titles need escaping, as TMDB's search sends them.
func moviesPage(_ number: Int, of total: Int) -> MoviesPage {
    MoviesPage(
        page: number, totalPages: total,
        movies: (0..<pageSize).map { index in
            let id = number * 1_000 + index
            return Movie(
                id: id, title: "Movie \(id) & <friends>",
                overview: "An overview of movie \(id), long enough to matter.",
                posterPath: "/poster\(id).jpg", releaseDate: Date(timeIntervalSince1970: 1_736_899_200))
        })
}

/// The seed's paging: keep the pages, and re-map every movie of every page on each append.
struct RemappingBaseline {
    var pages: [MoviesPage] = []
    var items: [MoviesListItemViewModel] = []

    mutating func append(_ moviesPage: MoviesPage) {
        pages = pages.filter { $0.page != moviesPage.page } + [moviesPage]
        items = pages.flatMap(\.movies).map(MoviesListItemViewModel.init)
    }
}
