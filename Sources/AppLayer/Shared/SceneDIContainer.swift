import Hummingbird
import LiveWeb
import PresentationLayer
import TerminalKit
import TerminalUI
import WebUI

/// One scene's registration and dependency container, all in one shape, listed once in ``SceneRegistry``:
/// the scene's name (its folder in every ring and its catalogue), its entry path, the settings it reads, and
/// `registerRoutes(on:)`, which builds the use cases over the repositories and adds the scene's routes, and
/// `terminalScreen(strings:)`, the same scene over the same use cases in the terminal ring, and
/// `terminalScreens(showing:strings:)`, its screens at one of its web addresses (`strata tui --open`).
///
/// A container keeps a narrow `Dependencies` value (its databases, image loader, API service, bundled data,
/// phase), made from the app's shared parts in `init(app:)`, the one place it reads ``AppDIContainer``. Each
/// dependency that differs by phase is made by one function with one `switch` on the phase; a cache's policy
/// is a constant next to the store it configures; the dev phase reads the bundled data when a request needs
/// it, so data that cannot be read is an error on the scene's screen.
protocol SceneDIContainer: Sendable {
    /// Where the scene can go, as its web addresses name it (`MoviesDestination`).
    associatedtype Destination: ScreenAddressable
    /// The scene's name: its folder in every ring and its catalogue (`Movies`, `Movies.xcstrings`).
    static var scene: String { get }
    /// The scene's entry path, e.g. "/movies".
    static var path: String { get }
    /// The documentation's article on how the scene is built, with the section's anchor, which its pages link
    /// ("How this scene is built"): by default the section on MVVM with Observation.
    static var documentation: String { get }
    /// The environment variables the scene reads: its ``SceneSetting``s, each a `static let` beside it that the
    /// container reads typed (`configuration[Self.baseURL]`).
    static var settings: [any SceneSettingDeclaration] { get }
    /// The container, with what it needs of the app's shared parts.
    init(app: AppDIContainer)
    /// Adds the scene's pages to the web app.
    func registerRoutes(on router: Router<WebRequestContext>)
    /// The scene in the terminal ring (`strata tui`): what makes its first screen, anew each time the user opens
    /// it (as a window makes its own view models), over the use cases its routes use.
    func terminalScreen(strings: Strings) -> @MainActor @Sendable () -> any TerminalScreen
    /// The scene's terminal screens showing `destination`, its first screen first (an item's details above the
    /// list), as a user who walked there would have them, so `q` goes back through them.
    @MainActor func terminalScreens(showing destination: Destination, strings: Strings) -> [any TerminalScreen]
    /// The scene's terminal screens showing `destination` opened from `origin` (a movie above the list it was
    /// opened from); by default those of ``terminalScreens(showing:strings:)``, for a scene whose addresses name
    /// no origin.
    @MainActor func terminalScreens(
        showing destination: Destination, openedFrom origin: Destination, strings: Strings
    ) -> [any TerminalScreen]
}

extension SceneDIContainer {
    static var documentation: String { "ThreePatterns#MVVM-with-Observation" }

    /// Whether `address` names one of the scene's screens.
    static func hasScreen(at address: SceneAddress) -> Bool {
        Destination(screenAddress: address) != nil
    }

    @MainActor func terminalScreens(
        showing destination: Destination, openedFrom origin: Destination, strings: Strings
    ) -> [any TerminalScreen] {
        terminalScreens(showing: destination, strings: strings)
    }

    /// The scene's terminal screens at `address`, from where it says they were opened if it does; nil when it
    /// names none of them.
    @MainActor func terminalScreens(at address: SceneAddress, strings: Strings) -> [any TerminalScreen]? {
        guard let destination = Destination(screenAddress: address) else { return nil }
        guard let origin = Destination.origin(of: address) else {
            return terminalScreens(showing: destination, strings: strings)
        }
        return terminalScreens(showing: destination, openedFrom: origin, strings: strings)
    }

    /// The scene as the home page lists it, naming the first setting `configuration`'s phase lacks for it.
    static func link(in configuration: AppConfiguration) -> SceneLink {
        let missing = settings.first { !$0.isSatisfied(by: configuration) }
        return SceneLink(
            scene: scene, path: path, problem: missing.map { .missingKey(variable: $0.variable) },
            documentation: documentation)
    }
}
