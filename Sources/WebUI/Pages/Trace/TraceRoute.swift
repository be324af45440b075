import Foundation
import Hummingbird
import LiveWeb
import PresentationLayer

/// `GET /trace/{id}`: "How this page was made", the trace of one of the last pages as a waterfall: each step
/// the request crossed with its ring, type and call, when it started, how long it took, its cache's hit or miss
/// and an upstream call's host and path. Every traced page links its own in the footer (``Layout``).
struct TraceRoute {
    static let pathPrefix = "/trace/"
    let store: TraceStore

    func register(on router: Router<WebRequestContext>) {
        router.get("/trace/{id}") { _, context in
            let strings = context.strings
            let id = context.parameters.get("id") ?? ""
            guard let trace = store.trace(id: id) else {
                return context.page(
                    title: strings[TraceText.title], status: .notFound,
                    "<h1>\(strings[TraceText.title])</h1>\n<p>\(strings[TraceText.gone])</p>")
            }
            return context.page(title: strings[TraceText.title], TracePage.render(trace, strings: strings))
        }
    }
}

/// The waterfall of a ``RequestTrace``: a table a screen reader reads row by row, each row's bar drawn beside
/// it from the same figures.
enum TracePage {
    static func render(_ trace: RequestTrace, strings: Strings) -> HTML {
        let total = max(trace.steps.map { $0.start + $0.duration }.max() ?? .zero, .nanoseconds(1))
        let depths = depthsByID(trace.steps)
        let rows = HTML.joined(
            trace.steps.map { step in
                row(step, depth: depths[step.id] ?? 0, total: total, strings: strings)
            })
        return """
            <h1>\(strings[TraceText.title])</h1>
            <p>\(strings(TraceText.intro, "\(trace.method) \(trace.path)"))</p>
            <div class="trace-scroll"><table class="trace">
            <caption>\(strings[TraceText.caption])</caption>
            <thead><tr><th scope="col">\(strings[TraceText.step])</th><th scope="col">\(strings[TraceText.ring])</th>\
            <th scope="col">\(strings[TraceText.type])</th><th scope="col">\(strings[TraceText.start])</th>\
            <th scope="col">\(strings[TraceText.duration])</th><th scope="col">\(strings[TraceText.cache])</th>\
            <th scope="col">\(strings[TraceText.upstream])</th></tr></thead>
            <tbody>
            \(rows)</tbody></table></div>

            """
    }

    private static func row(_ step: TraceStep, depth: Int, total: Duration, strings: Strings) -> HTML {
        let left = percent(step.start, of: total)
        let width = max(percent(step.duration, of: total), 0.5)
        let call = step.operation.isEmpty ? step.type : "\(step.type).\(step.operation)"
        let failed: HTML = step.failed ? " <strong>(\(strings[TraceText.failed]))</strong>" : .empty
        return """
            <tr class="trace-\(step.kind.rawValue)"><th scope="row" style="padding-left:\(min(depth, 8))em">\
            \(step.kind.rawValue)</th><td>\(step.kind.ring)</td><td><code>\(call)</code>\(failed)\
            <span class="trace-bar" aria-hidden="true" style="display:block;min-width:10em;\
            background:rgba(128,128,128,.2)"><span style="display:block;height:.5em;background:currentColor;\
            margin-left:\(format(left))%;width:\(format(width))%"></span></span></td>\
            <td>\(milliseconds(step.start))</td><td>\(milliseconds(step.duration))</td>\
            <td>\(step.cache?.rawValue ?? "")</td><td>\(step.upstream ?? "")</td></tr>

            """
    }

    /// How deep each step is: the route 0, the steps it ran 1, and so on.
    private static func depthsByID(_ steps: [TraceStep]) -> [Int: Int] {
        let parents = Dictionary(steps.map { ($0.id, $0.parentID) }, uniquingKeysWith: { first, _ in first })
        var depths: [Int: Int] = [:]
        for step in steps {
            var depth = 0
            var parent = step.parentID
            while let id = parent, depth < steps.count {
                depth += 1
                parent = parents[id] ?? nil
            }
            depths[step.id] = depth
        }
        return depths
    }

    private static func percent(_ part: Duration, of total: Duration) -> Double {
        min(100, max(0, part / total * 100))
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }

    private static func milliseconds(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        return String(format: "%.2f ms", value)
    }
}
