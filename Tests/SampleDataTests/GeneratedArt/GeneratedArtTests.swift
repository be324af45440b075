import Foundation
import Testing

@testable import SampleData

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The text of every element of a well-formed XML document, joined; nil when the document does not parse.
private func parsedText(_ svg: String) -> String? {
    final class Collector: NSObject, XMLParserDelegate {
        var text = ""
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    }
    let parser = XMLParser(data: Data(svg.utf8))
    let collector = Collector()
    parser.delegate = collector
    return parser.parse() ? collector.text : nil
}

private let fire = PlaceholderImage.Colour(red: 0xf0, green: 0x80, blue: 0x30)
private let flying = PlaceholderImage.Colour(red: 0xa8, green: 0x90, blue: 0xf0)

struct GeneratedArtTests {
    @Test func theSameInputGivesTheSameBytes() {
        #expect(
            GeneratedArt.pokemonSprite(number: 6, primary: fire, secondary: flying, label: "charizard")
                == GeneratedArt.pokemonSprite(number: 6, primary: fire, secondary: flying, label: "charizard"))
        #expect(
            GeneratedArt.identicon(seed: "42", label: "octocat") == GeneratedArt.identicon(seed: "42", label: "octocat")
        )
        #expect(GeneratedArt.poster(id: 603, title: "The Matrix") == GeneratedArt.poster(id: 603, title: "The Matrix"))
    }

    @Test func everyPokemonOfTheFirst151HasASpriteOfItsOwn() {
        let sprites = (1...151).map {
            GeneratedArt.pokemonSprite(number: $0, primary: fire, secondary: nil, label: "same")
        }
        #expect(Set(sprites).count == 151)
    }

    @Test func aSpriteIsColouredByItsTypes() {
        let sprite = GeneratedArt.pokemonSprite(number: 6, primary: fire, secondary: flying, label: "charizard")
        #expect(sprite.contains(".body{fill:#f08030}") && sprite.contains(".marks{fill:#a890f0}"))
        let untyped = GeneratedArt.pokemonSprite(number: 6, primary: nil, secondary: nil, label: "charizard")
        #expect(!untyped.contains("#f08030") && untyped != sprite)
    }

    @Test func differentUsersAndMoviesHaveDifferentArt() {
        let identicons = (1...200).map { GeneratedArt.identicon(seed: "\($0)", label: "user") }
        #expect(Set(identicons).count == 200)
        let posters = (1...200).map { GeneratedArt.poster(id: $0, title: "Same title") }
        #expect(Set(posters).count == 200)
    }

    @Test func anIdenticonIsAFiveByFiveMirroredGrid() throws {
        for seed in ["1", "octocat", "583231"] {
            let svg = GeneratedArt.identicon(seed: seed, label: "x", side: 420)
            let cells = svg.matches(of: /<rect x="(\d+)" y="(\d+)" width="70" height="70"\/>/).map {
                (x: Int($0.output.1)!, y: Int($0.output.2)!)
            }
            #expect(!cells.isEmpty)
            for cell in cells {
                #expect((35...315).contains(cell.x) && (35...315).contains(cell.y))
                // Mirrored about the middle column (x 175): each cell has its twin.
                #expect(cells.contains { $0.y == cell.y && $0.x == 350 - cell.x }, "\(seed): \(cell)")
            }
        }
    }

    @Test func aHostileTitleIsEscapedAndTheSVGStillParses() throws {
        let hostile = "</text><script>alert(\"x\")</script> & 'y' ]]> <!-- \u{0}\u{7}"
        let svg = GeneratedArt.poster(id: 1, title: hostile, width: 342, height: 513)
        #expect(!svg.contains("<script") && !svg.contains("\u{0}"))
        let text = try #require(parsedText(svg), "the poster no longer parses as XML")
        // The words survive, in lines, with the control characters dropped.
        #expect(text.replacingOccurrences(of: " ", with: "").contains("alert(\"x\")"))
        #expect(try #require(parsedText(GeneratedArt.identicon(seed: "x", label: hostile))).isEmpty == false)
        #expect(parsedText(GeneratedArt.pokemonSprite(number: 1, primary: nil, secondary: nil, label: hostile)) != nil)
    }

    @Test func eachPictureHasADarkSchemeVariant() {
        let pictures = [
            GeneratedArt.pokemonSprite(number: 25, primary: fire, secondary: nil, label: "pikachu"),
            GeneratedArt.identicon(seed: "25", label: "user"),
            GeneratedArt.poster(id: 25, title: "Title"),
        ]
        for svg in pictures {
            let parts = svg.components(separatedBy: "@media (prefers-color-scheme: dark){")
            #expect(parts.count == 2)
            // The dark rules set colours the light rules do not use.
            let darkColours = Set(parts[1].matches(of: /#[0-9a-f]{6}/).map(\.output))
            let lightColours = Set(parts[0].matches(of: /#[0-9a-f]{6}/).map(\.output))
            #expect(!darkColours.isEmpty && darkColours.isDisjoint(with: lightColours), "\(svg)")
        }
    }

    @Test func aLongTitleIsCutIntoAtMostFourLinesEndingInAnEllipsis() {
        let lines = GeneratedArt.titleLines(
            "Dr. Strangelove or How I Learned to Stop Worrying and Love the Bomb", perLine: 12, most: 4)
        #expect(lines == ["Dr.", "Strangelove", "or How I", "Learned to…"])
        #expect(GeneratedArt.titleLines("Up", perLine: 12, most: 4) == ["Up"])
        #expect(
            GeneratedArt.titleLines("Supercalifragilistic", perLine: 8, most: 4) == ["Supercal", "ifragili", "stic"])
        #expect(GeneratedArt.titleLines("", perLine: 8, most: 4) == [])
    }
}
