import DomainLayer
import Foundation
import SampleData

/// Generated group images (dev, and the stand-in when an image cannot be loaded): an SVG seeded by the
/// image reference, showing three people and no words (the page names the group under it), labelled with the
/// group's name.
public struct PlaceholderMyGroupImagesRepository: MyGroupImagesRepository {
    static let size = 240

    public init() {}

    public func image(for group: MyGroup) async throws -> ImageData {
        let svg = PlaceholderImage.svg(
            seed: group.image, label: group.name, width: Self.size, height: Self.size, glyph: .people)
        return ImageData(bytes: Data(svg.utf8), contentType: "image/svg+xml")
    }
}
