import DataLayer
import DomainLayer
import Networking
import Testing

struct APIErrorReaderTests {
    @Test func aConnectionThatFailsOrEndsWithoutAnAnswerIsNoResponse() {
        let reader = APIErrorReader.plain
        #expect(
            reader.domainError(for: .networkFailure(.transport("connection reset"))) as? DomainError
                == .noResponse(details: "connection reset"))
        #expect(reader.domainError(for: .noResponse) as? DomainError == .noResponse(details: nil))
    }
}
