import Hummingbird
import WebUI

/// The air-quality scene (AirKorea), in the Clean Swift VIP pattern.
struct AirQualitySceneDIContainer: SceneDIContainer {
    let app: AppDIContainer

    var link: SceneLink {
        SceneLink(
            scene: .airQuality, path: "/air-quality",
            problem: app.missingKeyProblem(app.keys.airKoreaServiceKey, variable: "AIRKOREA_SERVICE_KEY"))
    }

    func registerRoutes(on router: Router<WebRequestContext>) {}
}
