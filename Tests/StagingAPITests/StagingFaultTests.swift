import StagingAPI
import Testing

@Suite struct StagingFaultTests {
    @Test func parsesACommaSeparatedListWithDelayAndTheFirstOutcome() throws {
        let fault = try StagingFault(parsing: " Delay=200 , status=503,drop")
        #expect(fault == StagingFault(outcome: .status(503), delayMilliseconds: 200))
        #expect(fault.description == "delay=200,status=503")
    }

    @Test(arguments: ["malformed", "truncated", "drop", "ratelimit"])
    func parsesEveryBareOutcome(text: String) throws {
        let fault = try StagingFault(parsing: text)
        #expect(fault.description == text)
    }

    @Test(arguments: ["status=200", "status=abc", "delay=-1", "boom", "status"])
    func refusesItemsOutsideTheGrammar(text: String) {
        #expect(throws: StagingFaultSyntaxError.self) { try StagingFault(parsing: text) }
    }

    @Test func capsTheDelay() throws {
        #expect(try StagingFault(parsing: "delay=999999").delayMilliseconds == StagingFault.maximumDelayMilliseconds)
    }

    @Test(arguments: [("resultcode=03", 3), ("ResultCode=3", 3), ("resultcode=22", 22), ("resultcode=99", 99)])
    func parsesAnAirKoreaResultCodeWrittenWithTwoDigits(text: String, code: Int) throws {
        let fault = try StagingFault(parsing: text)
        #expect(fault == StagingFault(outcome: .resultCode(code)))
        #expect(fault.description == "resultcode=\(code < 10 ? "0" : "")\(code)")
    }

    @Test(arguments: [
        "resultcode=00", "resultcode=06", "resultcode=13", "resultcode=100", "resultcode=003", "resultcode=x",
    ])
    func refusesResultCodesAirKoreaDoesNotDocument(text: String) {
        #expect(throws: StagingFaultSyntaxError.self) { try StagingFault(parsing: text) }
    }
}
