import PresentationLayer
import TerminalKit

/// A screen over a view model (or a VIP scene's interactor): the trace of its loads names the call a key makes on
/// it, as the web ring's trace names a page's view model rather than the view around it.
@MainActor
public protocol ViewModelScreen: TerminalScreen {
    /// The view model (or the VIP scene's interactor) the screen's keys call: it names a load whose call cannot be
    /// told from the key (a selection that moves near a list's end and asks for the next page).
    var viewModelType: Any.Type { get }
    /// The call `key` makes on the screen as it is now, as the trace names it
    /// (`MoviesFlowCoordinator.open`, `AirQualityInteractor.refresh`); nil when it cannot be told from the key.
    func viewModelCall(for key: Key) -> ViewModelCall?
}

/// A view model's (or an interactor's) call, as a trace names it: its type and its operation.
public struct ViewModelCall {
    /// The type called (`MoviesListViewModel`, `AirQualityInteractor`).
    public var type: Any.Type
    /// The call (`didTapRetry`, `refresh`).
    public var operation: String

    /// `operation` on `type`.
    public init(_ type: Any.Type, _ operation: String) {
        self.type = type
        self.operation = operation
    }
}

/// "How this screen was made": the last load's steps as a waterfall, a row per step in the order they started,
/// indented inside the step that ran it: its kind and ring, type and call, the source file declaring the type,
/// start and duration, a bar where it ran, whether a cache answered, and an upstream call's host and path, in the
/// words the web ring's trace page uses (`TraceWords`). `q`/Esc returns.
@MainActor
public final class TraceScreen: TerminalScreen {
    /// One step of the load, as the trace screen shows it.
    public struct Step: Sendable, Equatable {
        public var kind: String
        public var ring: String
        /// `MoviesListViewModel.didSearch`, `TMDBMoviesRepository.moviesPage`.
        public var call: String
        /// How many steps it runs inside.
        public var depth: Int
        public var start: Duration
        public var duration: Duration
        /// True when a cache answered, false when it missed, nil when the step has no cache.
        public var cacheHit: Bool?
        /// An upstream call's host and path, never its query.
        public var upstream: String?
        public var failed: Bool
        /// The file declaring the step's type (`Sources/DataLayer/Movies/CachedMoviesRepository.swift`), nil when
        /// it cannot be told.
        public var source: String?

        /// A step as its properties say.
        public init(
            kind: String, ring: String, call: String, depth: Int, start: Duration, duration: Duration,
            cacheHit: Bool?, upstream: String?, failed: Bool, source: String? = nil
        ) {
            self.kind = kind
            self.ring = ring
            self.call = call
            self.depth = depth
            self.start = start
            self.duration = duration
            self.cacheHit = cacheHit
            self.upstream = upstream
            self.failed = failed
            self.source = source
        }
    }

    public var title: String { strings[TerminalText.traceTitle] }
    public var keyTable: KeyTable {
        KeyTable {
            KeyBinding.pageScroll(strings) { [self] key in page.handle(key) }
            // This screen is the last load's; `t` here opens no trace of it.
            KeyBinding([.character("t")], nil) { .handled }
        }
    }

    /// What was loaded (`Movies: Enter`), nil when no load was recorded yet.
    private let load: String?
    private let steps: [Step]
    private let strings: Strings
    private var page = ScrollingPage()

    /// Where the page is scrolled, while it is taller than the screen.
    public var position: String? { page.position }

    /// - Parameters:
    ///   - load: whose load it was and what started it, nil when none was recorded.
    ///   - steps: its steps in the order they started.
    public init(load: String?, steps: [Step], strings: Strings) {
        self.load = load
        self.steps = steps
        self.strings = strings
    }

    public func draw(in body: inout ScreenBuffer) {
        page.draw(lines(width: body.width), in: &body)
    }

