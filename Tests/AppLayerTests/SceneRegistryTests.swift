import Foundation
import PresentationLayer
import TestSupport
import Testing
import WebUI

@testable import AppLayer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Every list that names the scenes is read from `SceneRegistry`: these fail when a registration lacks a part.
@Suite struct SceneRegistryTests {
    @Test func everySceneHasOneNameAndOnePath() {
        let names = SceneRegistry.scenes.map { $0.scene }
        let paths = SceneRegistry.scenes.map { $0.path }

        #expect(Set(names).count == names.count)
        #expect(Set(paths).count == paths.count)
        #expect(paths.allSatisfy { $0.hasPrefix("/") && $0.count > 1 })
    }

    /// A catalogue missing from WebUI's or PresentationLayer's resources (Package.swift's `scenes`) would stop the
    /// app on its home page; this finds it first.
    @Test func everySceneHasItsCataloguesWithATitleAndSummaryInEveryLanguage() throws {
        for scene in SceneRegistry.scenes.map({ $0.scene }) {
            let words = try #require(SceneTitle.bundledCatalogue(of: scene), "no \(scene)Words.xcstrings")
            let page = try #require(SceneLink.bundledCatalogue(of: scene), "no \(scene).xcstrings in WebUI")
            for language in Language.allCases {
                for (catalogue, key) in [(words, SceneTitle.key), (page, SceneLink.summaryKey)] {
                    #expect(catalogue.text(key, in: language) != key, "\(scene): \(key) in \(language)")
                }
            }
        }
    }

    @Test func theHomePageListsEveryRegisteredSceneInOrder() async throws {
        try await withTemporaryDirectory { directory in
            try await StrataAppTests().withRunningApp(phase: .dev, dataDirectory: directory) { url in
                let home = try await StrataAppTests().home(url)
                let titles = SceneRegistry.scenes.map { SceneLink(scene: $0.scene, path: $0.path).title(.en) }
                let positions = titles.compactMap { home.range(of: ">\($0)</a>")?.lowerBound }
                #expect(positions.count == titles.count, "\(titles)")
                #expect(positions == positions.sorted())
                for scene in SceneRegistry.scenes {
                    let (_, response) = try await URLSession.shared.data(from: url.appendingPathComponent(scene.path))
                    #expect((response as? HTTPURLResponse)?.statusCode == 200, "\(scene.path)")
                }
            }
        }
    }

    /// The variables the five scenes read, written out rather than read from the scenes' declarations, so a
    /// setting a scene stops declaring (and `--help` stops listing) is missed here.
    static let sceneVariables = [
        "TMDB_API_KEY", "TMDB_BASE_URL", "TMDB_IMAGE_BASE_URL", "POKEAPI_BASE_URL", "POKEAPI_SPRITES_BASE_URL",
        "GITHUB_TOKEN", "GITHUB_BASE_URL", "GITHUB_AVATARS_BASE_URL", "AIRKOREA_SERVICE_KEY", "AIRKOREA_BASE_URL",
        "GROUPS_BASE_URL",
    ]

    @Test func helpListsEverySettingOfEveryScene() {
        let listed = AppConfiguration.environmentVariables

        #expect(Set(listed.map(\.name)).count == listed.count)
        #expect(Self.sceneVariables.filter { name in !listed.contains { $0.name == name } } == [])
        #expect(listed.filter { $0.meaning.isEmpty }.map(\.name) == [])
        // A scene added later (a generated one) is listed through its own declaration.
        for setting in SceneRegistry.settings {
            #expect(listed.contains { $0.name == setting.variable })
        }
    }

    @Test func realNamesEveryRequiredSettingOfEverySceneAndItsScene() throws {
        let configuration = try AppConfiguration.resolve(phase: .real, environment: [:])

        #expect(
            configuration.missingSettings == [
                MissingSetting(scene: "Movies", variable: "TMDB_API_KEY"),
                MissingSetting(scene: "AirQuality", variable: "AIRKOREA_SERVICE_KEY"),
                MissingSetting(scene: "Groups", variable: "GROUPS_BASE_URL"),
            ])
    }

    @Test func aSceneReadsItsOwnSettingsFromTheEnvironment() throws {
        let environment = ["TMDB_API_KEY": "t", "GROUPS_BASE_URL": "http://127.0.0.1:9"]
        let configuration = try AppConfiguration.resolve(phase: .real, environment: environment)

        #expect(configuration[MoviesSceneDIContainer.apiKey] == Secret("t"))
        #expect(configuration[GroupsSceneDIContainer.baseURL] == URL(string: "http://127.0.0.1:9"))
        #expect(configuration[AirQualitySceneDIContainer.serviceKey] == nil)
    }
}
