import Hummingbird
import Synchronization

/// The paths that forms post to without JavaScript (a star, the language switch, a station's Choose, a recent
/// search's removal), registered by the routes that own them (``Hummingbird/RouterMethods/postForm(_:use:)``).
///
/// A refused form is asked again (the app's confirmation page) only when the route it reached is one of these, and
/// the page posts to that route's own path, never to what the request named: a form sent to `//other-host/steal`
/// or to a path no form posts to is not found.
public enum FormActions {
    private static let paths = Mutex<Set<String>>([])

    /// Registers `path` (a literal path, without captures) as one that forms post to.
    public static func register(_ path: String) {
        paths.withLock { _ = $0.insert(path) }
    }

    /// The path a refused form is posted to again: the path of the route the request reached (`endpoint`, as the
    /// router names it), when a form route was registered at it; otherwise `nil`.
    public static func action(forEndpoint endpoint: String?) -> String? {
        guard let endpoint else { return nil }
        return paths.withLock { $0.contains(endpoint) } ? endpoint : nil
    }
}

extension RouterMethods {
    /// Adds the POST route of a form a page posts without JavaScript at `path`, and registers it in
    /// ``FormActions`` so that a refused form can be asked again there.
    @discardableResult
    public func postForm(
        _ path: String, use handler: @Sendable @escaping (Request, Context) async throws -> some ResponseGenerator
    ) -> Self {
        FormActions.register(path)
        return post(RouterPath(path), use: handler)
    }
}
