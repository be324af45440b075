import Foundation
import Hummingbird
import Logging

/// Applies the ``StagingFault`` a request asks for (header `X-Strata-Fault` or query `strata_fault`).
///
/// The query parameter is removed from the request before anything else sees it. `truncated` and `drop`
/// let the route answer, then mangle its body: `truncated` sends the first half with a Content-Length of
/// that half (a complete HTTP response whose body is invalid JSON); `drop` sends the real head, with the full
/// Content-Length, and half the body, then throws from the body writer so Hummingbird closes the connection
/// (the client sees the connection lost mid-body).
struct FaultMiddleware<Context: RequestContext>: RouterMiddleware {
    let logger: Logger
    let stickyFaults: StickyFaults

    /// Thrown from the body writer to cut the connection.
    struct DroppedConnection: Error {}

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let path = request.uri.path
        guard !path.hasPrefix(StagingControlRoutes.prefix) else { return try await next(request, context) }
        let (queryFaults, remainingQuery) = QueryParameters.extract(StagingFault.queryName, from: request.uri.query)
        var request = request
        if !queryFaults.isEmpty {
            var head = request.head
            head.path = remainingQuery.map { "\(path)?\($0)" } ?? path
            request = Request(head: head, body: request.body)
        }
        let headerFaults = request.headers.filter { $0.name.canonicalName == "x-strata-fault" }.map(\.value)
        let fault: StagingFault
        do {
            let sticky = await stickyFaults.faults(for: path)
            fault = try StagingFault(parsing: (headerFaults + queryFaults + sticky).joined(separator: ","))
        } catch {
            return StagingResponse.text(error.description, status: .badRequest)
        }
        guard !fault.isEmpty else { return try await next(request, context) }
        logger.debug("Staging API fault", metadata: ["path": "\(path)", "fault": "\(fault)"])
        if let delay = fault.delayMilliseconds, delay > 0 {
            try await Task.sleep(for: .milliseconds(delay))
        }
        let family = APIFamilies.family(of: path)
        switch fault.outcome {
        case nil:
            return try await next(request, context)
        case .status(let code):
            return try family.errorResponse(code: code)
        case .rateLimit:
            return try family.rateLimitResponse(now: Date())
        case .resultCode(let code):
            guard let response = try family.resultCodeResponse(code: code) else {
                return StagingResponse.text(
                    "Unsupported strata fault for this API: \(StagingFault(outcome: .resultCode(code)))",
                    status: .badRequest)
            }
            return response
        case .malformed:
            return family.malformedResponse()
        case .truncated:
            let response = try await next(request, context)
            var body = try await BodyCollector.collect(response.body)
            let cut = body.readSlice(length: body.readableBytes / 2) ?? ByteBuffer()
            var headers = response.headers
            headers[.contentLength] = "\(cut.readableBytes)"
            return Response(status: response.status, headers: headers, body: ResponseBody(byteBuffer: cut))
        case .drop:
            let response = try await next(request, context)
            var body = try await BodyCollector.collect(response.body)
            let length = body.readableBytes
            let half = body.readSlice(length: length / 2) ?? ByteBuffer()
            var headers = response.headers
            headers[.contentLength] = "\(length)"
            let dropping = ResponseBody(contentLength: length) { writer in
                try await writer.write(half)
                throw DroppedConnection()
            }
            return Response(status: response.status, headers: headers, body: dropping)
        }
    }
}
