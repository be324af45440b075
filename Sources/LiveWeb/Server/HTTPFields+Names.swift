import Hummingbird

extension HTTPFields {
    /// The first value of the field called `name` (case-insensitive), for names HTTPTypes does not predefine.
    public func value(named name: String) -> String? {
        let canonical = name.lowercased()
        return first { $0.name.canonicalName == canonical }?.value
    }

    /// Every value of the field called `name` (case-insensitive), in order.
    public func values(named name: String) -> [String] {
        let canonical = name.lowercased()
        return filter { $0.name.canonicalName == canonical }.map(\.value)
    }
}
