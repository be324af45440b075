import Foundation
import Logging
import SampleData
import StagingAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Small, deterministic in-memory datasets for tests that serve or read sample data.
public enum Fixtures {
    /// A dataset of `movieCount` movies titled `Space Adventure N` (plus `Interstellar`), the first
    /// `pokemonCount` Pokémon, `userCount` users with ids 1…N, three Seoul stations and three groups.
    public static func dataset(
        movieCount: Int = 45, pokemonCount: Int = 30, userCount: Int = 75
    ) -> SampleDataset {
        SampleDataset(
            movies: movies(count: movieCount), pokemon: pokemon(count: pokemonCount), users: users(count: userCount),
            stations: stations(), groups: groups())
    }

    /// `Interstellar` (id 157336) followed by `count` movies `Space Adventure 1…count`, most popular first;
    /// every fifth has no poster, every seventh no release date (and is `Planned`), every sixth and seventh no
    /// runtime, and every third no tagline. So `Space Adventure 35` (id 1035) lacks poster, date and runtime.
    public static func movies(count: Int) -> [SampleMovie] {
        let interstellar = movie(
            id: 157_336, title: "Interstellar", posterPath: "/interstellar.svg", releaseDate: "2014-11-05",
            popularity: 140.2, runtime: 169, tagline: "Beyond the last star.")
        return [interstellar]
            + (0..<max(count, 0)).map { index in
                let number = index + 1
                let announced = number % 7 != 0
                return movie(
                    id: 1000 + number, title: "Space Adventure \(number)",
                    posterPath: number % 5 == 0 ? nil : "/space\(number).svg",
                    releaseDate: announced ? String(format: "20%02d-01-%02d", number % 25, number % 28 + 1) : "",
                    popularity: Double(1000 - number),
                    runtime: announced && number % 6 != 0 ? 90 + number : nil,
                    tagline: number % 3 == 0 ? "" : "Adventure \(number) awaits.",
                    status: announced ? "Released" : "Planned")
            }
    }

    /// One movie with plausible defaults for the fields a test does not care about.
    public static func movie(
        id: Int, title: String, posterPath: String? = nil, releaseDate: String = "2020-01-01",
        popularity: Double = 10, voteAverage: Double = 7.5, genreIds: [Int] = [878, 12], runtime: Int? = 120,
        tagline: String = "", status: String = "Released"
    ) -> SampleMovie {
        SampleMovie(
            id: id, title: title, originalTitle: title, originalLanguage: "en", overview: "About \(title).",
            posterPath: posterPath, backdropPath: nil, releaseDate: releaseDate, genreIds: genreIds,
            popularity: popularity, voteAverage: voteAverage, voteCount: id % 1000 + 1, runtime: runtime,
            tagline: tagline, status: status)
    }

    /// Pokémon 1…count: the first ten and Pikachu (25) by their real names, the others `pokemon-N`.
    public static func pokemon(count: Int) -> [SamplePokemon] {
        (0..<max(count, 0)).map { index in pokemon(id: index + 1) }
    }

    /// One Pokémon; ids 1…10 and 25 carry their real name and types.
    public static func pokemon(id: Int) -> SamplePokemon {
        let known: [Int: (String, [String])] = [
            1: ("bulbasaur", ["grass", "poison"]), 2: ("ivysaur", ["grass", "poison"]),
            3: ("venusaur", ["grass", "poison"]), 4: ("charmander", ["fire"]), 5: ("charmeleon", ["fire"]),
            6: ("charizard", ["fire", "flying"]), 7: ("squirtle", ["water"]), 8: ("wartortle", ["water"]),
            9: ("blastoise", ["water"]), 10: ("caterpie", ["bug"]), 25: ("pikachu", ["electric"]),
        ]
        let (name, types) = known[id] ?? ("pokemon-\(id)", ["normal"])
        return SamplePokemon(
            id: id, name: name, height: 4 + id % 10, weight: 60 + id, baseExperience: 100 + id, types: types,
            abilities: [
                .init(name: "static", isHidden: false, slot: 1),
                .init(name: "lightning-rod", isHidden: true, slot: 3),
            ],
            stats: [
                .init(name: "hp", baseStat: 35, effort: 0), .init(name: "attack", baseStat: 55, effort: 0),
                .init(name: "speed", baseStat: 90, effort: 2),
            ])
    }

