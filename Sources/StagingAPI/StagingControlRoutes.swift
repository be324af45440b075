import Hummingbird

/// The staging server's own endpoints under `/__staging/`: never counted, never faulted.
struct StagingControlRoutes: Sendable {
    static let prefix = "/__staging/"

    let counter: RequestCounter

    func register(on router: Router<BasicRequestContext>) {
        router.get("/__staging/requests") { _, _ in try StagingResponse.json(await counter.all()) }
        router.delete("/__staging/requests") { _, _ in
            await counter.reset()
            return Response(status: .noContent)
        }
    }
}
