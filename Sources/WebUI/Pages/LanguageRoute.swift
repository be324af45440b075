import Hummingbird
import LiveWeb
import PresentationLayer

/// `POST /language`: the language switch. Keeps the chosen language for the browser and returns to the page
/// it was pressed on (`return`, a path on this site), which then renders in that language.
struct LanguageRoute {
    static let path = "/language"

    private struct Choice: Decodable {
        var language: String
        var `return`: String?
    }

    func register(on router: Router<WebRequestContext>) {
        router.postForm(Self.path, question: Self.question) { request, context in
            let choice = try await request.decode(as: Choice.self, context: context)
            guard let language = Language(rawValue: choice.language) else { throw HTTPError(.badRequest) }
            var response = Response.redirect(to: LocalPath.validated(choice.return), type: .normal)
            response.setCookie(LanguageChoice.cookie(for: language))
            return response
        }
    }

    /// What a refused switch asks: whether to switch to the language it names, in that language's own name.
    @Sendable static func question(_ fields: [FormField], _ context: WebRequestContext) -> String? {
        question(fields, context.strings)
    }

    static func question(_ fields: [FormField], _ strings: Strings) -> String? {
        Language(rawValue: fields.value("language")).map { strings(SiteText.confirmLanguage, $0.endonym) }
    }
}
