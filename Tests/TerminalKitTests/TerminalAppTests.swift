import Observation
import TestSupport
import Testing

@testable import TerminalKit

/// A model as apps have them: the app must redraw when it changes, with no call from the screen.
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
    var typesLetters = false
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

    var keyTable: KeyTable {
        KeyTable {
            KeyBinding([.character("+")], KeyHelp("+", "add")) { [self] in
                model.value += 1
                return .handled
            }
            KeyBinding([.enter], nil) { [self] in next.map { .push($0()) } ?? .ignored }
            KeyBinding([.character("o")], nil) { .openInBrowser(TerminalLink("https://example.org/first")!) }
            if isEditing {
                KeyBinding(help: []) { key in
                    if case .character = key { .handled } else { nil }
                }
            }
        }
    }

    func draw(in body: inout ScreenBuffer) {
        body.write("count \(model.value) \(body.width)x\(body.height) \(untracked)", row: 0, column: 0)
    }

    func didReappear() { reappearances += 1 }

    func observeChanges(redraw: @escaping @MainActor @Sendable () -> Void) {
        observations += 1
        self.redraw = redraw
    }
}

extension ChromeWords {
    /// The chrome of a test app, in English.
    static let demo = ChromeWords(
        appName: "Demo", status: "alpha", tooSmall: "Terminal too small", helpHeading: "Keys",
        helpClose: "Any key closes this help.",
        appKeys: [
            KeyHelp("↑↓", "move"), KeyHelp("Enter", "open"), KeyHelp("Tab", "next"), KeyHelp("/", "search"),
            KeyHelp("q/Esc", "back"), KeyHelp("?", "help"), KeyHelp("Ctrl-C", "quit"),
        ],
        help: KeyHelp("?", "help"), back: KeyHelp("q", "back"), quit: KeyHelp("q", "quit"))
}

/// The app's loop on a stream of events, its frames collected: a terminal without a tty. A test waits for a frame
/// (or the loop's end) that shows what it expects, resumed by each frame the app writes, never by a clock.
@MainActor
private final class AppDriver {
    let app: TerminalApp
    private let events: AsyncStream<TerminalEvent>.Continuation
    private(set) var output = ""
    /// What the app wrote each time it wrote to the terminal (once per frame).
    private(set) var frames: [String] = []
    /// How many times the app wrote to the terminal.
    var writes: Int { frames.count }
    private(set) var hasReturned = false
    /// The tests waiting, each for its condition to hold.
    private let waiters = ConditionWaiters()

    init(
        scenes: [TerminalScene], size: TerminalSize = TerminalSize(width: 40, height: 10),
        opening: TerminalOpening? = nil, address: @escaping @MainActor (any TerminalScreen) -> String? = { _ in nil },
        browser: @escaping @MainActor (TerminalLink) -> Void = { _ in }
    ) {
        let home = SceneListScreen(
            title: "Entries", moveKey: KeyHelp("↑↓", "move", allKeys: "↑↓ PgUp PgDn"),
            openKey: KeyHelp("Enter", "open"),
            filterKeys: FilterKeys(
                open: KeyHelp("/", "filter"), keep: KeyHelp("Enter", "keep"), clear: KeyHelp("Esc", "clear")),
            scenes: scenes)
        app = TerminalApp(home: home, words: .demo, opening: opening, address: address, browser: browser)
        let (stream, events) = AsyncStream.makeStream(of: TerminalEvent.self)
        self.events = events
        Task {
            await app.run(events: stream, size: size) { frame in
                self.output += frame
                self.frames.append(frame)
                // The app keeps the frame as it returns from writing it: look once it has.
                Task { @MainActor in self.waiters.look() }
            }
            self.hasReturned = true
            self.waiters.look()
        }
    }

    var lines: [String] { app.frame?.lines ?? [] }

    func press(_ keys: Key...) {
        for key in keys { events.yield(.key(key)) }
    }

    func resize(to size: TerminalSize) {
        events.yield(.resize(size))
    }

