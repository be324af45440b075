import Testing

@testable import LiveWeb
@testable import WebUI

/// The documentation's Markdown as plain HTML: each block and DocC's directives as a reader without DocC's script
/// needs them, and hostile text escaped, with links only to web addresses, paths and other articles.
@Suite struct DocMarkdownTests {
    let markdown = DocMarkdown(
        snippets: [
            "Hello": """
            // Says hello,
            // to <everyone>.

            // snippet.hide
            import Secret
            // snippet.show
            if a < b {
                print("hi & bye")
            }
            // snippet.hide
            hidden()
            """
        ],
        titles: ["other": "The other <article>"])

    @Test func blocksAndDirectivesRenderAsPlainHTML() {
        let source = """
            # The ``/Module/Thing`` title

            @Metadata {
                @DisplayName("Shown")
                @PageImage(purpose: icon, source: "x") {
                    nested
                }
            }

            A paragraph with `code`, ``/PresentationLayer/Some/symbol(_:)``, **strong**, *em*,
            <doc:Other> and [a link](https://example.com/a?b=1&c=2).

            ## Overview

            - one
              continued
            - two with <doc:Other#Some-Part>

            1. first
            2. second

            | | A | B |
            |---|---|---|
            | `x \\| y` | **1** | 2 |

            > Note: a quote.

            ```swift
            let html = "<b>"
            ```

            @Snippet(path: "Strata/Snippets/Hello")
            @Snippet(path: "Strata/Snippets/Missing")
            """
        #expect(
            markdown.render(source).markup == """
                <h1 id="The-Thing-title">The <code>Thing</code> title</h1>
                <p>A paragraph with <code>code</code>, <code>symbol(_:)</code>, <strong>strong</strong>, <em>em</em>,
                <a href="/docs/other">The other &lt;article&gt;</a> and <a href="https://example.com/a?b=1&amp;c=2">a link</a>.</p>
                <h2 id="Overview">Overview</h2>
                <ul>
                <li>one
                continued</li>
                <li>two with <a href="/docs/other#Some-Part">The other &lt;article&gt;</a></li>
                </ul>
                <ol>
                <li>first</li>
                <li>second</li>
                </ol>
                <table>
                <thead><tr><td></td><th scope="col">A</th><th scope="col">B</th></tr></thead>
                <tbody>
                <tr><td><code>x \\| y</code></td><td><strong>1</strong></td><td>2</td></tr>
                </tbody>
                </table>
                <blockquote><p>Note: a quote.</p></blockquote>
                <pre tabindex="0"><code class="language-swift">let html = &quot;&lt;b&gt;&quot;</code></pre>
                <p>Says hello,
                to &lt;everyone&gt;.</p>
                <pre class="snippet" tabindex="0"><code class="language-swift">if a &lt; b {
                    print(&quot;hi &amp; bye&quot;)
                }</code></pre>

                """)
    }

    @Test func hostileMarkdownStaysTextAndLinksNowhereElse() {
        let source = """
            <script>alert(1)</script> <img src=x onerror=alert(1)>
            [click](javascript:alert(1)) [far](//evil.example/x) [file](Other.md) [quote](/a"onmouseover="x)
            <doc:../../etc/passwd"x>
            """
        #expect(
            markdown.render(source).markup == """
                <p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;
                click far file <a href="/a&quot;onmouseover=&quot;x">quote</a>
                &lt;doc:../../etc/passwd&quot;x&gt;</p>

                """)
    }

    @Test func anArticlesTitleAndAbstractAreWhatDocCShows() {
        let source =
            "# ``AppLayer``\n\n@Metadata {\n    @DisplayName(\"Strata\")\n}\n\nThe `abstract`.\nMore.\n\nBody.\n"
        #expect(DocMarkdown.title(of: source) == "Strata")
        #expect(DocMarkdown.title(of: "# The *rings*\n") == "The rings")
        #expect(
            markdown.abstract(of: "# T\n\nThe `abstract`.\nMore.\n\nBody.\n").markup
                == "The <code>abstract</code>.\nMore.")
    }

    @Test func aTutorialIsAPageOfItsSectionsAndNumberedStepsWithTheirCode() throws {
        let tutorial = """
            @Tutorial(time: 30) {
                @Intro(title: "Add a scene") {
                    Build a scene.

                    - one
                      two
                }

                @Section(title: "Generate it") {
                    @ContentAndMedia {
                        A scene is a folder.
                    }

                    @Steps {
                        @Step {
                            Run the generator.

                            @Code(name: "Terminal", file: "run.txt")
                        }

                        @Step {
                            The entity.

                            @Code(name: "Book.swift", file: "book.swift")
                        }
                    }
                }
            }
            """
        let files = ["run.txt": "$ scripts/new-scene Bookshelf\n", "book.swift": "struct Book {\n    let id: Int\n}\n"]
        let page = try #require(DocTutorial.markdown(from: tutorial, files: files))
        #expect(
            markdown.render(page).markup == """
                <h1 id="Add-a-scene">Add a scene</h1>
                <p>Build a scene.</p>
                <ul>
                <li>one
                two</li>
                </ul>
                <h2 id="Generate-it">Generate it</h2>
                <p>A scene is a folder.</p>
                <h3 id="Step-1">Step 1</h3>
                <p>Run the generator.</p>
                <p><strong>Terminal</strong></p>
                <pre tabindex="0"><code>$ scripts/new-scene Bookshelf
                </code></pre>
                <h3 id="Step-2">Step 2</h3>
                <p>The entity.</p>
                <p><strong>Book.swift</strong></p>
                <pre tabindex="0"><code class="language-swift">struct Book {
                    let id: Int
                }
                </code></pre>

                """)
        #expect(DocTutorial.markdown(from: "@Tutorials(name: \"Strata\") {\n}\n", files: [:]) == nil)
    }

    @Test func theDocumentationsWordsAreInEveryLanguage() {
        #expect(DocsText.catalogue.problems(for: DocsText.self) == [])
    }
}
