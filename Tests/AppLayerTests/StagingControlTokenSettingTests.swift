import Foundation
import PresentationLayer
import StagingAPI
import TestSupport
import Testing

@testable import AppLayer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `STRATA_STAGING_CONTROL_TOKEN`: the token a test gives `strata --phase alpha` (and `strata staging-api`) so
/// that it alone can set the staging API's faults; without it, a random one nobody is told.
@Suite struct StagingControlTokenSettingTests {
    static let token = "token-the-test-chose-1234"

    /// The status of a sticky fault posted to `api` with `token` (none when nil).
    func setFault(at api: URL, token: String?) async throws -> Int {
        let url = try #require(URL(string: api.absoluteString + "/__staging/faults?path=/groups&fault=status%3D503"))
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        if let token { request.setValue(token, forHTTPHeaderField: StagingControlToken.headerName) }
        let (_, response) = try await URLSession.shared.data(for: request)
        return (response as? HTTPURLResponse)?.statusCode ?? -1
    }

    @Test func alphasStagingAPIAnswersItsControlRoutesOnlyWithTheGivenToken() async throws {
        let configuration = try AppConfiguration.resolve(
            phase: .alpha, port: 0, dataDirectory: "/unused",
            environment: [AppConfiguration.stagingControlTokenVariable: Self.token])
        try await configuration.withStagingAPIInAlpha { pointed in
            let api = try #require(pointed.stagingAPI)
            let refused = try await setFault(at: api, token: nil)
            let wrong = try await setFault(at: api, token: "another-token-of-its-own")
            let set = try await setFault(at: api, token: Self.token)
            let statuses: [Int] = [refused, wrong, set]
            #expect(statuses == [403, 403, 204])
        }
    }

    @Test func withoutTheSettingAlphasControlRoutesAnswerNoGuess() async throws {
        let configuration = try AppConfiguration.resolve(
            phase: .alpha, port: 0, dataDirectory: "/unused", environment: [:])
        #expect(configuration.stagingControlToken == nil)
        try await configuration.withStagingAPIInAlpha { pointed in
            let api = try #require(pointed.stagingAPI)
            #expect(try await setFault(at: api, token: nil) == 403)
            #expect(try await setFault(at: api, token: Self.token) == 403)
        }
    }

    @Test(arguments: ["too-short", "has a space in it", "한국어-토큰-열여섯-글자-이상"])
    func aTokenThatCannotBeUsedIsAClearStartupError(text: String) {
        let variable = AppConfiguration.stagingControlTokenVariable
        #expect(throws: ConfigurationError.notAToken(variable: variable, minimumLength: 16)) {
            try AppConfiguration.resolve(environment: [variable: text])
        }
        #expect(throws: ConfigurationError.notAToken(variable: variable, minimumLength: 16)) {
            try AppConfiguration.stagingControlToken(environment: [variable: text])
        }
        let error = ConfigurationError.notAToken(variable: variable, minimumLength: 16)
        #expect(
            error.text(Strings(.en))
                == "STRATA_STAGING_CONTROL_TOKEN must be at least 16 characters: letters, digits or punctuation, "
                + "without spaces.")
        #expect(
            error.text(Strings(.ko)) == "STRATA_STAGING_CONTROL_TOKEN에는 공백 없이 문자, 숫자, 기호로 16자 이상을 지정해 주세요.")
    }

    @Test func theSettingIsListedInTheHelp() {
        #expect(AppConfiguration.environmentVariables.map(\.name).contains("STRATA_STAGING_CONTROL_TOKEN"))
    }
}
