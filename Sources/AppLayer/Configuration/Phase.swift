/// Where the data comes from, as in the seeds' PHASE.
public enum Phase: String, CaseIterable, Sendable {
    /// Bundled sample data, no network.
    case dev
    /// The staging API, started in-process on a loopback port: the whole network stack, offline.
    case alpha
    /// The public APIs, with keys.
    case real
}
