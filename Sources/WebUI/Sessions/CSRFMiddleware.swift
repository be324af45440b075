import Foundation
import Hummingbird
import LiveWeb

/// Rejects every state-changing request (any method but GET, HEAD and OPTIONS, on any path) unless it
/// echoes the session's CSRF token in an `X-CSRF-Token` header or an url-encoded `_csrf` form field, and its
/// browser does not say it comes from another site (``CSRFOrigin``): a token alone is not enough.
///
/// A refused form (posted without JavaScript) is never a dead end: the answer (`403`) is a
/// ``FormConfirmationPage`` that names the action and posts the same fields again with a valid token, to the
/// form route the request reached (see ``FormActions``). A form refused at another route is plainly forbidden,
/// and one sent where no route is, not found (`404`).
struct CSRFMiddleware: RouterMiddleware {
    static let headerName = "X-CSRF-Token"
    static let fieldName = "_csrf"

    func handle(
        _ request: Request,
        context: WebRequestContext,
        next: (Request, WebRequestContext) async throws -> Response
    ) async throws -> Response {
        guard ![.get, .head, .options].contains(request.method) else {
            return try await next(request, context)
        }
        var request = request
        let sent = try await Self.sent(in: &request, context: context)
        let refusal: String? =
            if let expected = context.session?.csrfToken, let token = sent.token,
                CSRFKey.constantTimeEquals(token, expected)
            {
                CSRFOrigin.refusal(of: request)
            } else {
                "no valid token"
            }
        guard let refusal else {
            return try await next(request, context)
        }
        context.logger.debug(
            "CSRF check refused a request", metadata: ["path": "\(request.uri.path)", "reason": "\(refusal)"])
        guard let form = sent.form, context.session != nil else { throw HTTPError(.forbidden) }
        // A form sent where no route is (`//other-host/steal` among them) is not found, and one sent to a route that
        // no form posts to is plainly refused: only a form route's own form is asked again.
        guard context.endpointPath != nil else { throw HTTPError(.notFound) }
        guard let action = FormActions.action(forEndpoint: context.endpointPath) else { throw HTTPError(.forbidden) }
        return FormConfirmationPage(action: action, fields: form.filter { $0.name != Self.fieldName })
            .response(context: context)
    }

    /// The token from the header, else from the form body (collected, so the route can still decode it), and
    /// the form's fields when the body is a form.
    private static func sent(
        in request: inout Request, context: WebRequestContext
    ) async throws -> (token: String?, form: [FormField]?) {
        if let header = request.headers.value(named: headerName) {
            return (header, nil)
        }
        guard let contentType = request.headers[.contentType],
            contentType.lowercased().hasPrefix("application/x-www-form-urlencoded")
        else {
            return (nil, nil)
        }
        let body = try await request.collectBody(upTo: context.maxUploadSize)
        let fields = FormField.parse(String(buffer: body))
        return (fields.first { $0.name == fieldName }?.value, fields)
    }
}

/// One field of an url-encoded form, decoded.
struct FormField: Equatable, Sendable {
    var name: String
    var value: String

    /// The fields of `body` (`a=1&b=x+y`), in order; a pair that is not valid percent-encoding is left out.
    static func parse(_ body: String) -> [FormField] {
        body.split(separator: "&").compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decoded(_ part: Substring) -> String? {
                part.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
            }
            guard let name = decoded(parts[0]), let value = decoded(parts.count > 1 ? parts[1] : "") else {
                return nil
            }
            return FormField(name: name, value: value)
        }
    }
}
