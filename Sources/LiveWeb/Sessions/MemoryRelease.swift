#if canImport(Glibc)
    import Glibc
#endif

/// Gives memory back to the system after many windows have closed.
///
/// Glibc keeps the pages a program frees in its per-thread arenas, so without `malloc_trim` the
/// resident memory of a server that closed thousands of windows stays at its peak.
@MainActor
final class MemoryRelease {
    /// How many windows close between two releases.
    static let windowsPerRelease = 256

    private var windowsClosedSinceRelease = 0
    private var isReleasing = false

    /// Counts `count` windows closed, and gives memory back (off the main actor) once enough have closed.
    func windowsClosed(_ count: Int) {
        windowsClosedSinceRelease += count
        guard windowsClosedSinceRelease >= Self.windowsPerRelease, !isReleasing else { return }
        windowsClosedSinceRelease = 0
        isReleasing = true
        Task.detached(priority: .background) { [weak self] in
            _ = Self.trim?(0)
            await MainActor.run { self?.isReleasing = false }
        }
    }

    /// glibc's `malloc_trim`, which its Swift module does not export (`malloc.h` is not in it); `nil` elsewhere.
    private nonisolated static let trim: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
            return nil
        #endif
    }()
}
