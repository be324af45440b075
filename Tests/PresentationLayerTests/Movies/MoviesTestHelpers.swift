import DomainLayer
import Foundation
import PresentationLayer
import TestSupport

typealias Fixtures = MoviesPresentationFixtures

/// Lets the view model's task run until `condition` holds (or two seconds pass); the caller then asserts
/// the whole state, so a timeout shows the state it got.
@MainActor
func settle(until condition: @MainActor () -> Bool) async {
    let deadline = ContinuousClock.now + .seconds(2)
    while !condition() && ContinuousClock.now < deadline {
        try? await Task.sleep(for: .milliseconds(1))
    }
}

/// The rows of `pages`, each page fresh unless it is the cached one.
func rows(_ pages: [MoviesPage]) -> [MoviesListItemViewModel] {
    pages.flatMap { $0.movies.map(MoviesListItemViewModel.init) }
}