    /// What the terminal sends after the process was suspended and continued.
    func repaint() {
        events.yield(.repaint)
    }

    /// Returns once `condition` holds, looking again after each frame the app writes and when its loop ends, or
    /// once the test is cancelled (its time limit), so that a wait that never ends fails that test, not the run.
    func until(_ condition: @escaping () -> Bool) async {
        await waiters.until(condition)
    }

    /// Returns once a frame shows `text`.
    func shows(_ text: String) async {
        await until { self.lines.contains { $0.contains(text) } }
    }
}

/// A test that never sees what it waits for fails at the limit instead of hanging the run.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct TerminalAppTests {
    private let model = Counter()

    private func scenes(_ screens: CounterScreen...) -> [TerminalScene] {
        screens.map { screen in TerminalScene(name: screen.title) { screen } }
    }

    @Test func theFirstScreenIsHomeWithTheTitleBarAndTheStatusLine() async {
        let driver = AppDriver(
            scenes: scenes(CounterScreen(title: "First", model: model)), size: TerminalSize(width: 60, height: 10))
        await driver.shows("First")
        #expect(driver.lines.first == " Demo · Entries")
        #expect(driver.lines.last?.contains("Enter open") == true)
        #expect(driver.lines.last?.contains("q quit") == true)
        #expect(driver.lines.last?.hasSuffix("alpha") == true)
        #expect(driver.app.frame?[0, 59].style.inverse == true)
    }

    @Test func aNarrowStatusLineKeepsTheAppsKeysAndTheStatus() async {
        let driver = AppDriver(scenes: scenes(CounterScreen(title: "First", model: model)))
        await driver.shows("First")
        #expect(driver.lines.last == " ↑↓ move  ? help  q quit     1/1  alpha")
    }

    @Test func enterOpensTheSelectedEntry() async {
        let second = CounterScreen(title: "Second", model: model)
        let driver = AppDriver(scenes: scenes(CounterScreen(title: "First", model: model), second))
        driver.press(.down, .enter)
        await driver.shows("Demo · Second")
        #expect(driver.lines[1] == "count 0 40x8")
        #expect(driver.lines.last?.contains("+ add") == true)
        #expect(driver.lines.last?.contains("q back") == true)
        #expect(second.observations == 1)
    }

    @Test func qGoesBackAndTheScreenUncoveredIsTold() async {
        let list = CounterScreen(title: "List", model: model)
        list.next = { CounterScreen(title: "Item", model: Counter()) }
        let driver = AppDriver(scenes: scenes(list))
        driver.press(.enter, .enter)
        await driver.shows("Demo · Item")
        driver.press(.character("q"))
        await driver.shows("Demo · List")
        #expect(list.reappearances == 1)
        driver.press(.escape)
        await driver.shows("Demo · Entries")
        #expect(!driver.hasReturned)
    }

    @Test func qOnTheFirstScreenQuits() async {
        let driver = AppDriver(scenes: scenes(CounterScreen(title: "First", model: model)))
        driver.press(.character("q"))
        await driver.until { driver.hasReturned }
        #expect(driver.hasReturned)
    }

    @Test func ctrlCQuitsFromAnyScreenEvenWhileEditing() async {
        let screen = CounterScreen(title: "First", model: model)
        screen.isEditing = true
        let driver = AppDriver(scenes: scenes(screen))
        driver.press(.enter)
        await driver.shows("Demo · First")
        driver.press(.character("q"), .character("?"))
        driver.press(.control("c"))
        await driver.until { driver.hasReturned }
        #expect(driver.lines.allSatisfy { !$0.contains("Any key closes") })
    }

    @Test func escAndAltKeysOnTheFirstScreenDoNotQuitOnlyQAndCtrlCDo() async {
        let driver = AppDriver(scenes: scenes(CounterScreen(title: "First", model: model)))
        driver.press(.escape, .alt("q"), .alt("x"), .enter)
        await driver.shows("Demo · First")
        #expect(!driver.hasReturned)
    }

    @Test func anAltKeyIsNeverEscSoItDoesNotGoBack() async {
        let driver = AppDriver(scenes: scenes(CounterScreen(title: "First", model: model)))
        driver.press(.enter, .alt("q"), .character("+"))
        await driver.shows("count 1")
        #expect(driver.lines.first == " Demo · First")
    }

    @Test func whileAFieldHasTheKeyboardTheStatusLineOffersNoKeyThatWouldBeTyped() async {
        let screen = CounterScreen(title: "First", model: model)
        screen.isEditing = true
        let driver = AppDriver(scenes: scenes(screen))
        driver.press(.enter)
        await driver.shows("Demo · First")
        #expect(driver.lines.last?.hasPrefix(" + add  ") == true)
        #expect(driver.lines.last?.contains("? help") == false && driver.lines.last?.contains("q back") == false)
    }

    @Test func whereLettersStartASearchTheAppOffersNoLetterKey() async {
        let screen = CounterScreen(title: "First", model: model)
        screen.typesLetters = true
        let driver = AppDriver(scenes: scenes(screen), size: TerminalSize(width: 40, height: 24))
        driver.press(.enter)
        await driver.shows("Demo · First")
        #expect(driver.lines.last?.hasPrefix(" + add  ? help  Esc back") == true)
        driver.press(.character("?"))
        await driver.shows("Ctrl-C  quit")
        #expect(driver.lines.contains { $0.contains("│ Esc ") && $0.contains(" back ") })
        #expect(!driver.lines.contains { $0.contains("q/Esc") })
    }

    @Test func slashFiltersTheEntriesByNameWhichKeepTheirNumbersAndEscClearsTheFilter() async {
        let driver = AppDriver(
            scenes: scenes(CounterScreen(title: "First", model: model), CounterScreen(title: "Second", model: model)),
            size: TerminalSize(width: 100, height: 10))
        await driver.shows("1 First")
        driver.press(.character("/"))
        driver.press(.character("s"), .character("e"), .character("c"))
        await driver.until { !driver.lines.contains { $0.contains("1 First") } }
        #expect(driver.lines.contains { $0.contains("2 Second") })
        #expect(driver.lines.last?.hasPrefix(" Enter keep  Esc clear") == true, "\(driver.lines.last ?? "")")
        driver.press(.enter)
        await driver.until { driver.lines.last?.hasPrefix(" ↑↓ move  Enter open  / filter  Esc clear") == true }
        driver.press(.enter)
        await driver.shows("Demo · Second")
        driver.press(.character("q"))
        await driver.shows("Demo · Entries")
        #expect(!driver.lines.contains { $0.contains("1 First") })
        driver.press(.escape)
        await driver.shows("1 First")
        #expect(!driver.hasReturned)
    }

    @Test func aNumberKeyOpensTheSceneOfThatNumberAndTabTheNextOne() async {
        let driver = AppDriver(
            scenes: scenes(CounterScreen(title: "First", model: model), CounterScreen(title: "Second", model: model)))
        await driver.shows("1 First")
        #expect(driver.lines.contains { $0.contains("2 Second") })
        driver.press(.character("2"))
        await driver.shows("Demo · Second")
        driver.press(.tab)
        await driver.shows("Demo · First")
        driver.press(.backTab)
        await driver.shows("Demo · Second")
        driver.press(.tab, .tab)
        await driver.shows("Demo · Second")
        // Each scene replaced the one before: one step back is the scene list.
        driver.press(.character("q"))
        await driver.shows("Demo · Entries")
        #expect(!driver.hasReturned)
    }

    @Test func aClickSelectsARowAClickOnTheSelectedRowOpensItAndTheWheelMoves() async {
        let driver = AppDriver(
            scenes: scenes(CounterScreen(title: "First", model: model), CounterScreen(title: "Second", model: model)))
        await driver.shows("1 First")
        // The scene list's rows start on the body's second row, the terminal's third.
        driver.press(.click(row: 3, column: 8))
        await driver.until { driver.lines.last?.contains("2/2") == true }
        driver.press(.wheelUp)
        await driver.until { driver.lines.last?.contains("1/2") == true }
        driver.press(.click(row: 0, column: 8), .click(row: 8, column: 8), .wheelDown, .click(row: 3, column: 8))
        await driver.shows("Demo · Second")
    }

    @Test func aLinkAScreenOpensGoesToTheBrowser() async {
        var opened: [String] = []
        let driver = AppDriver(
            scenes: scenes(CounterScreen(title: "First", model: model)), browser: { opened.append($0.url) })
        driver.press(.enter, .character("o"), .character("+"))
        await driver.shows("count 1")
        #expect(opened == ["https://example.org/first"])
    }

    @Test func aHelpTallerThanTheTerminalScrollsAndSaysWhichLinesShow() async {
        let driver = AppDriver(scenes: scenes(CounterScreen(title: "First", model: model)))
        driver.press(.enter, .character("?"))
        await driver.shows("↑↓ 1–6/11")
        #expect(!driver.lines.contains { $0.contains("Any key closes") })
        driver.press(.down)
        await driver.shows("↑↓ 2–7/11")
        driver.press(.end)
        await driver.shows("↑↓ 6–11/11")
        #expect(driver.lines.contains { $0.contains("Any key closes") })
        driver.press(.down, .home)
        await driver.shows("↑↓ 1–6/11")
        driver.press(.character("x"))
        await driver.until { !driver.lines.contains { $0.contains("↑↓ 1–6/11") } }
        #expect(driver.lines.first == " Demo · First")
    }

    @Test func questionMarkShowsTheHelpAndAnyKeyClosesIt() async {
        let driver = AppDriver(
            scenes: scenes(CounterScreen(title: "First", model: model)), size: TerminalSize(width: 40, height: 24))
        driver.press(.enter, .character("?"))
        await driver.shows("Ctrl-C  quit")
        #expect(driver.lines.contains { $0.contains("/       search") })
        #expect(driver.lines.contains { $0.contains("+       add") })
        driver.press(.character("+"))
        await driver.until { !driver.lines.contains { $0.contains("Ctrl-C") } }
        #expect(model.value == 0)
    }

    @Test func theStatusLineOffersAKeyByItsShortNameAndTheHelpByAllItsKeys() async {
        let driver = AppDriver(
            scenes: scenes(CounterScreen(title: "First", model: model)), size: TerminalSize(width: 60, height: 24))
        await driver.shows("Entries")
        let status = driver.lines.last ?? ""
        #expect(status.hasPrefix(" ↑↓ move  Enter open") && !status.contains("PgUp"), "\(status)")
        driver.press(.character("?"))
        await driver.shows("↑↓ PgUp PgDn  move")
    }

    @Test func aResizeRedrawsWholeAtTheNewSize() async {
        let driver = AppDriver(scenes: scenes(CounterScreen(title: "First", model: model)))
        driver.press(.enter)
        await driver.shows("count 0 40x8")
        let before = driver.output.count
        driver.resize(to: TerminalSize(width: 30, height: 12))
        await driver.shows("count 0 30x10")
        #expect(driver.app.frame?.width == 30)
        #expect(driver.output.dropFirst(before).contains("\u{1B}[2J"))
    }

    @Test func aTerminalTooSmallSaysSo() async {
        let driver = AppDriver(scenes: scenes(CounterScreen(title: "First", model: model)))
        driver.resize(to: TerminalSize(width: 19, height: 6))
        await driver.shows("Terminal too small")
        driver.resize(to: TerminalSize(width: 20, height: 6))
        await driver.shows("Demo · Entries")
    }

    @Test func aModelChangeRedrawsTheScreen() async {
        let driver = AppDriver(scenes: scenes(CounterScreen(title: "First", model: model)))
        driver.press(.enter)
        await driver.shows("count 0")
        model.value = 41
        await driver.shows("count 41")
        driver.press(.character("+"))
        await driver.shows("count 42")
    }

    /// Three changes make one frame: the first frame after them shows the last, and the frame after it is the
    /// one a resize sent later draws whole (a redraw the changes left scheduled would come between).
    @Test func changesBeforeTheRedrawRunsShareOneFrame() async {
        let driver = AppDriver(scenes: scenes(CounterScreen(title: "First", model: model)))
        driver.press(.enter)
        await driver.shows("count 0")
        let writes = driver.writes
        model.value = 1
        model.value = 2
        model.value = 3
        await driver.until { driver.writes > writes }
        #expect(driver.frames[writes].contains("\u{1B}[2;7H3"))  // "count 0" became "count 3": one cell
        driver.resize(to: TerminalSize(width: 40, height: 10))
        await driver.until { driver.writes > writes + 1 }
        #expect(driver.frames[writes + 1].contains("\u{1B}[2J"))
    }

    @Test func aScreenCanAskForARedrawOfStateObservationDoesNotSee() async {
        let screen = CounterScreen(title: "First", model: model)
        let driver = AppDriver(scenes: scenes(screen))
        driver.press(.enter)
        await driver.shows("count 0")
        screen.untracked = "loaded"
        screen.redraw?()
        await driver.shows("count 0 40x8 loaded")
    }

    @Test func ctrlLDrawsTheWholeFrameAgainOverWhateverTheTerminalShows() async {
        let driver = AppDriver(scenes: scenes(CounterScreen(title: "First", model: model)))
        driver.press(.enter)
        await driver.shows("count 0")
        let writes = driver.writes
        let lines = driver.lines
        driver.press(.control("l"))
        await driver.until { driver.writes > writes }
        #expect(driver.frames[writes].hasPrefix("\u{1B}[?25l\u{1B}[0m\u{1B}[H\u{1B}[2J"))
        #expect(driver.frames[writes].contains("count\u{1B}[2;7H0\u{1B}[2;9H40x8"))  // the body, blanks skipped
        #expect(driver.frames[writes].contains("Demo · First"))
        #expect(driver.lines == lines)
    }

    @Test func aRepaintAfterASuspensionDrawsTheWholeFrameAgain() async {
        let driver = AppDriver(scenes: scenes(CounterScreen(title: "First", model: model)))
        driver.press(.enter)
        await driver.shows("count 0")
        let writes = driver.writes
        let lines = driver.lines
        driver.repaint()
        await driver.until { driver.writes > writes }
        #expect(driver.frames[writes].hasPrefix("\u{1B}[?25l\u{1B}[0m\u{1B}[H\u{1B}[2J"))
        #expect(driver.frames[writes].contains("count\u{1B}[2;7H0\u{1B}[2;9H40x8"))  // the body, blanks skipped
        #expect(driver.lines == lines)
    }

    /// Opening a screen and going back each clear the terminal and draw the screen whole, so a cell the screen
    /// before left (a wide character drawn narrower, say) cannot remain.
    @Test func aScreenChangeDrawsTheNewScreenWhole() async {
        let driver = AppDriver(scenes: scenes(CounterScreen(title: "First", model: model)))
        await driver.shows("Demo · Entries")
        var writes = driver.writes
        driver.press(.enter)
        await driver.shows("Demo · First")
        #expect(driver.frames[writes...].joined().contains("\u{1B}[2J"))
        writes = driver.writes
        driver.press(.character("q"))
        await driver.shows("Demo · Entries")
        #expect(driver.frames[writes...].joined().contains("\u{1B}[2J"))
        #expect(driver.frames[writes...].joined().contains("First"))  // the list's rows are written again too
    }

    @Test func theCursorShowsWhereTheScreenPutsIt() async {
        let screen = CounterScreen(title: "First", model: model)
        screen.cursor = (0, 3)
        let driver = AppDriver(scenes: scenes(screen))
        driver.press(.enter)
        await driver.shows("Demo · First")
        #expect(driver.output.hasSuffix("\u{1B}[2;4H\u{1B}[?25h"))
    }
}

