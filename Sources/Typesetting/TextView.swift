import AutoLayout

/// A `UITextView`. With scrolling enabled it has no intrinsic size; with scrolling disabled it
/// is as tall as its text wrapped at its width (plus UIKit's 8-point top and bottom text
/// container insets and 5-point line fragment padding).
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
    public static let verticalInset = 8.0
    public static let linePadding = 5.0

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
        let available = width.map { max(0, $0 - 2 * Self.linePadding) }
        return try textEngine.layout(
            rtl ? (rtlText ?? text) : text, font: font.resolved(contentSize), width: available,
            numberOfLines: 0,
            lineBreakMode: .byWordWrapping, rightToLeft: rtl)
    }

    public override var measurementProblem: String? { textEngine.problem(reading: font) }

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
        return Size(width: unwrapped + 2 * Self.linePadding, height: layout.size.height + 2 * Self.verticalInset)
    }

    public override var intrinsicContentSize: Size { intrinsicContentSize(forWidth: nil, direction: .leftToRight) }

    /// The background, then the text inside the text container's insets, from the top; text
    /// beyond the frame is clipped, as a scroll view clips.
    public override func drawing(in frame: Rect, context: DrawingContext) throws(DrawingFailure) -> [DrawCommand] {
        var commands = try super.drawing(in: frame, context: context)
        let box = Rect(
            x: frame.x + Self.linePadding, y: frame.y + Self.verticalInset,
            width: frame.width - 2 * Self.linePadding, height: frame.height - 2 * Self.verticalInset)
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
