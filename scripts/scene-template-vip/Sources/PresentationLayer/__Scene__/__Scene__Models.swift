import DomainLayer

/// The __Title__ scene's models, per use case as Clean Swift names them: what the display asks (`Request`), what
/// the interactor found (`Response`), and what the display shows (`ViewModel`), which the presenter makes. View
/// models hold no words; the view words them.
public enum __Scene__ {
    /// Showing the items.
    public enum FetchItems {
        public struct Request: Hashable, Sendable {
            public init() {}
        }

        public struct Response: Hashable, Sendable {
            /// The items, in the service's order.
            public var items: [__Entity__]
            /// The item marked as selected, when it is among `items`.
            public var selectedID: Int?

            public init(items: [__Entity__], selectedID: Int?) {
                self.items = items
                self.selectedID = selectedID
            }
        }

        public struct ViewModel: Hashable, Sendable {
            public var rows: [DisplayedItem]

            public init(rows: [DisplayedItem]) {
                self.rows = rows
            }
        }
    }

    /// Marking one of the items shown as selected.
    public enum SelectItem {
        public struct Request: Hashable, Sendable {
            public var id: Int

            public init(id: Int) {
                self.id = id
            }
        }
    }

    /// The items are on their way (the display keeps what it showed until they come).
    public enum Loading {
        public struct Response: Hashable, Sendable {
            public init() {}
        }

        public struct ViewModel: Hashable, Sendable {
            public init() {}
        }
    }

    /// Loading failed; the items shown before stay, and the user can retry.
    public enum Failure {
        public struct Response: Hashable, Sendable {
            public var error: ErrorMessage

            public init(error: ErrorMessage) {
                self.error = error
            }
        }

        public struct ViewModel: Hashable, Sendable {
            /// The cause, which the view words in its language.
            public var message: ErrorMessage

            public init(message: ErrorMessage) {
                self.message = message
            }
        }
    }

    /// One row as a view shows it (a view ring cannot see DomainLayer).
    public struct DisplayedItem: Identifiable, Hashable, Sendable {
        public var id: Int
        public var name: String
        /// Whether the row is the selected item.
        public var isSelected: Bool

        public init(id: Int, name: String, isSelected: Bool = false) {
            self.id = id
            self.name = name
            self.isSelected = isSelected
        }
    }
}
