#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal's settings before raw mode, for the signal handler to put back. Set before any handler is
/// installed and never changed while one is, so the handler only reads it.
nonisolated(unsafe) private var savedSettings = termios()

/// The write end of the terminal's wake-up pipe, for the job-control handler (-1: none). Set before the handler
/// is installed and cleared after it is removed, so the handler only reads it.
nonisolated(unsafe) private var wakeDescriptor: Int32 = -1

/// Restores the terminal when the process ends by a signal: a kill (SIGTERM, SIGHUP, SIGINT, SIGQUIT) or a crash
/// (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE: a Swift trap is SIGILL or SIGTRAP on Linux), then lets the
/// signal do what it would have done. Job control (SIGTSTP, SIGCONT) is only written to a pipe as one byte,
/// which the key reader reads and acts on outside the handler. The handlers make only async-signal-safe calls.
enum TerminalSignals {
    static let fatal: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    // The bytes the pipe carries, computed rather than stored: a stored static is initialized lazily, which a
    // signal handler must not do.
    /// The byte written for SIGTSTP.
    static var suspend: UInt8 { 0x5A }
    /// The byte written for SIGCONT.
    static var resume: UInt8 { 0x43 }

    /// Installs the handler for every signal in `fatal`, restoring `settings` on the way out, and the job-control
    /// handler, which writes its signal's byte to `wake`.
    static func install(restoring settings: termios, wake: Int32) {
        savedSettings = settings
        wakeDescriptor = wake
        for number in fatal {
            _ = signal(number, restoreAndReraise)
        }
        _ = signal(SIGCONT, writeJobControlByte)
        catchSuspend()
    }

    /// SIGTSTP caught again, after it was let stop the process.
    static func catchSuspend() {
        _ = signal(SIGTSTP, writeJobControlByte)
    }

    /// Stops the process as SIGTSTP would have: its default action back, then raised on the calling thread.
    /// Returns once continued.
    static func stopProcess() {
        // The key reader's thread was started from one of Dispatch's, whose signal mask it inherits, SIGTSTP
        // blocked: raised there still blocked, the signal would wait and the process would not stop.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, SIGTSTP)
        _ = pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        _ = signal(SIGTSTP, SIG_DFL)
        _ = raise(SIGTSTP)
        catchSuspend()
    }

    /// Gives the signals their default actions back.
    static func uninstall() {
        for number in fatal + [SIGTSTP, SIGCONT] {
            _ = signal(number, SIG_DFL)
        }
        wakeDescriptor = -1
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

private func writeJobControlByte(_ number: Int32) {
    let savedError = errno
    var byte = number == SIGTSTP ? TerminalSignals.suspend : TerminalSignals.resume
    if wakeDescriptor >= 0 { _ = write(wakeDescriptor, &byte, 1) }
    errno = savedError
}
