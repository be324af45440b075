import Observation
import PresentationLayer

/// Waiting for a view model before answering a page, so that without JavaScript a page shows results, not
/// a spinner; past `timeout` the page shows the loading state (and reloads itself without JavaScript).
@MainActor
enum MoviesSettling {
    static func wait(timeout: Duration, until condition: @escaping @MainActor () -> Bool) async {
        guard !condition() else { return }
        let values = StateObservation.values(condition)
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await isDone in values where isDone { return }
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
            }
            await group.next()
            group.cancelAll()
        }
    }
}
