/// The tables of the hostile-parameter sweep: every route × every hostile value, and every family × every
/// hostile fault list.
enum HostileRequests {
    /// Extreme and malformed values, sent raw (percent escapes stay as written).
    static let values: [String] = [
        "9223372036854775807", "-9223372036854775808", "9223372036854775808", "-1", "0", "", "abc", "1e999", "NaN",
        "inf", "1e308", "%00", "%2E%2E", "종로구", String(repeating: "9", count: 10_000),
    ]

    static let airKoreaRealtime =
        "/B552584/ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty?serviceKey=k&returnType=json"
    static let airKoreaStations = "/B552584/MsrstnInfoInqireSvc"

    /// Every route with `{}` where a hostile value goes (several places: the same value, duplicates included).
    static let routes: [(template: String, expected: Expected)] = [
        ("/3/search/movie?api_key=k&query=space&page={}", .tmdb),
        ("/3/search/movie?api_key=k&query=space&page={}&page=2", .tmdb),
        ("/3/search/movie?api_key=k&query={}", .tmdb),
        ("/3/search/movie?api_key={}&query=space", .tmdb),
        ("/3/movie/{}?api_key=k&language=en-US", .tmdbDetails),
        ("/3/movie/1001?api_key={}&language={}", .tmdbDetails),
        ("/t/p/{}/space1.jpg", .tmdbImage),
        ("/t/p/w92/{}", .tmdbImage),
        ("/api/v2/pokemon?limit={}", .pokeAPI),
        ("/api/v2/pokemon?offset={}", .pokeAPI),
        ("/api/v2/pokemon?offset={}&limit={}", .pokeAPI),
        ("/api/v2/pokemon?offset=1&limit={}", .pokeAPI),
        ("/api/v2/pokemon?offset={}&offset=3&limit={}&limit=1", .pokeAPI),
        ("/api/v2/pokemon/{}", .pokeAPI),
        ("/sprites/pokemon/{}.png", .pokeAPIImage),
        ("/sprites/pokemon/other/official-artwork/{}.png", .pokeAPIImage),
        ("/sprites/pokemon/{}/25.png", .pokeAPIImage),
        ("/users?per_page={}", .gitHub),
        ("/users?since={}", .gitHub),
        ("/users?since={}&per_page={}", .gitHub),
        ("/users?per_page={}&per_page=5&since={}&since=1", .gitHub),
        ("/users/{}", .gitHub),
        ("/avatars/u/{}", .gitHubImage),
        ("/avatars/u/{}?v={}", .gitHubImage),
        ("\(airKoreaRealtime)&stationName=종로구&numOfRows={}", .airKorea),
        ("\(airKoreaRealtime)&stationName=종로구&pageNo={}", .airKorea),
        ("\(airKoreaRealtime)&stationName=종로구&pageNo={}&numOfRows={}", .airKorea),
        ("\(airKoreaRealtime)&stationName=종로구&pageNo=2&numOfRows={}", .airKorea),
        ("\(airKoreaRealtime)&stationName=종로구&numOfRows={}&numOfRows=5&pageNo={}&pageNo=1", .airKorea),
        ("\(airKoreaRealtime)&stationName={}&dataTerm={}&ver={}", .airKorea),
        ("/B552584/ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty?serviceKey={}&stationName=중구", .airKorea),
        ("\(airKoreaRealtime)&returnType={}&stationName=중구", .airKorea),
        ("\(airKoreaStations)/getMsrstnList?serviceKey=k&pageNo={}&numOfRows={}", .airKorea),
        ("\(airKoreaStations)/getMsrstnList?serviceKey=k&pageNo=2&numOfRows={}", .airKorea),
        ("\(airKoreaStations)/getMsrstnList?serviceKey=k&addr={}&stationName={}", .airKorea),
        ("\(airKoreaStations)/getNearbyMsrstnList?serviceKey=k&tmX={}&tmY=452000", .airKorea),
        ("\(airKoreaStations)/getNearbyMsrstnList?serviceKey=k&tmX=199000&tmY={}", .airKorea),
        ("\(airKoreaStations)/getNearbyMsrstnList?serviceKey=k&tmX={}&tmY={}&numOfRows={}&pageNo={}", .airKorea),
        ("\(airKoreaStations)/getTMStdrCrdnt?serviceKey=k&umdName={}", .airKorea),
        ("\(airKoreaStations)/getTMStdrCrdnt?serviceKey=k&umdName=혜화동&pageNo={}&numOfRows={}", .airKorea),
        ("/groups?page={}", .groups),
        ("/images/groups/{}", .groupsImage),
        ("/images/groups/{}.svg", .groupsImage),
        ("/images/groups/{}.png", .groupsImage),
    ]

