import Hummingbird
import NIOCore
import Synchronization

/// The pages a session loaded last, kept so that loading one again while nothing it shows can have changed costs a
/// copy of its bytes instead of a window, its view models, their reads and a render.
///
/// A page is kept per session, address and ``PageLayout/cacheVariant`` (its language) when it was rendered complete
/// (settled, `200 OK`) in a new window. It is served again while the app's data has not changed since the render
/// began (`version`, which the app derives from its databases' commits, this process's and others') and for at most
/// `lifetime`, which bounds what a page may show that no commit marks, such as the age of a cached upstream answer.
///
/// A page served from here still names a window of its own: a *pending* one (see ``Session/addPendingWindow(id:materialise:)``),
/// made a window, with the page's view models, only when its live stream or an action asks for it, as Phoenix
/// LiveView mounts a page's process only when its socket connects. Its regions then start from what the page
/// shows, so any change since the render reaches the page as an update.
///
/// A kept page's response carries an entity tag naming its render and its window (`W/"<render>.<window>"`):
/// a browser that asks with it while the render is kept gets `304 Not Modified`, and its script a new window.
public final class PageCache: Sendable {
    /// What a kept page is found by.
    public struct Key: Hashable, Sendable {
        var session: String
        var address: String
        var variant: String
    }

    /// A kept page: its document, where its window's id and its trace's id are in it, and how to make its window.
    struct Page: Sendable {
        var document: ByteBuffer
        var status: HTTPResponse.Status
        /// The window id the page was rendered with, and where it is in the document (the page's meta, its forms).
        var windowID: String
        var windowOffsets: [Int]
        /// The trace id the page was rendered with (its footer's link), if it was traced, and where it is.
        var traceID: String?
        var traceOffsets: [Int]
        /// Makes a pending window the page's window: its view models, loaded, and its regions, starting from
        /// what the page shows.
        var materialise: Session.Materialise
        var version: Int
        var storedAt: Duration
        /// Which render of the cache this is: a browser's copy is still this page when its entity tag names it.
        var serial: Int
    }

    /// How long a page is served again at most.
    public let lifetime: Duration
    /// The most bytes all kept pages take; the oldest go first.
    public let maximumBytes: Int
    private let version: @Sendable () -> Int
    private let now: @Sendable () -> Duration
    private let pages = Mutex<(byKey: [Key: Page], bytes: Int)>(([:], 0))
    /// The last render's serial. It starts at random: a browser may still hold a copy tagged by an earlier run of
    /// the server, whose serials started from the same place.
    private let renders = Atomic<Int>(Int.random(in: 0..<(1 << 40)))

    /// A cache of pages.
    /// - Parameters:
    ///   - lifetime: how long a page is served again at most (default 2 seconds).
    ///   - maximumBytes: the most bytes all kept pages take (default 8 MiB).
    ///   - clock: what `lifetime` is measured on.
    ///   - version: the app's data version, which changes with every commit to its data; a page rendered at
    ///     another version is not served.
    public init(
        lifetime: Duration = .seconds(2), maximumBytes: Int = 8 << 20, clock: any Clock<Duration> = ContinuousClock(),
        version: @escaping @Sendable () -> Int
    ) {
        self.lifetime = lifetime
        self.maximumBytes = maximumBytes
        self.version = version
        self.now = clock.stopwatch()
    }

    /// The number of pages kept.
    public var count: Int { pages.withLock { $0.byKey.count } }

    /// The app's data version now, read before a page's window opens: a commit during its load then leaves the
    /// page kept at an older version, never served.
    var currentVersion: Int { version() }

    /// The page kept under `key`, if it may be served now; one that may not is dropped.
    func page(for key: Key) -> Page? {
        let version = version()
        let now = now()
        return pages.withLock { pages in
            guard let page = pages.byKey[key] else { return nil }
            guard page.version == version, now - page.storedAt < lifetime else {
                pages.byKey[key] = nil
                pages.bytes -= page.document.readableBytes
                return nil
            }
            return page
        }
    }

