import Foundation

#if canImport(Combine)
    import Combine
#else
    import OpenCombine
#endif

/// A part of a page that follows its view model's state.
///
/// The page embeds `markup` (`<div id="…" data-live>` around the content); with JavaScript the page opens its
/// window's event stream (`GET /events?window=<id>`), which sends the region's updates after every change:
/// only the rows added to a ``LiveList``, or the replaced part. Register the region in the page's window with
/// `Window.register(_:)`.
@MainActor
public final class LiveRegion {
    /// The region's id: the element id in the page, and the target of its updates.
    public let id: String
    private let content: @MainActor () -> LiveContent
    private let makeContents: @MainActor () -> AsyncStream<LiveContent>
    /// What the page shows now: the markup rendered for it, with the updates sent since.
    private var shown: LiveContent?

    /// A region of an `@Observable` view model, replaced whole when it changes; it updates whenever state
    /// that `render` reads changes.
    public convenience init(id: String, render: @escaping @MainActor () -> HTML) {
        self.init(id: id, content: { LiveContent(render()) })
    }

    /// A region of an `@Observable` view model; it updates whenever state that `content` reads changes.
    public init(id: String, content: @escaping @MainActor () -> LiveContent) {
        self.id = id
        self.content = content
        self.makeContents = { StateObservation.values(content) }
    }

    /// A region of an `ObservableObject` view model, replaced whole; it updates after each `objectWillChange`.
    public convenience init<Object: ObservableObject>(
        id: String, observing object: Object, render: @escaping @MainActor () -> HTML
    ) {
        self.init(id: id, observing: object, content: { LiveContent(render()) })
    }

    /// A region of an `ObservableObject` view model; it updates after each `objectWillChange`.
    public init<Object: ObservableObject>(
        id: String, observing object: Object, content: @escaping @MainActor () -> LiveContent
    ) {
        self.id = id
        self.content = content
        self.makeContents = { StateObservation.values(of: object, content) }
    }

    /// The current content, to be rendered in the region's live element; later updates start from it.
    public var markup: Markup {
        let content = content()
        shown = content
        return Markup(id: id, content: content)
    }

    /// What the page shows now, if its markup was taken.
    var shownContent: LiveContent? { shown }

    /// Says the page shows `content` (a kept page's, which later updates start from) instead of what was rendered.
    func startUpdates(from content: LiveContent) {
        shown = content
    }

    /// A region's markup as its page shows it: `<div id="…" data-live>` around its content. The content is
    /// read on the main actor and rendered where it is interpolated into the page (`"…\(region)…"`), off the
    /// main actor, which every window's view models share.
    public struct Markup: Sendable {
        /// The region's id.
        public let id: String
        /// The content read for the page.
        public let content: LiveContent

        /// The markup, rendered.
        public var html: HTML { "\(self)" }
    }

    /// The updates from what the page shows, after each change (coalesced), until the reader stops reading or
    /// `isCurrent` turns false (a newer stream took the region's window): a change is then left for the newer
    /// stream, which sends it from what the page shows.
    public func updates(while isCurrent: @escaping @MainActor () -> Bool = { true }) -> AsyncStream<[LiveUpdate]> {
        let contents = makeContents()
        let (stream, continuation) = AsyncStream.makeStream(of: [LiveUpdate].self)
        let task = Task { @MainActor [weak self] in
            for await content in contents {
                guard let self, isCurrent() else { break }
                let updates = self.updates(to: content)
                if !updates.isEmpty {
                    continuation.yield(updates)
                }
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    private func updates(to content: LiveContent) -> [LiveUpdate] {
        let updates =
            shown.map { content.updates(from: $0, regionID: id) }
            ?? [.replace(target: id, content.markup(regionID: id))]
        shown = content
        return updates
    }
}
