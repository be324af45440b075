import Observation
import PresentationLayer
import Testing

@testable import TerminalUI

/// A view model as the scenes have them: the app must redraw when it changes, with no call from the screen.
@Observable @MainActor
private final class Counter {
    var value = 0
}

/// A screen over `Counter`: `+` adds one, Enter opens `next`, and it records what the app tells it.
@MainActor
private final class CounterScreen: TerminalScreen {
    let title: String
    let model: Counter
    var next: (() -> any TerminalScreen)?
    var isEditing = false
    var cursor: (row: Int, column: Int)?
    /// State Observation does not see, redrawn through `observeChanges`.
    var untracked = ""
    private(set) var reappearances = 0
    private(set) var redraw: (@MainActor @Sendable () -> Void)?
    private(set) var observations = 0

    init(title: String, model: Counter) {
        self.title = title
        self.model = model
    }

    var keys: [KeyHelp] { [KeyHelp("+", "add")] }

    func draw(in body: inout ScreenBuffer) {
        body.write("count \(model.value) \(body.width)x\(body.height) \(untracked)", row: 0, column: 0)
    }

    func handle(_ key: Key) -> TerminalNavigation {
        switch key {
        case .character("+"):
            model.value += 1
            return .handled
        case .enter:
            return next.map { .push($0()) } ?? .ignored
        case .character where isEditing:
            return .handled
        default:
            return .ignored
        }
    }

    func didReappear() { reappearances += 1 }

    func observeChanges(redraw: @escaping @MainActor @Sendable () -> Void) {
        observations += 1
        self.redraw = redraw
    }
}

/// The app's loop on a stream of events, its frames collected: a terminal without a tty.
@MainActor
private final class AppDriver {
    let app: TerminalApp
    private let events: AsyncStream<TerminalEvent>.Continuation
    private(set) var output = ""
    /// How many times the app wrote to the terminal (once per frame).
    private(set) var writes = 0
    private(set) var hasReturned = false

    init(scenes: [TerminalScene], size: TerminalSize = TerminalSize(width: 40, height: 10)) {
        app = TerminalApp(scenes: scenes, strings: Strings(.en), phase: "alpha")
        let (stream, events) = AsyncStream.makeStream(of: TerminalEvent.self)
        self.events = events
        Task {
            await app.run(events: stream, size: size) {
                self.output += $0
                self.writes += 1
            }
            self.hasReturned = true
        }
    }

    var lines: [String] { app.frame?.lines ?? [] }

    func press(_ keys: Key...) {
        for key in keys { events.yield(.key(key)) }
    }

    func resize(to size: TerminalSize) {
        events.yield(.resize(size))
    }

    /// Waits (up to five seconds, for a loaded machine) for `condition`, as the loop runs between.
    func eventually(_ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return condition()
    }

    func showsText(_ text: String) async -> Bool {
        await eventually { lines.contains { $0.contains(text) } }
    }
}

@MainActor
@Suite struct TerminalAppTests {
    private let model = Counter()

    private func scenes(_ screens: CounterScreen...) -> [TerminalScene] {
        screens.map { screen in TerminalScene(name: screen.title) { screen } }
    }

    @Test func theSceneListIsHomeWithTheTitleBarAndTheStatusLine() async {
        let driver = AppDriver(
            scenes: scenes(CounterScreen(title: "Movies", model: model)), size: TerminalSize(width: 60, height: 10))
        #expect(await driver.showsText("Movies"))
        #expect(driver.lines.first == " Strata · Scenes")
        #expect(driver.lines.last?.contains("Enter open") == true)
        #expect(driver.lines.last?.contains("q quit") == true)
        #expect(driver.lines.last?.hasSuffix("alpha") == true)
        #expect(driver.app.frame?[0, 59].style.inverse == true)
    }

    @Test func aNarrowStatusLineKeepsTheAppsKeysAndThePhase() async {
        let driver = AppDriver(scenes: scenes(CounterScreen(title: "Movies", model: model)))
        #expect(await driver.showsText("Movies"))
        #expect(driver.lines.last == " ↑↓ move  ? help  q quit          alpha")
    }

    @Test func enterOpensTheSelectedScene() async {
        let pokemon = CounterScreen(title: "Pokémon", model: model)
        let driver = AppDriver(scenes: scenes(CounterScreen(title: "Movies", model: model), pokemon))
        driver.press(.down, .enter)
        #expect(await driver.showsText("Strata · Pokémon"))
        #expect(driver.lines[1] == "count 0 40x8")
        #expect(driver.lines.last?.contains("+ add") == true)
        #expect(driver.lines.last?.contains("q back") == true)
        #expect(pokemon.observations == 1)
    }

    @Test func qGoesBackAndTheScreenUncoveredIsTold() async {
        let list = CounterScreen(title: "Users", model: model)
        list.next = { CounterScreen(title: "octocat", model: Counter()) }
        let driver = AppDriver(scenes: scenes(list))
        driver.press(.enter, .enter)
        #expect(await driver.showsText("Strata · octocat"))
        driver.press(.character("q"))
        #expect(await driver.showsText("Strata · Users"))
        #expect(list.reappearances == 1)
        driver.press(.escape)
        #expect(await driver.showsText("Strata · Scenes"))
        #expect(!driver.hasReturned)
    }

