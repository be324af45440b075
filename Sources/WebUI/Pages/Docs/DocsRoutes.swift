import Hummingbird
import LiveWeb
import PresentationLayer

/// `GET /docs`: the documentation's articles in its topics' order, and `GET /docs/{name}`: one article, each a
/// plain page in the app's layout, read without JavaScript. An address that names no article is not found.
public struct DocsRoutes: Sendable {
    /// Where the documentation is served.
    public static let path = "/docs"

    let documentation: Documentation

    /// Serves `documentation`.
    public init(documentation: Documentation) {
        self.documentation = documentation
    }

    /// Adds the two routes.
    public func register(on router: Router<WebRequestContext>) {
        router.get("/docs") { _, context in
            let strings = context.strings
            return context.page(title: strings[DocsText.title], DocsPage.index(documentation, strings: strings))
        }
        router.get("/docs/{name}") { _, context in
            guard let name = context.parameters.get("name"), let article = documentation.article(named: name) else {
                throw HTTPError(.notFound)
            }
            return context.page(title: article.title, DocsPage.article(article, strings: context.strings))
        }
    }
}

/// The documentation's pages. An article is English whatever the page's language, and says so to a reader and to
/// a screen reader (`lang="en"`).
enum DocsPage {
    static func index(_ documentation: Documentation, strings: Strings) -> HTML {
        let topics = documentation.topics.map { topic -> HTML in
            let heading: HTML = topic.heading.map { "<h2 lang=\"en\">\($0)</h2>\n" } ?? .empty
            let items = topic.articles.map { article -> HTML in
                """
                <li><a href="\(DocsRoutes.path)/\(article.name)">\(article.title)</a>
                <p>\(article.abstract)</p></li>

                """
            }
            return "\(heading)<ul class=\"doc-topics\" lang=\"en\">\n\(items)</ul>\n"
        }
        return """
            <h1>\(strings[DocsText.title])</h1>
            \(inEnglish(strings))<div lang="en">
            \(documentation.overview)</div>
            \(topics)
            """
    }

    static func article(_ article: Documentation.Article, strings: Strings) -> HTML {
        """
        <nav aria-label="\(strings[DocsText.title])"><p><a href="\(DocsRoutes.path)">\(strings[DocsText.contents])</a></p></nav>
        \(inEnglish(strings))<article class="doc-article" lang="en">
        \(article.body)</article>

        """
    }

    private static func inEnglish(_ strings: Strings) -> HTML {
        strings.language == .en ? .empty : "<p>\(strings[DocsText.inEnglish])</p>\n"
    }
}
