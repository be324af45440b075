import Observation
import PresentationLayer

/// The __Title__ scene's view: what Clean Swift calls the view controller. The web ring has no controllers, so it
/// takes the name of what it is here, the view the presenter displays into and the page renders from. It keeps
/// what it shows as one `State` and the route it is at, and holds its scene (interactor and router, wired by the
/// configurator around it).
@MainActor
@Observable
final class __Scene__View: __Scene__DisplayLogic, Settleable {
    /// What the view shows (the state both rings' views keep).
    typealias State = __Scene__ViewState

    private(set) var state = State()
    /// Where the view is: the route it was opened at, then wherever its router sent it.
    private(set) var route: __Scene__Destination
    @ObservationIgnored private var scene: __Scene__Scene?

    /// A view opened at `route`, wired by `configurator`.
    convenience init(configurator: __Scene__Configurator, route: __Scene__Destination) {
        self.init(route: route) { view in configurator.configure(view, route: route) }
    }

    /// A view opened at `route` whose scene `configure` wires around it (a test's spies).
    init(route: __Scene__Destination, configure: (__Scene__View) -> __Scene__Scene) {
        self.route = route
        scene = configure(self)
    }

    /// The page opened: loads the items.
    func didOpen() {
        scene?.interactor.fetchItems(request: __Scene__.FetchItems.Request())
    }

    /// Retry.
    func didTapRetry() {
        scene?.interactor.retry()
    }

    func settled() async {
        await scene?.interactor.settled()
    }

    var isSettled: Bool { scene?.interactor.isSettled ?? true }

    func displayLoading(viewModel: __Scene__.Loading.ViewModel) {
        state.displayLoading(viewModel: viewModel)
    }

    func displayItems(viewModel: __Scene__.FetchItems.ViewModel) {
        state.displayItems(viewModel: viewModel)
    }

    func displayFailure(viewModel: __Scene__.Failure.ViewModel) {
        state.displayFailure(viewModel: viewModel)
    }

    func display(route: __Scene__Destination) {
        self.route = route
    }
}
