import Foundation
import SampleData
import StagingAPI
import TestSupport
import Testing

@Suite struct BundledDatasetTests {
    @Test func servesEveryAPIOverTheBundledDataset() async throws {
        let dataset = try SampleDataset.bundled()
        try await withStagingAPI(dataset: dataset) { api in
            let movie = try #require(dataset.movies.first)
            let pokemon = try #require(dataset.pokemon.first)
            let user = try #require(dataset.users.first)
            let station = try #require(dataset.stations.first)
            let stationName = try #require(
                station.stationName.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed))
            let paths = [
                "/3/search/movie?query=a&api_key=k", "/3/movie/\(movie.id)?api_key=k",
                "/api/v2/pokemon", "/api/v2/pokemon/\(pokemon.id)", "/users", "/users/\(user.login)", "/groups",
                "/B552584/ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty?serviceKey=k&returnType=json&stationName=\(stationName)",
            ]
            for path in paths {
                let (data, response) = try await api.get(path)
                #expect(response.statusCode == 200, "\(path)")
                #expect(JSONBody.isJSON(data), "\(path)")
            }
            let group = try #require(try JSONBody.array(try await api.get("/groups").body).first)
            let image = try #require(group["image"] as? String)
            let (imageData, imageResponse) = try await api.get(
                String(image.dropFirst(api.baseURL.absoluteString.count)))
            #expect(imageResponse.value(forHTTPHeaderField: "Content-Type") == "image/png")
            #expect(imageData.starts(with: PNGFile.signature))
        }
    }
}