    /// Users with ids 1…count: `mojombo`, `defunkt`, then `user3`…; every third has `hireable` null.
    public static func users(count: Int) -> [SampleUser] {
        (0..<max(count, 0)).map { index in user(id: index + 1) }
    }

    /// One user; 1 is `mojombo`, 2 `defunkt` (named Chris Wanstrath), others `userN`.
    public static func user(id: Int) -> SampleUser {
        let login = [1: "mojombo", 2: "defunkt"][id] ?? "user\(id)"
        return SampleUser(
            id: id, login: login, name: id == 2 ? "Chris Wanstrath" : "User \(id)", company: nil,
            blog: "https://example.com/\(login)", location: id % 2 == 0 ? "Seoul" : nil, email: nil,
            hireable: id % 3 == 0 ? nil : id % 3 == 1, bio: nil, twitterUsername: nil, publicRepos: id * 3,
            publicGists: id, followers: id * 10, following: id, siteAdmin: false,
            type: id % 10 == 0 ? "Organization" : "User", createdAt: "2007-10-20T05:24:19Z",
            updatedAt: "2024-01-01T00:00:00Z")
    }

    /// Three Seoul stations (`종로구`, `중구`, `강남구`) with 24 hours each; `종로구`'s second hour is a
    /// communication failure (`통신장애`, values `-`, grades null).
    public static func stations() -> [SampleStation] {
        [
            station(
                name: "종로구", addr: "서울 종로구 종로35가길 19 종로5,6가 동 주민센터",
                tmX: 199_000, tmY: 452_000, umdNames: ["혜화동", "종로1가"], failingHour: 1),
            station(
                name: "중구", addr: "서울 중구 덕수궁길 15 시청서소문별관 3동",
                tmX: 197_500, tmY: 451_200, umdNames: ["명동"], failingHour: nil),
            station(
                name: "강남구", addr: "서울 강남구 학동로 426 강남구청", tmX: 205_000, tmY: 445_000,
                umdNames: ["삼성동"], failingHour: nil),
        ]
    }

    /// One station with 24 hourly measurements, newest first (`2024-05-20 23:00` … `00:00`).
    public static func station(
        name: String, addr: String, tmX: Double, tmY: Double, umdNames: [String], failingHour: Int?
    ) -> SampleStation {
        let hours = (0..<24).map { index in
            measurement(
                dataTime: String(format: "2024-05-20 %02d:00", 23 - index), pm10: 20 + index * 3,
                pm25: 10 + index, failing: index == failingHour)
        }
        return SampleStation(
            stationName: name, addr: addr, sidoName: "서울", mangName: "도시대기", year: "1995",
            item: "SO2, CO, O3, NO2, PM10, PM2.5", dmX: "37.572", dmY: "127.005", tmX: tmX, tmY: tmY,
            umdNames: umdNames, measurements: hours)
    }

    /// One hour; a failing hour has every value `-`, grades null and the flag `통신장애`.
    public static func measurement(
        dataTime: String, pm10: Int, pm25: Int, failing: Bool = false
    ) -> SampleMeasurement {
        if failing {
            return SampleMeasurement(
                dataTime: dataTime, pm10Value: "-", pm25Value: "-", pm10Value24: "-", pm25Value24: "-",
                pm10Grade: nil, pm25Grade: nil, pm10Grade1h: nil, pm25Grade1h: nil, khaiValue: "-", khaiGrade: nil,
                so2Value: "-", coValue: "-", o3Value: "-", no2Value: "-", so2Grade: nil, coGrade: nil,
                o3Grade: nil, no2Grade: nil, flag: "통신장애")
        }
        let pm10Grade = pm10 <= 30 ? "1" : pm10 <= 80 ? "2" : pm10 <= 150 ? "3" : "4"
        let pm25Grade = pm25 <= 15 ? "1" : pm25 <= 35 ? "2" : pm25 <= 75 ? "3" : "4"
        return SampleMeasurement(
            dataTime: dataTime, pm10Value: "\(pm10)", pm25Value: "\(pm25)", pm10Value24: "\(pm10 - 2)",
            pm25Value24: "\(pm25 - 1)", pm10Grade: pm10Grade, pm25Grade: pm25Grade, pm10Grade1h: pm10Grade,
            pm25Grade1h: pm25Grade, khaiValue: "61", khaiGrade: "2", so2Value: "0.003", coValue: "0.4",
            o3Value: "0.052", no2Value: "0.018", so2Grade: "1", coGrade: "1", o3Grade: "2", no2Grade: "1", flag: nil)
    }

