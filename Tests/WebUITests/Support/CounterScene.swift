import Hummingbird
import LiveWeb
import TestSupport
import WebUI

/// A stand-in scene that plugs into the shell the way real scenes do: a page per view-model flavour with a
/// live region, a window action for each, a page with a growing list, and a route that throws.
struct CounterScene: Sendable {
    func register(on router: Router<WebRequestContext>) {
        router.get("/counter") { request, context in
            try await context.withSession { session in
                let window = context.window(opening: request, in: session).window
                let viewModel = window.viewModel { CounterViewModel() }
                window.follow { "/counter?count=\(viewModel.state.count)" }
                let region = window.register(LiveRegion(id: "counter") { Self.render(viewModel.state) })
                return context.page(title: "Counter", window: window, "<h1>Counter</h1>\(region)")
            }
        }
        router.post("/counter/increment") { request, context in
            try await context.windowAction(request) { window in
                window.viewModel { CounterViewModel() }.didTapIncrement()
            }
        }
        // A form of the scene's own, whose refused post asks the scene's own question, in the page's language.
        router.postForm(
            "/counter/set",
            question: { fields, context in
                "Set the counter to \(fields.value("count")) (\(context.strings.language.rawValue))?"
            }
        ) { _, _ in
            Response(status: .noContent)
        }
        router.get("/counter/session") { _, context in
            try await context.withSession { session in session.id }
        }
        router.get("/published-counter") { request, context in
            try await context.withSession { session in
                let window = context.window(opening: request, in: session).window
                let viewModel = window.viewModel { PublishedCounterViewModel() }
                let region = LiveRegion(id: "published-counter", observing: viewModel) { Self.render(viewModel.state) }
                return context.page(title: "Counter", window: window, "<h1>Counter</h1>\(window.register(region))")
            }
        }
        router.post("/published-counter/increment") { request, context in
            try await context.windowAction(request) { window in
                window.viewModel { PublishedCounterViewModel() }.didTapIncrement()
            }
        }
        router.get("/rows") { request, context in
            try await context.withSession { session in
                let window = context.window(opening: request, in: session).window
                let viewModel = window.viewModel { CounterViewModel(count: 2) }
                let region = window.register(LiveRegion(id: "rows") { Self.rows(viewModel.state) })
                return context.page(title: "Rows", window: window, region.html)
            }
        }
        router.post("/rows/add") { request, context in
            try await context.windowAction(request) { window in
                window.viewModel { CounterViewModel(count: 2) }.didTapIncrement()
            }
        }
        router.get("/boom") { _, _ -> String in
            throw InternalFailure()
        }
    }

    static func render(_ state: CounterViewModel.State) -> HTML {
        "<p class=\"count\">Count: \(state.count)</p>"
    }

    /// A list of `count` rows under a heading that says how many there are.
    static func rows(_ state: CounterViewModel.State) -> LiveContent {
        LiveContent(
            head: "<p>\(state.count) rows</p>",
            list: LiveList(id: "rows-list", tag: "ul", className: "rows", items: Array(0..<state.count)) { row, index in
                "<li id=\"row-\(index)\">Row \(row)</li>"
            },
            foot: "<a id=\"more\" href=\"/rows\">More</a>")
    }
}

struct InternalFailure: Error, CustomStringConvertible {
    var description: String { "secret-internal-detail at /srv/strata/Sources/Private.swift:42" }
}
