import Hummingbird
import LiveWeb
import PresentationLayer

/// The pages shown instead of a screen: not found, forbidden (CSRF), other client errors and the
/// generic server error. They never show internals (error messages, paths, stack traces).
struct ErrorPage {
    let status: HTTPResponse.Status
    let title: SiteText
    let message: SiteText

    static let notFound = ErrorPage(status: .notFound, title: .notFoundTitle, message: .notFoundMessage)
    static let forbidden = ErrorPage(status: .forbidden, title: .forbiddenTitle, message: .forbiddenMessage)
    static let serverError = ErrorPage(
        status: .internalServerError, title: .serverErrorTitle, message: .serverErrorMessage)

    static func clientError(_ status: HTTPResponse.Status) -> ErrorPage {
        ErrorPage(status: status, title: .clientErrorTitle, message: .clientErrorMessage)
    }

    func body(_ strings: Strings) -> HTML {
        """
        <section class="error-page">
        <h1>\(strings[title])</h1>
        <p>\(strings[message])</p>
        <p><a class="button" href="/">\(strings[SiteText.backHome])</a></p>
        </section>
        """
    }

    func response(layout: Layout) -> Response {
        WebRequestContext.htmlResponse(layout, title: layout.strings[title], body: body(layout.strings), status: status)
    }
}
