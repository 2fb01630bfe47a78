import AutoLayout

/// A `UISwitch`: 51×31 (63×28 from iOS 26, `IOSMetrics.switchWidth`/`switchHeight`),
/// hugging and resisting at 750 on both axes (Interface Builder's values).
public final class Switch: View, @unchecked Sendable {
    public var isOn: Bool
    /// The size when no iOS version is stated.
    public static let size = size(iosVersion: nil)

    /// The switch's size for an iOS version (nil: none stated).
    public static func size(iosVersion: Int?) -> Size {
        Size(
            width: IOSMetrics.switchWidth.value(for: iosVersion),
            height: IOSMetrics.switchHeight.value(for: iosVersion))
    }

    /// UIKit's switch has an alignment rectangle 2 points short of its right edge: wherever
    /// its trailing edge is pinned, Xcode stores its frame ending 2 points beyond (every
    /// version from Xcode 9 to 26, `reference/ib-canvas.md` §1.3 notes).
    public static let trailingAlignmentInset = 2.0

    public init(name: String, isOn: Bool = false) {
        self.isOn = isOn
        super.init(name: name)
        setContentHuggingPriority(750, for: .horizontal)
        setContentHuggingPriority(750, for: .vertical)
        alignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: Self.trailingAlignmentInset)
    }

    /// UIKit's: an element with the button trait whose value is "1" when on and "0" when
    /// off (what XCUITest reads as its value).
    public override func defaultAccessibility(direction: LayoutDirection) -> AccessibilityDescription {
        AccessibilityDescription(isElement: true, value: isOn ? "1" : "0", traits: .button)
    }

    public override var intrinsicContentSize: Size {
        intrinsicContentSize(forWidth: nil, direction: .leftToRight, contentSize: .large, iosVersion: nil)
    }

    /// Intrinsic sizes are the alignment rectangle's: the frame less the inset.
    public override func intrinsicContentSize(
        forWidth width: Double?, direction: LayoutDirection,
        contentSize: ContentSizeCategory, iosVersion: Int?
    ) -> Size {
        let frame = Self.size(iosVersion: iosVersion)
        return Size(width: frame.width - Self.trailingAlignmentInset, height: frame.height)
    }

    /// The background, then the switch in its state (the knob flips in right-to-left layouts).
    public override func drawing(in frame: Rect, context: DrawingContext) throws(DrawingFailure) -> [DrawCommand] {
        var commands = try super.drawing(in: frame, context: context)
        let appearance = context.appearance
        // Light mode outlines the empty track; dark mode fills it with the grey, so the white
        // knob stands out against it.
        let hollow = !isOn && appearance == .light ? Self.knobColor.resolved(appearance) : nil
        commands.append(
            .toggle(
                DrawnSwitch(
                    frame: frame, isOn: isOn, knobAtRight: isOn != (context.direction == .rightToLeft),
                    track: (isOn ? Self.onColor : Self.offColor).resolved(appearance), hollow: hollow,
                    knob: Self.knobColor.resolved(appearance))))
        return commands
    }

    /// UIKit's green when on and its grey track when off, in both appearances.
    public static let onColor = Color(
        light: Color(red: 76, green: 217, blue: 100), dark: Color(red: 48, green: 209, blue: 88))
    public static let offColor = Color(
        light: Color(red: 229, green: 229, blue: 234), dark: Color(red: 58, green: 58, blue: 60))
    public static let knobColor = Color(red: 255, green: 255, blue: 255)
}
