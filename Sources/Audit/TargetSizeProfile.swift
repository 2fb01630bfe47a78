/// The minimum size of an interactive view, by the guideline a team follows.
public enum TargetSizeProfile: String, Sendable, CaseIterable {
    /// Apple's HIG (Accessibility, "Buttons and controls"): 44 × 44 pt. The default.
    case hig
    /// WCAG 2.2 SC 2.5.8 Target Size (Minimum), level AA: 24 × 24 CSS px, here points.
    case wcagAA = "wcag-aa"
    /// Material Design's touch target: 48 × 48 dp, here points.
    case material

    /// The side, in points, a target must reach in both directions.
    public var side: Double {
        switch self {
        case .hig: 44
        case .wcagAA: 24
        case .material: 48
        }
    }

    public var reference: String {
        switch self {
        case .hig: "HIG Accessibility: controls at least 44x44 pt"
        case .wcagAA: "WCAG 2.2 SC 2.5.8 Target Size (Minimum), 24x24"
        case .material: "Material Design accessibility: touch targets at least 48x48 dp"
        }
    }
}

/// What a suite or the command line sets for the rules' thresholds.
public struct AuditThresholds: Sendable, Equatable {
    public var targetSize: TargetSizeProfile

    public init(targetSize: TargetSizeProfile = .hig) {
        self.targetSize = targetSize
    }
}
