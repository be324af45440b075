/// Counts the requests the staging API received, per path (without the query), so tests can assert how
/// often a client really went to the network; requests answered `304 Not Modified` under `304 {path}`.
actor RequestCounter {
    private var counts: [String: Int] = [:]
    /// Who waits for a path's first request, by path.
    private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]

    func record(path: String) {
        counts[path, default: 0] += 1
        for continuation in waiting.removeValue(forKey: path) ?? [] {
            continuation.resume()
        }
    }

    /// Returns once a request for `path` has been recorded since the last reset (at once if one has).
    func arrival(path: String) async {
        if counts[path] != nil || counts["304 \(path)"] != nil { return }
        await withCheckedContinuation { continuation in
            waiting[path, default: []].append(continuation)
        }
    }

    /// Moves one request for `path` under `304 {path}`: it was answered `304 Not Modified`.
    func recordNotModified(path: String) {
        counts[path, default: 0] -= 1
        if counts[path] == 0 {
            counts[path] = nil
        }
        counts["304 \(path)", default: 0] += 1
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
