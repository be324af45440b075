import Testing

@testable import StagingAPI

/// The staging API's families, listed once in `APIFamilies`.
@Suite struct APIFamiliesTests {
    @Test func everyPathBelongsToOneFamilyAtMost() {
        for family in APIFamilies.all {
            for path in family.paths {
                let owners = APIFamilies.all.filter { $0.owns(path + "/x") }
                #expect(owners.count == 1, "\(path)")
            }
        }
    }

    func family(of path: String) -> ObjectIdentifier {
        ObjectIdentifier(APIFamilies.family(of: path))
    }

    @Test func aPathIsAnsweredInTheShapeOfItsAPI() {
        #expect(family(of: "/3/search/movie") == ObjectIdentifier(TMDBFamily.self))
        #expect(family(of: "/api/v2") == ObjectIdentifier(PokeAPIFamily.self))
        #expect(family(of: "/users") == ObjectIdentifier(GitHubFamily.self))
        #expect(family(of: "/B552584/x") == ObjectIdentifier(AirKoreaFamily.self))
        #expect(family(of: "/images/groups/1.svg") == ObjectIdentifier(GroupsFamily.self))
        #expect(family(of: "/usersx") == ObjectIdentifier(PlainAPI.self))
        #expect(family(of: "/avatars/u/1") == ObjectIdentifier(PlainAPI.self))
    }
}
