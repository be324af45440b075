import Networking

/// The Bookshelf service: the staging API in alpha, `BOOKSHELF_BASE_URL` in real.
public struct RemoteBookDataSource: BookDataSource {
    private let service: DataTransferService

    /// - Parameter service: a service whose base URL is the Bookshelf service.
    public init(service: DataTransferService) {
        self.service = service
    }

    public func fetchBookList() async throws -> [BookDTO] {
        let answer: LossyList<BookDTO>
        do {
            answer = try await service.request(BookshelfEndpoints.items())
        } catch {
            throw APIErrorReader.plain.domainError(for: error)
        }
        if answer.skipped > 0 {
            service.logger.warning(
                "Skipped items that could not be read",
                metadata: ["skipped": "\(answer.skipped)", "kept": "\(answer.elements.count)"])
        }
        return answer.elements
    }
}
