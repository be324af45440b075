/// A view model whose running work a view can wait for: a page rendered on the server waits until its view
/// model settles (or a timeout passes) before it renders.
@MainActor
public protocol Settleable: AnyObject, Sendable {
    /// Returns once no request of the view model is running (at once when none is), or when the waiting task
    /// is cancelled.
    func settled() async

    /// True when no request of the view model runs now, so a view has nothing to wait for; false when one may.
    var isSettled: Bool { get }
}