    /// Three groups with image paths `/images/groups/N.svg`, as the bundled dataset writes them.
    public static func groups() -> [SampleGroup] {
        [
            SampleGroup(image: "/images/groups/1.svg", name: "Hiking club", date: "2020.01.01 Wed"),
            SampleGroup(image: "/images/groups/2.svg", name: "Book circle", date: "2020.02.14 Fri"),
            SampleGroup(image: "/images/groups/3.svg", name: "Swift study", date: "2021.03.01 Mon"),
        ]
    }

    /// A logger that stays quiet unless a test raises its level.
    public static func quietLogger(label: String = "strata.test.staging-api") -> Logger {
        var logger = Logger(label: label)
        logger.logLevel = .critical
        return logger
    }
}

/// Runs `body` against a staging API serving `dataset` on a free loopback port, and always stops the server.
public func withStagingAPI<T>(
    dataset: SampleDataset = Fixtures.dataset(),
    logger: Logger = Fixtures.quietLogger(),
    isolation: isolated (any Actor)? = #isolation,
    _ body: (RunningStagingAPI) async throws -> T
) async throws -> T {
    let api = try await StagingAPIServer(dataset: dataset, logger: logger).start()
    do {
        let result = try await body(api)
        await api.stop()
        return result
    } catch {
        await api.stop()
        throw error
    }
}

extension RunningStagingAPI {
    /// GETs `pathAndQuery` on this server with an uncached session, answering the body and the response.
    public func get(
        _ pathAndQuery: String, headers: [String: String] = [:]
    ) async throws -> (body: Data, response: HTTPURLResponse) {
        var request = URLRequest(url: try url(pathAndQuery))
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return (data, http)
    }
}

extension RunningStagingAPI {
    /// Sends `method` to a control route (`/__staging/…`) with this run's control token (`token` instead when
    /// given; nil sends none) and `host` as the `Host` when given; answers the status.
    public func control(
        _ method: String, _ pathAndQuery: String, host: String? = nil, token: String?? = .none
    ) async throws -> Int {
        var request = URLRequest(url: try url(pathAndQuery))
        request.httpMethod = method
        if let host { request.setValue(host, forHTTPHeaderField: "Host") }
        if let token = token ?? controlToken.value {
            request.setValue(token, forHTTPHeaderField: StagingControlToken.headerName)
        }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let (_, response) = try await session.data(for: request)
        return (response as? HTTPURLResponse)?.statusCode ?? -1
    }

    /// Makes every request whose path starts with `path` answer `fault` (``StagingFault``'s grammar) until the
    /// faults are cleared; throws when the server refuses.
    public func setStickyFault(_ fault: String, forPathsStartingWith path: String) async throws {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "/-._~"))
        let query = [("path", path), ("fault", fault)].map { name, value in
            "\(name)=\(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value)"
        }
        let status = try await control("POST", "/__staging/faults?" + query.joined(separator: "&"))
        guard status == 204 else { throw StickyFaultRefused(status: status) }
    }

    /// Makes every path answer again, ending the faults ``setStickyFault(_:forPathsStartingWith:)`` set; throws
    /// when the server refuses.
    public func clearStickyFaults() async throws {
        let status = try await control("DELETE", "/__staging/faults")
        guard status == 204 else { throw StickyFaultRefused(status: status) }
    }
}

/// The staging API refused a sticky fault, with this status.
public struct StickyFaultRefused: Error, Equatable {
    public var status: Int
}
