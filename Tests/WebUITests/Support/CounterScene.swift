import Hummingbird
import TestSupport
import WebUI

/// A stand-in scene that plugs into the shell the way real scenes do: a page with a live region per
/// view-model flavour, a POST input for each, and a route that throws.
struct CounterScene: Sendable {
    func register(on router: Router<WebRequestContext>) {
        router.get("/counter") { _, context in
            try await context.withSession { session in
                let viewModel = session.viewModel(key: "counter") { CounterViewModel() }
                let region = session.register(LiveRegion(id: "counter") { Self.render(viewModel.state) })
                return context.page(title: "Counter", "<h1>Counter</h1>\(region)")
            }
        }
        router.post("/counter/increment") { request, context in
            try await context.withSession { session in
                session.viewModel(key: "counter") { CounterViewModel() }.didTapIncrement()
                return context.actionResponse(redirectingTo: "/counter", for: request)
            }
        }
        router.get("/counter/identity") { _, context in
            try await context.withSession { session in
                String(describing: ObjectIdentifier(session.viewModel(key: "counter") { CounterViewModel() }))
            }
        }
        router.get("/published-counter") { _, context in
            try await context.withSession { session in
                let viewModel = session.viewModel(key: "counter") { PublishedCounterViewModel() }
                let region = LiveRegion(id: "published-counter", observing: viewModel) { Self.render(viewModel.state) }
                return context.page(title: "Counter", "<h1>Counter</h1>\(session.register(region))")
            }
        }
        router.post("/published-counter/increment") { request, context in
            try await context.withSession { session in
                session.viewModel(key: "counter") { PublishedCounterViewModel() }.didTapIncrement()
                return context.actionResponse(redirectingTo: "/published-counter", for: request)
            }
        }
        router.get("/boom") { _, _ -> String in
            throw InternalFailure()
        }
    }

    static func render(_ state: CounterViewModel.State) -> HTML {
        "<p class=\"count\">Count: \(state.count)</p>"
    }
}

struct InternalFailure: Error, CustomStringConvertible {
    var description: String { "secret-internal-detail at /srv/strata/Sources/Private.swift:42" }
}
