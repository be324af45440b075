import Foundation
import LiveWeb
import PresentationLayer

extension Strings {
    /// A row's facts: the release year (`<time datetime="2010-07-08">2010</time>`, or that it is to be announced)
    /// and, when there is one, the rating (``rating(_:)``), apart by a dot a screen reader does not read.
    func yearAndRating(_ date: Date?, rating: Double?) -> HTML {
        let year: HTML = date.map(MovieYear.year(of:)) ?? HTML(text: self[MoviesText.toBeAnnounced])
        guard let rating else { return year }
        return "\(year)<span aria-hidden=\"true\"> · </span>\(self.rating(rating))"
    }

    /// "★ 7.8" as a sighted user reads it, "Rating: 7.8" as a screen reader says it; one decimal.
    func rating(_ value: Double) -> HTML {
        let tenths = Int((min(max(value, 0), 10) * 10).rounded())
        return """
            <span class="movie-rating"><span aria-hidden="true">★ </span><span class="visually-hidden">\
            \(self[MoviesText.rating]) </span>\(tenths / 10).\(tenths % 10)</span>
            """
    }

    /// "1 result", "1,234 results": how many movies a search found.
    func resultCount(_ count: Int) -> String {
        count == 1 ? self[MoviesText.resultCountOne] : self(MoviesText.resultCount, number(count))
    }
}

/// The year of a release day (TMDB's days are dates, kept as midnight UTC).
private enum MovieYear {
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        return calendar
    }()

    static func year(of date: Date) -> HTML {
        let day = calendar.dateComponents([.year, .month, .day], from: date)
        let year = day.year ?? 0
        let stamp = String(format: "%04d-%02d-%02d", year, day.month ?? 1, day.day ?? 1)
        return "<time datetime=\"\(stamp)\">\(year)</time>"
    }
}
