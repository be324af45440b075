import DataLayer
import DomainLayer
import Networking
import TestSupport
import Testing

/// An answer whose head could not be read: a named service's is told as its unreadable answer (never as the
/// service out of reach); an unnamed one's as bad data. The parser's words go to the log only.
@Suite struct APIErrorReaderUnreadableAnswerTests {
    static let failure = DataTransferError.networkFailure(.unreadableAnswer("invalid character in header"))

    @Test(arguments: [
        (APIErrorReader.gitHub, "GitHub"), (.tmdb, "TMDB"), (.pokeAPI, "PokeAPI"), (.airKorea, "AirKorea"),
    ])
    func aNamedServicesUnreadableAnswerNamesIt(reader: APIErrorReader, service: String) {
        let log = LogCapture()
        let error = reader.domainError(for: Self.failure, logger: log.logger())
        #expect(error as? DomainError == .unreadableAnswer(service: service))
        #expect(
            log.messages == [
                "debug An upstream failure is shown as unreadableAnswer detail=invalid character in header"
            ])
    }

    @Test func anUnnamedServicesUnreadableAnswerIsBadData() {
        let error = APIErrorReader.plain.domainError(for: Self.failure, logger: LogCapture().logger())
        #expect(error as? DomainError == .badData(details: "invalid character in header"))
    }
}
