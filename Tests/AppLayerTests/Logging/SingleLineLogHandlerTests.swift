import Logging
import Synchronization
import TestSupport
import Testing

@testable import AppLayer

@Suite struct SingleLineLogHandlerTests {
    @Test func upstreamTextCannotForgeALogLine() {
        let capture = LogCapture()
        let logger = Logger(label: "test") { _ in SingleLineLogHandler(wrapping: capture.logger().handler) }
        logger.warning(
            "Movie \("Star\n2026-11-23T09:00:00 critical strata : admin logged in")",
            metadata: ["title": "a\r\nb\u{1B}[31m"])
        let line = capture.messages.first
        #expect(capture.messages.count == 1)
        #expect(line?.contains(where: { $0.isNewline || $0 == "\u{1B}" }) == false)
        #expect(line?.hasPrefix(#"warning Movie Star\n2026-11-23T09:00:00 critical strata"#) == true)
        #expect(line?.contains(#"title=a\r\nb\u{1B}[31m"#) == true)
    }

    @Test func theLoggersMetadataIsWrittenWithEachEntryAndTheEntrysOwnWins() {
        let capture = LogCapture()
        var logger = Logger(label: "test") { _ in SingleLineLogHandler(wrapping: capture.logger().handler) }
        logger[metadataKey: "request"] = "r\n1"
        logger[metadataKey: "scene"] = "movies"
        logger.info("Loaded", metadata: ["scene": "pokemon"])
        let line = capture.messages.first ?? ""
        #expect(line.contains(#"request=r\n1"#))
        #expect(line.contains("scene=pokemon"))
        #expect(!line.contains("scene=movies"))
        #expect(logger[metadataKey: "scene"] == "movies")
    }

    @Test(arguments: [
        "\u{2028}", "\u{2029}", "\u{85}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}",
        "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
    ])
    func separatorsAndBidiControlsInUpstreamTextAreEscaped(control: String) {
        let capture = LogCapture()
        let logger = Logger(label: "test") { _ in SingleLineLogHandler(wrapping: capture.logger().handler) }
        logger.warning("Movie \("evil\(control)txt.exe")", metadata: ["title": "a\(control)b"])
        let line = capture.messages.first ?? ""
        let scalar = control.unicodeScalars.first?.value ?? 0
        let escape = "\\u{\(String(scalar, radix: 16, uppercase: true))}"
        #expect(!line.unicodeScalars.contains { $0.value == scalar })
        #expect(line.contains("Movie evil\(escape)txt.exe"))
        #expect(line.contains("title=a\(escape)b"))
    }

    @Test func plainTextIsUnchanged() {
        #expect(SingleLineLogHandler.escaped("Searched “별” 3 times") == "Searched “별” 3 times")
    }
}
