/// Faults set for every request under a path prefix, or for one path only, until cleared, through the control
/// routes (`POST /__staging/faults?path=/3/search/movie&fault=status%3D500`, with `&match=exact` for that path
/// alone; `DELETE /__staging/faults`; each with the run's ``StagingControlToken``), so a browser test can make the
/// service fail, then recover, without touching the app's requests.
actor StickyFaults {
    /// Which request paths a sticky fault's path stands for.
    enum Match: String, Sendable {
        /// Every path that starts with it.
        case prefix
        /// That path alone: a list's path without its items' (`/api/v2/pokemon`, not `/api/v2/pokemon/25`).
        case exact

        func covers(_ path: String, _ faulted: String) -> Bool {
            switch self {
            case .prefix: path.hasPrefix(faulted)
            case .exact: path == faulted
            }
        }
    }

    private var faults: [(path: String, match: Match, fault: String)] = []

    func set(_ fault: String, for path: String, _ match: Match) {
        faults.removeAll { $0.path == path && $0.match == match }
        faults.append((path, match, fault))
    }

    func clear() {
        faults.removeAll()
    }

    /// The faults that cover `path`, in the order they were set.
    func faults(for path: String) -> [String] {
        faults.filter { $0.match.covers(path, $0.path) }.map(\.fault)
    }
}
