import Foundation
import WebUI

/// The documentation catalog (`Strata.docc`: its articles, its tutorials and their code files) and the snippets
/// its articles show (`Snippets/`), as AppLayer's resources carry them, so the binary serves `/docs` with nothing
/// built beforehand.
enum BundledDocumentation {
    /// The catalog's articles, read and rendered once, when the web app first builds its routes.
    static let documentation = read(from: Bundle.module.resourceURL)

    /// The catalog in `resources`: its landing page (`Strata.md`), every other article and tutorial, every
    /// snippet and tutorial step's file. A missing folder reads as no articles (the `/docs` page then lists none).
    static func read(from resources: URL?) -> Documentation {
        guard let resources else { return Documentation(landing: "", articles: [:], snippets: [:]) }
        let catalog = resources.appendingPathComponent("Strata.docc")
        let articles = files(in: catalog, withExtension: "md")
        let snippets = files(in: resources.appendingPathComponent("Snippets"), withExtension: "swift")
        let tutorials = files(in: catalog.appendingPathComponent("Tutorials"), withExtension: "tutorial")
        let codeFiles = ["swift", "txt"].reduce(into: [String: String]()) { found, fileExtension in
            for (name, text) in files(in: catalog.appendingPathComponent("Resources"), withExtension: fileExtension) {
                found["\(name).\(fileExtension)"] = text
            }
        }
        let landing = articles["Strata"] ?? ""
        return Documentation(
            landing: landing, articles: articles.filter { $0.key != "Strata" }, snippets: snippets,
            tutorials: tutorials, resources: codeFiles)
    }

    /// The text of each file in `folder` whose name ends in `.<fileExtension>`, by name without it.
    private static func files(in folder: URL, withExtension fileExtension: String) -> [String: String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var files: [String: String] = [:]
        for name in names where name.hasSuffix(".\(fileExtension)") {
            let url = folder.appendingPathComponent(name)
            if let text = try? String(contentsOf: url, encoding: .utf8) {
                files[String(name.dropLast(fileExtension.count + 1))] = text
            }
        }
        return files
    }
}
