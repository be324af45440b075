import Foundation

/// One scene's part of the bundled dataset: the rows it holds and the resource file they are kept in. A
/// scene declares its part in its own folder (`Movies/MoviesSampleData.swift`) and lists it once in
/// ``SampleDataset/parts``; the generator writes the file and ``SampleDataset/load(from:)`` reads it.
public protocol SampleDataPart: Sendable {
    /// One row of the part, e.g. ``SampleMovie``.
    associatedtype Row: Codable, Hashable, Sendable
    /// The resource file, e.g. `movies.json`.
    static var fileName: String { get }
}

extension SampleDataPart {
    /// Reads this part's file in `directory` into `dataset`.
    static func read(from directory: URL, into dataset: inout SampleDataset) throws {
        let url = directory.appendingPathComponent(fileName)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SampleDataError(file: fileName, reason: "cannot be read (\(error.localizedDescription))")
        }
        do {
            dataset[Self.self] = try JSONDecoder().decode([Row].self, from: data)
        } catch {
            throw SampleDataError(file: fileName, reason: "does not decode (\(error))")
        }
    }

    /// Whether `lhs` and `rhs` hold the same rows of this part.
    static func rowsEqual(_ lhs: SampleDataset, _ rhs: SampleDataset) -> Bool {
        lhs[Self.self] == rhs[Self.self]
    }

    /// This part's rows of `dataset`, as its resource file holds them.
    public static func encode(_ dataset: SampleDataset, with encoder: JSONEncoder) throws -> Data {
        try encoder.encode(dataset[Self.self])
    }
}
