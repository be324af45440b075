import Hummingbird
import LiveWeb
import PresentationLayer

/// The answer to a form whose CSRF token is not valid (forged, another browser's, or its cookies gone) or that
/// another site sent (see ``CSRFOrigin``): the action named in words ("Add octocat to bookmarks?"), the form's
/// fields posted again with this browser's token by one Confirm button, and a way back to where the form was (its
/// `return` field). Status `403`.
struct FormConfirmationPage {
    /// The path of the form route the form reached, posted to again: one registered in ``FormActions``, never
    /// the path as the request spelled it.
    let action: String
    /// The form's fields but its token.
    let fields: [FormField]

    /// The question the page asks, from the form's path and fields.
    func question(_ strings: Strings) -> String {
        let value = { (name: String) in fields.first { $0.name == name }?.value ?? "" }
        switch action {
        case UsersPaths.bookmark where !value("login").isEmpty:
            let key: SiteText = value("bookmarked") == "false" ? .confirmUnbookmark : .confirmBookmark
            return strings(key, value("login"))
        case LanguageRoute.path:
            guard let language = Language(rawValue: value("language")) else { break }
            return strings(SiteText.confirmLanguage, language.endonym)
        case AirQualityPaths.chooseStation where !value("station").isEmpty:
            return strings(SiteText.confirmStation, value("station"))
        default:
            break
        }
        return strings[SiteText.confirmOther]
    }

    /// Where "Back" goes: the form's `return` path on this site, else home.
    var returnPath: String {
        LocalPath.validated(fields.first { $0.name == "return" }?.value)
    }

    func body(_ strings: Strings, csrfToken: String) -> HTML {
        let hidden = HTML.joined(
            fields.map { field in "<input type=\"hidden\" name=\"\(field.name)\" value=\"\(field.value)\">" })
        return """
            <section class="error-page form-confirmation">
            <h1>\(strings[SiteText.forbiddenTitle])</h1>
            <p>\(strings[SiteText.confirmMessage])</p>
            <form method="post" action="\(action)">\
            <input type="hidden" name="\(CSRFMiddleware.fieldName)" value="\(csrfToken)">\(hidden)\
            <p class="confirm-question">\(question(strings))</p>\
            <p><button type="submit" class="button">\(strings[SiteText.confirm])</button> \
            <a class="button" href="\(returnPath)">\(strings[SiteText.confirmBack])</a></p></form>
            </section>
            """
    }

    /// The page in the session's layout (its token, a language switch that comes back to `returnPath`).
    func response(context: WebRequestContext) -> Response {
        var layout = context.layout
        layout.path = returnPath
        let body = body(layout.strings, csrfToken: layout.csrfToken ?? "")
        return WebRequestContext.htmlResponse(
            layout, title: layout.strings[SiteText.forbiddenTitle], body: body, status: .forbidden)
    }
}
