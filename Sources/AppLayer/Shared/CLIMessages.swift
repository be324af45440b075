import Foundation
import Logging
import PresentationLayer
import WebUI

/// What `strata` says to the person who started it, in the shell's language (`LC_ALL`, then `LC_MESSAGES`,
/// then `LANG`; English when none names one of ours): that it serves, what the phase lacks, and why it could
/// not start.
public struct CLIMessages: Sendable {
    let strings: Strings

    /// The messages in the language `environment` asks for.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.init(Language(environment: environment) ?? .en)
    }

    init(_ language: Language) {
        strings = Strings(language)
    }

    /// `Strata (dev) is serving at http://127.0.0.1:8080`.
    public func serving(_ phase: Phase, at url: URL) -> String {
        strings(CLIText.serving, phase.rawValue, url.absoluteString)
    }

    /// `The staging API is serving at http://127.0.0.1:8081`.
    public func stagingAPIServing(at url: URL) -> String {
        strings(CLIText.stagingAPIServing, url.absoluteString)
    }

    /// Said when `strata tui` is started without a terminal (its input or output redirected).
    public var terminalNeeded: String {
        strings[CLIText.tuiNotATerminal]
    }

    /// Said when `strata tui` is started in a terminal that draws no escape sequences (`TERM` is `dumb` or not set).
    public var dumbTerminal: String {
        strings[CLIText.tuiDumbTerminal]
    }

    /// Said when `strata tui --open` is given `address`, which names none of the app's screens; it lists some that
    /// do. Control and format characters (bidi marks) in `address` are left out, so what was typed cannot drive the terminal.
    public func unknownAddress(_ address: String) -> String {
        let shown = String(
            String.UnicodeScalarView(
                address.unicodeScalars.filter { ![.control, .format].contains($0.properties.generalCategory) }))
        return strings(CLIText.tuiUnknownAddress, shown)
    }

    /// Said when a second SIGINT or SIGTERM ends the process before the graceful shutdown has finished.
    public var secondSignal: String {
        strings[CLIText.secondSignal]
    }

    /// One sentence per setting the configuration's phase needs and lacks, saying which screen it is for.
    public func missingSettings(of configuration: AppConfiguration) -> [String] {
        configuration.missingSettings.map { setting in
            let scene = SceneLink(scene: setting.scene, path: "").title(strings)
            return strings(CLIText.missingSetting, scene, setting.variable)
        }
    }

    /// The sentence for `error` when it is a ``StartupFailure`` (its detail logged at debug level on `logger`),
    /// else nil.
    public func failure(_ error: any Error, logger: Logger) -> String? {
        guard let failure = error as? any StartupFailure else { return nil }
        if let detail = failure.detail {
            logger.debug("Strata could not start", metadata: ["error": "\(detail)"])
        }
        return failure.text(strings)
    }
}
