import Foundation
import Hummingbird
import LiveWeb
import PresentationLayer

/// `GET /trace/{id}`: "How this page was made", the trace of one of the last pages as a waterfall: each step
/// the request crossed with its ring, type and call, the source file declaring it, when it started, how long it
/// took, its cache's hit or miss and an upstream call's host and path. Every traced page links its own in the
/// footer (``Layout``).
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
            return context.page(
                title: strings[TraceText.title],
                TracePage.render(trace, scenes: Layout.servedScenes, strings: strings))
        }
    }
}

/// The waterfall of a ``RequestTrace``: a table a screen reader reads row by row, each row's bar drawn beside
/// it from the same figures. A step's ring is the second line of its kind, and its source file the second line of
/// its type and call, which break (a path after a slash) to fit, so a narrow screen shows them side by side; the times
/// after them scroll sideways in the table's own region, not the page.
enum TracePage {
    /// - Parameter scenes: the served scenes, whose routes' file a route step of their pages names.
    static func render(_ trace: RequestTrace, scenes: [SceneLink], strings: Strings) -> HTML {
        let total = max(trace.steps.map { $0.start + $0.duration }.max() ?? .zero, .nanoseconds(1))
        let depths = depthsByID(trace.steps)
        let rows = HTML.joined(
            trace.steps.map { step in
                row(
                    step, source: sourceFile(of: step, scenes: scenes), depth: depths[step.id] ?? 0, total: total,
                    strings: strings)
            })
        return """
            <h1>\(strings[TraceText.title])</h1>
            <p>\(strings(TraceText.intro, "\(trace.method) \(trace.path)"))</p>
            <div class="trace-scroll" role="region" aria-labelledby="trace-caption" tabindex="0" \
            style="overflow-x:auto"><table class="trace">
            <caption id="trace-caption">\(strings[TraceText.caption])</caption>
            <thead><tr><th scope="col">\(strings[TraceWords.step])<br>\(strings[TraceWords.ring])</th>\
            <th scope="col">\(strings[TraceWords.call])<br>\(strings[TraceWords.source])</th>\
            <th scope="col">\(strings[TraceWords.start])</th><th scope="col">\(strings[TraceWords.duration])</th>\
            <th scope="col">\(strings[TraceWords.cache])</th><th scope="col">\(strings[TraceWords.upstream])</th></tr>\
            </thead>
            <tbody>
            \(rows)</tbody></table></div>

            """
    }

    /// The file declaring `step`'s type; for a route, its scene's routes (`MoviesWebRoutes.swift`); nil where it
    /// cannot be told (an upstream call's service, a page outside the scenes).
    static func sourceFile(of step: TraceStep, scenes: [SceneLink]) -> String? {
        switch step.kind {
        case .upstream:
            return nil
        case .route:
            // A route step's type is its method and path: `GET /movies/603`.
            let path = step.type.drop { $0 != " " }.dropFirst()
            let scene = scenes.first { path == $0.path || path.hasPrefix($0.path + "/") }
            return scene.flatMap { TraceSources.routesFile(ofScene: $0.scene) }
        default:
            return TraceSources.file(ofType: step.type)
        }
    }

    private static func row(
        _ step: TraceStep, source: String?, depth: Int, total: Duration, strings: Strings
    ) -> HTML {
        let left = percent(step.start, of: total)
        let width = max(percent(step.duration, of: total), 0.5)
        let call = step.operation.isEmpty ? step.type : "\(step.type).\(step.operation)"
        let failed: HTML = step.failed ? " <strong>(\(strings[TraceWords.failed]))</strong>" : .empty
        let cache = step.cache.map { strings[$0 == .hit ? TraceWords.hit : TraceWords.miss] } ?? ""
        return """
            <tr class="trace-\(step.kind.rawValue)"><th scope="row" style="padding-left:\(min(depth, 8))em">\
            \(step.kind.rawValue)<span class="trace-ring" style="display:block;font-weight:normal">\(step.kind.ring)</span>\
            </th><td style="overflow-wrap:anywhere"><code>\(call)</code>\(failed)\
            <span class="trace-source" style="display:block;font-size:.875em">\
            \(source.map { path -> HTML in "<code>\(breakable(path, after: "/"))</code>" } ?? .empty)</span>\
            <span class="trace-bar" aria-hidden="true" style="display:block;min-width:10em;\
            background:rgba(128,128,128,.2)"><span style="display:block;height:.5em;background:currentColor;\
            margin-left:\(format(left))%;width:\(format(width))%"></span></span></td>\
            <td>\(milliseconds(step.start))</td><td>\(milliseconds(step.duration))</td>\
            <td>\(cache)</td><td>\(step.upstream ?? "")</td></tr>

            """
    }

    /// `text` that may break after each `separator`: `Sources/<wbr>DataLayer/<wbr>…`.
    private static func breakable(_ text: String, after separator: Character) -> HTML {
        let parts = text.split(separator: separator, omittingEmptySubsequences: false).map { HTML(text: String($0)) }
        return HTML.joined(parts, separator: "\(separator)<wbr>")
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
