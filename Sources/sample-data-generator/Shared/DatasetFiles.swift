import Foundation
import SampleData

/// A part of the dataset the generator writes: the same rows on every run. Each scene's part conforms in the
/// scene's folder, next to its generator; each generator has its own seed, so changing one part leaves the
/// others' bytes alone.
protocol GeneratedPart: SampleDataPart {
    /// The part's rows.
    static func generate() -> [Row]
}

extension GeneratedPart {
    static func generate(into dataset: inout SampleDataset) {
        dataset[Self.self] = generate()
    }
}

/// The error of a part listed in `SampleDataset.parts` that no generator writes.
struct MissingGenerator: Error, CustomStringConvertible {
    var fileName: String
    var description: String { "no generator writes \(fileName): conform its part to GeneratedPart" }
}

/// The whole dataset, the same on every run: every part of `SampleDataset.parts`.
func makeSampleDataset() throws -> SampleDataset {
    var dataset = SampleDataset()
    for part in SampleDataset.parts {
        // Each scene's part conforms to GeneratedPart in this target, so the list of parts is the one in
        // SampleData and a new scene adds no line here.
        guard let generated = part as? any GeneratedPart.Type else {
            throw MissingGenerator(fileName: part.fileName)
        }
        generated.generate(into: &dataset)
    }
    return dataset
}

/// The resource files, one per part, by file name: pretty-printed JSON with sorted keys and a final newline,
/// so the bytes are deterministic and diffs stay readable.
func encodeFiles(_ dataset: SampleDataset) throws -> [String: Data] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var files: [String: Data] = [:]
    for part in SampleDataset.parts {
        var data = try part.encode(dataset, with: encoder)
        data.append(0x0a)
        files[part.fileName] = data
    }
    return files
}
