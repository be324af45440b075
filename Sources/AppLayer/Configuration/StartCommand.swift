import Foundation

/// How Strata was started, as a shell line the person who started it can type again: what a message that asks
/// them to start it with a setting shows after the setting (`TMDB_API_KEY=… ./strata --phase real`).
///
/// The program is the one they ran: its name as invoked (`strata` found on the `PATH`, `./strata`, a path), or
/// `swift run strata` when it runs from a SwiftPM build folder (`.build/…`), where `swift run` puts it.
public struct StartCommand: Sendable, Equatable, CustomStringConvertible {
    /// The words that run the program: `strata`, `./strata`, `swift run strata`.
    public var program: String
    /// The arguments it was given, after the program.
    public var arguments: [String]

    /// The command that `commandLine` (the process's arguments, the program's as invoked first) started.
    public init(commandLine: [String]) {
        let invoked = commandLine.first ?? "strata"
        program = Self.program(invokedAs: invoked)
        arguments = Array(commandLine.dropFirst())
    }

    /// The line, its words quoted for a POSIX shell where they need it.
    public var description: String {
        ([program] + arguments.map(Self.quoted)).joined(separator: " ")
    }

    private static func program(invokedAs path: String) -> String {
        let folders = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let name = folders.last, folders.dropLast().contains(".build") else { return quoted(path) }
        // `swift run` runs a release build only when asked (`-c release`), and names it as its product.
        let configuration = folders.dropLast().last == "release" ? "-c release " : ""
        return "swift run \(configuration)\(quoted(String(name)))"
    }

    /// The characters a shell reads as themselves in a word.
    private static let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%")

    private static func quoted(_ word: String) -> String {
        guard word.isEmpty || !word.allSatisfy(plain.contains) else { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
