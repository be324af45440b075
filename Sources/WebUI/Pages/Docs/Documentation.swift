import LiveWeb

/// The articles of a DocC catalog, rendered once as plain pages (``DocMarkdown``), in the order of its landing
/// page's topics: what `/docs` serves (``DocsRoutes``).
public struct Documentation: Sendable {
    /// One article: where it is served, its title, its abstract and its whole page.
    struct Article: Sendable {
        /// Its lowercased file name, its address under `/docs` (`architecture`).
        var name: String
        var title: String
        var abstract: HTML
        var body: HTML
    }

    /// A group of the landing page's topics (`### The architecture`) and its articles; an article no topic
    /// lists is in a last group without a heading.
    struct Topic: Sendable {
        var heading: String?
        var articles: [Article]
    }

    /// The landing page's title (its `@DisplayName`).
    let title: String
    /// The landing page before its topics.
    let overview: HTML
    let topics: [Topic]
    private let articles: [String: Article]

    /// Renders a catalog's pages.
    /// - Parameters:
    ///   - landing: the Markdown of the catalog's landing page, whose `## Topics` list the articles.
    ///   - articles: every other article's Markdown, by file name without `.md` (`Architecture`).
    ///   - snippets: the code of the snippets the articles show, by file name without `.swift`.
    ///   - tutorials: the tutorials' sources (`.tutorial`), by file name without it; the table of contents is
    ///     left out.
    ///   - resources: the catalog's `Resources` files the tutorials' steps show, by file name.
    public init(
        landing: String, articles: [String: String], snippets: [String: String], tutorials: [String: String] = [:],
        resources: [String: String] = [:]
    ) {
        var sources = articles
        for (name, tutorial) in tutorials {
            if let markdown = DocTutorial.markdown(from: tutorial, files: resources) { sources[name] = markdown }
        }
        var titles: [String: String] = [:]
        for (name, markdown) in sources { titles[name.lowercased()] = DocMarkdown.title(of: markdown) ?? name }
        let markdown = DocMarkdown(snippets: snippets, titles: titles)
        var articles: [String: Article] = [:]
        for (name, source) in sources {
            let key = name.lowercased()
            articles[key] = Article(
                name: key, title: titles[key] ?? name, abstract: markdown.abstract(of: source),
                body: markdown.render(source))
        }
        self.articles = articles
        title = DocMarkdown.title(of: landing) ?? "Documentation"

        // The landing page: its overview (without its title and metadata), then its topics' `<doc:>` lists.
        let parts = landing.components(separatedBy: "\n## Topics")
        let overviewLines = (parts.first ?? "").split(separator: "\n", omittingEmptySubsequences: false)
            .drop { !$0.hasPrefix("# ") }.dropFirst()
        overview = markdown.render(overviewLines.joined(separator: "\n"))
        var topics: [Topic] = []
        var listed = Set<String>()
        for line in (parts.count > 1 ? parts[1] : "").split(separator: "\n") {
            if line.hasPrefix("### ") {
                topics.append(Topic(heading: String(line.dropFirst(4)), articles: []))
            } else if let start = line.range(of: "<doc:"), let end = line[start.upperBound...].firstIndex(of: ">") {
                let name = line[start.upperBound..<end].lowercased()
                guard let article = articles[name], !listed.contains(name) else { continue }
                if topics.isEmpty { topics.append(Topic(heading: nil, articles: [])) }
                topics[topics.count - 1].articles.append(article)
                listed.insert(name)
            }
        }
        let unlisted = articles.values.filter { !listed.contains($0.name) }.sorted { $0.name < $1.name }
        if !unlisted.isEmpty { topics.append(Topic(heading: nil, articles: unlisted)) }
        self.topics = topics
    }

    /// The article served at `/docs/<name>`; names are matched as given, lowercased, and nothing else.
    func article(named name: String) -> Article? {
        articles[name]
    }
}
