import Foundation
import Networking
import TestSupport

/// A `DataTransferService` on a groups service, optionally asking the staging API for faults.
enum GroupsTestService {
    static func make(baseURL: URL, fault: String? = nil, timeout: TimeInterval = 60) -> DataTransferService {
        DataTransferService(
            configuration: APIConfiguration(
                baseURL: baseURL, headers: fault.map { ["X-Strata-Fault": $0] } ?? [:], timeout: timeout),
            logger: LogCapture().logger())
    }
}
