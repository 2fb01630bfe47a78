import AutoLayout

/// A `UITextView`. With scrolling enabled it has no intrinsic size; with scrolling disabled it
/// is as tall as its text wrapped at its width, plus its text container insets (UIKit's
/// default: 8 points above and below) and line fragment padding (5 points each side).
public final class TextView: View, @unchecked Sendable {
    public var text: String {
        // What the view measures changed: the engine lays it out again on the next read.
        didSet { invalidateIntrinsicContentSize() }
    }
    public var rtlText: String? {
        didSet { invalidateIntrinsicContentSize() }
    }
    public var font: Font = .systemFont(ofSize: 17) {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// UIKit's `label` colour: black, white in the dark appearance.
    public var textColor = Color.system(named: "label") ?? Color(red: 0, green: 0, blue: 0)
    public var isScrollEnabled = true {
        didSet { invalidateIntrinsicContentSize() }
    }
    public var textEngine: TextEngine = .shared {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// UIKit's defaults for `textContainerInset` and `lineFragmentPadding`.
    public static let verticalInset = 8.0
    public static let linePadding = 5.0
    /// `textContainerInset`: around the text container.
    public var containerInset = EdgeInsets(
        top: TextView.verticalInset, left: 0, bottom: TextView.verticalInset, right: 0)
    {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// `textContainer.lineFragmentPadding`: inside the container, each side of every line.
    public var lineFragmentPadding = TextView.linePadding {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// What the text gives up across: the container's side insets and the padding.
    var horizontalInsets: Double { containerInset.left + containerInset.right + 2 * lineFragmentPadding }

    public init(name: String, text: String = "") {
        self.text = text
        super.init(name: name)
    }

    public override var hasWidthDependentIntrinsicSize: Bool { !isScrollEnabled }

    public func textLayout(
        forWidth width: Double?, direction: LayoutDirection,
        contentSize: ContentSizeCategory = .large
    ) throws(TypesettingError) -> TextLayout {
        let rtl = direction == .rightToLeft
        let available = width.map { max(0, $0 - horizontalInsets) }
        return try textEngine.layout(
            rtl ? (rtlText ?? text) : text, font: font.resolved(contentSize), width: available,
            numberOfLines: 0,
            lineBreakMode: .byWordWrapping, rightToLeft: rtl)
    }

    public override var measurementProblem: String? { textEngine.problem(reading: font) }

    /// UIKit's: an element (editable by default) whose value is its text.
    public override func defaultAccessibility(direction: LayoutDirection) -> AccessibilityDescription {
        let shown = direction == .rightToLeft ? (rtlText ?? text) : text
        return AccessibilityDescription(isElement: true, value: shown.isEmpty ? nil : shown)
    }

    public override func intrinsicContentSize(forWidth width: Double?, direction: LayoutDirection) -> Size {
        intrinsicContentSize(forWidth: width, direction: direction, contentSize: .large)
    }

    public override func intrinsicContentSize(
        forWidth width: Double?, direction: LayoutDirection,
        contentSize: ContentSizeCategory
    ) -> Size {
        // Cannot throw here: scene loading checks the font (`TextEngine.validate`) and the
        // renderer sets the same text with `try`, so a bad font is reported there, not drawn.
        guard !isScrollEnabled,
            let layout = try? textLayout(forWidth: width, direction: direction, contentSize: contentSize)
        else {
            return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        // The width wants the unwrapped text; the height follows the width the layout gives.
        let unwrapped =
            (try? self.textLayout(forWidth: nil, direction: direction, contentSize: contentSize))?
            .size.width ?? 0
        return Size(
            width: unwrapped + horizontalInsets, height: layout.size.height + containerInset.top + containerInset.bottom
        )
    }

    public override var intrinsicContentSize: Size { intrinsicContentSize(forWidth: nil, direction: .leftToRight) }

    /// The background, then the text inside the text container's insets, from the top; text
    /// beyond the frame is clipped, as a scroll view clips.
    public override func drawing(in frame: Rect, context: DrawingContext) throws(DrawingFailure) -> [DrawCommand] {
        var commands = try super.drawing(in: frame, context: context)
        let box = Rect(
            x: frame.x + containerInset.left + lineFragmentPadding, y: frame.y + containerInset.top,
            width: frame.width - horizontalInsets, height: frame.height - containerInset.top - containerInset.bottom)
        let text = try typeset { () throws(TypesettingError) in
            try textLayout(forWidth: frame.width, direction: context.direction, contentSize: context.contentSize)
        }
        commands.append(
            .clipped(
                frame,
                text.drawing(
                    in: box, alignment: .natural,
                    color: textColor.resolved(context.appearance), centred: false)))
        return commands
    }
}
