import DomainLayer

/// A part of the bundled dataset, read when a request needs it. Every dev data source has this one failure
/// policy: data that cannot be read (a broken build) is `DomainError.badData`, which the scene shows on
/// screen, while the app and its other scenes run on.
struct BundledData<Value: Sendable>: Sendable {
    private let name: String
    private let read: @Sendable () throws -> Value

    /// - Parameters:
    ///   - name: what the data is, for the error: "movies", "Pokémon", "groups".
    ///   - read: reads it (e.g. `{ try SampleDataset.bundled().movies }`).
    init(_ name: String, read: @escaping @Sendable () throws -> Value) {
        self.name = name
        self.read = read
    }

    func value() throws -> Value {
        do {
            return try read()
        } catch {
            throw DomainError.badData(details: "The bundled \(name) could not be read: \(error)")
        }
    }
}
