import Foundation
import Observation

/// A full-screen terminal application: its first screen, the screens opened from it, the title bar and the
/// status line, drawn until the user quits.
///
/// Each frame is drawn inside Observation tracking, so whatever a screen reads of an `@Observable` model
/// redraws it when it changes; keys go to the top screen first, and the app acts on those it ignores.
@MainActor
public final class TerminalApp {
    private let home: any TerminalScreen
    private let words: ChromeWords
    private let tracing: (any TerminalTracing)?
    private let address: @MainActor (any TerminalScreen) -> String?
    /// Opens a link in the user's web browser.
    private let browser: @MainActor (TerminalLink) -> Void
    private let opening: TerminalOpening?
    /// The screens shown, the first screen first; the last one has the keyboard.
    private(set) var stack: [any TerminalScreen] = []
    private var size = TerminalSize(width: 80, height: 24)
    private var renderer = FrameRenderer()
    private var output: (String) -> Void = { _ in }
    private(set) var isShowingHelp = false
    /// How many of the help's lines are scrolled above its box.
    private var helpOffset = 0
    /// The scene open over the first screen (its index in the scene list), for Tab and Shift-Tab.
    private var openScene: Int?
    /// A scene's first screen made while the key that opens it was answered, until it is shown.
    private var madeScene: (index: Int, screen: any TerminalScreen)?
    private var isRunning = false
    private var redrawIsScheduled = false
    /// The frame the terminal shows (nil: the next one is drawn whole).
    public private(set) var frame: ScreenBuffer?

    /// - Parameters:
    ///   - home: the first screen (``SceneListScreen``, say); `q` there quits.
    ///   - words: what the app writes around every screen.
    ///   - tracing: records each screen's loads, and shows the last one on `t`; nil: `t` does nothing.
    ///   - opening: the screens shown over the first one as the app starts; nil: the first screen alone.
    ///   - address: a screen's address in another ring (a web address), shown at the title bar's right; nil for a
    ///     screen without one. It is read as the frame is drawn, so it follows what the screen shows.
    ///   - browser: opens a link a screen asks for (``TerminalNavigation/openInBrowser(_:)``); by default the
    ///     system's opener.
    public init(
        home: any TerminalScreen, words: ChromeWords, tracing: (any TerminalTracing)? = nil,
        opening: TerminalOpening? = nil, address: @escaping @MainActor (any TerminalScreen) -> String? = { _ in nil },
        browser: @escaping @MainActor (TerminalLink) -> Void = TerminalApp.openInSystemBrowser
    ) {
        self.browser = browser
        self.home = home
        self.words = words
        self.tracing = tracing
        self.opening = opening
        self.address = address
    }

    /// Runs full-screen until the user quits, and restores the terminal.
    /// - Throws: `TerminalError.notATerminal` when standard input is not a terminal.
    public func run() async throws {
        let terminal = try Terminal()
        defer { terminal.restore() }
        await run(
            events: terminal.events(), size: Terminal.size(),
            renderer: FrameRenderer(environment: ProcessInfo.processInfo.environment), output: terminal.write)
    }

    /// Runs on `events` (keys and resizes) at `size`, sending each frame's bytes to `output`, until the user quits
    /// or the events end: the loop without a terminal, as tests drive it.
    public func run(
        events: AsyncStream<TerminalEvent>, size: TerminalSize, renderer: FrameRenderer = FrameRenderer(),
        output: @escaping (String) -> Void
    ) async {
        self.size = size
        self.renderer = renderer
        self.output = output
        frame = nil
        isShowingHelp = false
        isRunning = true
        show(home, replacingTop: false)
        if let opening { open(opening) }
        redraw()
        for await event in events {
            handle(event)
            guard isRunning else { break }
            redraw()
        }
        isRunning = false
        stack.removeAll()
    }

    private func handle(_ event: TerminalEvent) {
        switch event {
        case .resize(let newSize):
            size = newSize
            frame = nil
        case .repaint:
            frame = nil
        case .key(let key):
            handle(key)
        }
    }

    /// Ctrl-C quits; Ctrl-L draws everything again; Ctrl-T shows the last load's steps; the help scrolls with the list keys and closes on any other;
    /// otherwise the top screen answers first, and the app acts on a key it ignores: `q` goes back (quits on the
    /// first screen), Esc goes back above the first screen, `?` opens the help, `t` the last load's steps, Tab and
    /// Shift-Tab the next and previous scene. An Alt-key the screen ignores does nothing: it is never Esc.
    private func handle(_ key: Key) {
        if key == .control("c") { return quit() }
        if key == .control("l") {
            frame = nil  // whatever else wrote to the terminal is cleared with the old frame
            return
        }
        if key == .control("t"), !isShowingHelp {
            // `t`'s twin that works where letters are typed, and while a field has the keyboard.
            if let tracing { show(tracing.lastLoadScreen(), replacingTop: false) }
            return
        }
        if isShowingHelp {
            scrollHelp(key == .wheelDown ? .down : key == .wheelUp ? .up : key)
            return
        }
        if case .click(let row, let column) = key {
            // A click on the body goes to the screen in the body's cells; the title and status lines take none.
            guard row >= 1, row < size.height - 1 else { return }
            return handle(screenKey: .click(row: row - 1, column: column))
        }
        handle(screenKey: key)
    }