    /// Keeps a page rendered in window `windowID` at `version` (read before its window opened); returns its serial,
    /// nil when it is too large to keep.
    @discardableResult
    func keep(
        _ document: ByteBuffer, status: HTTPResponse.Status, for key: Key, windowID: String, traceID: String?,
        version: Int, materialise: @escaping Session.Materialise
    ) -> Int? {
        let size = document.readableBytes
        guard size <= maximumBytes / 4 else { return nil }
        let serial = renders.wrappingAdd(1, ordering: .relaxed).newValue
        let page = Page(
            document: document, status: status, windowID: windowID,
            windowOffsets: Self.offsets(of: windowID, in: document), traceID: traceID,
            traceOffsets: traceID.map { Self.offsets(of: $0, in: document) } ?? [], materialise: materialise,
            version: version, storedAt: now(), serial: serial)
        pages.withLock { pages in
            if let old = pages.byKey.updateValue(page, forKey: key) {
                pages.bytes -= old.document.readableBytes
            }
            pages.bytes += size
            while pages.bytes > maximumBytes,
                let oldest = pages.byKey.min(by: { $0.value.storedAt < $1.value.storedAt })
            {
                pages.byKey[oldest.key] = nil
                pages.bytes -= oldest.value.document.readableBytes
            }
        }
        return serial
    }

    /// The entity tag of a copy of the render numbered `serial` that names window `windowID`: weak, as copies that
    /// name other windows are the same page.
    static func entityTag(serial: Int, windowID: String) -> String {
        "W/\"\(serial).\(windowID)\""
    }

    /// The render and window an `If-None-Match` value names, if it is one tag this cache made
    /// (``entityTag(serial:windowID:)``).
    static func render(namedBy ifNoneMatch: String) -> (serial: Int, windowID: String)? {
        guard ifNoneMatch.hasPrefix("W/\""), ifNoneMatch.hasSuffix("\""), ifNoneMatch.utf8.count <= 64 else {
            return nil
        }
        let tag = ifNoneMatch.dropFirst(3).dropLast()
        guard let dot = tag.firstIndex(of: "."), let serial = Int(tag[..<dot]) else { return nil }
        let windowID = tag[tag.index(after: dot)...]
        guard SessionToken.isWellFormed(windowID) else { return nil }
        return (serial, String(windowID))
    }

    /// The kept page's document naming window `windowID` and trace `traceID` in place of those it was rendered
    /// with, or nil when the trace ids do not fit (a page traced and a request not, or the other way).
    static func document(of page: Page, windowID: String, traceID: String?) -> ByteBuffer? {
        guard (page.traceID == nil) == (traceID == nil), page.traceID?.utf8.count == traceID?.utf8.count,
            page.windowID.utf8.count == windowID.utf8.count
        else { return nil }
        var document = page.document
        for offset in page.windowOffsets {
            document.setString(windowID, at: document.readerIndex + offset)
        }
        if let traceID {
            for offset in page.traceOffsets {
                document.setString(traceID, at: document.readerIndex + offset)
            }
        }
        return document
    }

    /// The offsets in `buffer`'s readable bytes where `needle` starts.
    static func offsets(of needle: String, in buffer: ByteBuffer) -> [Int] {
        buffer.readableBytesView.withUnsafeBytes { offsets(of: Array(needle.utf8), in: $0) }
    }

    /// The offsets in `bytes` where `needle` starts, those that do not overlap an earlier one.
    static func offsets(of needle: [UInt8], in bytes: UnsafeRawBufferPointer) -> [Int] {
        guard let first = needle.first else { return [] }
        var found: [Int] = []
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == first, needle.indices.allSatisfy({ bytes[index + $0] == needle[$0] }) {
                found.append(index)
                index += needle.count
            } else {
                index += 1
            }
        }
        return found
    }
}
