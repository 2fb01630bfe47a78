import AutoLayout

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
    /// `contrast-text`'s level: AA (4.5:1, 3:1 large) or AAA (7:1, 4.5:1 large).
    public var contrastLevel: ContrastLevel
    /// `contrast-nontext`'s minimum ratio for a component's boundary or fill (WCAG 1.4.11: 3).
    public var nonTextContrast: Double
    /// `text-covered`: the share of a text's ink that other views drawn above it may hide.
    public var coveredFraction: Double
    /// The points a view or a glyph's ink may pass an edge by before the geometric rules
    /// (`text-clipped`, `text-overlap`, `offscreen`, `under-system-ui`, `horizontal-overflow`)
    /// report it. 0: any amount; the solver's frames are exact.
    public var edgeTolerance: Double
    /// A target size given as numbers (`plumb audit --min-target 48x40`): the width and height
    /// an interactive view must reach, in place of the profile's square.
    public var targetMinimum: Size?
    /// `contrast-text`'s minimum ratios given as numbers (`--min-contrast 5/3.5`), for text and
    /// for large text, in place of the level's.
    public var textContrast: TextContrastMinimum?

    public init(
        targetSize: TargetSizeProfile = .hig, contrastLevel: ContrastLevel = .aa, nonTextContrast: Double = 3,
        coveredFraction: Double = 0.5, edgeTolerance: Double = 0, targetMinimum: Size? = nil,
        textContrast: TextContrastMinimum? = nil
    ) {
        self.targetSize = targetSize
        self.contrastLevel = contrastLevel
        self.nonTextContrast = nonTextContrast
        self.coveredFraction = coveredFraction
        self.edgeTolerance = edgeTolerance
        self.targetMinimum = targetMinimum
        self.textContrast = textContrast
    }

    /// The minimum ratio `contrast-text` holds text of this size to.
    public func textContrastMinimum(large: Bool) -> Double {
        guard let textContrast else { return contrastLevel.minimum(large: large) }
        return large ? textContrast.large : textContrast.normal
    }

    /// The width and height `target-size` asks for, and the name its findings give them: the
    /// profile's ("hig"), or "custom" for numbers.
    var target: (width: Double, height: Double, name: String, reference: String) {
        if let targetMinimum {
            let size = "\(formatPoints(targetMinimum.width))x\(formatPoints(targetMinimum.height))"
            return (
                targetMinimum.width, targetMinimum.height, "custom",
                "custom minimum \(size) pt; WCAG 2.2 SC 2.5.8 Target Size (Minimum); HIG Accessibility: controls"
            )
        }
        return (targetSize.side, targetSize.side, targetSize.rawValue, targetSize.reference)
    }
}

/// Text contrast minimums set by number: `normal` for text, `large` for large text (18 pt and
/// up, or 14 pt bold), as WCAG's levels pair them (AA 4.5 and 3, AAA 7 and 4.5).
public struct TextContrastMinimum: Sendable, Equatable {
    public var normal: Double
    public var large: Double

    public init(normal: Double, large: Double) {
        self.normal = normal
        self.large = large
    }
}
