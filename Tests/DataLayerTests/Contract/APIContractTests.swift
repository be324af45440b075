import DataLayer
import DomainLayer
import Foundation
import Networking
import StagingAPI
import TestSupport
import Testing

/// The same DTOs read the public APIs' own examples and the staging API's answers, so `alpha` and `real`
/// run the same remote data sources.
@Suite struct APIContractTests {
    func decode<T: Decodable>(_ type: T.Type, example: String) throws -> T {
        try JSONDecoder().decode(T.self, from: try APIShapes.data(example))
    }

    func fetch<T: Decodable & Sendable>(
        _ type: T.Type, from api: RunningStagingAPI, _ path: String, _ query: [String: String] = [:]
    ) async throws -> T {
        let service = DataTransferService(
            configuration: APIConfiguration(baseURL: api.baseURL), logger: LogCapture().logger())
        return try await service.request(
            Endpoint(
                path: path,
                queryItems: query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) },
                decoder: .json()))
    }

    @Test func tmdbSearch() async throws {
        let example = try decode(MoviesResponseDTO.self, example: "tmdb_search.json")
        #expect(example.results.map(\.id) == [157336, 301959])
        #expect(example.results[1].posterPath == nil)
        #expect(example.results[1].releaseDate == "")
        try await withStagingAPI { api in
            let staged = try await fetch(
                MoviesResponseDTO.self, from: api, "/3/search/movie", ["query": "space", "page": "1", "api_key": "k"])
            #expect(staged.page == 1)
            #expect(!staged.results.isEmpty)
            #expect(staged.totalResults >= staged.results.count)
        }
    }

    /// `GET /3/movie/popular` answers in the search's shape (TMDB documents both as the same paged list), so the
    /// search's DTO reads it.
    @Test func tmdbPopular() async throws {
        let example = try decode(MoviesResponseDTO.self, example: "tmdb_search.json")
        #expect(example.totalResults >= example.results.count)
        try await withStagingAPI { api in
            let staged = try await fetch(
                MoviesResponseDTO.self, from: api, "/3/movie/popular",
                ["page": "1", "api_key": "k", "language": "en-US"])
            #expect(staged.page == 1)
            #expect(staged.results.count == min(20, staged.totalResults))
            #expect(staged.skippedResults == 0)
            #expect(staged.totalPages >= 1)
        }
    }

    @Test func tmdbMovieDetails() async throws {
        try await withStagingAPI { api in
            let staged = try await fetch(
                MovieDetailsDTO.self, from: api, "/3/movie/1001", ["api_key": "k", "language": "en-US"])
            #expect(staged.id == 1001)
            #expect(staged.genres.map(\.name) == ["Science Fiction", "Adventure"])
            #expect(staged.skippedGenres == 0)
            #expect(staged.status == "Released")
        }
    }

    @Test func tmdbError() throws {
        let example = try decode(TMDBErrorDTO.self, example: "tmdb_401.json")
        #expect(example.statusCode == 7)
        #expect(example.statusMessage == "Invalid API key: You must be granted a valid key.")
    }

    @Test func pokeAPIListAndDetails() async throws {
        let list = try decode(PokemonListDTO.self, example: "poke_list.json")
        #expect(list.results.map(\.id) == [16, 17])
        let pikachu = try decode(PokemonDetailsDTO.self, example: "poke_25.json")
        #expect(pikachu.abilities.map(\.isHidden) == [false, true])
        try await withStagingAPI { api in
            let staged = try await fetch(
                PokemonListDTO.self, from: api, "/api/v2/pokemon", ["limit": "2", "offset": "0"])
            #expect(staged.results.count == 2)
            #expect(staged.previous == nil)
            let name = try #require(staged.results.first?.name)
            let details = try await fetch(PokemonDetailsDTO.self, from: api, "/api/v2/pokemon/\(name)")
            #expect(details.name == name)
            #expect(details.stats.isEmpty == false)
        }
    }

    @Test func gitHubUsersUserAndError() async throws {
        #expect(try decode([GitHubUserDTO].self, example: "gh_users.json").map(\.login) == ["mojombo"])
        let defunkt = try decode(GitHubUserDetailsDTO.self, example: "gh_user.json")
        #expect(defunkt.hireable == nil)
        #expect(defunkt.followers == 22000)
        #expect(try decode(GitHubErrorDTO.self, example: "gh_403.json").message.hasPrefix("API rate limit exceeded"))
        try await withStagingAPI { api in
            let users = try await fetch([GitHubUserDTO].self, from: api, "/users", ["per_page": "5", "since": "0"])
            #expect(users.count == min(5, Fixtures.dataset().users.count))
            let login = try #require(users.first?.login)
            #expect(try await fetch(GitHubUserDetailsDTO.self, from: api, "/users/\(login)").login == login)
        }
    }

    @Test func airKoreaMeasurementsStationsNearbyAndTM() async throws {
        let example = try decode(AirKoreaResponseDTO<AirKoreaMeasurementDTO>.self, example: "airkorea_rltm.json")
        #expect(example.header.resultCode == "00")
        #expect(example.body?.items.map(\.pm10Value) == ["41", "-"])
        #expect(
            try decode(AirKoreaResponseDTO<AirKoreaNearbyStationDTO>.self, example: "airkorea_nearby.json")
                .body?.items.first?.tm == 1.2)
        #expect(
            try decode(AirKoreaResponseDTO<AirKoreaTMCoordinateDTO>.self, example: "airkorea_tm.json")
                .body?.items.first?.umdName == "혜화동")
        try await withStagingAPI { api in
            let station = try #require(Fixtures.dataset().stations.first)
            let key = ["serviceKey": "k", "returnType": "json"]
            let measurements = try await fetch(
                AirKoreaResponseDTO<AirKoreaMeasurementDTO>.self, from: api,
                "/B552584/ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty",
                key.merging([
                    "stationName": station.stationName, "dataTerm": "DAILY", "ver": "1.3", "numOfRows": "24",
                    "pageNo": "1",
                ]) { $1 })
            #expect(measurements.body?.items.count == station.measurements.count)
            let stations = try await fetch(
                AirKoreaResponseDTO<AirKoreaStationDTO>.self, from: api, "/B552584/MsrstnInfoInqireSvc/getMsrstnList",
                key.merging(["numOfRows": "100", "pageNo": "1"]) { $1 })
            #expect(stations.body?.items.map(\.stationName) == Fixtures.dataset().stations.map(\.stationName))
            let nearby = try await fetch(
                AirKoreaResponseDTO<AirKoreaNearbyStationDTO>.self, from: api,
                "/B552584/MsrstnInfoInqireSvc/getNearbyMsrstnList",
                key.merging(["tmX": "\(station.tmX)", "tmY": "\(station.tmY)"]) { $1 })
            #expect(nearby.body?.items.first?.stationName == station.stationName)
            let town = try #require(station.umdNames.first)
            let tm = try await fetch(
                AirKoreaResponseDTO<AirKoreaTMCoordinateDTO>.self, from: api,
                "/B552584/MsrstnInfoInqireSvc/getTMStdrCrdnt", key.merging(["umdName": town]) { $1 })
            #expect(tm.body?.items.first?.umdName == town)
        }
    }

    @Test func airKoreaKeyErrorIsReadFromTheXMLEnvelope() async throws {
        try await withStagingAPI { api in
            let service = DataTransferService(
                configuration: APIConfiguration(baseURL: api.baseURL), logger: LogCapture().logger())
            let body = try await service.request(
                Endpoint(
                    path: "/B552584/MsrstnInfoInqireSvc/getMsrstnList",
                    queryItems: [
                        URLQueryItem(name: "serviceKey", value: "invalid"),
                        URLQueryItem(name: "returnType", value: "json"),
                    ],
                    decoder: .raw))
            let envelope = try #require(AirKoreaXMLErrorDTO(data: body))
            #expect(envelope.returnReasonCode == "30")
            #expect(envelope.returnAuthMsg == "SERVICE_KEY_IS_NOT_REGISTERED_ERROR")
        }
    }

    @Test func airKoreaExamplesMapToTheDomain() async throws {
        let paths = [
            "/B552584/ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty": "airkorea_rltm.json",
            "/B552584/MsrstnInfoInqireSvc/getTMStdrCrdnt": "airkorea_tm.json",
            "/B552584/MsrstnInfoInqireSvc/getNearbyMsrstnList": "airkorea_nearby.json",
        ]
        let answers = try paths.mapValues {
            HostileUpstream.Answer.ok(try APIShapes.data($0), contentType: "application/json")
        }
        try await withHostileUpstream(answers) { upstream in
            let source = RemoteAirQualityDataSource(
                service: DataTransferService(
                    configuration: APIConfiguration(baseURL: upstream.baseURL), logger: LogCapture().logger()))
            let history = try await source.history(stationName: "종로구")
            #expect(
                history.hourly.map(\.pm10) == [
                    AirQualityReading(value: 41, grade: .moderate), .init(value: nil, grade: nil),
                ])
            #expect(
                history.hourly.map(\.pm25) == [
                    AirQualityReading(value: 19, grade: .moderate), .init(value: nil, grade: nil),
                ])
            #expect(history.hourly.map(\.time.timeIntervalSince1970) == [1_716_181_200, 1_716_177_600])
            #expect(
                try await source.towns(named: "혜화동")
                    == [AirQualityTown(name: "혜화동", region: "서울특별시 종로구", tmX: 200_282.836056, tmY: 453_630.099057)])
            #expect(
                try await source.nearbyStations(tmX: 200_282.836056, tmY: 453_630.099057).map(\.distanceKm) == [
                    1.2, 2.6, 3.4,
                ])
        }
    }

    @Test func groups() async throws {
        try await withStagingAPI { api in
            let groups = try await fetch([MyGroupDTO].self, from: api, "/groups")
            #expect(groups.map(\.name) == Fixtures.dataset().groups.map(\.name))
        }
    }
}
