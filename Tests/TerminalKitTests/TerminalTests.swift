import Testing

@testable import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct TerminalTests {
    @Test(.enabled(if: isatty(STDOUT_FILENO) == 0, "the kernel's size wins in a terminal"))
    func withoutATerminalTheSizeComesFromTheEnvironmentElse80By24() {
        #expect(Terminal.size(environment: ["COLUMNS": "132", "LINES": "43"]) == TerminalSize(width: 132, height: 43))
        #expect(Terminal.size(environment: [:]) == TerminalSize(width: 80, height: 24))
    }

    @Test(.enabled(if: isatty(STDIN_FILENO) == 0, "standard input is a terminal"))
    func standardInputThatIsNotATerminalIsRefused() {
        #expect(throws: TerminalError.notATerminal) { try Terminal() }
    }
}
