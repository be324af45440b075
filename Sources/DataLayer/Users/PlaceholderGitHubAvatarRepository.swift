import DomainLayer
import Foundation
import SampleData

/// Generated SVG avatars (dev phase, and avatars whose bytes are not an image): a disc on a square, coloured
/// from the user id with the staging API's avatar seed (`avatar-{id}`), so a user has the same hues in dev and
/// alpha. No text and no copyrighted artwork.
public struct PlaceholderGitHubAvatarRepository: GitHubAvatarRepository {
    /// The side of a placeholder avatar, in pixels (the staging API's avatars are 460×460).
    static let side = 460

    public init() {}

    public func avatar(userID: Int) async throws -> ImageData {
        Self.placeholder(userID: userID)
    }

    static func placeholder(userID: Int) -> ImageData {
        let hue = Double(PlaceholderImage.fnv1a("avatar-\(userID)") % 360)
        let background = hex(PlaceholderImage.rgb(hue: hue, saturation: 0.55, lightness: 0.38))
        let disc = hex(PlaceholderImage.rgb(hue: hue + 40, saturation: 0.6, lightness: 0.55))
        let (side, centre, radius) = (Self.side, Self.side / 2, Self.side * 2 / 5)
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(side)" height="\(side)" \
            viewBox="0 0 \(side) \(side)"><rect width="\(side)" height="\(side)" fill="\(background)"/>\
            <circle cx="\(centre)" cy="\(centre)" r="\(radius)" fill="\(disc)"/></svg>
            """
        return ImageData(bytes: Data(svg.utf8), contentType: "image/svg+xml")
    }

    /// `#rrggbb`.
    private static func hex(_ colour: (red: UInt8, green: UInt8, blue: UInt8)) -> String {
        "#"
            + [colour.red, colour.green, colour.blue].map { byte in
                let digits = String(byte, radix: 16)
                return digits.count == 1 ? "0" + digits : digits
            }
            .joined()
    }
}
