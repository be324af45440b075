#if canImport(Glibc)
    import Glibc

    /// Has glibc's allocator keep the memory a response gave back for the next one, rather than return it to the
    /// system at once.
    ///
    /// By default an arena gives its free top back above 128 KiB (`madvise`), so each page's buffer was written to
    /// memory the kernel had to fault in again, page faults and CPU time on every request (`scripts/page-cost`
    /// counts both). Up to 4 MiB of free top stays in each arena, and blocks under 1 MiB come from the arenas rather
    /// than `mmap`.
    enum AllocatorTuning {
        /// `M_TRIM_THRESHOLD` and `M_MMAP_THRESHOLD` of `<malloc.h>`, which the Glibc module does not bring.
        private static let trimThreshold: Int32 = -1
        private static let mmapThreshold: Int32 = -3

        static func apply() {
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(nil, "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
            _ = mallopt(trimThreshold, 4 << 20)
            _ = mallopt(mmapThreshold, 1 << 20)
        }
    }
#endif
