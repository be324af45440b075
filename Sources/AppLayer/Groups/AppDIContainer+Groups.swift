import DataLayer
import Networking

extension AppDIContainer {
    /// The groups service (alpha: the staging API; real: `GROUPS_BASE_URL`); nil when none is configured.
    var groupsService: DataTransferService? {
        baseURLs.groups.map { dataTransferService(baseURL: $0, label: "groups") }
    }
}
