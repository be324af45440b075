import PresentationLayer

/// What the app repaired when it opened its data directory, shown on the home page by file name (the full
/// path is in the log).
public enum StartupNotice: Hashable, Sendable {
    /// A damaged cache file was deleted and rebuilt.
    case cacheRebuilt(file: String)
    /// A damaged file of the user's data was kept under another name, and a new one started.
    case movedAside(file: String, to: String)
    /// Something other than a file (`found`) was where a file of the data directory should be: it was kept
    /// untouched under another name (a link renamed, what it points to left alone), and a new file started.
    case setAside(place: String, found: Occupant, to: String)

    /// What was found where a file should be.
    public enum Occupant: Hashable, Sendable {
        case folder
        case link
        /// A socket, a pipe or a device.
        case other
    }

    /// The notice in `strings`' language.
    func text(_ strings: Strings) -> String {
        switch self {
        case .cacheRebuilt(let file): strings(SiteText.cacheRebuilt, file)
        case .movedAside(let file, let destination): strings(SiteText.movedAside, file, destination)
        case .setAside(let place, .folder, let destination): strings(SiteText.folderSetAside, place, destination)
        case .setAside(let place, .link, let destination): strings(SiteText.linkSetAside, place, destination)
        case .setAside(let place, .other, let destination): strings(SiteText.otherSetAside, place, destination)
        }
    }
}
