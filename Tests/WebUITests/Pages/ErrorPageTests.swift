import Hummingbird
import HummingbirdTesting
import Testing
import WebUI

struct ErrorPageTests {
    @Test func unknownRouteShowsTheNotFoundPage() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let response = try await client.execute(uri: "/no/such/page?x=<script>", method: .get)
            #expect(response.status == .notFound)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            let page = response.text
            #expect(page.hasPrefix("<!doctype html>"))
            #expect(page.contains("<h1>Page not found</h1>"))
            #expect(page.contains("<a class=\"button\" href=\"/\">Back to home</a>"))
            #expect(page.contains("Running phase: </span>Sample data</span>"))
            #expect(!page.contains("<script>"))
        }
    }

    @Test func thrownErrorShowsAGenericPageWithoutInternals() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let response = try await client.execute(uri: "/boom", method: .get)
            #expect(response.status == .internalServerError)
            #expect(response.text.contains("<h1>Something went wrong</h1>"))
            #expect(!response.text.contains("secret-internal-detail"))
            #expect(!response.text.contains("Private.swift"))
        }
    }

    @Test func responsesCarrySecurityHeaders() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let response = try await client.execute(uri: "/", method: .get)
            #expect(response.headers[.xContentTypeOptions] == "nosniff")
            #expect(response.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
        }
    }
}
