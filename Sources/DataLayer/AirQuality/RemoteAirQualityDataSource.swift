import DomainLayer
import Foundation
import Networking

/// AirKorea's measurements and stations from its REST API (or the staging API in its shape).
///
/// A refusal is read whichever way it comes, the JSON header's `resultCode` or the gateway's XML envelope,
/// with any HTTP status, and mapped by ``AirKoreaRefusal``; every other failure (offline, timeout, a body
/// that does not decode, a status without an envelope) is read by `APIErrorReader.airKorea`. The service's
/// own words go to the debug log.
public struct RemoteAirQualityDataSource: AirQualityDataSource {
    private let service: DataTransferService
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - service: AirKorea's base URL, with `AirKoreaEndpoints.serviceKey(_:)` among its query parameters.
    ///   - now: the time, which dates when a used-up daily quota resets.
    public init(service: DataTransferService, now: @escaping @Sendable () -> Date = Date.init) {
        self.service = service
        self.now = now
    }

    public func history(stationName: String) async throws -> AirQualityHistory {
        let rows = try await items(of: AirKoreaEndpoints.measurements(stationName: stationName))
        let (history, unreadable) = rows.toDomain(stationName: stationName)
        if !unreadable.isEmpty {
            service.logger.warning(
                "Skipped AirKorea hours whose time could not be read",
                metadata: [
                    "station": "\(stationName)", "dataTimes": "\(unreadable)", "kept": "\(history.hourly.count)",
                ])
        }
        return history
    }

    public func stations(named name: String) async throws -> [AirQualityStation] {
        try await items(of: AirKoreaEndpoints.stations(named: name)).map { $0.toDomain() }
    }

    public func allStations() async throws -> [AirQualityStation] {
        try await items(of: AirKoreaEndpoints.allStations()).map { $0.toDomain() }
    }

    public func towns(named name: String) async throws -> [AirQualityTown] {
        let rows = try await items(of: AirKoreaEndpoints.towns(named: name))
        let towns = rows.compactMap { $0.toDomain() }
        if towns.count < rows.count {
            service.logger.warning(
                "Skipped AirKorea towns whose TM coordinates could not be read",
                metadata: ["skipped": "\(rows.count - towns.count)", "kept": "\(towns.count)"])
        }
        return towns
    }

    public func nearbyStations(tmX: Double, tmY: Double) async throws -> [NearbyAirQualityStation] {
        let rows = try await items(of: AirKoreaEndpoints.nearbyStations(tmX: tmX, tmY: tmY))
        let stations = rows.compactMap { $0.toDomain() }
        if stations.count < rows.count {
            service.logger.warning(
                "Skipped AirKorea stations whose distance could not be believed",
                metadata: ["skipped": "\(rows.count - stations.count)", "kept": "\(stations.count)"])
        }
        return stations
    }

    private func items<Item>(of endpoint: Endpoint<AirKoreaAnswer<Item>>) async throws -> [Item] {
        let answer: AirKoreaAnswer<Item>
        do {
            answer = try await service.request(endpoint)
        } catch {
            if case .networkFailure(.httpStatus(let status, _, let body)) = error,
                let refusal = AirKoreaRefusal(xmlEnvelope: body)
            {
                throw domainError(for: refusal, status: status)
            }
            throw APIErrorReader.airKorea.domainError(for: error, logger: service.logger)
        }
        switch answer {
        case .items(let items, let dropped):
            if dropped > 0 {
                service.logger.warning(
                    "Dropped AirKorea rows past the rows asked for",
                    metadata: ["path": "\(endpoint.path)", "dropped": "\(dropped)", "kept": "\(items.count)"])
            }
            return items
        case .refused(let refusal): throw domainError(for: refusal, status: 200)
        }
    }

    private func domainError(for refusal: AirKoreaRefusal, status: Int) -> DomainError {
        let error = refusal.domainError(status: status, now: now())
        service.logger.debug(
            "AirKorea refused a request",
            metadata: [
                "status": "\(status)", "resultCode": "\(refusal.code)", "resultMsg": "\(refusal.message)",
                "shownAs": "\(error)",
            ])
        return error
    }
}
