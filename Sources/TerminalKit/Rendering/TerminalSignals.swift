#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal's settings before raw mode, for the signal handler to put back. Set before any handler is
/// installed and never changed while one is, so the handler only reads it.
nonisolated(unsafe) private var savedSettings = termios()

/// Restores the terminal when the process ends by a signal: a kill (SIGTERM, SIGHUP, SIGINT, SIGQUIT) or a crash
/// (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE: a Swift trap is SIGILL or SIGTRAP on Linux), then lets the
/// signal do what it would have done. The handler makes only async-signal-safe calls.
enum TerminalSignals {
    static let fatal: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// Installs the handler for every signal in `fatal`, restoring `settings` on the way out.
    static func install(restoring settings: termios) {
        savedSettings = settings
        for number in fatal {
            _ = signal(number, restoreAndReraise)
        }
    }

    /// Gives the signals their default actions back.
    static func uninstall() {
        for number in fatal {
            _ = signal(number, SIG_DFL)
        }
    }
}

private func restoreAndReraise(_ number: Int32) {
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedSettings)
    // A static string: its bytes are in the binary, so nothing is allocated in the handler.
    let restore: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    _ = write(STDOUT_FILENO, restore.utf8Start, restore.utf8CodeUnitCount)
    _ = signal(number, SIG_DFL)
    _ = raise(number)
}
