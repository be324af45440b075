import PresentationLayer

/// A setting that cannot be used; the sentence names the flag or variable to fix and what it takes.
public enum ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `--port` is not a number from 0 to 65535 (the text given).
    case invalidPort(String)
    /// An environment variable that must be an http(s) URL holds something else.
    case notHTTPURL(variable: String, value: String)
    /// An environment variable that must be a positive number of seconds holds something else.
    case notPositiveSeconds(variable: String, value: String)
    /// An environment variable that must be a token holds one too short, or with characters a header cannot
    /// carry; its value is secret, so the sentence does not repeat it.
    case notAToken(variable: String, minimumLength: Int)

    /// The sentence in English.
    public var description: String { text(.en) }
}

extension ConfigurationError: StartupFailure {
    public func text(_ strings: Strings) -> String {
        switch self {
        case .invalidPort(let text): strings(CLIText.invalidPort, text)
        case .notHTTPURL(let variable, let value): strings(CLIText.notHTTPURL, variable, value)
        case .notPositiveSeconds(let variable, let value): strings(CLIText.notPositiveSeconds, variable, value)
        case .notAToken(let variable, let minimumLength): strings(CLIText.notAToken, variable, "\(minimumLength)")
        }
    }

    public var detail: String? { nil }
}
