import DataLayer
import Foundation
import LiveWeb
import Logging
import Networking
import PresentationLayer
import SampleData
import TerminalKit
import TerminalUI
import WebUI

/// The app's shared dependencies, built once per run: configuration, logger, the two database files, the
/// bundled data, the image loader and a maker of `DataTransferService`s. It makes one DI container per scene
/// of ``SceneRegistry`` (each takes what it needs of these) and the web server that serves them; only
/// AppLayer constructs concrete repositories and data sources.
final class AppDIContainer: Sendable {
    let configuration: AppConfiguration
    let logger: Logger
    /// `strata.sqlite`: bookmarks, settings, recent queries.
    let userDatabase: SQLiteDatabase
    /// `cache.sqlite`: responses and images.
    let cacheDatabase: SQLiteDatabase
    /// Commits another process (another `strata` on the same data directory) makes to `strata.sqlite`, which the
    /// scenes with user data relay to their open screens.
    let userDataCommits: SQLiteCommitWatcher
    /// The one image loader of every scene (posters, sprites, card images), over `cache.sqlite`, so that
    /// concurrent requests for one image share a fetch and one size cap governs the shared table.
    let imageLoader: CachedImageLoader
    /// Reads the bundled dataset (dev phase), when a scene's request needs it.
    let sampleData: @Sendable () throws -> SampleDataset

    /// The image cache's policy: a month, at most 64 MiB.
    // Every scene's images share one cache, so one policy: a smaller cap for one scene would trim the others'.
    static let imageCachePolicy = CachePolicy(maxAge: .seconds(30 * 24 * 3600), maxBytes: 64 << 20)

    var phase: Phase { configuration.phase }

    /// Opens the databases in the configuration's data directory.
    /// - Parameters:
    ///   - sampleData: reads the bundled dataset; tests pass one that fails.
    ///   - commitsClock: the clock `userDataCommits` waits on between two looks; nil, it looks when the kernel
    ///     reports a write to `strata.sqlite`'s files.
    init(
        configuration: AppConfiguration, logger: Logger,
        sampleData: @escaping @Sendable () throws -> SampleDataset = SampleDataset.bundled,
        commitsClock: (any Clock<Duration>)? = nil
    ) throws {
        self.configuration = configuration
        self.logger = logger
        self.sampleData = sampleData
        let directory = configuration.dataDirectory
        let userDatabase = try SQLiteDatabase.open(
            file: directory.appendingPathComponent("strata.sqlite"), contents: .userData,
            migrator: DatabaseSchema.userData)
        self.userDatabase = userDatabase
        userDataCommits =
            commitsClock.map { SQLiteCommitWatcher(database: userDatabase, clock: $0) }
            ?? .watchingFileWrites(of: userDatabase)
        cacheDatabase = try SQLiteDatabase.open(
            file: directory.appendingPathComponent("cache.sqlite"), contents: .cache, migrator: DatabaseSchema.cache)
        imageLoader = CachedImageLoader(
            store: SQLiteImageCacheStore(database: cacheDatabase, policy: Self.imageCachePolicy),
            logger: Logger(label: "strata.images"))
    }

    /// What opening the data directory had to repair, for the home page (the log has the full paths).
    /// The container over `configuration`'s data directory, as both rings start it: a directory that cannot be
    /// used is a `DataDirectoryError` (worded for the person who started Strata), and a database file recovered
    /// on opening (rebuilt, or moved aside) is logged.
    static func opening(_ configuration: AppConfiguration, logger: Logger) throws -> AppDIContainer {
        let container: AppDIContainer
        do {
            container = try AppDIContainer(configuration: configuration, logger: logger)
        } catch let error as DatabaseOpeningError {
            throw DataDirectoryError(error, directory: configuration.dataDirectory)
        }
        for recovery in container.recoveries {
            logger.warning("\(recovery)")
        }
        return container
    }

    var notices: [StartupNotice] {
        recoveries.map { recovery in
            switch recovery {
            case .rebuiltCache(let file): .cacheRebuilt(file: file.lastPathComponent)
            case .movedAside(let file, let destination):
                .movedAside(file: file.lastPathComponent, to: destination.lastPathComponent)
            case .setAside(_, let found, let destination):
                .setAside(
                    place: found.path.lastPathComponent, found: StartupNotice.Occupant(found.kind),
                    to: destination.lastPathComponent)
            }
        }
    }

    /// What opening the data directory had to repair.
    var recoveries: [DatabaseRecovery] {
        [userDatabase.recovery, cacheDatabase.recovery].compactMap { $0 }
    }

    // MARK: - Scenes

    /// One container per registered scene.
    var scenes: [any SceneDIContainer] {
        SceneRegistry.scenes.map { $0.init(app: self) }
    }

    /// The web app: the home page, every scene the phase can run, and the configuration's allowed hosts.
    /// - Throws: `DataDirectoryError` when the CSRF key cannot be kept (a folder in `csrf.key`'s place).
    func makeWebServer() throws(DataDirectoryError) -> WebServer {
        let flow = AppFlowCoordinator(scenes: scenes, configuration: configuration)
        let web = WebUIConfiguration(
            phase: phase.rawValue, scenes: flow.links,
            sessions: SessionLimits(idleTimeout: configuration.sessionIdleTimeout),
            pageWait: configuration.pageWait ?? SettlePolicy.defaultTimeout, notices: notices,
            allowedHosts: HostAllowlist(
                servedHost: configuration.host, machineNames: HostAllowlist.localMachineNames),
            csrfKey: try CSRFKeyFile(directory: configuration.dataDirectory).key(logger: logger),
            traces: configuration.tracing ? TraceStore() : nil,
            pageCache: configuration.pageCacheLifetime.map(pageCache(lifetime:)),
            startCommand: configuration.startCommand.description
        )
        return WebServer(configuration: web, logger: logger).addRoutes(flow.registerRoutes)
    }

    /// The pages rendered last, served again while neither database has changed since.
    private func pageCache(lifetime: Duration) -> PageCache {
        let (user, cache) = (userDatabase, cacheDatabase)
        return PageCache(lifetime: lifetime) { user.changeStamp &* 31 &+ cache.changeStamp }
    }

    /// The terminal ring over the same scenes, in `strings`' language, opening at `address` (nil: the scene
    /// list), each screen's web address in its title bar.
    @MainActor
    func makeTerminalApp(strings: Strings, opening address: TerminalAddress? = nil) -> TerminalApp {
        let flow = AppFlowCoordinator(scenes: scenes, configuration: configuration)
        return TerminalApp(
            scenes: flow.terminalScenes(strings: strings), strings: strings, phase: phase.rawValue,
            tracing: configuration.tracing ? TerminalLoads(strings: strings) : nil,
            opening: address.flatMap { flow.terminalOpening(at: $0, strings: strings) },
            address: TerminalAddress.webAddress(of:))
    }

    // MARK: - Shared infrastructure

    /// A service for one API, with its base URL, default headers and key parameters.
    func dataTransferService(
        baseURL: URL, headers: [String: String] = [:], queryParameters: [String: String] = [:], label: String
    ) -> DataTransferService {
        DataTransferService(
            configuration: APIConfiguration(baseURL: baseURL, headers: headers, queryParameters: queryParameters),
            client: TracedHTTPClient(base: NIOHTTPClient(), service: label), logger: Logger(label: "strata.\(label)"))
    }
}

extension StartupNotice.Occupant {
    /// The home page's word for what the data layer found in a file's place.
    init(_ kind: NotAFile.Kind) {
        self =
            switch kind {
            case .directory: .folder
            case .symbolicLink: .link
            case .other: .other
            }
    }
}
