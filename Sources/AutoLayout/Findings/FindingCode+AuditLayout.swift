/// The accessibility audit's rules on geometry, colour of components and text scaling
/// (`plumb audit`, docs/accessibility.md), beside the first four in `FindingCode.swift`.
extension FindingCode {
    /// Glyph ink outside the view that draws it, or outside an ancestor that clips.
    public static let textClipped = FindingCode(rawValue: "text-clipped")
    /// Text at least half hidden by another view drawn above it.
    public static let textCovered = FindingCode(rawValue: "text-covered")
    /// Two views' text drawn over each other.
    public static let textOverlap = FindingCode(rawValue: "text-overlap")
    /// Content above or below the screen, outside a scroll view.
    public static let offscreen = FindingCode(rawValue: "offscreen")
    /// Content under the status bar, sensor housing, home indicator or bars.
    public static let underSystemUI = FindingCode(rawValue: "under-system-ui")
    /// Content past the screen's left or right edge.
    public static let horizontalOverflow = FindingCode(rawValue: "horizontal-overflow")
    /// A switch track, field border or filled button below 3:1 against what is behind it.
    public static let contrastNonText = FindingCode(rawValue: "contrast-nontext")
    /// Text at a fixed size that Dynamic Type does not scale.
    public static let fontNotScaling = FindingCode(rawValue: "font-not-scaling")
    /// Scaling text that outgrows a box a required constant holds.
    public static let scalableTextFixedBox = FindingCode(rawValue: "scalable-text-fixed-box")
}