@MainActor
@Suite struct AppChromeTests {
    @Test func aLongTitleIsCutWithAnEllipsis() {
        let screen = CounterScreen(title: "A very long title that does not fit", model: Counter())
        let chrome = AppChrome(words: .demo, isHome: false, isShowingHelp: false)
        let (frame, _) = chrome.frame(of: screen, size: TerminalSize(width: 24, height: 6))
        #expect(frame.text(ofRow: 0) == " Demo · A very long ti…")
    }

    @Test func theHelpDropsItsBlankLinesWhenTheBodyIsShort() {
        let screen = CounterScreen(title: "First", model: Counter())
        let chrome = AppChrome(words: .demo, isHome: false, isShowingHelp: true)
        let (frame, cursor) = chrome.frame(of: screen, size: TerminalSize(width: 40, height: 16))
        #expect(frame.lines.contains { $0.contains("│ First") })
        #expect(frame.lines.contains { $0.contains("+       add") })
        #expect(cursor == nil)
    }

    @Test func theStatusLineNamesTheBackKeyAboveTheFirstScreenAndTheQuitKeyOnIt() {
        let screen = CounterScreen(title: "First", model: Counter())
        let size = TerminalSize(width: 40, height: 6)
        let above = AppChrome(words: .demo, isHome: false, isShowingHelp: false).frame(of: screen, size: size).0
        let home = AppChrome(words: .demo, isHome: true, isShowingHelp: false).frame(of: screen, size: size).0
        #expect(above.lines.last == " + add  ? help  q back            alpha")
        #expect(home.lines.last == " + add  ? help  q quit            alpha")
    }

