import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// write(2), named apart from `Terminal.write(_:)`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
    #elseif canImport(Darwin)
        Darwin.write(descriptor, bytes, count)
    #endif
}

/// A terminal's size in cells.
public struct TerminalSize: Hashable, Sendable {
    /// The columns.
    public var width: Int
    /// The rows.
    public var height: Int

    /// A size of `width` columns by `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// What the terminal tells the app: a key pressed, its new size, or that everything must be drawn again.
public enum TerminalEvent: Hashable, Sendable {
    /// A key pressed.
    case key(Key)
    /// The terminal's new size.
    case resize(TerminalSize)
    /// The terminal shows none of the app's last frame (the app was suspended and has been continued): draw it
    /// whole.
    case repaint
}

/// The process's own terminal, full-screen: raw mode (keys arrive one by one, unechoed, Ctrl-C among them),
/// the alternate screen, the cursor hidden until a frame shows it. `restore()` puts everything back, as the
/// signal handler does when the process is killed or crashes.
///
/// Job control works as in cooked mode: Ctrl-Z (a key in raw mode) or a SIGTSTP from outside gives the terminal
/// back as it was and stops the process; SIGCONT (the shell's `fg`) takes it again and asks for a repaint.
public final class Terminal: Sendable {
    private let original: termios
    private let raw: termios
    private let stopped = Atomic<Bool>(false)
    /// True while the process is suspended, or about to be: frames written then are dropped (the repaint after
    /// `fg` draws them whole). Held while writing, so a frame never lands on the shell's screen.
    private let suspended = Mutex<Bool>(false)
    /// A pipe the signal handler writes to (one byte a signal) and `restore()` writes to, waking the key reader,
    /// which otherwise waits on the keyboard with no timeout.
    private let wakeRead: Int32
    private let wakeWrite: Int32

    /// Enters raw mode and the alternate screen.
    /// - Throws: `TerminalError.notATerminal` when standard input is not a terminal.
    public init() throws {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { throw TerminalError.notATerminal }
        original = settings
        settings.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        settings.c_oflag &= ~tcflag_t(OPOST)
        settings.c_cflag |= tcflag_t(CS8)
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        withUnsafeMutableBytes(of: &settings.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        raw = settings
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw TerminalError.notATerminal }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
        wakeRead = descriptors[0]
        wakeWrite = descriptors[1]
        TerminalSignals.install(restoring: original, wake: wakeWrite)
        enter()
    }

    deinit {
        restore()  // the handlers write to the pipe: they go before its descriptors close and may be reused
        close(wakeRead)
        close(wakeWrite)
    }

    /// Leaves the alternate screen, shows the cursor, resets the attributes and the terminal's settings, and stops
    /// reading keys. Safe to call more than once.
    public func restore() {
        guard !stopped.exchange(true, ordering: .sequentiallyConsistent) else { return }
        TerminalSignals.uninstall()
        suspended.withLock { _ in leave() }
        var byte = UInt8(ascii: "Q")
        _ = systemWrite(wakeWrite, &byte, 1)
    }

    /// Writes `text` whole, in one `write` unless the terminal takes it in parts; nothing while suspended.
    public func write(_ text: String) {
        suspended.withLock { isSuspended in
            if !isSuspended { writeNow(text) }
        }
    }

    private func writeNow(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                systemWrite(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 && errno != EINTR && errno != EAGAIN { return }
            offset += max(0, written)
        }
    }

    /// Raw mode and the alternate screen, cleared, the cursor hidden, the mouse reported.
    private func enter() {
        var settings = raw
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
        // The mouse's presses and wheel as SGR reports (1000, 1006); a terminal without them sends none.
        writeNow("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[H\u{1B}[2J")
    }

