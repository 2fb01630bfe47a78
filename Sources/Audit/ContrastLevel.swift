/// The WCAG level text contrast is held to: AA by default (SC 1.4.3), AAA on request
/// (SC 1.4.6, `--contrast aaa` or a suite's `audit: {contrast: aaa}`).
public enum ContrastLevel: String, Sendable, CaseIterable {
    case aa
    case aaa

    /// The minimum ratio for text of this size: AA 4.5:1 (3:1 large), AAA 7:1 (4.5:1 large).
    public func minimum(large: Bool) -> Double {
        switch self {
        case .aa: large ? 3 : 4.5
        case .aaa: large ? 4.5 : 7
        }
    }

    public var reference: String {
        switch self {
        case .aa: "WCAG 2.2 SC 1.4.3 Contrast (Minimum); HIG Accessibility: color and contrast"
        case .aaa: "WCAG 2.2 SC 1.4.6 Contrast (Enhanced); HIG Accessibility: color and contrast"
        }
    }
}
