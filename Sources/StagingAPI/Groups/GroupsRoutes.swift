import Hummingbird
import SampleData

/// The My groups endpoint (no public service exists) and its images.
struct GroupsRoutes: Sendable {
    /// The image numbers served.
    static let imageNumbers = 1...99_999

    let groups: [SampleGroup]

    func register(on router: Router<BasicRequestContext>) {
        router.get("/groups") { request, _ in try list(request) }
        router.get("/images/groups/:file") { _, context in image(context) }
    }

    /// `GET /groups` — `[{image, name, date}]` with `image` made absolute on the staging base.
    func list(_ request: Request) throws -> Response {
        let base = request.stagingBaseURL
        let payload = groups.map { group in
            GroupPayload(image: Self.absolute(group.image, base: base), name: group.name, date: group.date)
        }
        return try StagingResponse.json(payload)
    }

    /// `GET /images/groups/{n}[.ext]` — a 240 px placeholder PNG whatever the extension says (the dataset names
    /// them `{n}.svg`); a name whose `n` is not a number in ``imageNumbers`` is a 404.
    func image(_ context: BasicRequestContext) -> Response {
        guard
            let file = context.parameters.get("file"),
            let stem = file.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first,
            let number = DecimalInteger(stem).within(Self.imageNumbers)
        else {
            return StagingResponse.reason(.notFound)
        }
        return StagingResponse.png(PlaceholderPNG.image(seed: "group-\(number)", width: 240, height: 240))
    }

    /// Absolute URLs are kept; a relative path such as `images/groups/1.svg` is resolved on `base`.
    static func absolute(_ image: String, base: String) -> String {
        if image.hasPrefix("http://") || image.hasPrefix("https://") { return image }
        return base + (image.hasPrefix("/") ? image : "/" + image)
    }
}

struct GroupPayload: Encodable {
    var image: String
    var name: String
    var date: String
}
