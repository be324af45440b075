import Foundation

// Writes the bundled sample data: `swift run sample-data-generator [output-directory]`.
let directory = URL(
    fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "Sources/SampleData/Resources",
    isDirectory: true
)
do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let files = try encodeFiles(try makeSampleDataset())
    for (name, data) in files.sorted(by: { $0.key < $1.key }) {
        try data.write(to: directory.appendingPathComponent(name), options: .atomic)
        FileHandle.standardOutput.write(Data("Wrote \(name) (\(data.count) bytes)\n".utf8))
    }
} catch {
    FileHandle.standardError.write(Data("sample-data-generator: \(error)\n".utf8))
    exit(1)
}
