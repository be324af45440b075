import Foundation

/// A list's filter, as `/` in `less` or htop: `/` opens it, what is typed narrows the rows to those whose text
/// contains it (case and accents aside), Enter gives the keys back to the list with the filter kept, Esc clears
/// it. A screen keeps one beside its ``ListView`` and draws the rows ``indices(of:)`` keeps.
public struct ListFilter: Sendable {
    /// True while the filter has the keyboard.
    public private(set) var isEditing = false
    private var field = TextField(maximumLength: 40)

    /// An empty filter, which keeps every row.
    public init() {}

    /// What the rows are filtered by; empty keeps them all.
    public var text: String { field.text }

    /// Answers `key` when it is the filter's: `/` while the list has the keys, anything while the filter has them,
    /// Esc while a filter is kept. False leaves the key to the screen.
    public mutating func handle(_ key: Key) -> Bool {
        guard isEditing else {
            switch key {
            case .character("/"):
                isEditing = true
                return true
            case .escape where !text.isEmpty:
                field.set("")
                return true
            default:
                return false
            }
        }
        switch key {
        case .enter:
            isEditing = false
        case .escape:
            isEditing = false
            field.set("")
        default:
            _ = field.handle(key)
        }
        return true
    }

    /// The indices of the rows whose `texts` contain the filter's text, in order: all of them while it is empty.
    public func indices(of texts: [String]) -> [Int] {
        let text = self.text
        guard !text.isEmpty else { return Array(texts.indices) }
        return texts.indices.filter {
            texts[$0].range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }

    /// The rows whose text (`text(row)`) contains the filter's text, in order: `rows` itself while it is empty,
    /// so a long list is not copied for every frame and key.
    public func kept<Row>(_ rows: [Row], by text: (Row) -> String) -> [Row] {
        let filterText = self.text
        guard !filterText.isEmpty else { return rows }
        return rows.filter {
            text($0).range(of: filterText, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }

    /// The filter as the status line shows it beside the list's position (`/star 3/12`); nil while it is empty
    /// and closed.
    /// - Parameter position: the list's position among the rows kept.
    /// - Returns: what the status line shows.
    public func status(position: String?) -> String? {
        guard isEditing || !text.isEmpty else { return position }
        return "/\(text)" + (isEditing ? "▏" : "") + (position.map { " \($0)" } ?? "")
    }
}
