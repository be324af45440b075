import SampleData
import Testing

@Suite struct __Scene__CatalogTests {
    let items = [
        Sample__Entity__(id: 3, name: "Charlie"), Sample__Entity__(id: 1, name: "Alpha"),
        Sample__Entity__(id: 2, name: "Bravo"),
    ]

    @Test func listsTheItemsInTheOrderOfTheirIds() {
        #expect(__Scene__Catalog.list(items, limit: 10).map(\.name) == ["Alpha", "Bravo", "Charlie"])
    }

    @Test func listsAtMostTheLimitAndNothingBelowZero() {
        #expect(__Scene__Catalog.list(items, limit: 2).map(\.id) == [1, 2])
        #expect(__Scene__Catalog.list(items, limit: -1).isEmpty)
        #expect(__Scene__Catalog.list(items, limit: .max).count == 3)
    }

    @Test func theBundledItemsHaveUniqueIdsAndNames() throws {
        let bundled = try SampleDataset.bundled().__scene__
        #expect(!bundled.isEmpty)
        #expect(Set(bundled.map(\.id)).count == bundled.count)
        #expect(bundled.allSatisfy { !$0.name.isEmpty })
    }
}
