/// Where a terminal app opens, above its first screen: a scene's screens as a user who walked there would have
/// them (a list, then an item's details above it), so `q` goes back through them.
public struct TerminalOpening: Sendable {
    /// The scene's index in the scene list (``SceneListScreen``), for Tab and Shift-Tab.
    public var scene: Int
    /// Makes the screens as the app starts, the scene's first screen first.
    public var makeScreens: @MainActor @Sendable () -> [any TerminalScreen]

    /// The screens `makeScreens` makes, of the scene at `scene` in the scene list.
    public init(scene: Int, makeScreens: @escaping @MainActor @Sendable () -> [any TerminalScreen]) {
        self.scene = scene
        self.makeScreens = makeScreens
    }
}
