import DomainLayer

/// The Settings scene's models (choosing a station), per use case: `Request`, `Response`, `ViewModel`.
public enum AirQualitySettings {
    /// Searching stations by name.
    public enum SearchStations {
        public struct Request: Hashable, Sendable {
            public var name: String

            public init(name: String) {
                self.name = name
            }
        }

        public struct Response: Hashable, Sendable {
            public var name: String
            public var stations: [AirQualityStation]
            /// The station shown before Settings opened (from the data store).
            public var currentStationName: String?

            public init(name: String, stations: [AirQualityStation], currentStationName: String?) {
                self.name = name
                self.stations = stations
                self.currentStationName = currentStationName
            }
        }

        public struct ViewModel: Hashable, Sendable {
            /// What was searched, as the user typed it (trimmed).
            public var name: String
            public var stations: [DisplayedStation]
            /// Whether `name` was looked for in the stations' romanized names and addresses (it is in Latin
            /// letters, `Jongno`), rather than in their names as AirKorea writes them.
            public var isRomanized: Bool

            /// A search's rows; `isRomanized` is whether `name` is in Latin letters unless given.
            public init(name: String, stations: [DisplayedStation], isRomanized: Bool? = nil) {
                self.name = name
                self.stations = stations
                self.isRomanized = isRomanized ?? RevisedRomanization.isRomanized(name)
            }
        }
    }

    /// Finding the stations nearest to a town.
    public enum FindNearbyStations {
        public struct Request: Hashable, Sendable {
            public var townName: String

            public init(townName: String) {
                self.townName = townName
            }
        }

        public struct Response: Hashable, Sendable {
            public var townName: String
            /// The town found and its stations; nil when no town is called so.
            public var nearby: AirQualityNearbyStations?
            public var currentStationName: String?

            public init(townName: String, nearby: AirQualityNearbyStations?, currentStationName: String?) {
                self.townName = townName
                self.nearby = nearby
                self.currentStationName = currentStationName
            }
        }

        public struct ViewModel: Hashable, Sendable {
            /// What was typed (trimmed).
            public var townName: String
            /// The town found, `혜화동 (서울특별시 종로구)`'s parts; nil when none is called so.
            public var town: AirQualityTown?
            /// Nearest first, each with its distance.
            public var stations: [DisplayedStation]

            public init(townName: String, town: AirQualityTown?, stations: [DisplayedStation]) {
                self.townName = townName
                self.town = town
                self.stations = stations
            }
        }
    }

    /// Choosing a station: it is saved, then the scene routes back to its measurements.
    public enum ChooseStation {
        public struct Request: Hashable, Sendable {
            public var stationName: String

            public init(stationName: String) {
                self.stationName = stationName
            }
        }

        public struct Response: Hashable, Sendable {
            public var stationName: String

            public init(stationName: String) {
                self.stationName = stationName
            }
        }

        public struct ViewModel: Hashable, Sendable {
            public var stationName: String

            public init(stationName: String) {
                self.stationName = stationName
            }
        }
    }

    /// A search, a look-up or a save failed; what was shown stays, and the user can try again.
    public enum Failure {
        /// What failed.
        public enum Operation: Hashable, Sendable {
            case search(name: String)
            case nearby(townName: String)
            case choose(stationName: String)
        }

        public struct Response: Hashable, Sendable {
            public var error: ErrorMessage
            public var operation: Operation

            public init(error: ErrorMessage, operation: Operation) {
                self.error = error
                self.operation = operation
            }
        }

        public struct ViewModel: Hashable, Sendable {
            public var message: ErrorMessage
            public var operation: Operation

            public init(message: ErrorMessage, operation: Operation) {
                self.message = message
                self.operation = operation
            }

            /// The failure in `strings`' language; a choice that could not be saved names its station
            /// ("Couldn’t save 강남구 as your station. The disk is full.").
            public func text(_ strings: Strings) -> String {
                guard case .choose(let stationName) = operation else { return message.text(strings) }
                return strings(MessageText.stationNotSaved, stationName, message.text(strings))
            }
        }
    }

    /// One station of a list, and where choosing it goes.
    public struct DisplayedStation: Hashable, Sendable, Identifiable {
        public var id: String { name }
        /// The name as AirKorea writes it; pages in English add its romanization (``AirQualityStationName``).
        public var name: String
        public var address: String
        /// Kilometres from the town, for the nearby list; nil in a search.
        public var distanceKm: Double?
        /// Whether it is the station shown before Settings opened.
        public var isCurrent: Bool

        public init(name: String, address: String, distanceKm: Double?, isCurrent: Bool) {
            self.name = name
            self.address = address
            self.distanceKm = distanceKm
            self.isCurrent = isCurrent
        }
    }
}
