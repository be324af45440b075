import DomainLayer
import Foundation
import PresentationLayer
import WebUI

let pageSize = 20
let releaseDate = Date(timeIntervalSince1970: 1_736_899_200)

func page(_ number: Int, of total: Int) -> MoviesPage {
    MoviesPage(
        page: number, totalPages: total,
        movies: (0..<pageSize).map { index in
            let id = number * 1_000 + index
            return Movie(
                id: id, title: "Movie \(id) & <friends>",
                overview: "An overview of movie \(id), long enough to matter.",
                posterPath: "/poster\(id).jpg", releaseDate: releaseDate)
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

func nanoseconds(_ duration: Duration) -> Double {
    duration.timeInterval * 1e9
}

func format(_ nanos: Double) -> String {
    nanos >= 1e6 ? String(format: "%.2f ms", nanos / 1e6) : String(format: "%.1f µs", nanos / 1e3)
}

let clock = ContinuousClock()
let pagesToAppend = 200
let runs = 50
let allPages = (1...pagesToAppend).map { page($0, of: pagesToAppend) }
var sink = 0

// Appending page 1 and page 200, each measured within a list grown page by page from empty.
// NB: one unrecorded pass first, so one-time set-up (the date formatter, allocator) is in no figure.
do {
    var state = MoviesListViewModel.State(query: "movie", status: .loaded)
    var baseline = RemappingBaseline()
    for moviesPage in allPages {
        state.show(.fresh(moviesPage))
        baseline.append(moviesPage)
    }
    sink &+= state.items.count &+ baseline.items.count
}
var strataTimes = [Double](repeating: 0, count: pagesToAppend)
var baselineTimes = [Double](repeating: 0, count: pagesToAppend)
for run in 0..<runs {
    var state = MoviesListViewModel.State(query: "movie", status: .loaded)
    var baseline = RemappingBaseline()
    for (index, moviesPage) in allPages.enumerated() {
        // NB: the two take turns going first, so neither alone pays for cold caches.
        if run.isMultiple(of: 2) {
            strataTimes[index] += nanoseconds(clock.measure { state.show(.fresh(moviesPage)) })
            baselineTimes[index] += nanoseconds(clock.measure { baseline.append(moviesPage) })
        } else {
            baselineTimes[index] += nanoseconds(clock.measure { baseline.append(moviesPage) })
            strataTimes[index] += nanoseconds(clock.measure { state.show(.fresh(moviesPage)) })
        }
    }
    sink &+= state.items.count &+ baseline.items.count
}
print("Appending a page of \(pageSize) items (mean of \(runs) runs)")
print("| page | Strata (MoviesListViewModel.State.show) | seed baseline (re-map all pages) |")
print("|---|---|---|")
for number in [1, 200] {
    let strata = format(strataTimes[number - 1] / Double(runs))
    let baseline = format(baselineTimes[number - 1] / Double(runs))
    print("| \(number) | \(strata) | \(baseline) |")
}

// Rendering the list's results at 20, 1,000 and 10,000 items.
// Rendering the list's results at 20, 1,000 and 10,000 items: the median and the mean of the renders, after one
// unrecorded render (the median is steadier on a shared machine).
print("\nRendering the list (MoviesListPage.render)")
print("| items | median | mean |")
print("|---|---|---|")
for count in [20, 1_000, 10_000] {
    var state = MoviesListViewModel.State(query: "movie", status: .loaded)
    for moviesPage in (1...(count / pageSize)).map({ page($0, of: 1_000) }) {
        state.show(.fresh(moviesPage))
    }
    // NB: the page writes the markup's bytes into the response as they are; no `String` is made of them.
    sink &+= MoviesListPage.render(state: state).utf8.count
    let times = (0..<max(21, 20_000 / count)).map { _ in
        nanoseconds(clock.measure { sink &+= MoviesListPage.render(state: state).utf8.count })
    }
    let median = times.sorted()[times.count / 2]
    print("| \(count) | \(format(median)) | \(format(times.reduce(0, +) / Double(times.count))) |")
}
print("\n(checksum \(sink))")
