import Foundation
import SampleData
import StagingAPI
import TestSupport
import Testing

/// The staging TMDB honours `language`, sends every documented details field in TMDB's types, answers
/// `/3/configuration`, and refuses a bad key with TMDB's 401 body.
@Suite struct TMDBLanguageAndShapesTests {
    @Test func searchAndDetailsAreInTheAskedLanguageAndEnglishWithoutOne() async throws {
        let dataset = try SampleDataset.bundled()
        let movie = try #require(dataset.movies.first { !$0.overview.isEmpty && $0.originalLanguage == "en" })
        let korean = try #require(movie.translations["ko"])
        let escaped = try #require(movie.title.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        try await withStagingAPI(dataset: dataset) { api in
            for (language, title, overview) in [
                ("&language=ko-KR", korean.title, korean.overview), ("&language=en-US", movie.title, movie.overview),
                ("", movie.title, movie.overview), ("&language=fr-FR", movie.title, movie.overview),
            ] {
                let details = try JSONBody.object(try await api.get("/3/movie/\(movie.id)?api_key=k\(language)").body)
                #expect(details["title"] as? String == title, "\(language)")
                #expect(details["overview"] as? String == overview, "\(language)")
                let search = try JSONBody.object(
                    try await api.get("/3/search/movie?query=\(escaped)&api_key=k\(language)").body)
                let results = try #require(search["results"] as? [[String: Any]])
                let found = try #require(results.first { $0["id"] as? Int == movie.id }, "\(language)")
                #expect(found["title"] as? String == title, "\(language)")
                #expect(found["original_title"] as? String == movie.originalTitle)
            }
            let koreanDetails = try JSONBody.object(
                try await api.get("/3/movie/\(movie.id)?api_key=k&language=ko").body)
            let genres = try #require(koreanDetails["genres"] as? [[String: Any]])
            #expect(
                genres.compactMap { $0["name"] as? String }
                    == MovieCatalog.genres(of: movie, language: "ko").map(\.name))
        }
    }

    @Test func detailsSendEveryDocumentedFieldInTMDBTypes() async throws {
        let dataset = try SampleDataset.bundled()
        let inCollection = try #require(dataset.movies.first { $0.id % 5 == 0 && $0.status == "Released" })
        let alone = try #require(dataset.movies.first { $0.id % 5 != 0 })
        try await withStagingAPI(dataset: dataset) { api in
            for movie in [inCollection, alone] {
                let body = try JSONBody.object(try await api.get("/3/movie/\(movie.id)?api_key=k").body)
                #expect(body["budget"] is Int && body["revenue"] is Int)
                #expect(body["homepage"] is String)
                #expect(body["imdb_id"] is String || JSONBody.isNull(body, "imdb_id"))
                let companies = try #require(body["production_companies"] as? [[String: Any]])
                #expect(!companies.isEmpty)
                for company in companies {
                    #expect(company["id"] is Int && company["name"] is String && company["origin_country"] is String)
                    #expect(company["logo_path"] is String || JSONBody.isNull(company, "logo_path"))
                }
                let countries = try #require(body["production_countries"] as? [[String: Any]])
                #expect(countries.allSatisfy { $0["iso_3166_1"] is String && $0["name"] is String })
                let languages = try #require(body["spoken_languages"] as? [[String: Any]])
                #expect(
                    languages.allSatisfy {
                        $0["english_name"] is String && $0["iso_639_1"] as? String == movie.originalLanguage
                            && $0["name"] is String
                    })
            }
            let collected = try JSONBody.object(try await api.get("/3/movie/\(inCollection.id)?api_key=k").body)
            let collection = try #require(collected["belongs_to_collection"] as? [String: Any])
            #expect(collection["id"] is Int && collection["name"] as? String == "\(inCollection.title) Collection")
            #expect(collection.keys.contains("poster_path") && collection.keys.contains("backdrop_path"))
            #expect(collected["imdb_id"] is String && collected["budget"] as? Int ?? 0 > 0)
            let single = try JSONBody.object(try await api.get("/3/movie/\(alone.id)?api_key=k").body)
            #expect(JSONBody.isNull(single, "belongs_to_collection"))
        }
    }

    @Test func configurationNamesThisServersImagesAndTheirSizes() async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get("/3/configuration?api_key=k")
            #expect(response.statusCode == 200)
            let body = try JSONBody.object(data)
            let images = try #require(body["images"] as? [String: Any])
            let base = try #require(images["base_url"] as? String)
            #expect(base == "\(api.baseURL.absoluteString)/t/p/")
            #expect(images["secure_base_url"] as? String == base)
            #expect(images["poster_sizes"] as? [String] == ["w92", "w154", "w185", "w342", "w500", "w780", "original"])
            for key in ["backdrop_sizes", "logo_sizes", "profile_sizes", "still_sizes"] {
                #expect((images[key] as? [String])?.last == "original", "\(key)")
            }
            #expect((body["change_keys"] as? [String])?.contains("overview") == true)
            // Every poster size it names is served.
            let poster = try await api.get("/t/p/w342/abc.jpg")
            #expect(poster.response.statusCode == 200)
        }
    }

    @Test(arguments: ["/3/configuration", "/3/movie/1001", "/3/search/movie?query=space"])
    func aBadOrMissingKeyIsTMDBs401(path: String) async throws {
        try await withStagingAPI { api in
            let separator = path.contains("?") ? "&" : "?"
            for key in ["", "\(separator)api_key=invalid"] {
                let (data, response) = try await api.get(path + key)
                #expect(response.statusCode == 401, "\(path)\(key)")
                let body = try JSONBody.object(data)
                #expect(body["status_code"] as? Int == 7)
                #expect(body["status_message"] as? String == "Invalid API key: You must be granted a valid key.")
                #expect(body["success"] as? Bool == false)
            }
        }
    }
}
