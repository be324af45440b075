import DataLayer
import Foundation
import PresentationLayer

/// The data directory (`--data-dir`) cannot hold Strata's databases or its CSRF key; the sentence says what to do.
public struct DataDirectoryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Why, as far as the person who started Strata can act on it.
    public enum Cause: Sendable, Equatable {
        /// The folder or a file in it cannot be created or written.
        case unwritable
        /// The data directory's path names a file.
        case notAFolder
        /// The disk is full.
        case full
        /// A database file is corrupt and could not be set aside.
        case damaged
        /// Something other than a file (a folder, a link) is in a database file's place and could not be set
        /// aside.
        case notAFile
        /// A folder is where the CSRF key file (`csrf.key`) should be.
        case keyIsAFolder
        /// A database file cannot be opened for another reason (the detail says which).
        case unusable
    }

    public var cause: Cause
    /// The data directory.
    public var directory: URL
    /// The file that could not be opened: a database, or the CSRF key.
    public var file: URL
    /// The underlying error, for the log.
    public var detail: String?

    public init(cause: Cause, directory: URL, file: URL, detail: String? = nil) {
        self.cause = cause
        self.directory = directory
        self.file = file
        self.detail = detail
    }

    /// The failure to open a database in `directory`.
    init(_ error: DatabaseOpeningError, directory: URL) {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder)
        let cause: Cause =
            switch error.cause {
            case .unwritable where exists && !isFolder.boolValue: .notAFolder
            case .unwritable: .unwritable
            case .full: .full
            case .damaged: .damaged
            case .notAFile: .notAFile
            case .other: .unusable
            }
        self.init(cause: cause, directory: directory, file: error.file, detail: error.description)
    }

    /// The sentence in English.
    public var description: String { text(.en) }
}

extension DataDirectoryError: StartupFailure {
    public func text(_ strings: Strings) -> String {
        switch cause {
        case .unwritable: strings(CLIText.dataDirectoryUnwritable, directory.path)
        case .notAFolder: strings(CLIText.dataDirectoryNotAFolder, directory.path)
        case .full: strings(CLIText.dataDirectoryFull, directory.path)
        case .damaged: strings(CLIText.databaseDamaged, file.path)
        case .notAFile: strings(CLIText.databaseNotAFile, file.path)
        case .keyIsAFolder: strings(CLIText.csrfKeyIsAFolder, file.path)
        case .unusable: strings(CLIText.databaseUnusable, file.path)
        }
    }
}
