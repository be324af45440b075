extension HTML {
    /// Reloads the page after a second when JavaScript is off. A page whose view model did not settle in time
    /// renders its loading state with this, and shows the results on a later load; with JavaScript the live
    /// region updates instead.
    static let reloadWithoutScript: HTML = "<noscript><meta http-equiv=\"refresh\" content=\"1\"></noscript>"
}
