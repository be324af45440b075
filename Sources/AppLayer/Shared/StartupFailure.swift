import PresentationLayer
import SampleData

/// A reason Strata cannot start, worded for the person who started it: what is wrong and what to do about it,
/// in one sentence a person would write (`CLI.xcstrings`). The underlying error is for developers: `strata`
/// logs it at debug level and never prints it in the sentence.
public protocol StartupFailure: Error {
    /// The sentence in `strings`' language.
    func text(_ strings: Strings) -> String
    /// The underlying error, for the log; nil when the sentence says all there is.
    var detail: String? { get }
}

extension SampleDataError: StartupFailure {
    public func text(_ strings: Strings) -> String {
        strings[CLIText.sampleDataUnreadable]
    }

    public var detail: String? { description }
}
