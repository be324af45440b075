import DataLayer
import Foundation
import SampleData
import TestSupport
import Testing

/// The details TMDB sends with its production facts (a collection or `null`, companies, countries, languages,
/// budget, IMDb id…) still decode into the details the screen shows, from the staging API and from TMDB's shape.
@Suite struct MovieDetailsProductionFieldsTests {
    static let tmdbDetails = #"""
        {"adult":false,"backdrop_path":null,"belongs_to_collection":COLLECTION,"budget":165000000,
        "genres":[{"id":878,"name":"Science Fiction"}],"homepage":"","id":157336,"imdb_id":"tt0816692",
        "origin_country":["US"],"original_language":"en","original_title":"Interstellar","overview":"Explorers.",
        "popularity":140.2,"poster_path":"/a.jpg",
        "production_companies":[{"id":923,"logo_path":null,"name":"Legendary Pictures","origin_country":"US"}],
        "production_countries":[{"iso_3166_1":"US","name":"United States of America"}],
        "release_date":"2014-11-05","revenue":701729206,"runtime":169,
        "spoken_languages":[{"english_name":"English","iso_639_1":"en","name":"English"}],
        "status":"Released","tagline":"","title":"Interstellar","video":false,"vote_average":8.4,"vote_count":35000}
        """#

    @Test(arguments: ["null", #"{"id":1,"name":"A Collection","poster_path":null,"backdrop_path":"/b.jpg"}"#])
    func detailsWithTheProductionFactsDecode(collection: String) throws {
        let json = Self.tmdbDetails.replacingOccurrences(of: "COLLECTION", with: collection)
        let dto = try JSONDecoder().decode(MovieDetailsDTO.self, from: Data(json.utf8))
        #expect(dto.id == 157336 && dto.title == "Interstellar" && dto.runtime == 169)
        #expect(dto.genres.map(\.name) == ["Science Fiction"] && dto.genres.map(\.id) == [878])
    }

    @Test func everyStagingDetailsAnswerDecodes() async throws {
        let dataset = try SampleDataset.bundled()
        try await withStagingAPI(dataset: dataset) { api in
            let alpha = MoviesDataTestSupport.tmdb(baseURL: api.baseURL, language: .korean)
            // A movie in a collection and one without, released and not.
            for movie in dataset.movies.prefix(12) {
                let details = try await alpha.details(id: movie.id)
                #expect(details.id == movie.id)
            }
        }
    }
}
