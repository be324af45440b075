import PresentationLayer

/// What the app repaired when it opened its data directory, shown on the home page by file name (the full
/// path is in the log).
public enum StartupNotice: Hashable, Sendable {
    /// A damaged cache file was deleted and rebuilt.
    case cacheRebuilt(file: String)
    /// A damaged file of the user's data was kept under another name, and a new one started.
    case movedAside(file: String, to: String)

    /// The notice in `strings`' language.
    func text(_ strings: Strings) -> String {
        switch self {
        case .cacheRebuilt(let file): strings(SiteText.cacheRebuilt, file)
        case .movedAside(let file, let destination): strings(SiteText.movedAside, file, destination)
        }
    }
}
