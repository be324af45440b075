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
    /// The screens shown, the first screen first; the last one has the keyboard.
    private(set) var stack: [any TerminalScreen] = []
    private var size = TerminalSize(width: 80, height: 24)
    private var renderer = FrameRenderer()
    private var output: (String) -> Void = { _ in }
    private(set) var isShowingHelp = false
    private var isRunning = false
    private var redrawIsScheduled = false
    /// The frame the terminal shows (nil: the next one is drawn whole).
    public private(set) var frame: ScreenBuffer?

    /// - Parameters:
    ///   - home: the first screen (``SceneListScreen``, say); `q` there quits.
    ///   - words: what the app writes around every screen.
    ///   - tracing: records each screen's loads, and shows the last one on `t`; nil: `t` does nothing.
    public init(home: any TerminalScreen, words: ChromeWords, tracing: (any TerminalTracing)? = nil) {
        self.home = home
        self.words = words
        self.tracing = tracing
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

    /// Ctrl-C quits; Ctrl-L draws everything again; the help closes on any key; otherwise the top screen answers
    /// first, and the app acts on a key it ignores: `q` or Esc goes back (quits on the first screen), `?` opens the
    /// help, `t` the last load's steps.
    private func handle(_ key: Key) {
        if key == .control("c") { return quit() }
        if key == .control("l") {
            frame = nil  // whatever else wrote to the terminal is cleared with the old frame
            return
        }
        if isShowingHelp {
            isShowingHelp = false
            return
        }
        guard let screen = stack.last else { return }
        let wasEditing = screen.isEditing
        let answer = tracing.map { $0.recordLoad(of: screen, key: key) { screen.handle(key) } } ?? screen.handle(key)
        switch answer {
        case .handled: break
        case .ignored:
            switch key {
            case .escape: pop()
            case .character("q") where !wasEditing: pop()
            case .character("?") where !wasEditing: isShowingHelp = true
            case .character("t") where !wasEditing:
                if let tracing { show(tracing.lastLoadScreen(), replacingTop: false) }
            default: break
            }
        case .push(let next): show(next, replacingTop: false)
        case .replace(let next): show(next, replacingTop: true)
        case .pop: pop()
        case .quit: quit()
        }
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
        let chrome = AppChrome(words: words, isHome: stack.count == 1, isShowingHelp: isShowingHelp)
        let (next, cursor) = withObservationTracking {
            chrome.frame(of: screen, size: size)
        } onChange: { [weak self] in
            Task { @MainActor in self?.scheduleRedraw() }
        }
        output(renderer.render(next, over: frame, cursor: cursor))
        frame = next
    }
}
