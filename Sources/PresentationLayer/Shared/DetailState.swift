/// What a details screen is doing, in every scene: nothing yet, loading one item, showing it, finding there is
/// none, or failed. The cases are mutually exclusive, so a screen can never show a spinner and an error at once,
/// nor a profile and "not found".
///
/// `Key` names what was asked for (a movie's id, a Pokémon's name, a user's login): a missing item and Retry after a
/// failure need it. `Value` is what the screen shows of the item. A screen that came from a list may show the
/// list's row as a `preview` while the item comes, and a scene whose failure keeps that row passes it on to
/// `failed`. What a screen shows besides the item (a star's confirmation, say) stays beside this state, in its view
/// model, as a list keeps its rows beside its `ScreenState`.
public enum DetailState<Key: Hashable & Sendable, Value: Hashable & Sendable>: Hashable, Sendable {
    /// Not shown yet: nothing asked.
    case idle
    /// The item named `Key` is on its way; `preview`, if the screen came from a list, shows meanwhile.
    case loading(Key, preview: Value? = nil)
    /// The item came.
    case loaded(Value)
    /// Nothing is named `Key`.
    case notFound(Key)
    /// Loading `Key` failed, worded for the user; Retry asks for `Key` again. `preview` is the row kept shown,
    /// for a scene that keeps it.
    case failed(ErrorMessage, of: Key, preview: Value? = nil)

    /// What is shown of the item: the item itself once loaded, else the preview while it loads or after it failed;
    /// nil when there is none, idle, or nothing is named `Key`.
    public var content: Value? {
        switch self {
        case .idle, .notFound: nil
        case .loaded(let value): value
        case .loading(_, let preview), .failed(_, _, let preview): preview
        }
    }

    /// This state with every value it shows, the item or its preview, passed through `transform`; the case and the
    /// key stay. A change that reaches a screen from elsewhere (a bookmark set in another window) goes through it,
    /// whichever case the screen is in.
    public func map<Other: Hashable & Sendable>(_ transform: (Value) -> Other) -> DetailState<Key, Other> {
        switch self {
        case .idle: .idle
        case .loading(let key, let preview): .loading(key, preview: preview.map(transform))
        case .loaded(let value): .loaded(transform(value))
        case .notFound(let key): .notFound(key)
        case .failed(let message, let key, let preview): .failed(message, of: key, preview: preview.map(transform))
        }
    }
}
