import Hummingbird

/// The staging server's own endpoints under `/__staging/`: never counted, never faulted, and answered only for
/// a loopback `Host` (see ``LoopbackHostMiddleware``) with the run's token (see ``ControlTokenMiddleware``).
struct StagingControlRoutes: Sendable {
    static let prefix = "/__staging/"

    let counter: RequestCounter
    let stickyFaults: StickyFaults
    let token: StagingControlToken

    func register(on router: Router<BasicRequestContext>) {
        let router = router.group()
            .add(middleware: LoopbackHostMiddleware())
            .add(middleware: ControlTokenMiddleware(token: token))
        router.get("/__staging/requests") { _, _ in try StagingResponse.json(await counter.all()) }
        router.delete("/__staging/requests") { _, _ in
            await counter.reset()
            return Response(status: .noContent)
        }
        router.post("/__staging/faults") { request, _ in
            let query = request.uri.queryParameters
            // A path prefix must start with `/`, so an empty one cannot fault every request.
            guard
                let path = query["path"].map(String.init), path.hasPrefix("/"),
                let fault = query["fault"].map(String.init),
                let match = StickyFaults.Match(rawValue: query["match"].map(String.init) ?? "prefix")
            else {
                return StagingResponse.text(
                    "Give path and fault, and match=exact for that path alone, e.g. ?path=/groups&fault=status%3D500",
                    status: .badRequest)
            }
            do {
                _ = try StagingFault(parsing: fault)
            } catch {
                return StagingResponse.text("\(error)", status: .badRequest)
            }
            await stickyFaults.set(fault, for: path, match)
            return Response(status: .noContent)
        }
        router.delete("/__staging/faults") { _, _ in
            await stickyFaults.clear()
            return Response(status: .noContent)
        }
    }
}
