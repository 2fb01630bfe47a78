import AutoLayout

/// A `UILabel`: text set with HarfBuzz and FriBidi, measured from the font, wrapping and
/// truncating like UIKit.
public final class Label: View, @unchecked Sendable {
    public var text: String {
        // What the view measures changed: the engine lays it out again on the next read.
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The string shown when the layout runs right to left (so snapshots show real Hebrew or
    /// Arabic); nil: `text`.
    public var rtlText: String? {
        didSet { invalidateIntrinsicContentSize() }
    }
    public var font: Font = .systemFont(ofSize: 17) {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// UIKit's `label` colour: black, white in the dark appearance.
    public var textColor = Color.system(named: "label") ?? Color(red: 0, green: 0, blue: 0)
    public var textAlignment: TextAlignment = .natural
    /// 1 by default; 0 means unlimited.
    public var numberOfLines = 1 {
        didSet { invalidateIntrinsicContentSize() }
    }
    public var preferredMaxLayoutWidth: Double? {
        didSet { invalidateIntrinsicContentSize() }
    }
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Padding around the text (the cheat sheet's "label with insets").
    public var contentInsets: EdgeInsets = .zero {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The engine that sets the text.
    public var textEngine: TextEngine = .shared {
        didSet { invalidateIntrinsicContentSize() }
    }

    private var lastLayout: TextLayout?

    public init(name: String, text: String = "") {
        self.text = text
        super.init(name: name)
    }

    public override var defaultContentHuggingPriority: Priority { 251 }

    public func displayedText(rightToLeft: Bool) -> String { rightToLeft ? (rtlText ?? text) : text }

    /// Multi-line labels without a preferred width wrap at the width the layout gives them.
    public override var hasWidthDependentIntrinsicSize: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == nil }

    /// The text set for a box of `width` (nil: unconstrained) in `direction` at a content size
    /// category; throws when the font cannot be read.
    public func textLayout(
        forWidth width: Double?, direction: LayoutDirection,
        contentSize: ContentSizeCategory = .large
    ) throws(TypesettingError) -> TextLayout {
        let rtl = direction == .rightToLeft
        let wrapWidth = preferredMaxLayoutWidth ?? width
        let available = wrapWidth.map { max(0, $0 - contentInsets.left - contentInsets.right) }
        return try textEngine.layout(
            displayedText(rightToLeft: rtl), font: font.resolved(contentSize),
            width: numberOfLines == 1 && width == nil ? nil : available,
            numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, rightToLeft: rtl)
    }

    public override var measurementProblem: String? { textEngine.problem(reading: font) }

    /// UIKit's: an element, read as its text, with the static-text trait.
    public override func defaultAccessibility(direction: LayoutDirection) -> AccessibilityDescription {
        let text = displayedText(rightToLeft: direction == .rightToLeft)
        return AccessibilityDescription(isElement: true, label: text.isEmpty ? nil : text, traits: .staticText)
    }

    public override func intrinsicContentSize(forWidth width: Double?, direction: LayoutDirection) -> Size {
        intrinsicContentSize(forWidth: width, direction: direction, contentSize: .large)
    }

    public override func intrinsicContentSize(
        forWidth width: Double?, direction: LayoutDirection,
        contentSize: ContentSizeCategory
    ) -> Size {
        // A single-line label's intrinsic size is its whole text; wrapping labels measure at
        // their preferred or laid-out width.
        let measureWidth = numberOfLines == 1 ? nil : width
        // UIKit: an empty label has no size at all.
        if displayedText(rightToLeft: direction == .rightToLeft).isEmpty {
            return Size(
                width: contentInsets.left + contentInsets.right, height: contentInsets.top + contentInsets.bottom)
        }
        // Cannot throw here: scene loading checks the font (`TextEngine.validate`) and the
        // renderer sets the same text with `try`, so a bad font is reported there, not drawn.
        guard let layout = try? textLayout(forWidth: measureWidth, direction: direction, contentSize: contentSize)
        else {
            return .zero
        }
        lastLayout = layout
        let text = layout.size
        return Size(
            width: text.width + contentInsets.left + contentInsets.right,
            height: text.height + contentInsets.top + contentInsets.bottom)
    }

    public override var intrinsicContentSize: Size {
        intrinsicContentSize(forWidth: nil, direction: .leftToRight)
    }

    /// SPEC §7: first baseline at top + ascender; last at first + (lines − 1) × line height
    /// (a text style's leading, `Font.lineSpacing`).
    public override var firstBaseline: BaselineRule { firstBaseline(contentSize: .large) }
    public override var lastBaseline: BaselineRule { lastBaseline(contentSize: .large) }

    public override func firstBaseline(contentSize: ContentSizeCategory) -> BaselineRule {
        let metrics = try? textEngine.metrics(for: font.resolved(contentSize))
        return BaselineRule(fractionOfHeight: 0, offset: contentInsets.top + (metrics?.ascender ?? 0))
    }

    public override func lastBaseline(contentSize: ContentSizeCategory) -> BaselineRule {
        let resolved = font.resolved(contentSize)
        let metrics = try? textEngine.metrics(for: resolved)
        let lines = Double(max(1, lastLayout?.lineCount ?? 1))
        let spacing = resolved.lineSpacing(lineHeight: metrics?.lineHeight ?? 0)
        return BaselineRule(
            fractionOfHeight: 0,
            offset: contentInsets.top + (metrics?.ascender ?? 0) + (lines - 1) * spacing)
    }

    /// The background, then the text inside `contentInsets`, from the top.
    public override func drawing(in frame: Rect, context: DrawingContext) throws(DrawingFailure) -> [DrawCommand] {
        var commands = try super.drawing(in: frame, context: context)
        guard !displayedText(rightToLeft: context.direction == .rightToLeft).isEmpty else { return commands }
        let box = Rect(
            x: frame.x + contentInsets.left, y: frame.y + contentInsets.top,
            width: frame.width - contentInsets.left - contentInsets.right,
            height: frame.height - contentInsets.top - contentInsets.bottom)
        let text = try typeset { () throws(TypesettingError) in
            try textLayout(forWidth: box.width, direction: context.direction, contentSize: context.contentSize)
        }
        commands += text.drawing(
            in: box, alignment: textAlignment, color: textColor.resolved(context.appearance),
            centred: false)
        return commands
    }
}
