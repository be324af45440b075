import Foundation
import StagingAPI
import TestSupport
import Testing

@testable import StagingAPI

@Suite struct PlaceholderPNGTests {
    /// Every image route with the pixel size it answers.
    static let images: [(path: String, width: Int, height: Int)] = [
        ("/t/p/w92/space1.jpg", 92, 138), ("/t/p/w154/space1.jpg", 154, 231), ("/t/p/w185/space1.svg", 185, 278),
        ("/t/p/w342/space1.jpg", 342, 513), ("/t/p/w500/space1.jpg", 500, 750), ("/t/p/w780/space1.jpg", 780, 1170),
        ("/t/p/original/space1.jpg", 1000, 1500), ("/sprites/pokemon/25.png", 96, 96),
        ("/sprites/pokemon/shiny/25.png", 96, 96), ("/sprites/pokemon/other/official-artwork/25.png", 475, 475),
        ("/avatars/u/2?v=4", 460, 460), ("/images/groups/1.svg", 240, 240), ("/images/groups/1.png", 240, 240),
        ("/images/groups/1", 240, 240),
    ]

    @Test func everyImageRouteAnswersAValidLongCachedPNGOfItsSize() async throws {
        try await withStagingAPI { api in
            for image in Self.images {
                let (data, response) = try await api.get(image.path)
                #expect(response.statusCode == 200, "\(image.path)")
                #expect(response.value(forHTTPHeaderField: "Content-Type") == "image/png", "\(image.path)")
                #expect(response.value(forHTTPHeaderField: "Cache-Control")?.contains("max-age=31536000") == true)
                let png = try PNGFile(Array(data))
                #expect(png.size == PNGFile.Size(width: image.width, height: image.height), "\(image.path)")
                #expect(png.colourType == 3 && png.bitDepth == 2 && png.palette.count == 4, "\(image.path)")
                #expect(png.chunkTypes == ["IHDR", "PLTE", "IDAT", "IEND"], "\(image.path)")
                #expect(png.usedIndices == [0, 1, 2, 3], "a frame, a band and a disc, not a flat box: \(image.path)")
                #expect(data.count < 400 * 1024, "well under 1 MiB: \(image.path) is \(data.count) bytes")
            }
        }
    }

    @Test func eachSeedHasItsOwnImageAndOneURLAlwaysTheSameBytes() async throws {
        try await withStagingAPI { api in
            let pairs = [
                ("/avatars/u/1", "/avatars/u/2"), ("/t/p/w92/space1.jpg", "/t/p/w92/space2.jpg"),
                ("/sprites/pokemon/25.png", "/sprites/pokemon/26.png"),
                ("/images/groups/1.svg", "/images/groups/2.svg"),
            ]
            for (first, second) in pairs {
                let one = try await api.get(first).body
                let again = try await api.get(first).body
                let other = try await api.get(second).body
                #expect(one == again, "\(first) is deterministic")
                #expect(one != other, "\(first) and \(second) differ")
                #expect(try PNGFile(Array(one)).palette != PNGFile(Array(other)).palette, "\(first) vs \(second)")
            }
        }
    }

    @Test(arguments: [
        "/sprites/pokemon/0.png", "/sprites/pokemon/100000.png", "/sprites/pokemon/pikachu.png", "/sprites/pokemon/25",
        "/avatars/u/0", "/avatars/u/-1", "/avatars/u/abc", "/images/groups/none.png", "/images/groups/0.svg",
        "/images/groups/.svg", "/t/p/w93/space1.jpg",
    ])
    func imagesOutsideTheirRangeAreNotFound(path: String) async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get(path)
            #expect(response.statusCode == 404)
            #expect(response.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("image/") == false)
            #expect(!data.isEmpty)
        }
    }

    @Test func checksumsMatchTheirReferenceValues() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum(Array("1234".utf8), Array("56789".utf8)) == 0xCBF4_3926)
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
        let long = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        #expect(Adler32.checksum(long) == PNGFile.adler32(long))
    }

    @Test func aLongStreamIsSplitIntoStoredBlocksThatInflateBack() throws {
        let data = (0..<150_000).map { UInt8(truncatingIfNeeded: $0 / 7) }
        let stream = IndexedPNG.zlibStored(data)
        #expect(try PNGFile.inflateStored(stream) == data)
        #expect(stream.count == 2 + 3 * 5 + data.count + 4, "three blocks of at most 65,535 bytes")
        #expect(try PNGFile.inflateStored(IndexedPNG.zlibStored([])) == [])
    }

    @Test func sidesAreClampedSoAnySizeEncodes() throws {
        let tiny = try PNGFile(PlaceholderPNG.image(seed: "x", width: -5, height: 0))
        #expect(tiny.size == PNGFile.Size(width: 1, height: 1))
        let huge = IndexedPNG(width: .max, height: .min, palette: [])
        #expect(huge.width == IndexedPNG.sides.upperBound)
        #expect(huge.height == 1)
    }
}
