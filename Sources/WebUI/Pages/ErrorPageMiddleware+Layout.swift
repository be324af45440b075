import Hummingbird
import LiveWeb
import PresentationLayer

extension ErrorPageMiddleware where Context == WebRequestContext {
    /// Error pages in the site layout: below the session middleware a page has the session's layout (its
    /// language switch comes back to the same address); above it (assets, refused hosts), the layout has no
    /// switch, in the language the browser asks for.
    init(phase: String) {
        self.init { failure, request, context in
            let layout =
                context.session == nil
                ? Layout(phase: phase, strings: Strings(LanguageChoice.language(for: request)), csrfToken: nil)
                : context.layout
            return ErrorPage(failure).response(layout: layout)
        }
    }
}

extension ErrorPage {
    /// The page of `failure`.
    init(_ failure: RequestFailure) {
        self =
            switch failure {
            case .notFound: .notFound
            case .forbidden: .forbidden
            case .clientError(let status): .clientError(status)
            case .serverError: .serverError
            }
    }
}
