import Observation
import PresentationLayer
import TerminalKit

/// The __Title__ scene in the terminal, its view as Clean Swift's view controller (as the web ring's
/// `__Scene__View` is): the presenter displays into it, and it draws the items, one a row, the selected one marked,
/// and how many there are under them; loading, no items, and a failure with Retry (`r`) in their place. Enter
/// selects the row under the cursor through the interactor, and the router then routes to it.
@MainActor
@Observable
public final class __Scene__Screen: SceneScreen, __Scene__DisplayLogic {
    /// What the view shows (the state both rings' views keep).
    typealias State = __Scene__ViewState

    public var title: String { strings[__Scene__Words.title] }
    public var keys: [KeyHelp] { [KeyHelp("Enter", .open, strings), .retry(strings)] }

    private(set) var state = State()
    /// Where the router sent the view last.
    private(set) var route: __Scene__Destination
    /// The list with the item the router selected last, as the web ring's page names it.
    public var destination: __Scene__Destination { route }
    @ObservationIgnored private let strings: Strings
    @ObservationIgnored private var scene: __Scene__Scene?
    @ObservationIgnored private var list = ListView()

    /// The screen over `worker`, whose items load at once; `strings` words it and the view models' messages.
    public convenience init(worker: any __Scene__WorkerLogic, strings: Strings) {
        let route = __Scene__Destination.list(selectedID: nil)
        self.init(route: route, strings: strings) { view in
            __Scene__Configurator(worker: worker).configure(view, route: route)
        }
    }

    /// A screen at `route` whose scene `configure` wires around it (a test's spies); its items load at once.
    init(route: __Scene__Destination, strings: Strings, configure: (__Scene__Screen) -> __Scene__Scene) {
        self.route = route
        self.strings = strings
        scene = configure(self)
        scene?.interactor.fetchItems(request: __Scene__.FetchItems.Request())
    }

    /// Returns once the scene has settled.
    func settled() async {
        await scene?.interactor.settled()
    }

    public func draw(in body: inout ScreenBuffer) {
        if let failure = state.status.failure {
            StatusLines.drawFailure(failure.text(strings), strings: strings, in: &body, row: 0, column: 1)
            return
        }
        let rows = state.rows
        if rows.isEmpty {
            if case .loaded = state.status {
                body.write(strings[__Scene__Words.empty], row: 0, column: 1, style: .dim)
            } else {
                StatusLines.drawLoading(strings[__Scene__Words.loading], strings: strings, in: &body, row: 0, column: 1)
            }
            return
        }
        list.draw(count: rows.count, in: &body, height: max(1, body.height - 2)) { index, buffer, row in
            let mark = rows[index].isSelected ? "● " : "  "
            buffer.write(mark + rows[index].name, row: row, column: 1, maxWidth: buffer.width - 2)
        }
        let count = strings(__Scene__TerminalText.count, strings.number(rows.count))
        body.write(count, row: body.height - 1, column: 1, style: .dim)
    }

    public func handle(_ key: Key) -> TerminalNavigation {
        switch key {
        case .character("r"):
            scene?.interactor.retry()
            return .handled
        case .enter:
            guard let selection = list.selection, state.rows.indices.contains(selection) else { return .ignored }
            scene?.interactor.selectItem(request: __Scene__.SelectItem.Request(id: state.rows[selection].id))
            scene?.router.routeToSelectedItem()
            return .handled
        default:
            return list.handle(key, count: state.rows.count) ? .handled : .ignored
        }
    }

    public func displayLoading(viewModel: __Scene__.Loading.ViewModel) {
        state.displayLoading(viewModel: viewModel)
    }

    public func displayItems(viewModel: __Scene__.FetchItems.ViewModel) {
        state.displayItems(viewModel: viewModel)
    }

    public func displayFailure(viewModel: __Scene__.Failure.ViewModel) {
        state.displayFailure(viewModel: viewModel)
    }

    public func display(route: __Scene__Destination) {
        self.route = route
    }
}
