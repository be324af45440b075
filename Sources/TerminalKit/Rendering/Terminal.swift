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

/// What the terminal tells the app: a key pressed, or its new size.
public enum TerminalEvent: Hashable, Sendable {
    /// A key pressed.
    case key(Key)
    /// The terminal's new size.
    case resize(TerminalSize)
}

/// The process's own terminal, full-screen: raw mode (keys arrive one by one, unechoed, Ctrl-C among them),
/// the alternate screen, the cursor hidden until a frame shows it. `restore()` puts everything back, as the
/// signal handler does when the process is killed or crashes.
public final class Terminal: Sendable {
    private let original: termios
    private let stopped = Atomic<Bool>(false)

    /// Enters raw mode and the alternate screen.
    /// - Throws: `TerminalError.notATerminal` when standard input is not a terminal.
    public init() throws {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { throw TerminalError.notATerminal }
        original = settings
        TerminalSignals.install(restoring: settings)
        settings.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        settings.c_oflag &= ~tcflag_t(OPOST)
        settings.c_cflag |= tcflag_t(CS8)
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        withUnsafeMutableBytes(of: &settings.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
        write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J")
    }

    /// Leaves the alternate screen, shows the cursor, resets the attributes and the terminal's settings, and stops
    /// reading keys. Safe to call more than once.
    public func restore() {
        guard !stopped.exchange(true, ordering: .sequentiallyConsistent) else { return }
        write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        var settings = original
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
        TerminalSignals.uninstall()
    }

    /// Writes `text` whole, in one `write` unless the terminal takes it in parts.
    public func write(_ text: String) {
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

    /// The keys typed and the resizes, until `restore()`. Keys are read on a thread of their own; a lone ESC
    /// becomes the Esc key when no more bytes follow within 30 ms.
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
            var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&input, 1, decoder.isWaitingAfterEscape ? 30 : 100)
            if ready == 0 {
                decoder.flush().forEach { continuation.yield(.key($0)) }
                continue
            }
            if ready < 0 { if errno == EINTR { continue } else { return } }
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            decoder.decode(buffer[0..<count]).forEach { continuation.yield(.key($0)) }
        }
    }
}

/// Why the terminal could not be used.
public enum TerminalError: Error, Equatable {
    /// Standard input is not a terminal (redirected from a file or a pipe).
    case notATerminal
}
