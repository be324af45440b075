import PresentationLayer

/// One movie's details, above the list: title, tagline, release date, running time and genres, and the
/// overview wrapped to the screen's width; ↑/↓ scroll a long overview. The list's row shows while the details
/// come, as in the web ring.
@MainActor
final class MovieDetailsScreen: TerminalScreen {
    var title: String { viewModel.state.title ?? "Movie" }

    /// The arrows, and `r` while the details failed.
    var keys: [KeyHelp] {
        guard case .failed = viewModel.state else { return [KeyHelp("↑↓", "scroll")] }
        return [KeyHelp("↑↓", "scroll"), KeyHelp("r", "retry")]
    }

    private let viewModel: MovieDetailsViewModel
    private let strings: Strings
    /// The first line shown.
    private var top = 0
    /// How many lines the body showed and held when last drawn, for scrolling.
    private var visible = (rows: 0, lines: 0)

    /// - Parameters:
    ///   - viewModel: the details the flow opened.
    ///   - strings: the language of the failure messages and the release date.
    init(viewModel: MovieDetailsViewModel, strings: Strings) {
        self.viewModel = viewModel
        self.strings = strings
    }

    func draw(in body: inout ScreenBuffer) {
        let lines = MovieDetailsLines.lines(for: viewModel.state, width: body.width, strings: strings)
        visible = (body.height, lines.count)
        top = max(0, min(top, lines.count - body.height))
        for (row, line) in lines.dropFirst(top).prefix(body.height).enumerated() {
            body.write(line.text, row: row, column: 0, style: line.style)
        }
    }

    func handle(_ key: Key) -> TerminalNavigation {
        switch key {
        case .down:
            top = min(top + 1, max(0, visible.lines - visible.rows))
        case .up:
            top = max(0, top - 1)
        case .character("r"):
            guard case .failed = viewModel.state else { return .ignored }
            viewModel.didTapRetry()
        default:
            return .ignored
        }
        return .handled
    }
}

/// The lines of a movie's details screen, wrapped to its width.
enum MovieDetailsLines {
    /// One line and how it shows.
    struct Line {
        var text: String
        var style: Style = .plain
    }

    /// The lines for `state`, `width` cells wide.
    static func lines(for state: MovieDetailsViewModel.State, width: Int, strings: Strings) -> [Line] {
        switch state {
        case .idle:
            return []
        case .loading(_, let preview?):
            return details(preview, width: width, strings: strings) + [
                Line(text: ""), Line(text: "Loading…", style: .dim),
            ]
        case .loading:
            return [Line(text: "Loading the movie…", style: .dim)]
        case .loaded(let content):
            return details(content, width: width, strings: strings)
        case .notFound:
            return [Line(text: "Movie not found", style: .bold), Line(text: "No movie has this address.")]
        case .failed(let message, _):
            let failure = message.text(strings).wrapped(toWidth: width).map {
                Line(text: $0, style: Style(foreground: .red))
            }
            return failure + [Line(text: "Retry (r)", style: .bold)]
        }
    }

    private static func details(_ content: MovieDetailsViewModel.Content, width: Int, strings: Strings) -> [Line] {
        var lines = wrap(content.title, width, style: .bold)
        if let tagline = content.tagline, !tagline.isEmpty {
            lines += wrap(tagline, width, style: .dim)
        }
        lines.append(Line(text: ""))
        let release = content.releaseDate.map { strings.date($0) } ?? "To be announced"
        lines += wrap("Release date: \(release)", width)
        let facts = [content.runtime.map(runtime), content.genres].compactMap { $0 }
        if !facts.isEmpty {
            lines += wrap(facts.joined(separator: " · "), width)
        }
        if !content.overview.isEmpty {
            lines.append(Line(text: ""))
            lines += wrap(content.overview, width)
        }
        return lines
    }

    /// A running time: "2 h 16 min".
    private static func runtime(_ minutes: Int) -> String {
        switch (minutes / 60, minutes % 60) {
        case (0, let rest): "\(rest) min"
        case (let hours, 0): "\(hours) h"
        case (let hours, let rest): "\(hours) h \(rest) min"
        }
    }

    private static func wrap(_ text: String, _ width: Int, style: Style = .plain) -> [Line] {
        text.wrapped(toWidth: width).map { Line(text: $0, style: style) }
    }
}
