/// Why something the user made (a bookmark, a setting) could not be saved on this device, in terms a screen
/// can word. A cancelled save throws `CancellationError`, never one of these.
public enum StorageError: Error, Hashable, Sendable {
    /// The disk holding the data directory is full.
    case full
    /// The data directory or its database cannot be written (permissions, a read-only disk).
    case notWritable
    /// Another process (another Strata window or command) holds the database and did not let go in time; the
    /// same save can succeed a moment later.
    case busy
    /// Another failure; `details` says what, for logs, and is not worded for the user.
    case failed(details: String)
}
