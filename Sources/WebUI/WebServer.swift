import Hummingbird
import LiveWeb
import Logging

/// The web View ring: an HTTP server rendering every scene as HTML, with per-browser sessions, CSRF
/// protection, static assets and live updates.
///
/// ```swift
/// let server = WebServer(configuration: configuration, logger: logger).addRoutes(scene.registerRoutes)
/// try await server.makeApplication(host: "127.0.0.1", port: 8080).runService()
/// ```
public struct WebServer: Sendable {
    private let configuration: WebUIConfiguration
    private let logger: Logger
    /// The browser sessions of this server (shared by the values `addRoutes` returns).
    public let sessions: SessionStore
    /// The open live-update streams, within the configuration's ``LiveStreamLimits``.
    let liveStreams: LiveStreamRegistry
    private let registrations: [@Sendable (Router<WebRequestContext>) -> Void]

    /// Creates a server with the home page, error pages, assets and live updates, and no scenes yet.
    public init(configuration: WebUIConfiguration, logger: Logger) {
        let sessions = SessionStore(limits: configuration.sessions, clock: configuration.clock)
        let liveStreams = LiveStreamRegistry(
            maximumPerSession: configuration.liveStreams.maximumPerSession,
            maximum: configuration.liveStreams.maximumStreams(
                maximumConnections: configuration.connectionLimits.effectiveMaximumConnections),
            logger: logger)
        self.init(
            configuration: configuration, logger: logger, sessions: sessions, liveStreams: liveStreams,
            registrations: [])
    }

    private init(
        configuration: WebUIConfiguration,
        logger: Logger,
        sessions: SessionStore,
        liveStreams: LiveStreamRegistry,
        registrations: [@Sendable (Router<WebRequestContext>) -> Void]
    ) {
        self.configuration = configuration
        self.logger = logger
        self.sessions = sessions
        self.liveStreams = liveStreams
        self.registrations = registrations
    }

    /// Scenes add their routes through this hook, called with the router. Their routes run behind the
    /// session, CSRF and error-page middleware: `context.session` is set, every POST has passed the CSRF
    /// check and thrown errors become error pages.
    public func addRoutes(_ register: @escaping @Sendable (Router<WebRequestContext>) -> Void) -> WebServer {
        WebServer(
            configuration: configuration,
            logger: logger,
            sessions: sessions,
            liveStreams: liveStreams,
            registrations: registrations + [register]
        )
    }

    /// Builds the Hummingbird application (tests use it with HummingbirdTesting), with the configuration's
    /// connection limits.
    /// - Parameters:
    ///   - host: the address to bind, "127.0.0.1" unless told otherwise.
    ///   - port: the port to bind; 0 picks a free one.
    ///   - onServerRunning: called with the bound port once the server accepts connections.
    public func makeApplication(
        host: String,
        port: Int,
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let limits = configuration.connectionLimits
        let activity = ConnectionActivity()
        return Application(
            router: makeRouter(),
            server: .http1(limits: limits, activity: activity),
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port),
                serverName: "Strata",
                availableConnectionsDelegate: ConnectionLimitDelegate(
                    maximum: limits.effectiveMaximumConnections, activity: activity, logger: logger)
            ),
            onServerRunning: { channel in
                await onServerRunning(channel.localAddress?.port ?? port)
            },
            logger: logger
        )
    }

    /// Ends every live-update stream, then every browser session. Call it when the server begins a graceful
    /// shutdown: an open event stream otherwise keeps its connection (and the shutdown) waiting until the
    /// browser leaves.
    public func endSessions() async {
        liveStreams.endAll()
        await sessions.endAll()
    }

    /// Pages run only Strata's own scripts and styles, load nothing from elsewhere, and cannot be framed.
    static let contentSecurityPolicy: ContentSecurityPolicy = [
        .defaultSrc(.self), .imgSrc(.self, "data:"), .styleSrc(.self, .unsafeInline), .scriptSrc(.self),
        .baseURI(.none), .formAction(.self), .frameAncestors(.none),
    ]

    /// Every route the server's router has, as the app would serve them (the hostile-request sweep drives each).
    var routeDescriptions: [Router<WebRequestContext>.RouteDescription] { makeRouter().routes }

    private func makeRouter() -> Router<WebRequestContext> {
        // HEAD is answered wherever GET is, by the GET route with its body left out.
        let router = Router(context: WebRequestContext.self, options: .autoGenerateHeadEndpoints)
        // First, so that every response, an error page's or an asset's too, says the steps it took.
        if let traces = configuration.traces {
            router.add(middleware: TracingMiddleware(store: traces, unkeptPrefix: TraceRoute.pathPrefix))
        }
        // Middleware applies to the routes added after it (and to every unmatched request); assets are
        // served without a session. A foreign Host is refused before a session exists for it.
        // Image routes add their own, stricter policy (`sandbox`); a browser enforces both.
        router.add(middleware: ContentSecurityMiddleware(contentSecurityPolicy: Self.contentSecurityPolicy))
        // A scene's own style and script, `<Scene>.css` and `<Scene>.js` in its folder, are served at hashed addresses.
        let assets = StaticAssets(
            bundle: .module, immutable: configuration.scenes.flatMap { ["\($0.scene).css", "\($0.scene).js"] },
            logger: logger)
        router.add(middleware: LayoutScenesMiddleware(scenes: configuration.scenes, assets: assets))
        router.add(middleware: HostAllowlistMiddleware(allowlist: configuration.allowedHosts))
        let phase = configuration.phase
        router.add(
            middleware: AllowedMethodsMiddleware {
                ErrorPage.clientError(.methodNotAllowed).response(layout: Layout(phase: phase, csrfToken: nil))
            })
        router.add(middleware: ErrorPageMiddleware(phase: configuration.phase))
        assets.register(on: router)
        router.add(middleware: SessionMiddleware(store: sessions, csrfKey: configuration.csrfKey))
        router.add(
            middleware: PageContextMiddleware(
                phase: configuration.phase,
                settling: SettlePolicy(timeout: configuration.pageWait, clock: configuration.clock),
                pageCache: configuration.pageCache))
        // Again below the session, so that error pages have the session's layout and language switch.
        router.add(middleware: ErrorPageMiddleware(phase: configuration.phase))
        router.add(
            middleware: CSRFMiddleware { form, context in FormConfirmationPage(form: form).response(context: context) })
        HomeRoute(scenes: configuration.scenes, notices: configuration.notices).register(on: router)
        UnavailableScenesRoute(scenes: configuration.scenes, startCommand: configuration.startCommand).register(
            on: router)
        LanguageRoute().register(on: router)
        if let traces = configuration.traces {
            TraceRoute(store: traces).register(on: router)
        }
        EventStreamRoute(
            keepAliveInterval: configuration.keepAliveInterval, clock: configuration.clock, streams: liveStreams,
            limits: configuration.liveStreams
        ).register(on: router)
        for register in registrations {
            register(router)
        }
        return router
    }
}
