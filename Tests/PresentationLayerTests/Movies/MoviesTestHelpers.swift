import DomainLayer
import Foundation
import Observation
import PresentationLayer
import TestSupport

/// Returns after the next change of what `read` reads (Observation reports it; nothing polls). For a state
/// in the middle of a request, such as a cached page shown before the fresh one; `settled()` waits for the end.
@MainActor
func change(of read: @MainActor () -> some Any) async {
    await withCheckedContinuation { continuation in
        _ = withObservationTracking(read) { continuation.resume() }
    }
}

/// The rows of `pages`, each page fresh unless it is the cached one.
func rows(_ pages: [MoviesPage]) -> [MoviesListItemViewModel] {
    pages.flatMap { $0.movies.map(MoviesListItemViewModel.init) }
}