    /// Fault lists that are all refused (400, plain text) or harmless, so none of them makes the server wait:
    /// a huge delay is always followed by an item that fails to parse. `drop` is the one that may cut.
    static let faults: [String] = [
        "delay=9223372036854775807,delay=1,boom", "delay=9223372036854775808,boom", "delay=-9223372036854775808",
        "delay=-1", "delay=abc", "delay=", "delay=1e999", "status=99999999999999999999", "status=9223372036854775807",
        "status=-1", "status=0", "status=200", "status=600", "status=NaN", "status=", "%00", "%2E%2E", "종로구", ",,,",
        String(repeating: "9", count: 10_000), "drop",
    ]

    /// One route per family, for the fault lists.
    static let faultedRoutes: [(path: String, expected: Expected)] = [
        ("/3/search/movie?api_key=k&query=space", .tmdb), ("/3/movie/1001?api_key=k", .tmdbDetails),
        ("/t/p/w92/space1.jpg", .tmdbImage),
        ("/api/v2/pokemon?limit=3", .pokeAPI), ("/sprites/pokemon/25.png", .pokeAPIImage),
        ("/users?per_page=2", .gitHub), ("/avatars/u/1", .gitHubImage),
        ("\(airKoreaRealtime)&stationName=종로구", .airKorea), ("/groups", .groups),
        ("/images/groups/1.svg", .groupsImage),
    ]

    /// The `/__staging/` control routes (never faulted), with a path prefix that no request starts with.
    static let controlRoutes: [(method: String, template: String)] = [
        ("GET", "/__staging/requests?since={}"),
        ("POST", "/__staging/faults?path={}&fault=status%3D503"),
        ("POST", "/__staging/faults?path=/nothing-here&fault={}"),
        ("POST", "/__staging/faults?path={}&fault={}&path=/nothing-here&fault=drop"),
        ("DELETE", "/__staging/faults?path={}"),
        ("DELETE", "/__staging/requests?{}={}"),
    ]

    /// Every route × every value.
    static func routeRequests() -> [HostileRequest] {
        routes.flatMap { route in
            values.map { value in
                HostileRequest(pathAndQuery: fill(route.template, value), expected: route.expected)
            }
        }
    }

    /// Every faulted route × every fault list, once in the `X-Strata-Fault` header and once as `strata_fault`.
    static func faultRequests() -> [HostileRequest] {
        faultedRoutes.flatMap { route in
            faults.flatMap { fault in
                var expected = route.expected
                expected.text = true
                let separator = route.path.contains("?") ? "&" : "?"
                return [
                    HostileRequest(
                        pathAndQuery: route.path, headers: ["X-Strata-Fault": fault], expected: expected,
                        mayDrop: fault == "drop"),
                    HostileRequest(
                        pathAndQuery: "\(route.path)\(separator)strata_fault=\(fault)", expected: expected,
                        mayDrop: fault == "drop"),
                ]
            }
        }
    }

    /// Every control route × every value and every fault list.
    static func controlRequests() -> [HostileRequest] {
        controlRoutes.flatMap { route in
            (values + faults).map { value in
                HostileRequest(method: route.method, pathAndQuery: fill(route.template, value), expected: .control)
            }
        }
    }

    private static func fill(_ template: String, _ value: String) -> String {
        template.replacingOccurrences(of: "{}", with: value)
    }
}
