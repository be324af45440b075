import Networking

/// The __Title__ service: the staging API in alpha, `__SCENE___BASE_URL` in real.
public struct Remote__Entity__DataSource: __Entity__DataSource {
    private let service: DataTransferService

    /// - Parameter service: a service whose base URL is the __Title__ service.
    public init(service: DataTransferService) {
        self.service = service
    }

    public func fetch__Entity__List() async throws -> [__Entity__DTO] {
        let answer: LossyList<__Entity__DTO>
        do {
            answer = try await service.request(__Scene__Endpoints.items())
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
