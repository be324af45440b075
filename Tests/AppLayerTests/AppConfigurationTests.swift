import Foundation
import PresentationLayer
import Testing

@testable import AppLayer

@Suite struct AppConfigurationTests {
    @Test func defaultsServeDevOnLoopbackWithXDGDataDirectory() throws {
        let configuration = try AppConfiguration.resolve(environment: ["XDG_DATA_HOME": "/tmp/xdg", "HOME": "/home/u"])
        #expect(configuration.phase == .dev)
        #expect(configuration.host == "127.0.0.1")
        #expect(configuration.port == 8080)
        #expect(configuration.dataDirectory.path == "/tmp/xdg/strata")
        #expect(configuration.settingValues.isEmpty)
        #expect(configuration[MoviesSceneDIContainer.baseURL].absoluteString == "https://api.themoviedb.org")
        #expect(configuration[MoviesSceneDIContainer.apiKey] == nil)
        #expect(configuration[GroupsSceneDIContainer.baseURL] == nil)
    }

    @Test func withoutXDGTheDataDirectoryIsUnderHome() throws {
        let configuration = try AppConfiguration.resolve(environment: ["HOME": "/home/u"])
        #expect(configuration.dataDirectory.path == "/home/u/.local/share/strata")
    }

    @Test func theDataDirFlagWins() throws {
        let configuration = try AppConfiguration.resolve(
            dataDirectory: "/srv/strata", environment: ["XDG_DATA_HOME": "/tmp/xdg"])
        #expect(configuration.dataDirectory.path == "/srv/strata")
    }

    @Test func environmentOverridesBaseURLsAndGivesKeys() throws {
        let configuration = try AppConfiguration.resolve(
            phase: .real,
            environment: [
                "TMDB_BASE_URL": "http://127.0.0.1:9000", "TMDB_IMAGE_BASE_URL": "http://127.0.0.1:9001",
                "POKEAPI_BASE_URL": "http://127.0.0.1:9002", "GITHUB_BASE_URL": "http://127.0.0.1:9003",
                "AIRKOREA_BASE_URL": "http://127.0.0.1:9004", "GROUPS_BASE_URL": "http://127.0.0.1:9005",
                "TMDB_API_KEY": "t", "AIRKOREA_SERVICE_KEY": "a", "GITHUB_TOKEN": "g",
            ])
        #expect(configuration[MoviesSceneDIContainer.baseURL].absoluteString == "http://127.0.0.1:9000")
        #expect(configuration[MoviesSceneDIContainer.imagesBaseURL].absoluteString == "http://127.0.0.1:9001")
        #expect(configuration[PokemonSceneDIContainer.baseURL].absoluteString == "http://127.0.0.1:9002")
        #expect(configuration[UsersSceneDIContainer.baseURL].absoluteString == "http://127.0.0.1:9003")
        #expect(configuration[AirQualitySceneDIContainer.baseURL].absoluteString == "http://127.0.0.1:9004")
        #expect(configuration[GroupsSceneDIContainer.baseURL]?.absoluteString == "http://127.0.0.1:9005")
        #expect(configuration[MoviesSceneDIContainer.apiKey] == Secret("t"))
        #expect(configuration[AirQualitySceneDIContainer.serviceKey] == Secret("a"))
        #expect(configuration[UsersSceneDIContainer.token] == Secret("g"))
    }

    @Test func aBaseURLThatIsNotHTTPNamesItsVariable() throws {
        let error = #expect(throws: ConfigurationError.notHTTPURL(variable: "POKEAPI_BASE_URL", value: "ftp://x")) {
            try AppConfiguration.resolve(environment: ["POKEAPI_BASE_URL": "ftp://x"])
        }
        #expect(error?.description == "POKEAPI_BASE_URL must be an http or https URL, not “ftp://x”.")
        #expect(error?.text(Strings(.ko)) == "POKEAPI_BASE_URL에는 http 또는 https URL을 지정해 주세요(받은 값: “ftp://x”).")
    }

    @Test func aPortOutOfRangeIsRefused() {
        #expect(throws: ConfigurationError.invalidPort("70000")) {
            try AppConfiguration.resolve(port: 70000, environment: [:])
        }
    }

    @Test func keysNeverPrint() throws {
        let configuration = try AppConfiguration.resolve(
            environment: ["TMDB_API_KEY": "tmdb-secret-1", "GITHUB_TOKEN": "gh-secret-2"])
        var dumped = ""
        dump(configuration, to: &dumped)
        let printed = [String(describing: configuration), String(reflecting: configuration), dumped].joined()
        #expect(!printed.contains("secret-1"))
        #expect(!printed.contains("secret-2"))
        #expect(configuration[MoviesSceneDIContainer.apiKey]?.value == "tmdb-secret-1")
    }

    @Test func alphaPointsEveryServiceAtTheStagingAPIWithStandInKeys() throws {
        let staging = try #require(URL(string: "http://127.0.0.1:4321"))
        let configuration = try AppConfiguration.resolve(phase: .alpha, environment: ["TMDB_API_KEY": "invalid"])
            .pointed(atStagingAPI: staging)
        let urls = [
            configuration[MoviesSceneDIContainer.baseURL], configuration[MoviesSceneDIContainer.imagesBaseURL],
            configuration[PokemonSceneDIContainer.baseURL], configuration[PokemonSceneDIContainer.spritesBaseURL],
            configuration[UsersSceneDIContainer.baseURL], configuration[UsersSceneDIContainer.avatarsBaseURL],
            configuration[AirQualitySceneDIContainer.baseURL], configuration[GroupsSceneDIContainer.baseURL],
        ]
        #expect(
            urls.map { $0?.absoluteString } == [
                "http://127.0.0.1:4321", "http://127.0.0.1:4321", "http://127.0.0.1:4321", "http://127.0.0.1:4321",
                "http://127.0.0.1:4321", "http://127.0.0.1:4321/avatars", "http://127.0.0.1:4321",
                "http://127.0.0.1:4321",
            ])
        // A given key is kept (alpha can show a refused one); an optional one gets no stand-in.
        #expect(configuration[MoviesSceneDIContainer.apiKey] == Secret("invalid"))
        #expect(configuration[AirQualitySceneDIContainer.serviceKey] == Secret("staging"))
        #expect(configuration[UsersSceneDIContainer.token] == nil)
    }
}
