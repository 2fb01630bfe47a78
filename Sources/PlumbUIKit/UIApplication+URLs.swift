extension UIApplication {
    /// The options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Nothing opens a URL on Linux: the completion is told `false`, at once.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        completion?(false)
    }

    /// No other app is installed here.
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// The text size the app runs at: the default device's trait collection's (Large unless
    /// a window or test sets another; Plumb's layouts take theirs from their own traits).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        keyWindow?.traitCollection.preferredContentSizeCategory ?? .large
    }

    public nonisolated static let openSettingsURLString = "app-settings:"
}
