import AppLayer
import Foundation
import Logging

enum StrataLogging {
    /// Sends every log to standard error at `level`, one line per entry, and returns the app's logger.
    static func bootstrap(level: Logger.Level) -> Logger {
        LoggingSystem.bootstrap { label in
            var handler = SingleLineLogHandler(wrapping: StreamLogHandler.standardError(label: label))
            handler.logLevel = level
            return handler
        }
        return Logger(label: "strata")
    }
}

enum Console {
    /// Writes a line to standard output at once (no buffering), so scripts waiting for it see it.
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Writes a line to standard error at once.
    static func warn(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
