import Hummingbird
import LiveWeb
import PresentationLayer

/// The answer to a form whose CSRF token is not valid (forged, another browser's, or its cookies gone) or that
/// another site sent (see LiveWeb's `CSRFOrigin`): the question the form's route registered ("Add octocat to
/// bookmarks?", see `postForm(_:question:use:)`), or a general one, the form's fields posted again with this
/// browser's token by one Confirm button, and a way back to where the form was (its `return` field). Status `403`.
struct FormConfirmationPage {
    /// The refused form: the form route it reached, the question that route asks, and its fields but its token.
    let form: FormConfirmation

    /// The question the page asks: the route's own, else whether to send the form again.
    func question(_ strings: Strings) -> String {
        form.question ?? strings[SiteText.confirmOther]
    }

    func body(_ strings: Strings, csrfToken: String) -> HTML {
        let hidden = HTML.joined(
            form.fields.map { field in "<input type=\"hidden\" name=\"\(field.name)\" value=\"\(field.value)\">" })
        return """
            <section class="error-page form-confirmation">
            <h1>\(strings[SiteText.forbiddenTitle])</h1>
            <p>\(strings[SiteText.confirmMessage])</p>
            <form method="post" action="\(form.action)">\
            <input type="hidden" name="\(CSRFFields.fieldName)" value="\(csrfToken)">\(hidden)\
            <p class="confirm-question">\(question(strings))</p>\
            <p><button type="submit" class="button">\(strings[SiteText.confirm])</button> \
            <a class="button" href="\(form.returnPath)">\(strings[SiteText.confirmBack])</a></p></form>
            </section>
            """
    }

    /// The page in the session's layout (its token, a language switch that comes back to the form's `return`).
    func response(context: WebRequestContext) -> Response {
        var layout = context.layout
        layout.path = form.returnPath
        let body = body(layout.strings, csrfToken: layout.csrfToken ?? "")
        return WebRequestContext.htmlResponse(
            layout, title: layout.strings[SiteText.forbiddenTitle], body: body, status: .forbidden)
    }
}