    @Test func qOnTheSceneListQuits() async {
        let driver = AppDriver(scenes: scenes(CounterScreen(title: "Movies", model: model)))
        driver.press(.character("q"))
        #expect(await driver.eventually { driver.hasReturned })
    }

    @Test func ctrlCQuitsFromAnyScreenEvenWhileEditing() async {
        let screen = CounterScreen(title: "Movies", model: model)
        screen.isEditing = true
        let driver = AppDriver(scenes: scenes(screen))
        driver.press(.enter)
        #expect(await driver.showsText("Strata · Movies"))
        driver.press(.character("q"), .character("?"))
        driver.press(.control("c"))
        #expect(await driver.eventually { driver.hasReturned })
        #expect(driver.lines.allSatisfy { !$0.contains("Any key closes") })
    }

    @Test func questionMarkShowsTheHelpAndAnyKeyClosesIt() async {
        let driver = AppDriver(
            scenes: scenes(CounterScreen(title: "Movies", model: model)), size: TerminalSize(width: 40, height: 24))
        driver.press(.enter, .character("?"))
        #expect(await driver.showsText("Ctrl-C  quit"))
        #expect(driver.lines.contains { $0.contains("/       search") })
        #expect(driver.lines.contains { $0.contains("+       add") })
        driver.press(.character("+"))
        #expect(await driver.eventually { !driver.lines.contains { $0.contains("Ctrl-C") } })
        #expect(model.value == 0)
    }

    @Test func aResizeRedrawsWholeAtTheNewSize() async {
        let driver = AppDriver(scenes: scenes(CounterScreen(title: "Movies", model: model)))
        driver.press(.enter)
        #expect(await driver.showsText("count 0 40x8"))
        let before = driver.output.count
        driver.resize(to: TerminalSize(width: 30, height: 12))
        #expect(await driver.showsText("count 0 30x10"))
        #expect(driver.app.frame?.width == 30)
        #expect(driver.output.dropFirst(before).contains("\u{1B}[2J"))
    }

    @Test func aTerminalTooSmallSaysSo() async {
        let driver = AppDriver(scenes: scenes(CounterScreen(title: "Movies", model: model)))
        driver.resize(to: TerminalSize(width: 19, height: 6))
        #expect(await driver.showsText("Terminal too small"))
        driver.resize(to: TerminalSize(width: 20, height: 6))
        #expect(await driver.showsText("Strata · Scenes"))
    }

    @Test func aModelChangeRedrawsTheScreen() async {
        let driver = AppDriver(scenes: scenes(CounterScreen(title: "Movies", model: model)))
        driver.press(.enter)
        #expect(await driver.showsText("count 0"))
        model.value = 41
        #expect(await driver.showsText("count 41"))
        driver.press(.character("+"))
        #expect(await driver.showsText("count 42"))
    }

    @Test func changesBeforeTheRedrawRunsShareOneFrame() async {
        let driver = AppDriver(scenes: scenes(CounterScreen(title: "Movies", model: model)))
        driver.press(.enter)
        #expect(await driver.showsText("count 0"))
        let writes = driver.writes
        model.value = 1
        model.value = 2
        model.value = 3
        #expect(await driver.showsText("count 3"))
        try? await Task.sleep(for: .milliseconds(20))
        #expect(driver.writes == writes + 1)
    }

    @Test func aScreenCanAskForARedrawOfStateObservationDoesNotSee() async {
        let screen = CounterScreen(title: "Groups", model: model)
        let driver = AppDriver(scenes: scenes(screen))
        driver.press(.enter)
        #expect(await driver.showsText("count 0"))
        screen.untracked = "loaded"
        screen.redraw?()
        #expect(await driver.showsText("count 0 40x8 loaded"))
    }

    @Test func theCursorShowsWhereTheScreenPutsIt() async {
        let screen = CounterScreen(title: "Movies", model: model)
        screen.cursor = (0, 3)
        let driver = AppDriver(scenes: scenes(screen))
        driver.press(.enter)
        #expect(await driver.showsText("Strata · Movies"))
        #expect(driver.output.hasSuffix("\u{1B}[2;4H\u{1B}[?25h"))
    }
}

@MainActor
@Suite struct TerminalAppChromeTests {
    @Test func aLongTitleIsCutWithAnEllipsis() {
        let screen = CounterScreen(title: "A very long title that does not fit", model: Counter())
        let chrome = AppChrome(strings: .en, phase: "dev", isHome: false, isShowingHelp: false)
        let (frame, _) = chrome.frame(of: screen, size: TerminalSize(width: 24, height: 6))
        #expect(frame.text(ofRow: 0) == " Strata · A very long…")
    }

    @Test func theHelpDropsItsBlankLinesWhenTheBodyIsShort() {
        let screen = CounterScreen(title: "Movies", model: Counter())
        let chrome = AppChrome(strings: .en, phase: "dev", isHome: false, isShowingHelp: true)
        let (frame, cursor) = chrome.frame(of: screen, size: TerminalSize(width: 40, height: 16))
        #expect(frame.lines.contains { $0.contains("│ Movies") })
        #expect(frame.lines.contains { $0.contains("+       add") })
        #expect(cursor == nil)
    }
}
