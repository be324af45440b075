import PresentationLayer

/// The command line's words, in `CLI.xcstrings`: what `strata` tells the person who started it (that it
/// serves, what a phase lacks, why it could not start). `--help` stays in English, as ArgumentParser writes it.
enum CLIText: String, LocalizedKey {
    case serving = "cli.serving"
    case stagingAPIServing = "cli.stagingAPIServing"
    case secondSignal = "cli.secondSignal"
    case missingSetting = "cli.missingSetting"
    case dataDirectoryUnwritable = "cli.dataDirectory.unwritable"
    case dataDirectoryNotAFolder = "cli.dataDirectory.notAFolder"
    case dataDirectoryFull = "cli.dataDirectory.full"
    case databaseDamaged = "cli.database.damaged"
    case databaseNotAFile = "cli.database.notAFile"
    case csrfKeyIsAFolder = "cli.csrfKey.isAFolder"
    case databaseUnusable = "cli.database.unusable"
    case unknownHost = "cli.host.unknown"
    case hostNotThisMachine = "cli.host.notThisMachine"
    case portInUse = "cli.port.inUse"
    case portNotAllowed = "cli.port.notAllowed"
    case invalidPort = "cli.port.invalid"
    case cannotListen = "cli.listen.failed"
    case notHTTPURL = "cli.setting.notURL"
    case notPositiveSeconds = "cli.setting.notPositiveSeconds"
    case notAToken = "cli.setting.notAToken"
    case sampleDataUnreadable = "cli.sampleData.unreadable"
    case tuiNotATerminal = "cli.tui.notATerminal"
    case tuiDumbTerminal = "cli.tui.dumbTerminal"
    case tuiUnknownAddress = "cli.tui.unknownAddress"

    static let catalogue = StringCatalogue.load("CLI", from: .module)
}
