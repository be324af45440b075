import Hummingbird
import Synchronization

/// The paths that forms post to without JavaScript (a star, the language switch, a choice of a list's row, a
/// removal), each with the question its route asks when such a form is refused, registered by the routes that own
/// them (``Hummingbird/RouterMethods/postForm(_:question:use:)``).
///
/// A refused form is asked again (the app's confirmation page) only when the route it reached is one of these, and
/// the page posts to that route's own path, never to what the request named: a form sent to `//other-host/steal`
/// or to a path no form posts to is not found.
public enum FormActions {
    /// The question of each registered path: a `FormQuestion` of the router's context, or `nil` for none.
    private static let questions = Mutex<[String: (any Sendable)?]>([:])

    /// Registers `path` (a literal path, without captures) as one that forms post to, asking `question` when such
    /// a form is refused (`nil`: the confirmation page's general question).
    public static func register<Context>(_ path: String, question: FormQuestion<Context>? = nil) {
        questions.withLock { _ = $0.updateValue(question.map { $0 as any Sendable }, forKey: path) }
    }

    /// The path a refused form is posted to again: the path of the route the request reached (`endpoint`, as the
    /// router names it), when a form route was registered at it; otherwise `nil`.
    public static func action(forEndpoint endpoint: String?) -> String? {
        guard let endpoint else { return nil }
        return questions.withLock { $0.keys.contains(endpoint) } ? endpoint : nil
    }

    /// What the form route at `endpoint` asks about a refused form of `fields`, in `context`'s words; `nil` when
    /// it registered no question (or one for another kind of context), or has none for these fields.
    public static func question<Context>(
        forEndpoint endpoint: String, fields: [FormField], context: Context
    ) -> String? {
        let question = questions.withLock { $0[endpoint] ?? nil }
        return (question as? FormQuestion<Context>)?(fields, context)
    }
}

/// The question a form route asks about a refused form, from its fields and the request's context (which has the
/// request's language): "Add octocat to bookmarks?"; `nil` when it has none for those fields.
public typealias FormQuestion<Context> =
    @Sendable (_ fields: [FormField], _ context: Context) -> String?

extension RouterMethods {
    /// Adds the POST route of a form a page posts without JavaScript at `path`, and registers it in
    /// ``FormActions`` with the `question` its confirmation page asks, so that a refused form can be asked again
    /// there in the route's own words.
    @discardableResult
    public func postForm(
        _ path: String, question: FormQuestion<Context>? = nil,
        use handler: @Sendable @escaping (Request, Context) async throws -> some ResponseGenerator
    ) -> Self {
        FormActions.register(path, question: question)
        return post(RouterPath(path), use: handler)
    }
}
