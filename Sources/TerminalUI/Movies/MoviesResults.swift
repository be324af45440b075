import DomainLayer
import Foundation
import PresentationLayer
import TerminalKit

/// The Movies results under the search line: a line saying where the selection is among the rows, a row per
/// movie (title and year), and a footer for the next page, its failure with Retry, or the end; or, with no
/// rows, the hint, the search's indicator, the empty state or the failure.
enum MoviesResults {
    /// Draws `state` into `buffer`, its rows through `list`, each title a link to `page` of its movie where there
    /// is one; `isEditing` tells the hint that the field has focus.
    static func draw(
        _ state: MoviesListViewModel.State, list: inout ListView, isEditing: Bool,
        page: (Int) -> TerminalLink? = { _ in nil }, strings: Strings, in buffer: inout ScreenBuffer
    ) {
        switch state.status {
        case .idle where state.items.isEmpty:
            let hint = strings[isEditing ? MoviesTerminalText.typeHint : .searchHint]
            buffer.write(hint, row: 0, column: 0, style: .dim)
        case .loading where state.items.isEmpty:
            StatusLines.drawLoading(strings[SharedWords.searching], strings: strings, in: &buffer, row: 0)
        case .loaded where state.items.isEmpty:
            buffer.write(
                strings(MoviesWords.noResults, state.query).truncated(toWidth: buffer.width), row: 0, column: 0)
        case .failed(let message, _) where state.items.isEmpty:
            StatusLines.drawFailure(message.text(strings), strings: strings, in: &buffer, row: 0)
        default:
            drawRows(state, list: &list, page: page, strings: strings, in: &buffer)
        }
    }

    private static func drawRows(
        _ state: MoviesListViewModel.State, list: inout ListView, page: (Int) -> TerminalLink?, strings: Strings,
        in buffer: inout ScreenBuffer
    ) {
        let items = state.items
        list.draw(count: items.count, in: &buffer, row: 1, height: max(1, buffer.height - 2)) { index, buffer, row in
            drawRow(items[index], link: page(items[index].id), strings: strings, in: &buffer, row: row)
        }
        let position =
            list.selection.map {
                strings(
                    SharedWords.outOf, strings.number($0 + 1),
                    strings.number(items.count) + (state.hasMorePages ? "+" : ""))
            } ?? ""
        let notice = state.notice.map { " · " + $0.text(strings) } ?? ""
        buffer.write(
            "“\(state.query)” · \(position)\(notice)".truncated(toWidth: buffer.width), row: 0, column: 0,
            style: .dim)
        drawFooter(state, strings: strings, in: &buffer, row: min(buffer.height - 1, 1 + items.count))
    }

    /// A movie's row: its title, cut whole characters at a time (a link to the movie's page where it has one), and
    /// its year on the right.
    private static func drawRow(
        _ item: MoviesListItemViewModel, link: TerminalLink?, strings: Strings, in buffer: inout ScreenBuffer,
        row: Int
    ) {
        let year =
            item.releaseDate.map { String(Calendar.utc.component(.year, from: $0)) }
            ?? strings[MoviesTerminalText.noYear]
        buffer.write(
            item.title.truncated(toWidth: max(0, buffer.width - 10)), row: row, column: 2, style: Style(link: link))
        buffer.write(year, row: row, column: max(0, buffer.width - year.terminalWidth - 1), style: .dim)
    }

    /// Under the rows: the next page on its way, its failure with Retry, or the end of the results.
    private static func drawFooter(
        _ state: MoviesListViewModel.State, strings: Strings, in buffer: inout ScreenBuffer, row: Int
    ) {
        switch state.status {
        case .loading:
            StatusLines.drawLoading(
                strings[SharedWords.loadingMore], strings: strings, in: &buffer, row: row, column: 2)
        case .failed(let message, _):
            let retry = StatusLines.retry(strings)
            let end = buffer.write(
                message.text(strings).truncated(toWidth: max(0, buffer.width - retry.terminalWidth - 4)), row: row,
                column: 2, style: Style(foreground: .red))
            buffer.write(retry, row: row, column: end + 1, style: .bold)
        case .loaded where state.hasMorePages:
            buffer.write(strings[MoviesTerminalText.more], row: row, column: 2, style: .dim)
        case .loaded:
            buffer.write(strings[MoviesWords.end], row: row, column: 2, style: .dim)
        case .idle:
            break
        }
    }
}
