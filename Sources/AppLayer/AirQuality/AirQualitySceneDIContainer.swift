import Hummingbird
import WebUI

/// The air-quality scene (AirKorea), in the Clean Swift VIP pattern.
struct AirQualitySceneDIContainer: SceneDIContainer {
    let app: AppDIContainer

    var link: SceneLink {
        SceneLink(
            title: "Air quality", path: "/air-quality",
            summary: "PM10 and PM2.5 of a Korean station over the last 24 hours, in Clean Swift (VIP).",
            problem: app.missingKeyProblem(app.keys.airKoreaServiceKey, variable: "AIRKOREA_SERVICE_KEY"))
    }

    func registerRoutes(on router: Router<WebRequestContext>) {}
}
