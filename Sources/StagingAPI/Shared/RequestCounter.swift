/// Counts the requests the staging API received, per path (without the query), so tests can assert how
/// often a client really went to the network.
actor RequestCounter {
    private var counts: [String: Int] = [:]

    func record(path: String) {
        counts[path, default: 0] += 1
    }

    func count(path: String) -> Int {
        counts[path] ?? 0
    }

    func all() -> [String: Int] {
        counts
    }

    func reset() {
        counts = [:]
    }
}
