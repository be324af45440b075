import Foundation
import PresentationLayer

/// The words every page shares, in `Site.xcstrings`: the layout, the home page, the error pages.
enum SiteText: String, LocalizedKey {
    case skipLink = "site.skipLink"
    case phase = "site.phase"
    /// The header badge's words in dev ("Sample data") and alpha ("Staging"); the real phase has no badge.
    case phaseDev = "site.phase.dev"
    case phaseAlpha = "site.phase.alpha"
    case language = "site.language"
    case home = "site.home"
    case intro = "home.intro"
    case missingKey = "scene.missingKey"
    case cacheRebuilt = "notice.cacheRebuilt"
    case movedAside = "notice.movedAside"
    case folderSetAside = "notice.folderSetAside"
    case linkSetAside = "notice.linkSetAside"
    case otherSetAside = "notice.otherSetAside"
    case notFoundTitle = "error.notFound.title"
    case notFoundMessage = "error.notFound.message"
    case forbiddenTitle = "error.forbidden.title"
    case forbiddenMessage = "error.forbidden.message"
    case confirmMessage = "confirm.message"
    case confirmLanguage = "confirm.language"
    case confirmOther = "confirm.other"
    case confirm = "confirm.button"
    case confirmBack = "confirm.back"
    case serverErrorTitle = "error.server.title"
    case serverErrorMessage = "error.server.message"
    case clientErrorTitle = "error.client.title"
    case clientErrorMessage = "error.client.message"
    case backHome = "error.backHome"
    case missingSettingTitle = "error.missingSetting.title"
    case missingSettingMessage = "error.missingSetting.message"
    case unreachable = "connection.unreachable"
    case unreachableRetry = "connection.retry"
    case connectionLost = "connection.lost"

    static let catalogue = StringCatalogue.load("Site", from: .module)
}
