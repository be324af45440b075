import Testing

@testable import WebUI

struct MoviePosterAddressTests {
    @Test func posterAddressesAcceptOnlyPlainFileNames() {
        #expect(MoviesPaths.poster("/abc-1_2.jpg", width: 92) == "/movies/posters/w92/abc-1_2.jpg")
        #expect(MoviesPaths.posterFile("/abc.jpg") == "abc.jpg")
        for hostile in [
            "abc.jpg", "/", "/.hidden", "//x.jpg", "/a/b.jpg", "/é.jpg", "/a b.jpg", "/a%2F.jpg", "/\u{301}x",
        ] {
            #expect(MoviesPaths.posterFile(hostile) == nil, "\(hostile)")
            #expect(MoviesPaths.poster(hostile, width: 92) == MoviesPaths.placeholderPoster, "\(hostile)")
        }
        #expect(MoviesPaths.poster(nil, width: 92) == MoviesPaths.placeholderPoster)
    }
}
