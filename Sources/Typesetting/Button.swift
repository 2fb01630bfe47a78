import AutoLayout

/// A system-type `UIButton` of the cookbook's era: a 15-point title, 6 points above and below
/// it (30 points tall), no horizontal padding (`contentEdgeInsets` zero).
public final class Button: View, @unchecked Sendable {
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

    public func titleLayout(direction: LayoutDirection, contentSize: ContentSizeCategory = .large)
        throws(TypesettingError) -> TextLayout
    {
        let rtl = direction == .rightToLeft
        return try textEngine.layout(
            displayedTitle(rightToLeft: rtl), font: titleFont.resolved(contentSize),
            numberOfLines: 1,
            rightToLeft: rtl)
    }

    public override var measurementProblem: String? { textEngine.problem(reading: titleFont) }

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
        let titleWidth =
            displayedTitle(rightToLeft: direction == .rightToLeft).isEmpty
            ? 0 : ((try? titleLayout(direction: direction, contentSize: contentSize))?.size.width ?? 0)
        let insets = contentEdgeInsets
        let hasTitle = !displayedTitle(rightToLeft: direction == .rightToLeft).isEmpty
        // The 6-point padding is what a system button adds around its title when it has no
        // insets of its own; explicit insets replace it.
        let padding = insets.top == 0 && insets.bottom == 0 ? 2 * Self.verticalPadding : 0
        var height = (hasTitle || imageSize == nil) ? metrics.lineHeight + padding : 0
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
        var commands = try super.drawing(in: frame, context: context)
        guard !displayedTitle(rightToLeft: context.direction == .rightToLeft).isEmpty else { return commands }
        let text = try typeset { () throws(TypesettingError) in
            try titleLayout(direction: context.direction, contentSize: context.contentSize)
        }
        commands += text.drawing(
            in: frame, alignment: .center, color: titleColor.resolved(context.appearance),
            centred: true)
        return commands
    }

}

/// The baseline of one line of `font` centred vertically in a view.
func centredBaseline(font: Font, engine: TextEngine) -> BaselineRule {
    guard let metrics = try? engine.metrics(for: font) else { return .bottomEdge }
    return BaselineRule(fractionOfHeight: 0.5, offset: metrics.ascender - metrics.lineHeight / 2)
}
