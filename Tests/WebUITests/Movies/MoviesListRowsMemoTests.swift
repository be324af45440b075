import DomainLayer
import LiveWeb
import PresentationLayer
import Testing

@testable import WebUI

/// A list's rows are remembered by everything they are made from: the same movies under the same ids but with
/// another title or synopsis are written anew, and so is the same list in another language.
struct MoviesListRowsMemoTests {
    func markup(_ movies: [Movie], strings: Strings = .en) -> String {
        let state = MoviesListViewModel.State(
            query: "memo", items: movies.map(MoviesListItemViewModel.init), page: 1, status: .loaded)
        return MoviesListPage.content(state: state, strings: strings).markup(regionID: "results").description
    }

    func movie(_ id: Int, _ title: String, overview: String = "Once.") -> Movie {
        Movie(id: id, title: title, overview: overview, posterPath: nil, releaseDate: nil)
    }

    @Test func theSameIdsWithAnotherTitleOrSynopsisAreWrittenAnew() {
        let two = movie(902, "Memo Two", overview: "Other.")
        let first = markup([movie(901, "Memo One"), two])
        #expect(first.contains("Memo One") && first.contains("Memo Two") && first.contains("Once."))
        #expect(markup([movie(901, "Memo One"), two]) == first)

        let retitled = markup([movie(901, "Memo Uno"), two])
        #expect(retitled.contains("Memo Uno") && !retitled.contains("Memo One"))
        let rewritten = markup([movie(901, "Memo One", overview: "Twice."), two])
        #expect(rewritten.contains("Twice.") && !rewritten.contains("Once."))
        #expect(markup([two, movie(901, "Memo One")]) != first)
    }

    @Test func theSameListInAnotherLanguageIsWrittenInIt() {
        let english = markup([movie(903, "Memo Three")])
        let korean = markup([movie(903, "Memo Three")], strings: Strings(.ko))
        #expect(english != korean)
    }
}
