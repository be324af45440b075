import Foundation

/// A real small file system for tests of a full disk: a tmpfs mounted on a temporary directory (which
/// needs root, as in CI), that a test can fill with `fill(_:)`.
public enum SmallFileSystem {
    /// Whether this machine lets the tests mount a tmpfs.
    public static let canMount: Bool = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strata-tmpfs-probe-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        guard (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil,
            run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", directory.path])
        else { return false }
        return run("/bin/umount", [directory.path])
    }()

    /// Runs `body` with a directory on a tmpfs of `bytes`, unmounted afterwards.
    public static func with<T>(
        bytes: Int, isolation: isolated (any Actor)? = #isolation, _ body: (URL) async throws -> T
    ) async throws -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strata-tmpfs-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        guard run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(bytes)", "tmpfs", directory.path]) else {
            throw CocoaError(.fileWriteNoPermission)
        }
        defer {
            _ = run("/bin/umount", [directory.path])
            try? FileManager.default.removeItem(at: directory)
        }
        return try await body(directory)
    }

    /// Runs `body` with a directory on a tmpfs that cannot be written (mounted read-only), unmounted afterwards:
    /// what a data directory is on a read-only disk, where even root cannot create a file.
    public static func withReadOnly<T>(
        isolation: isolated (any Actor)? = #isolation, _ body: (URL) async throws -> T
    ) async throws -> T {
        try await with(bytes: 64 << 10) { directory in
            guard run("/bin/mount", ["-o", "remount,ro", directory.path]) else {
                throw CocoaError(.fileWriteNoPermission)
            }
            return try await body(directory)
        }
    }

    /// Writes a file in `directory` until the file system is full.
    public static func fill(_ directory: URL) {
        let file = directory.appendingPathComponent("filler")
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else { return }
        guard let handle = try? FileHandle(forWritingTo: file) else { return }
        defer { try? handle.close() }
        let chunk = Data(count: 4096)
        while (try? handle.write(contentsOf: chunk)) != nil {}
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
