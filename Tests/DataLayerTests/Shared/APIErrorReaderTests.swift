import DataLayer
import DomainLayer
import Foundation
import Networking
import TestSupport
import Testing

struct APIErrorReaderTests {
    @Test func aConnectionThatFailsOrEndsWithoutAnAnswerIsNoResponse() {
        let reader = APIErrorReader.plain
        #expect(
            reader.domainError(for: .networkFailure(.transport("connection reset"))) as? DomainError
                == .noResponse(details: "connection reset"))
        #expect(reader.domainError(for: .noResponse) as? DomainError == .noResponse(details: nil))
    }

    /// The screen words the cause; the log keeps what a developer needs to find it.
    @Test func theStatusAndTheServicesOwnWordsGoToTheLogAtDebugLevel() {
        let log = LogCapture()
        let body = Data(#"{"status_code":7,"status_message":"Invalid API key: You must be granted a valid key."}"#.utf8)
        let error = APIErrorReader.tmdb.domainError(
            for: .networkFailure(.httpStatus(code: 401, headers: [:], body: body)), logger: log.logger())
        #expect(error as? DomainError == .unauthorized(message: "Invalid API key: You must be granted a valid key."))
        #expect(
            log.messages == [
                "debug An upstream failure is shown as unauthorized "
                    + "serviceMessage=Invalid API key: You must be granted a valid key. status=401"
            ])
    }

    @Test func aServerErrorLogsItsStatus() {
        let log = LogCapture()
        _ = APIErrorReader.pokeAPI.domainError(
            for: .networkFailure(.httpStatus(code: 500, headers: [:], body: Data("Internal Server Error".utf8))),
            logger: log.logger())
        #expect(
            log.messages == [
                "debug An upstream failure is shown as server serviceMessage=Internal Server Error status=500"
            ])
    }

    @Test func anAnswerThatDoesNotDecodeLogsWhereAndWhy() {
        let log = LogCapture()
        let failure = ParsingFailure(codingPath: "results[3].id", reason: "Expected Int, found a string")
        let error = APIErrorReader.tmdb.domainError(for: .parsing(failure), logger: log.logger())
        #expect(error as? DomainError == .badData(details: "results[3].id: Expected Int, found a string"))
        #expect(
            log.messages == [
                "debug An upstream failure is shown as badData detail=results[3].id: Expected Int, found a string"
            ])
    }

    @Test func aRateLimitLogsItsResetTime() {
        let log = LogCapture()
        let error = APIErrorReader.gitHub.domainError(
            for: .networkFailure(
                .httpStatus(
                    code: 403, headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "1700000000"], body: Data())
            ),
            logger: log.logger())
        #expect(error as? DomainError == .rateLimited(until: Date(timeIntervalSince1970: 1_700_000_000)))
        #expect(
            log.messages == [
                "debug An upstream failure is shown as rateLimited reset=2023-11-14 22:13:20 +0000 status=403"
            ])
    }

    @Test func aCancellationIsNeitherAnErrorNorLogged() {
        let log = LogCapture()
        #expect(
            APIErrorReader.plain.domainError(for: .networkFailure(.cancelled), logger: log.logger())
                is CancellationError)
        #expect(log.messages == [])
    }
}