    @Test func theAddressShowsAtTheTitleBarsRightOnlyWhenItFitsWholeBesideTheTitle() {
        let screen = CounterScreen(title: "First", model: Counter())
        let chrome = AppChrome(words: .demo, isHome: false, isShowingHelp: false, address: "/counter/1")
        let wide = chrome.frame(of: screen, size: TerminalSize(width: 40, height: 6)).0
        let narrow = chrome.frame(of: screen, size: TerminalSize(width: 25, height: 6)).0
        let fitting = chrome.frame(of: screen, size: TerminalSize(width: 26, height: 6)).0
        #expect(wide.text(ofRow: 0) == " Demo · First" + String(repeating: " ", count: 16) + "/counter/1")
        #expect(narrow.text(ofRow: 0) == " Demo · First")
        #expect(fitting.text(ofRow: 0) == " Demo · First  /counter/1")
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct TerminalOpeningTests {
    @Test func anOpeningShowsItsScreensAboveTheFirstAndQGoesBackThroughThemToTheFirst() async {
        let first = CounterScreen(title: "Counter", model: Counter())
        let second = CounterScreen(title: "Details", model: Counter())
        let scenes = [TerminalScene(name: "Counter") { CounterScreen(title: "Other", model: Counter()) }]
        let driver = AppDriver(scenes: scenes, opening: TerminalOpening(scene: 0) { [first, second] })
        await driver.shows("Demo · Details")
        driver.press(.character("q"))
        await driver.shows("Demo · Counter")
        driver.press(.character("q"))
        await driver.shows("Demo · Entries")
        driver.press(.character("q"))
        await driver.until { driver.hasReturned }
    }

    @Test func theTitleBarShowsTheTopScreensAddressAndFollowsWhatItShows() async {
        let screen = CounterScreen(title: "Counter", model: Counter())
        let driver = AppDriver(
            scenes: [TerminalScene(name: "Counter") { screen }], size: TerminalSize(width: 40, height: 10),
            address: { ($0 as? CounterScreen).map { "/count/\($0.model.value)" } })
        await driver.shows("Demo · Entries")
        // The first screen has none.
        #expect(driver.lines.first == " Demo · Entries")
        driver.press(.enter)
        await driver.until { driver.lines.first == " Demo · Counter" + String(repeating: " ", count: 16) + "/count/0" }
        driver.press(.character("+"))
        await driver.until { driver.lines.first?.hasSuffix("  /count/1") == true }
    }
}
