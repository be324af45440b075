import Synchronization

/// The markup of a pure render, remembered by everything it is made from: the same key renders the same bytes,
/// so a remembered render is never another state's (unlike a page cached by its address or for a time). For a
/// part of a page that is costly to write and shown alike to many windows, such as a station's 24-hour charts.
/// Holds at most `capacity` renders, and forgets them all when full.
final class RenderMemo<Key: Hashable & Sendable>: Sendable {
    private let renders = Mutex<[Key: HTML]>([:])
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The markup `render` writes for `key`: remembered, or rendered now and remembered.
    func html(for key: Key, render: () -> HTML) -> HTML {
        if let html = renders.withLock({ $0[key] }) {
            return html
        }
        let html = render()
        renders.withLock { renders in
            if renders.count >= capacity {
                renders.removeAll(keepingCapacity: true)
            }
            renders[key] = html
        }
        return html
    }
}
