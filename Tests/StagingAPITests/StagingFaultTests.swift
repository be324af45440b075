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
}