    /// The terminal as it was: the mouse not reported, attributes reset, the cursor shown, the main screen, the
    /// settings before raw mode.
    private func leave() {
        writeNow("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        var settings = original
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    }

    /// Gives the terminal back, stops the process, and takes the terminal again once continued (or at once, when
    /// the kernel does not stop an orphaned process group).
    private func suspend(into continuation: AsyncStream<TerminalEvent>.Continuation) {
        suspended.withLock { isSuspended in
            isSuspended = true
            leave()
        }
        TerminalSignals.stopProcess()
        // Continued, the process gets SIGCONT, whose byte would take the terminal and repaint a second time: it is
        // awaited a moment and taken here (a stop the kernel skipped, in an orphaned process group, sends none).
        var input = pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)
        var byte: UInt8 = 0
        if poll(&input, 1, 100) > 0, read(wakeRead, &byte, 1) == 1, byte == TerminalSignals.suspend {
            resume(into: continuation)
            return suspend(into: continuation)
        }
        resume(into: continuation)
    }

    /// Takes the terminal again after the process was continued (from a stop of its own or anyone's), and asks
    /// for a repaint.
    private func resume(into continuation: AsyncStream<TerminalEvent>.Continuation) {
        suspended.withLock { isSuspended in
            isSuspended = false
            enter()
        }
        continuation.yield(.repaint)
    }

    /// The terminal's size: the kernel's (TIOCGWINSZ), else `COLUMNS` and `LINES`, else 80×24.
    public static func size(environment: [String: String] = ProcessInfo.processInfo.environment) -> TerminalSize {
        var window = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return TerminalSize(width: Int(window.ws_col), height: Int(window.ws_row))
        }
        return TerminalSize(
            width: environment["COLUMNS"].flatMap { Int($0) } ?? 80,
            height: environment["LINES"].flatMap { Int($0) } ?? 24)
    }

    /// The keys typed, the resizes and the repaints after a suspension, until `restore()`. Keys are read on a
    /// thread of their own, which sleeps until a key or a signal comes; a lone ESC becomes the Esc key when no
    /// more bytes follow within 30 ms. Ctrl-Z suspends the process, as it would in cooked mode.
    public func events() -> AsyncStream<TerminalEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        signal(SIGWINCH, SIG_IGN)
        // A signal source may be cancelled from any thread; Dispatch does not say so in its types.
        nonisolated(unsafe) let resizes = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .global())
        resizes.setEventHandler { continuation.yield(.resize(Terminal.size())) }
        resizes.resume()
        let reader = Thread { [self] in
            readKeys(into: continuation)
            resizes.cancel()
            continuation.finish()
        }
        reader.name = "TerminalKit keys"
        reader.start()
        return stream
    }

    private func readKeys(into continuation: AsyncStream<TerminalEvent>.Continuation) {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !stopped.load(ordering: .sequentiallyConsistent) {
            var inputs = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
            ]
            // No timeout but the Esc key's: an idle reader sleeps until a key or a signal's byte.
            let ready = poll(&inputs, 2, decoder.isWaitingAfterEscape ? 30 : -1)
            if ready == 0 {
                decoder.flush().forEach { continuation.yield(.key($0)) }
                continue
            }
            if ready < 0 { if errno == EINTR { continue } else { return } }
            if inputs[1].revents != 0 {
                let count = read(wakeRead, &buffer, buffer.count)
                for byte in buffer.prefix(max(0, count)) {
                    if byte == TerminalSignals.suspend { suspend(into: continuation) }
                    if byte == TerminalSignals.resume { resume(into: continuation) }
                }
                continue
            }
            guard inputs[0].revents != 0 else { continue }
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard count > 0 else { return }
            for key in decoder.decode(buffer[0..<count]) {
                // Raw mode turns off the terminal's own Ctrl-Z, so the reader sends its signal as the terminal
                // would: to the foreground job.
                if key == .control("z") { _ = kill(0, SIGTSTP) } else { continuation.yield(.key(key)) }
            }
        }
    }
}

/// Why the terminal could not be used.
public enum TerminalError: Error, Equatable {
    /// Standard input is not a terminal (redirected from a file or a pipe).
    case notATerminal
}
