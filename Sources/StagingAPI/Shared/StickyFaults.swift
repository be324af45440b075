/// Faults set for every request under a path prefix until cleared, through the control routes
/// (`POST /__staging/faults?path=/3/search/movie&fault=status%3D500`, `DELETE /__staging/faults`, each with the
/// run's ``StagingControlToken``), so a browser test can make the service fail, then recover, without touching
/// the app's requests.
actor StickyFaults {
    private var faults: [(prefix: String, fault: String)] = []

    func set(_ fault: String, forPathsStartingWith prefix: String) {
        faults.removeAll { $0.prefix == prefix }
        faults.append((prefix, fault))
    }

    func clear() {
        faults.removeAll()
    }

    /// The faults whose prefix `path` starts with, in the order they were set.
    func faults(for path: String) -> [String] {
        faults.filter { path.hasPrefix($0.prefix) }.map(\.fault)
    }
}
