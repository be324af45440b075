import PresentationLayer
import TerminalKit

/// One movie's details, above the list: title, tagline, release date, running time and genres, and the
/// overview wrapped to the screen's width (once per width, however long it is); ↑/↓ scroll a long overview a line,
/// Page Up/Down a page, Home/End to its ends. The list's row shows while the details come, as in the web ring.
@MainActor
final class MovieDetailsScreen: SceneScreen {
    var title: String { viewModel.state.content?.title ?? strings[MoviesWords.movie] }

    /// The scrolling keys, and `r` while the details failed.
    var keyTable: KeyTable {
        KeyTable {
            KeyBinding.pageScroll(strings) { [self] key in page.handle(key) }
            if let link {
                KeyBinding([.character("o")], KeyHelp("o", TerminalText.openInBrowser, strings)) {
                    .openInBrowser(link)
                }
            }
            if case .failed = viewModel.state {
                KeyBinding.retry(strings) { [self] in viewModel.didTapRetry() }
            }
        }
    }

    private let viewModel: MovieDetailsViewModel
    private let movieID: Int
    let origin: MoviesDestination?
    private let strings: Strings
    /// The movie's page on the movie database's site, where the scene has one.
    private let link: TerminalLink?
    private var page = ScrollingPage()

    /// Where the page is scrolled, while it is taller than the screen.
    var position: String? { page.position }

    /// - Parameters:
    ///   - viewModel: the details the flow opened.
    ///   - movieID: the id of the movie they are of.
    ///   - origin: the list the movie was opened from, which the screen's address names.
    ///   - page: the movie's page on the movie database's site, which `o` opens; nil for none.
    ///   - strings: the language of the screen's words, the failure messages and the release date.
    init(
        viewModel: MovieDetailsViewModel, movieID: Int, origin: MoviesDestination?, page: TerminalLink? = nil,
        strings: Strings
    ) {
        self.viewModel = viewModel
        self.movieID = movieID
        self.origin = origin
        link = page
        self.strings = strings
    }

    /// The movie shown.
    var destination: MoviesDestination { .details(movieID: movieID) }

    func draw(in body: inout ScreenBuffer) {
        page.draw(viewModel.state, in: &body) { state, width in
            MovieDetailsLines.lines(for: state, width: width, strings: strings)
        }
    }

}

/// The lines of a movie's details screen, wrapped to its width.
enum MovieDetailsLines {
    /// The lines for `state`, `width` cells wide.
    static func lines(for state: MovieDetailsViewModel.State, width: Int, strings: Strings) -> [StyledLine] {
        switch state {
        case .idle:
            return []
        case .loading(_, let preview?):
            return details(preview, width: width, strings: strings) + [.blank, StatusLines.loading(strings: strings)]
        case .loading:
            return [StatusLines.loading(strings[MoviesWords.loadingMovie], strings: strings)]
        case .loaded(let content):
            return details(content, width: width, strings: strings)
        case .notFound:
            return [
                StyledLine(strings[MoviesWords.notFound], style: .bold),
                StyledLine(strings[MoviesTerminalText.notFoundMessage]),
            ]
        case .failed(let message, _, _):
            return StatusLines.failure(message.text(strings), width: width, strings: strings)
        }
    }

    private static func details(_ content: MovieDetailsViewModel.Content, width: Int, strings: Strings) -> [StyledLine]
    {
        var lines = wrap(content.title, width, style: .bold)
        if let tagline = content.tagline, !tagline.isEmpty {
            lines += wrap(tagline, width, style: .dim)
        }
        lines.append(.blank)
        let release = content.releaseDate.map { strings.date($0) } ?? strings[MoviesTerminalText.toBeAnnounced]
        lines += wrap(strings(MoviesWords.releaseDate, release), width)
        let facts = [content.runtime.map { strings.runtime(minutes: $0) }, content.genres].compactMap { $0 }
        if !facts.isEmpty {
            lines += wrap(facts.joined(separator: " · "), width)
        }
        if !content.overview.isEmpty {
            lines.append(.blank)
            lines += wrap(content.overview, width)
        }
        return lines
    }

    private static func wrap(_ text: String, _ width: Int, style: Style = .plain) -> [StyledLine] {
        text.wrapped(toWidth: width).map { StyledLine($0, style: style) }
    }
}
