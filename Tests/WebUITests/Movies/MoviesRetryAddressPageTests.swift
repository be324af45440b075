import PresentationLayer
import Testing

@testable import WebUI

/// Without JavaScript, Retry keeps the address: a failed first page of `/movies?query=star&pages=3` retries at
/// `pages=3`, not at the first page alone.
struct MoviesRetryAddressPageTests {
    @Test func aFailedFirstPageOfThreeRetriesAtTheSameAddress() {
        let state = MoviesListViewModel.State(query: "star", status: .failed(.server, of: .fullScreen))
        let markup = MoviesListPage.content(state: state, pagesWanted: 3, strings: .en).markup(regionID: "results")
        #expect(markup.description.contains("id=\"movies-retry\" href=\"/movies?query=star&amp;pages=3\""))
    }
}
