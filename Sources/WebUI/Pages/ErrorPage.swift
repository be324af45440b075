import Hummingbird

/// The pages shown instead of a screen: not found, forbidden (CSRF), other client errors and the
/// generic server error. They never show internals (error messages, paths, stack traces).
struct ErrorPage {
    let status: HTTPResponse.Status
    let heading: String
    let message: String

    static let notFound = ErrorPage(
        status: .notFound,
        heading: "Page not found",
        message: "There is no page at this address."
    )

    static let forbidden = ErrorPage(
        status: .forbidden,
        heading: "Request refused",
        message: "This form has expired or did not come from this site. Reload the page and try again."
    )

    static let serverError = ErrorPage(
        status: .internalServerError,
        heading: "Something went wrong",
        message: "The server could not complete this request. Please try again."
    )

    static func clientError(_ status: HTTPResponse.Status) -> ErrorPage {
        ErrorPage(status: status, heading: status.reasonPhrase, message: "The request could not be handled.")
    }

    var body: HTML {
        """
        <section class="error-page">
        <h1>\(heading)</h1>
        <p>\(message)</p>
        <p><a class="button" href="/">Back to home</a></p>
        </section>
        """
    }

    func response(layout: Layout) -> Response {
        WebRequestContext.htmlResponse(layout.render(title: heading, body: body), status: status)
    }
}
