import Foundation
import Hummingbird

/// Rejects every state-changing request (any method but GET, HEAD and OPTIONS, on any path) unless it
/// echoes the session's CSRF token in an `X-CSRF-Token` header or an url-encoded `_csrf` form field, and its
/// browser does not say it comes from another site (``CSRFOrigin``): a token alone is not enough.
///
/// A refused form (posted without JavaScript) is never a dead end: the answer is the app's confirmation page
/// (`confirmationPage`, a `403`), given a ``FormConfirmation`` that names the form route the request reached, the
/// question that route registered and the fields to post again with a valid token (see ``FormActions``). A form
/// refused at another route is plainly forbidden, and one sent where no route is, not found (`404`).
public struct CSRFMiddleware<Context: LiveRequestContext>: RouterMiddleware {
    private let confirmationPage: @Sendable (FormConfirmation, Context) -> Response

    /// Creates the check; `confirmationPage` renders a refused form's page, which asks again.
    public init(confirmationPage: @escaping @Sendable (_ form: FormConfirmation, _ context: Context) -> Response) {
        self.confirmationPage = confirmationPage
    }

    /// Checks the request, handing it on when it may change state.
    public func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
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
        let fields = form.filter { $0.name != CSRFFields.fieldName }
        let question = FormActions.question(forEndpoint: action, fields: fields, context: context)
        return confirmationPage(FormConfirmation(action: action, fields: fields, question: question), context)
    }

    /// The token from the header, else from the form body (collected, so the route can still decode it), and
    /// the form's fields when the body is a form.
    private static func sent(
        in request: inout Request, context: Context
    ) async throws -> (token: String?, form: [FormField]?) {
        if let header = request.headers.value(named: CSRFFields.headerName) {
            return (header, nil)
        }
        guard let contentType = request.headers[.contentType],
            contentType.lowercased().hasPrefix("application/x-www-form-urlencoded")
        else {
            return (nil, nil)
        }
        let body = try await request.collectBody(upTo: context.maxUploadSize)
        let fields = FormField.parse(String(buffer: body))
        return (fields.first { $0.name == CSRFFields.fieldName }?.value, fields)
    }
}

/// Where a request carries its CSRF token: a script's header, or a form's hidden field.
public enum CSRFFields {
    /// The header a script's request sends the token in.
    public static let headerName = "X-CSRF-Token"
    /// The form field a page's form posts the token in.
    public static let fieldName = "_csrf"
}

/// One field of an url-encoded form, decoded.
public struct FormField: Equatable, Sendable {
    /// The field's name.
    public var name: String
    /// The field's value.
    public var value: String

    /// Creates a field.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// The fields of `body` (`a=1&b=x+y`), in order; a pair that is not valid percent-encoding is left out.
    public static func parse(_ body: String) -> [FormField] {
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

extension [FormField] {
    /// The value of the first field named `name`; empty when there is none.
    public func value(_ name: String) -> String {
        first { $0.name == name }?.value ?? ""
    }
}

/// A refused form, asked again by the app's confirmation page: the form route to post to, the question that route
/// registered for these fields, and the fields (but the token) to post again with this browser's token.
public struct FormConfirmation: Sendable {
    /// The path of the form route the form reached, posted to again: one registered in ``FormActions``, never
    /// the path as the request spelled it.
    public var action: String
    /// The form's fields but its token.
    public var fields: [FormField]
    /// What the route that owns the form asks about these fields ("Add octocat to bookmarks?"); `nil` when it
    /// registered no question, or has none for these fields, and the page asks in general.
    public var question: String?

    /// Creates what a confirmation page shows.
    public init(action: String, fields: [FormField], question: String?) {
        self.action = action
        self.fields = fields
        self.question = question
    }

    /// Where "Back" goes: the form's `return` path on this site, else home.
    public var returnPath: String {
        LocalPath.validated(fields.first { $0.name == "return" }?.value)
    }
}
