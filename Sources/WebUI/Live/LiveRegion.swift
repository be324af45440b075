import Foundation

#if canImport(Combine)
    import Combine
#else
    import OpenCombine
#endif

/// A fragment of a page that follows its view model's state.
///
/// The page embeds `markup` (the rendered content inside `<div id="…" data-live="/events?region=…">`);
/// with JavaScript the browser opens `GET /events?region=<id>`, which streams the new markup after every
/// change. Register the region in the browser's session with `Session.register(_:)`.
@MainActor
public final class LiveRegion {
    /// The region's id: the element id in the page and the `region` of its event stream.
    public let id: String
    private let render: @MainActor () -> HTML
    private let makeUpdates: @MainActor () -> AsyncStream<HTML>

    /// A region of an `@Observable` view model: it updates whenever state that `render` reads changes.
    public init(id: String, render: @escaping @MainActor () -> HTML) {
        let wrapped = Self.wrapping(id: id, render)
        self.id = id
        self.render = wrapped
        self.makeUpdates = { StateObservation.values(wrapped) }
    }

    /// A region of an `ObservableObject` view model: it updates after each `objectWillChange`.
    public init<Object: ObservableObject>(
        id: String,
        observing object: Object,
        render: @escaping @MainActor () -> HTML
    ) {
        let wrapped = Self.wrapping(id: id, render)
        self.id = id
        self.render = wrapped
        self.makeUpdates = { StateObservation.values(of: object, wrapped) }
    }

    /// The current markup, wrapped in the region's live element.
    public var markup: HTML { render() }

    /// The markup now, then after each change (coalesced), until the reader stops reading.
    public func updates() -> AsyncStream<HTML> {
        makeUpdates()
    }

    /// The path of the region's event stream.
    public var eventsPath: String { Self.eventsPath(id: id) }

    private static let unreserved = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~"
    )

    private static func wrapping(id: String, _ render: @escaping @MainActor () -> HTML) -> @MainActor () -> HTML {
        let path = eventsPath(id: id)
        return { "<div id=\"\(id)\" data-live=\"\(path)\">\(render())</div>" }
    }

    private static func eventsPath(id: String) -> String {
        "/events?region=" + (id.addingPercentEncoding(withAllowedCharacters: unreserved) ?? "")
    }
}