    /// `key` to the top screen, and what the app does with it when the screen ignores it.
    private func handle(screenKey key: Key) {
        guard let screen = stack.last else { return }
        let wasEditing = screen.isEditing
        // A scene opened from the list is made inside the key's load, so what its making loads is that load's.
        let answer =
            tracing.map { $0.recordLoad(of: screen, key: key) { making(screen.handle(key)) } }
            ?? making(screen.handle(key))
        switch answer {
        case .handled: break
        case .ignored:
            switch key {
            case .escape where stack.count > 1: pop()
            case .character("q") where !wasEditing: pop()
            case .character("?") where !wasEditing:
                isShowingHelp = true
                helpOffset = 0
            case .character("t") where !wasEditing:
                if let tracing { show(tracing.lastLoadScreen(), replacingTop: false) }
            case .tab where !wasEditing: switchScene(by: 1)
            case .backTab where !wasEditing: switchScene(by: -1)
            // The wheel moves as the arrows do where a screen has no use of its own for it (a details page).
            case .wheelDown: handle(screenKey: .down)
            case .wheelUp: handle(screenKey: .up)
            default: break
            }
        case .push(let next): show(next, replacingTop: false)
        case .replace(let next): show(next, replacingTop: true)
        case .openScene(let index): open(scene: index)
        case .openInBrowser(let link): browser(link)
        case .pop: pop()
        case .quit: quit()
        }
    }

    /// The list keys scroll the help (its box shows what fits); any other key closes it.
    private func scrollHelp(_ key: Key) {
        let page = max(1, size.height - 6)
        switch key {
        case .down, .character("j"): helpOffset += 1
        case .up, .character("k"): helpOffset -= 1
        case .pageDown, .character(" "): helpOffset += page
        case .pageUp: helpOffset -= page
        case .home, .character("g"): helpOffset = 0
        case .end, .character("G"): helpOffset = Int.max / 2
        default:
            isShowingHelp = false
            return
        }
        // Kept within the lines by the chrome, which knows how many fit.
        helpOffset = AppChrome.clampedHelpOffset(helpOffset, words: words, screen: stack.last, size: size)
    }

    /// `answer`, the scene it opens made now (kept for ``open(scene:)``).
    private func making(_ answer: TerminalNavigation) -> TerminalNavigation {
        if case .openScene(let index) = answer, scenes.indices.contains(index) {
            madeScene = (index, scenes[index].makeScreen())
        }
        return answer
    }

    /// The scenes of the first screen, when it is the scene list.
    private var scenes: [TerminalScene] { (home as? SceneListScreen)?.scenes ?? [] }

    /// Opens the scene at `index` over the first screen, closing every screen above it.
    private func open(scene index: Int) {
        guard scenes.indices.contains(index) else { return }
        stack.removeSubrange(1...)
        openScene = index
        let made = madeScene.flatMap { $0.index == index ? $0.screen : nil }
        madeScene = nil
        show(made ?? scenes[index].makeScreen(), replacingTop: false)
    }

    /// Opens `opening`'s screens over the first screen, as its scene, when the scene list has it.
    private func open(_ opening: TerminalOpening) {
        if scenes.indices.contains(opening.scene) { openScene = opening.scene }
        for screen in opening.makeScreens() { show(screen, replacingTop: false) }
    }

    /// Opens the scene `offset` after the open one (before it when negative), from the first when none is open.
    private func switchScene(by offset: Int) {
        let count = scenes.count
        guard count > 0 else { return }
        let current = stack.count > 1 ? openScene : nil
        let next = current.map { (($0 + offset) % count + count) % count } ?? (offset > 0 ? 0 : count - 1)
        open(scene: next)
    }

    private func show(_ screen: any TerminalScreen, replacingTop: Bool) {
        if replacingTop, !stack.isEmpty { stack.removeLast() }
        stack.append(screen)
        frame = nil  // a new screen is drawn whole, so no cell of the one before can remain
        screen.observeChanges { [weak self] in self?.scheduleRedraw() }
    }

    private func pop() {
        guard stack.count > 1 else { return quit() }
        stack.removeLast()
        frame = nil
        stack.last?.didReappear()
    }

    private func quit() {
        isRunning = false
    }

    /// One redraw for any number of changes before it runs.
    private func scheduleRedraw() {
        guard isRunning, !redrawIsScheduled else { return }
        redrawIsScheduled = true
        Task { @MainActor in
            self.redrawIsScheduled = false
            self.redraw()
        }
    }

    /// Draws the frame, tracking what it reads, and sends the terminal what changed.
    private func redraw() {
        guard isRunning, let screen = stack.last else { return }
        let chrome = AppChrome(
            words: words, isHome: stack.count == 1, isShowingHelp: isShowingHelp, helpOffset: helpOffset)
        let (next, cursor) = withObservationTracking {
            var chrome = chrome
            chrome.address = address(screen)
            return chrome.frame(of: screen, size: size)
        } onChange: { [weak self] in
            Task { @MainActor in self?.scheduleRedraw() }
        }
        output(renderer.render(next, over: frame, cursor: cursor))
        frame = next
    }

    /// Opens `link` with the system's opener (`xdg-open`, `open` on macOS), its output nowhere near the screen;
    /// nothing happens where there is none.
    public static func openInSystemBrowser(_ link: TerminalLink) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        #if os(macOS)
            process.arguments = ["open", link.url]
        #else
            process.arguments = ["xdg-open", link.url]
        #endif
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
    }
}
