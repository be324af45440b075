import Foundation
import SampleData
import Testing

@testable import sample_data_generator

@Test func bundledFilesEqualTheGeneratorOutputByteForByte() throws {
    let files = try encodeFiles(try makeSampleDataset())

    #expect(files.keys.sorted() == SampleDataset.parts.map { $0.fileName }.sorted())
    for (name, data) in files {
        let bundled = try Data(contentsOf: SampleDataset.resourcesDirectory.appendingPathComponent(name))
        // Compared as a Bool so a mismatch reports the file, not a quarter of a megabyte of bytes.
        let identical = bundled == data
        #expect(identical, "\(name) differs from the generator's output: run `swift run sample-data-generator`")
    }
}

@Test func generationIsDeterministic() throws {
    #expect(try makeSampleDataset() == makeSampleDataset())
    #expect(try encodeFiles(makeSampleDataset()) == encodeFiles(makeSampleDataset()))
}

@Test func everyPartOfTheDatasetHasAGeneratorAndAFileOfItsOwn() throws {
    let names = SampleDataset.parts.map { $0.fileName }

    #expect(Set(names).count == names.count)
    #expect(try encodeFiles(makeSampleDataset()).keys.sorted() == names.sorted())
}

@Test func seededGeneratorIsStable() {
    var random = SeededGenerator(seed: 0)

    // SplitMix64's published first outputs for seed 0.
    #expect(random.next() == 0xe220_a839_7b1d_cdaf)
    #expect(random.next() == 0x6e78_9e6a_a1b9_65f4)
}

@Test func calendarWeekdaysMatchFoundation() throws {
    let calendar = Calendar.utc
    var day = CalendarDay(year: 1999, month: 12, day: 25)

    for _ in 0..<900 {
        let date = try #require(calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day)))
        #expect(calendar.component(.weekday, from: date) - 1 == day.weekday, "\(day.iso)")
        day = day.adding(days: 3)
    }
}
