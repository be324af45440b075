import Testing

@testable import AppLayer

/// How a message words the line that starts Strata again: as it was started, never `swift run` for a binary run
/// on its own.
@Suite struct StartCommandTests {
    @Test(arguments: [
        (["strata", "--phase", "real"], "strata --phase real"),
        (["./strata", "--phase", "real"], "./strata --phase real"),
        (
            ["/opt/strata/bin/strata", "--phase=real", "--port", "9000"],
            "/opt/strata/bin/strata --phase=real --port 9000"
        ),
        ([".build/x86_64-unknown-linux-gnu/debug/strata", "--phase", "real"], "swift run strata --phase real"),
        ([".build/debug/strata", "--phase", "real"], "swift run strata --phase real"),
        (["/home/me/strata/.build/release/strata", "--phase", "real"], "swift run -c release strata --phase real"),
        ([], "strata"),
    ])
    func theLineIsTheProgramAsInvokedAndItsArguments(commandLine: [String], line: String) {
        #expect(StartCommand(commandLine: commandLine).description == line)
    }

    @Test func aWordTheShellWouldSplitOrReadIsQuoted() {
        let command = StartCommand(commandLine: ["./my strata", "--data-dir", "/tmp/it's here", "--host", ""])
        #expect(command.description == "'./my strata' --data-dir '/tmp/it'\\''s here' --host ''")
    }
}
