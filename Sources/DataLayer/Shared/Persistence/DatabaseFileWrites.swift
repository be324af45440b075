import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes to a database's files (the file, its `-wal` and its `-journal`) by any process, as the kernel reports
/// them (Linux's inotify, on the file's folder): an element for each batch of writes, none while nothing is
/// written, so a watcher waiting on it wakes only when something may have changed.
enum DatabaseFileWrites {
    /// The writes to `file`'s files from now on, until the stream's iteration ends; nil where the kernel cannot
    /// report them (another system, or no inotify instance left), and the caller then looks at intervals.
    static func stream(for file: URL) -> AsyncStream<Void>? {
        #if os(Linux)
            let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
            let folder = file.deletingLastPathComponent().path
            // The folder, not the files: a `-wal` or `-journal` comes and goes with the connections.
            let mask = UInt32(IN_MODIFY | IN_CREATE | IN_MOVED_TO | IN_CLOSE_WRITE)
            guard inotify_add_watch(descriptor, folder, mask) >= 0 else {
                close(descriptor)
                return nil
            }
            let names = Set(["", "-wal", "-journal"].map { Array((file.lastPathComponent + $0).utf8) })
            let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
            let source = DispatchSource.makeReadSource(
                fileDescriptor: descriptor, queue: DispatchQueue(label: "strata.database.file-writes"))
            source.setEventHandler {
                if readEvents(descriptor, namingAnyOf: names) {
                    continuation.yield()
                }
            }
            source.setCancelHandler { close(descriptor) }
            let cancel = SendableCancel(source)
            continuation.onTermination = { _ in cancel.run() }
            source.resume()
            return stream
        #else
            return nil
        #endif
    }

    #if os(Linux)
        /// Reads every event waiting on `descriptor`; whether one of them names a file of `names`.
        private static func readEvents(_ descriptor: Int32, namingAnyOf names: Set<[UInt8]>) -> Bool {
            var found = false
            // An event is a 16-byte header (watch, mask, cookie, the name's length) and the name, padded with NULs.
            let headerSize = 16
            withUnsafeTemporaryAllocation(byteCount: 8192, alignment: 8) { buffer in
                while true {
                    let count = read(descriptor, buffer.baseAddress, buffer.count)
                    guard count > 0 else { return }
                    var offset = 0
                    while offset + headerSize <= count {
                        let length = Int(buffer.load(fromByteOffset: offset + 12, as: UInt32.self))
                        let start = offset + headerSize
                        let name = buffer[start..<min(start + length, count)].prefix { $0 != 0 }
                        if names.contains(Array(name)) { found = true }
                        offset = start + length
                    }
                }
            }
            return found
        }

        /// Cancels the read source from the stream's termination handler, which may run on any thread:
        /// `cancel()` is safe from any thread, and the source is not used otherwise.
        private struct SendableCancel: @unchecked Sendable {
            let source: any DispatchSourceRead
            init(_ source: any DispatchSourceRead) { self.source = source }
            func run() { source.cancel() }
        }
    #endif
}
