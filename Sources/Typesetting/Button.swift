import AutoLayout

/// A system-type `UIButton` of the cookbook's era: a 15-point title, 6 points above and below
/// it (30 points tall), no horizontal padding (`contentEdgeInsets` zero); or, as `.configured`,
/// a button with an iOS 15 `UIButton.Configuration`.
public final class Button: View, @unchecked Sendable {
    /// How the button sizes itself around its title.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// A button without a configuration: its title's size is rounded up to whole points
        /// (a 13-point title stands 28 high, a 21-point one 38: Xcode's stored frames,
        /// docs/interface-builder.md), with 6 points above and below unless insets are given.
        case system
        /// A button with a configuration (`UIButton.Configuration`, iOS 15): its title keeps
        /// its exact line height and the content insets pad it (7 above and below, 12 at the
        /// sides by default: a 17-point title stands 34.33 high on a 3x screen).
        case configured
    }

    public var style: Style = .system {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Makes this a button with a plain configuration as UIKit's `UIButton.Configuration`
    /// gives one: a 17-point title (the body style's size) padded 7 above and below
    /// (`IOSMetrics.configuredButtonVerticalInset`) and 12 at the sides.
    public func adoptConfiguration() {
        style = .configured
        titleFont = .systemFont(ofSize: 17)
        let inset = IOSMetrics.configuredButtonVerticalInset.value(for: nil)
        contentEdgeInsets = EdgeInsets(top: inset, left: 12, bottom: inset, right: 12)
    }

    public var title: String {
        // What the view measures changed: the engine lays it out again on the next read.
        didSet { invalidateIntrinsicContentSize() }
    }
    public var rtlTitle: String? {
        didSet { invalidateIntrinsicContentSize() }
    }
    public var titleFont: Font = .systemFont(ofSize: 15) {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The system tint (iOS blue; `systemBlue` in the dark appearance).
    public var titleColor = Color.system(named: "systemBlue") ?? Color(red: 0, green: 122, blue: 255)
    public var textEngine: TextEngine = .shared {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Padding around the content; zero leaves UIKit's 6 points above and below the title.
    public var contentEdgeInsets: EdgeInsets = .zero {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// An image beside the title (Interface Builder's state image), by its point size.
    public var imageSize: Size? {
        didSet { invalidateIntrinsicContentSize() }
    }
    static let verticalPadding = 6.0

    public init(name: String, title: String = "") {
        self.title = title
        super.init(name: name)
    }

    public func displayedTitle(rightToLeft: Bool) -> String { rightToLeft ? (rtlTitle ?? title) : title }

    /// The title set on one line, or for a configured button wrapped to `width` (the room
    /// inside its insets), as a configuration's title wraps.
    public func titleLayout(direction: LayoutDirection, contentSize: ContentSizeCategory = .large, width: Double? = nil)
        throws(TypesettingError) -> TextLayout
    {
        let rtl = direction == .rightToLeft
        let wraps = style == .configured
        return try textEngine.layout(
            displayedTitle(rightToLeft: rtl), font: titleFont.resolved(contentSize),
            width: wraps ? width.map { max(0, $0) } : nil,
            numberOfLines: wraps ? 0 : 1,
            lineBreakMode: wraps ? .byWordWrapping : .byTruncatingTail,
            rightToLeft: rtl)
    }

    public override var measurementProblem: String? { textEngine.problem(reading: titleFont) }

    /// UIKit's: an element, read as its title, with the button trait. An icon-only button has
    /// no label (VoiceOver falls back to the image's file name, which Plumb does not invent).
    public override func defaultAccessibility(direction: LayoutDirection) -> AccessibilityDescription {
        let text = displayedTitle(rightToLeft: direction == .rightToLeft)
        return AccessibilityDescription(isElement: true, label: text.isEmpty ? nil : text, traits: .button)
    }

    /// A configured button's title wraps, so its height follows its width.
    public override var hasWidthDependentIntrinsicSize: Bool { style == .configured }

    public override func intrinsicContentSize(forWidth width: Double?, direction: LayoutDirection) -> Size {
        intrinsicContentSize(forWidth: width, direction: direction, contentSize: .large)
    }

    public override func intrinsicContentSize(
        forWidth width: Double?, direction: LayoutDirection,
        contentSize: ContentSizeCategory
    ) -> Size {
        // Cannot throw here: scene loading checks the font (`TextEngine.validate`) and the
        // renderer sets the same text with `try`, so a bad font is reported there, not drawn.
        guard let metrics = try? textEngine.metrics(for: titleFont.resolved(contentSize)) else { return .zero }
        let insets = contentEdgeInsets
        let hasTitle = !displayedTitle(rightToLeft: direction == .rightToLeft).isEmpty
        // A legacy button rounds its title's size up to whole points; a configured one
        // keeps it exact.
        let whole: (Double) -> Double = style == .system ? { $0.rounded(.up) } : { $0 }
        let room = width.map { $0 - insets.left - insets.right - (imageSize?.width ?? 0) }
        let title = hasTitle ? try? titleLayout(direction: direction, contentSize: contentSize, width: room) : nil
        let titleWidth = whole(title?.size.width ?? 0)
        let titleHeight = whole(max(metrics.lineHeight, title?.size.height ?? 0))
        // The 6-point padding is what a system button adds around its title when it has no
        // insets of its own; explicit insets replace it.
        let padding = insets.top == 0 && insets.bottom == 0 ? 2 * Self.verticalPadding : 0
        var height = (hasTitle || imageSize == nil) ? titleHeight + padding : 0
        var width = titleWidth
        if let imageSize {
            width += imageSize.width
            height = max(height, imageSize.height)
        }
        return Size(width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
    }

    public override var intrinsicContentSize: Size { intrinsicContentSize(forWidth: nil, direction: .leftToRight) }

    /// The title is centred vertically, so its baseline follows the middle of the button.
    public override var firstBaseline: BaselineRule { firstBaseline(contentSize: .large) }
    public override var lastBaseline: BaselineRule { firstBaseline }
    public override func firstBaseline(contentSize: ContentSizeCategory) -> BaselineRule {
        centredBaseline(font: titleFont.resolved(contentSize), engine: textEngine)
    }
    public override func lastBaseline(contentSize: ContentSizeCategory) -> BaselineRule {
        firstBaseline(contentSize: contentSize)
    }
    /// The background, then the title centred in the frame.
    public override func drawing(in frame: Rect, context: DrawingContext) throws(DrawingFailure) -> [DrawCommand] {
        let commands = try super.drawing(in: frame, context: context)
        let room = frame.width - contentEdgeInsets.left - contentEdgeInsets.right - (imageSize?.width ?? 0)
        return try commands + titleDrawing(in: frame, room: room, context: context)
    }

    /// The title alone, centred in `box` and set in `room` points (a configured button's
    /// title wraps there): the model's button centres it in its frame, a UIKit button beside
    /// its image.
    public func titleDrawing(in box: Rect, room: Double, context: DrawingContext) throws(DrawingFailure)
        -> [DrawCommand]
    {
        guard !displayedTitle(rightToLeft: context.direction == .rightToLeft).isEmpty else { return [] }
        let text = try typeset { () throws(TypesettingError) in
            try titleLayout(direction: context.direction, contentSize: context.contentSize, width: room)
        }
        return text.drawing(in: box, alignment: .center, color: titleColor.resolved(context.appearance), centred: true)
    }

}

/// The baseline of one line of `font` centred vertically in a view.
func centredBaseline(font: Font, engine: TextEngine) -> BaselineRule {
    guard let metrics = try? engine.metrics(for: font) else { return .bottomEdge }
    return BaselineRule(fractionOfHeight: 0.5, offset: metrics.ascender - metrics.lineHeight / 2)
}
