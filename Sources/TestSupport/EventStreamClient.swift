import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A server-sent events reader over URLSession's data delegate (`URLSession.bytes` does not exist on
/// Linux). It yields the response head, then each event block as its bytes arrive, then `.closed` when the
/// server ends the response; ``close()`` ends it from the test's side. It sets no timer: a test waiting for an
/// event that never comes is ended by its time limit (`.timeLimit`), whose cancellation ends the wait.
public final class EventStreamClient: NSObject, URLSessionDataDelegate, Sendable {
    public enum Item: Equatable, Sendable {
        case response(status: Int, contentType: String?)
        case event(name: String?, data: String)
        case comment(String)
        case closed
    }

    public let items: AsyncStream<Item>
    private let continuation: AsyncStream<Item>.Continuation
    private let buffer = Mutex("")
    private let task = Mutex<URLSessionDataTask?>(nil)

    public init(url: URL, cookie: String) {
        (items, continuation) = AsyncStream.makeStream(of: Item.self)
        super.init()
        var request = URLRequest(url: url)
        request.setValue(cookie, forHTTPHeaderField: "Cookie")
        request.setValue("text/event-stream", forHTTPHeaderField: "Accept")
        request.httpShouldHandleCookies = false
        let session = URLSession(configuration: .ephemeral, delegate: self, delegateQueue: nil)
        let dataTask = session.dataTask(with: request)
        task.withLock { $0 = dataTask }
        dataTask.resume()
    }

    /// Disconnects, as a browser leaving the page does.
    public func close() {
        task.withLock { $0?.cancel() }
        continuation.finish()
    }

    public func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let http = response as? HTTPURLResponse
        continuation.yield(
            .response(status: http?.statusCode ?? 0, contentType: http?.value(forHTTPHeaderField: "Content-Type"))
        )
        completionHandler(.allow)
    }

    public func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let blocks = buffer.withLock { buffer -> [String] in
            buffer += String(decoding: data, as: UTF8.self)
            var blocks: [String] = []
            while let end = buffer.range(of: "\n\n") {
                blocks.append(String(buffer[..<end.lowerBound]))
                buffer.removeSubrange(..<end.upperBound)
            }
            return blocks
        }
        for block in blocks {
            continuation.yield(Self.parse(block))
        }
    }

    public func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        continuation.yield(.closed)
        continuation.finish()
        session.finishTasksAndInvalidate()
    }

    private static func parse(_ block: String) -> Item {
        var name: String?
        var data: [String] = []
        var comments: [String] = []
        for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(":") {
                comments.append(line.dropFirst().trimmingCharacters(in: .whitespaces))
            } else if line.hasPrefix("event: ") {
                name = String(line.dropFirst("event: ".count))
            } else if line.hasPrefix("data: ") {
                data.append(String(line.dropFirst("data: ".count)))
            }
        }
        if data.isEmpty && name == nil {
            return .comment(comments.joined(separator: "\n"))
        }
        return .event(name: name, data: data.joined(separator: "\n"))
    }
}

/// Reads what the tests care about from an event stream.
public struct EventStreamReader {
    private var iterator: AsyncStream<EventStreamClient.Item>.Iterator

    public init(_ client: EventStreamClient) {
        iterator = client.items.makeAsyncIterator()
    }

    /// The next item that is not a comment or a `retry:` block.
    public mutating func next() async -> EventStreamClient.Item? {
        while let item = await iterator.next() {
            if case .comment = item { continue }
            return item
        }
        return nil
    }

    /// The next event, as `name data` without the window it names (`replace counter\n<p>…`, `append rows\n<li>…`,
    /// `address /counter`, `gone`, `end superseded`).
    public mutating func nextEvent() async -> String? {
        await nextWindowEvent()?.event
    }

    /// The next event and the window it names on its first data line (nil for `end`, which names none), as
    /// `name data` (`replace counter\n<p>…`).
    public mutating func nextWindowEvent() async -> (window: String?, event: String)? {
        while let item = await next() {
            guard case .event(let name?, let data) = item else { continue }
            guard name != "end" else { return (nil, "\(name) \(data)") }
            let lines = data.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            let rest = lines.count > 1 ? " \(lines[1])" : ""
            return (String(lines[0]), "\(name)\(rest)")
        }
        return nil
    }

    /// The next keep-alive comment.
    public mutating func nextKeepAlive() async -> String? {
        while let item = await iterator.next() {
            if case .comment(let text) = item, !text.isEmpty { return text }
        }
        return nil
    }
}
