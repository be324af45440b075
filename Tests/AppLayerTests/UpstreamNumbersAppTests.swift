import Foundation
import TestSupport
import Testing

@testable import AppLayer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The whole app in the real phase against upstreams that send extreme numbers (`1e308`, `Int64.max`, `-1`,
/// `NaN` where a number is a string) in every numeric field of every API's answer: each page that shows the
/// answer loads without a server error, and the process lives on. Before the numbers were range-checked, a
/// distance of 9.3e18 km killed the process on one `/air-quality/settings?town=…` load.
@Suite struct UpstreamNumbersAppTests {
    /// One numeric field of one API's answer, `{{v}}` standing for the value in `answers`.
    struct Field: CustomTestStringConvertible, Sendable {
        var name: String
        /// Whether the API sends the number as a JSON string (AirKorea's values, a URL's last part).
        var isString = false
        var answers: [String: String]
        var pages: [String]

        var testDescription: String { name }

        func answers(with value: String) -> [String: HostileUpstream.Answer] {
            answers.mapValues { template in
                let body = template.replacingOccurrences(of: "{{v}}", with: value)
                return template.hasPrefix("<") ? .ok(Data(body.utf8), contentType: "text/xml") : .json(body)
            }
        }
    }

    static let numbers = [
        "1e308", "-1e308", "9.3e18", "9223372036854775807", "-9223372036854775808", "-1", "0", "1e400",
    ]
    static let strings = ["1e308", "-1e308", "9.3e18", "9223372036854775807", "-1", "NaN", "inf", "-Infinity", "0x10"]

    static let search = "/3/search/movie"
    static let movie = "/3/movie/7"
    static let pokemonList = "/api/v2/pokemon"
    static let pokemon = "/api/v2/pokemon/pikachu"
    static let realtime = "/B552584/ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty"
    static let stationList = "/B552584/MsrstnInfoInqireSvc/getMsrstnList"
    static let towns = "/B552584/MsrstnInfoInqireSvc/getTMStdrCrdnt"
    static let nearby = "/B552584/MsrstnInfoInqireSvc/getNearbyMsrstnList"

    static func searchPage(
        page: String = "1", totalPages: String = "3", totalResults: String = "41", row: String
    )
        -> String
    {
        #"{"page":\#(page),"total_pages":\#(totalPages),"total_results":\#(totalResults),"results":[\#(row),"#
            + #"{"id":8,"title":"Kept","overview":""}]}"#
    }

    static func movieRow(
        id: String = "7", vote: String = "7.5", genre: String = "18", popularity: String = "9.5"
    )
        -> String
    {
        #"{"id":\#(id),"title":"Film","overview":"","vote_average":\#(vote),"genre_ids":[\#(genre)],"#
            + #""popularity":\#(popularity),"vote_count":3}"#
    }

    static func details(
        id: String = "7", runtime: String = "120", vote: String = "7.5", count: String = "10", genre: String = "18",
        popularity: String = "9.5"
    ) -> String {
        #"{"id":\#(id),"title":"Film","runtime":\#(runtime),"vote_average":\#(vote),"vote_count":\#(count),"#
            + #""popularity":\#(popularity),"genres":[{"id":\#(genre),"name":"Drama"}],"status":"Released"}"#
    }

    static func pokemonPage(count: String = "151", url: String = "https://pokeapi.co/api/v2/pokemon/1/") -> String {
        #"{"count":\#(count),"next":null,"previous":null,"results":[{"name":"bulbasaur","url":"\#(url)"},"#
            + #"{"name":"ivysaur","url":"https://pokeapi.co/api/v2/pokemon/2/"}]}"#
    }

    static func pokemonDetails(
        id: String = "25", height: String = "4", weight: String = "60", experience: String = "112",
        stat: String = "35", effort: String = "0", slot: String = "1"
    ) -> String {
        #"{"id":\#(id),"name":"pikachu","height":\#(height),"weight":\#(weight),"base_experience":\#(experience),"#
            + #""abilities":[{"ability":{"name":"static","url":""},"is_hidden":false,"slot":\#(slot)}],"#
            + #""types":[{"slot":\#(slot),"type":{"name":"electric","url":""}}],"#
            + #""stats":[{"base_stat":\#(stat),"effort":\#(effort),"stat":{"name":"hp","url":""}},"#
            + #"{"base_stat":55,"effort":0,"stat":{"name":"attack","url":""}}],"sprites":{"front_default":null}}"#
    }

    static func users(id: String = "1") -> String {
        #"[{"login":"octocat","id":\#(id),"avatar_url":"https://avatars.githubusercontent.com/u/1"},"#
            + #"{"login":"hubot","id":2,"avatar_url":"https://avatars.githubusercontent.com/u/2"}]"#
    }

    static func user(id: String = "1", counts: [String: String] = [:]) -> String {
        let fields = ["followers", "following", "public_repos", "public_gists"].map {
            #""\#($0)":\#(counts[$0] ?? "3")"#
        }
        return #"{"login":"octocat","id":\#(id),"avatar_url":"https://avatars.githubusercontent.com/u/1","#
            + fields.joined(separator: ",") + "}"
    }

    static func airKorea(items: String, totalCount: String = "1") -> String {
        #"{"response":{"header":{"resultCode":"00","resultMsg":"NORMAL_CODE"},"body":{"totalCount":\#(totalCount),"#
            + #""pageNo":1,"numOfRows":10,"items":[\#(items)]}}}"#
    }

    static func hour(
        pm10: String = #""41""#, pm25: String = #""20""#, grade10: String = #""2""#, grade25: String = #""2""#
    )
        -> String
    {
        #"{"dataTime":"2024-05-20 14:00","stationName":"종로구","pm10Value":\#(pm10),"pm25Value":\#(pm25),"#
            + #""pm10Grade1h":\#(grade10),"pm25Grade1h":\#(grade25)}"#
    }

    static func town(tmX: String = #""199000""#, tmY: String = #""452000""#) -> String {
        #"{"sidoName":"서울","sggName":"종로구","umdName":"혜화동","tmX":\#(tmX),"tmY":\#(tmY)}"#
    }

    static func nearbyStation(tm: String = "1.2") -> String {
        #"{"stationName":"종로구","addr":"서울 종로구","tm":\#(tm)},{"stationName":"중구","addr":"서울 중구","tm":1.7}"#
    }

    static let station = #"{"stationName":"종로구","addr":"서울 종로구","dmX":"37.5","dmY":"127.0"}"#
    static let jongno = "/air-quality?station=%EC%A2%85%EB%A1%9C%EA%B5%AC"
    static let settingsByName = "/air-quality/settings?name=%EC%A2%85%EB%A1%9C"
    static let settingsByTown = "/air-quality/settings?town=%ED%98%9C%ED%99%94"

    static let fields: [Field] = [
        Field(
            name: "TMDB search page", answers: [search: searchPage(page: "{{v}}", row: movieRow())],
            pages: ["/movies?query=x"]),
        Field(
            name: "TMDB search total_pages", answers: [search: searchPage(totalPages: "{{v}}", row: movieRow())],
            pages: ["/movies?query=x&pages=3"]),
        Field(
            name: "TMDB search total_results", answers: [search: searchPage(totalResults: "{{v}}", row: movieRow())],
            pages: ["/movies?query=x"]),
        Field(
            name: "TMDB search results id", answers: [search: searchPage(row: movieRow(id: "{{v}}"))],
            pages: ["/movies?query=x"]),
        Field(
            name: "TMDB search vote_average", answers: [search: searchPage(row: movieRow(vote: "{{v}}"))],
            pages: ["/movies?query=x"]),
        Field(
            name: "TMDB search genre_ids", answers: [search: searchPage(row: movieRow(genre: "{{v}}"))],
            pages: ["/movies?query=x"]),
        Field(
            name: "TMDB search popularity", answers: [search: searchPage(row: movieRow(popularity: "{{v}}"))],
            pages: ["/movies?query=x"]),
        Field(name: "TMDB details id", answers: [movie: details(id: "{{v}}")], pages: ["/movies/7"]),
        Field(name: "TMDB details runtime", answers: [movie: details(runtime: "{{v}}")], pages: ["/movies/7"]),
        Field(name: "TMDB details vote_average", answers: [movie: details(vote: "{{v}}")], pages: ["/movies/7"]),
        Field(name: "TMDB details vote_count", answers: [movie: details(count: "{{v}}")], pages: ["/movies/7"]),
        Field(name: "TMDB details genres id", answers: [movie: details(genre: "{{v}}")], pages: ["/movies/7"]),
        Field(name: "TMDB details popularity", answers: [movie: details(popularity: "{{v}}")], pages: ["/movies/7"]),
        Field(
            name: "PokeAPI list count", answers: [pokemonList: pokemonPage(count: "{{v}}")],
            pages: ["/pokemon?offset=0", "/pokemon?offset=140"]),
        Field(
            name: "PokeAPI list url id", isString: true,
            answers: [pokemonList: pokemonPage(url: "https://pokeapi.co/api/v2/pokemon/{{v}}/")],
            pages: ["/pokemon?offset=0"]),
        Field(name: "PokeAPI details id", answers: [pokemon: pokemonDetails(id: "{{v}}")], pages: ["/pokemon/pikachu"]),
        Field(
            name: "PokeAPI details height", answers: [pokemon: pokemonDetails(height: "{{v}}")],
            pages: ["/pokemon/pikachu"]),
        Field(
            name: "PokeAPI details weight", answers: [pokemon: pokemonDetails(weight: "{{v}}")],
            pages: ["/pokemon/pikachu"]),
        Field(
            name: "PokeAPI details base_experience", answers: [pokemon: pokemonDetails(experience: "{{v}}")],
            pages: ["/pokemon/pikachu"]),
        Field(
            name: "PokeAPI details base_stat", answers: [pokemon: pokemonDetails(stat: "{{v}}")],
            pages: ["/pokemon/pikachu"]),
        Field(
            name: "PokeAPI details effort", answers: [pokemon: pokemonDetails(effort: "{{v}}")],
            pages: ["/pokemon/pikachu"]),
        Field(
            name: "PokeAPI details slot", answers: [pokemon: pokemonDetails(slot: "{{v}}")], pages: ["/pokemon/pikachu"]
        ),
        Field(name: "GitHub users id", answers: ["/users": users(id: "{{v}}")], pages: ["/users"]),
        Field(name: "GitHub user id", answers: ["/users/octocat": user(id: "{{v}}")], pages: ["/users/octocat"]),
        Field(
            name: "GitHub user followers", answers: ["/users/octocat": user(counts: ["followers": "{{v}}"])],
            pages: ["/users/octocat"]),
        Field(
            name: "GitHub user following", answers: ["/users/octocat": user(counts: ["following": "{{v}}"])],
            pages: ["/users/octocat"]),
        Field(
            name: "GitHub user public_repos", answers: ["/users/octocat": user(counts: ["public_repos": "{{v}}"])],
            pages: ["/users/octocat"]),
        Field(
            name: "GitHub user public_gists", answers: ["/users/octocat": user(counts: ["public_gists": "{{v}}"])],
            pages: ["/users/octocat"]),
        Field(
            name: "AirKorea pm10Value", isString: true,
            answers: [realtime: airKorea(items: hour(pm10: "{{v}}", grade10: "null"))], pages: [jongno]),
        Field(
            name: "AirKorea pm25Value", isString: true,
            answers: [realtime: airKorea(items: hour(pm25: "{{v}}", grade25: "null"))], pages: [jongno]),
        Field(
            name: "AirKorea pm10Grade1h", isString: true, answers: [realtime: airKorea(items: hour(grade10: "{{v}}"))],
            pages: [jongno]),
        Field(
            name: "AirKorea pm25Grade1h", isString: true, answers: [realtime: airKorea(items: hour(grade25: "{{v}}"))],
            pages: [jongno]),
        Field(
            name: "AirKorea measurements totalCount", answers: [realtime: airKorea(items: hour(), totalCount: "{{v}}")],
            pages: [jongno]),
        Field(
            name: "AirKorea stations totalCount", answers: [stationList: airKorea(items: station, totalCount: "{{v}}")],
            pages: [settingsByName]),
        Field(
            name: "AirKorea town tmX", isString: true,
            answers: [towns: airKorea(items: town(tmX: "{{v}}")), nearby: airKorea(items: nearbyStation())],
            pages: [settingsByTown]),
        Field(
            name: "AirKorea town tmY", isString: true,
            answers: [towns: airKorea(items: town(tmY: "{{v}}")), nearby: airKorea(items: nearbyStation())],
            pages: [settingsByTown]),
        Field(
            name: "AirKorea nearby distance tm",
            answers: [towns: airKorea(items: town()), nearby: airKorea(items: nearbyStation(tm: "{{v}}"))],
            pages: [settingsByTown]),
    ]

    /// GitHub's answer past its rate limit, reset at `reset`.
    static func rateLimited(reset: String) -> HostileUpstream.Answer {
        HostileUpstream.Answer(
            status: .forbidden, headers: [("x-ratelimit-remaining", "0"), ("x-ratelimit-reset", reset)],
            body: Data(#"{"message":"API rate limit exceeded"}"#.utf8))
    }

    /// A rate limit's reset that is no time within the next day (any spelling of not-a-number, infinity, a time
    /// past or centuries off) is an unknown reset: the users pages say "Try again in a minute", and the process
    /// lives on. Before the reset was range-checked, `nan` ended the process on one `/users` load.
    @Test(arguments: ["nan", "NaN", "-nan", "+nan", "inf", "-inf", "1e19", "-1", "0", "99999999999"])
    func aRateLimitResetThatIsNoTimeWithinADayIsUnknown(reset: String) async throws {
        let answer = Self.rateLimited(reset: reset)
        try await withHostileUpstream(["/users": answer, "/users/octocat": answer]) { upstream in
            let environment = ["GITHUB_BASE_URL": upstream.baseURL.absoluteString]
            try await withTemporaryDirectory { directory in
                try await StrataAppTests().withRunningApp(
                    phase: .real, environment: environment, dataDirectory: directory
                ) { url in
                    let browser = NoScriptBrowser()
                    for page in ["/users", "/users/octocat"] {
                        let text = try await browser.text(url, page)
                        #expect(text.contains("Too many requests for now. Try again in a minute."), "\(page), \(reset)")
                        #expect(!text.contains("Try again after"), "\(page), \(reset)")
                    }
                    let (_, home) = try await browser.get(url, "/")
                    #expect(home.statusCode == 200, "the app answers after \(reset)")
                }
            }
        }
    }

    /// Every field with every extreme value of its kind.
    static let cases: [(Field, String)] = fields.flatMap { field in
        field.isString ? strings.map { (field, #""\#($0)""#) } : numbers.map { (field, $0) }
    }

    @Test(arguments: cases)
    func anExtremeNumberInAnAnswerNeverFailsThePageOrTheProcess(field: Field, value: String) async throws {
        try await withHostileUpstream(field.answers(with: value)) { upstream in
            let base = upstream.baseURL.absoluteString
            let environment = [
                "TMDB_API_KEY": "k", "TMDB_BASE_URL": base, "POKEAPI_BASE_URL": base, "GITHUB_BASE_URL": base,
                "AIRKOREA_SERVICE_KEY": "k", "AIRKOREA_BASE_URL": base,
            ]
            try await withTemporaryDirectory { directory in
                try await StrataAppTests().withRunningApp(
                    phase: .real, environment: environment, dataDirectory: directory
                ) { url in
                    let browser = NoScriptBrowser()
                    for page in field.pages {
                        let (_, response) = try await browser.get(url, page)
                        #expect(response.statusCode < 500, "\(page) with \(value)")
                        if field.name == "AirKorea nearby distance tm" {
                            #expect(response.statusCode == 200, "the settings page with a distance of \(value)")
                        }
                    }
                    let (_, home) = try await browser.get(url, "/")
                    #expect(home.statusCode == 200, "the app answers after \(value)")
                }
            }
        }
    }
}
