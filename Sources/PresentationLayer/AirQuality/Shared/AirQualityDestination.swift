/// Where the air-quality scenes can go; the view ring maps each route to an address (`/air-quality?station=…`).
/// A route carries the data one scene passes to the next (Clean Swift's data passing): the routers write it
/// from their scene's data store, and the configurators put it in the next scene's data store.
public enum AirQualityDestination: Hashable, Sendable {
    /// The measurements of `stationName`; nil for the station the user chose (else 종로구).
    case measurements(stationName: String?)
    /// Settings: choosing a station. `currentStationName` is the station shown before (marked in the lists);
    /// `missingStationName` is a chosen station that no longer exists, which Settings explains; `searchedName` is
    /// the name whose stations Settings shows, if it searched one.
    case settings(currentStationName: String?, missingStationName: String?, searchedName: String? = nil)
}