    /// The page's lines at `width` cells.
    func lines(width: Int) -> [StyledLine] {
        func paragraph(_ text: String) -> [StyledLine] {
            text.wrapped(toWidth: max(1, width - 2)).map { StyledLine(" " + $0) }
        }
        guard let load else { return paragraph(strings[TerminalText.traceNone]) }
        var lines = paragraph(strings(TerminalText.traceIntroduction, load)) + [.blank]
        guard !steps.isEmpty else { return lines + paragraph(strings[TerminalText.traceNoSteps]) }
        let end = steps.map { $0.start + $0.duration }.max() ?? .zero
        let barWidth = max(4, min(20, width / 5))
        // The step's name takes what the times, the bar and the cache leave.
        // The cache column holds its heading, or a miss and a failure.
        let cacheWidth = max(
            strings[TraceWords.cache].terminalWidth,
            max(strings[TraceWords.hit].terminalWidth, strings[TraceWords.miss].terminalWidth) + 3
                + strings[TraceWords.failed].terminalWidth)
        // A time column holds a time (`1234.5 ms`) or its heading, whichever is wider.
        let startWidth = max(9, strings[TraceWords.start].terminalWidth + 1)
        let durationWidth = max(9, strings[TraceWords.duration].terminalWidth + 1)
        let nameWidth = max(24, width - 1 - startWidth - durationWidth - barWidth - 1 - cacheWidth - 1)
        let header =
            " " + Self.padded(strings[TraceWords.step], nameWidth)
            + Self.padded(strings[TraceWords.start], startWidth)
            + Self.padded(strings[TraceWords.duration], durationWidth) + String(repeating: " ", count: barWidth + 1)
            + strings[TraceWords.cache]
        lines.append(StyledLine(header, style: .bold))
        for step in steps {
            let indent = String(repeating: "  ", count: min(step.depth, 6))
            let name = indent + "\(step.kind) \(step.call)"
            var line =
                " " + Self.padded(name, nameWidth) + Self.padded(Self.milliseconds(step.start), startWidth)
                + Self.padded(Self.milliseconds(step.duration), durationWidth)
                + Self.bar(step, end: end, width: barWidth)
            switch step.cacheHit {
            case true?: line += " " + strings[TraceWords.hit]
            case false?: line += " " + strings[TraceWords.miss]
            case nil: break
            }
            if step.failed { line += " ✗ " + strings[TraceWords.failed] }
            lines.append(StyledLine(line))
            lines.append(StyledLine(Self.placeLine(step, indent: " " + indent + "  ", width: width), style: .dim))
        }
        return lines
    }

    /// A step's second line: its ring, its source file and its upstream call. A path too long for the line keeps
    /// its end, the file's name (`Data · …/CachedMoviesRepository.swift`).
    static func placeLine(_ step: Step, indent: String, width: Int) -> String {
        let upstream = step.upstream.map { " · " + $0 } ?? ""
        guard let source = step.source else { return indent + step.ring + upstream }
        let room = width - 1 - (indent + step.ring + " · " + upstream).terminalWidth
        guard source.terminalWidth > room else { return indent + step.ring + " · " + source + upstream }
        let fileName = source.split(separator: "/").last.map(String.init) ?? source
        var shown = fileName
        for directory in source.split(separator: "/").dropLast().reversed() {
            let longer = directory + "/" + shown
            guard longer.terminalWidth + 2 <= room else { break }
            shown = String(longer)
        }
        return indent + step.ring + " · …/" + shown + upstream
    }

    /// Where the step ran within the load: `width` cells, `█` from its start to its end.
    static func bar(_ step: Step, end: Duration, width: Int) -> String {
        guard end > .zero else { return String(repeating: "█", count: width) }
        let first = min(width - 1, Int((step.start / end) * Double(width)))
        let last = max(first + 1, min(width, Int(((step.start + step.duration) / end * Double(width)).rounded(.up))))
        return String(repeating: "·", count: first) + String(repeating: "█", count: last - first)
            + String(repeating: "·", count: width - last)
    }

    /// `12.3 ms`.
    static func milliseconds(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        return "\((value * 10).rounded() / 10) ms"
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        let shown = text.truncated(toWidth: width - 1)
        return shown + String(repeating: " ", count: max(1, width - shown.terminalWidth))
    }
}
