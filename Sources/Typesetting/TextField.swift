import AutoLayout

/// A rounded-rect `UITextField`: 14-point text (or a gray placeholder), 30 points tall (34
/// from iOS 13, `IOSMetrics.textFieldHeight`), the text centred vertically with 7 points of
/// padding on each side.
/// A borderless field (`borderStyle` `.none`) is as tall as its line plus 5/3 points and
/// draws only its text.
public final class TextField: View, @unchecked Sendable {
    /// `UITextField.BorderStyle`. Line and bezel fields are sized and drawn as rounded-rect
    /// ones here.
    public enum BorderStyle: String, Sendable, Hashable, CaseIterable {
        case none, line, bezel, roundedRect
    }

    public var borderStyle: BorderStyle = .roundedRect {
        didSet { invalidateIntrinsicContentSize() }
    }

    public var text: String {
        // What the view measures changed: the engine lays it out again on the next read.
        didSet { invalidateIntrinsicContentSize() }
    }
    public var placeholder: String {
        didSet { invalidateIntrinsicContentSize() }
    }
    public var rtlText: String? {
        didSet { invalidateIntrinsicContentSize() }
    }
    public var rtlPlaceholder: String? {
        didSet { invalidateIntrinsicContentSize() }
    }
    public var font: Font = .systemFont(ofSize: 14) {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// UIKit's `label` colour: black, white in the dark appearance.
    public var textColor = Color.system(named: "label") ?? Color(red: 0, green: 0, blue: 0)
    /// UIKit's placeholder grey on a white field; `placeholderText` in the dark appearance.
    public static let placeholderColor = Color(
        light: Color(red: 199, green: 199, blue: 205),
        dark: Color(red: 235, green: 235, blue: 245, alpha: 77))
    public var textEngine: TextEngine = .shared {
        didSet { invalidateIntrinsicContentSize() }
    }
    public static let horizontalPadding = 7.0
    /// The minimum height when no iOS version is stated: the newest's.
    public static let minimumHeight = IOSMetrics.textFieldHeight.value(for: nil)

    public init(name: String, text: String = "", placeholder: String = "") {
        self.text = text
        self.placeholder = placeholder
        super.init(name: name)
    }

    /// The string drawn and whether it is the placeholder.
    public func displayed(rightToLeft: Bool) -> (text: String, isPlaceholder: Bool) {
        let value = rightToLeft ? (rtlText ?? text) : text
        if !value.isEmpty { return (value, false) }
        return (rightToLeft ? (rtlPlaceholder ?? placeholder) : placeholder, true)
    }

    public func textLayout(direction: LayoutDirection, contentSize: ContentSizeCategory = .large)
        throws(TypesettingError) -> TextLayout
    {
        let rtl = direction == .rightToLeft
        return try textEngine.layout(
            displayed(rightToLeft: rtl).text, font: font.resolved(contentSize), numberOfLines: 1,
            rightToLeft: rtl)
    }

    public override var measurementProblem: String? { textEngine.problem(reading: font) }

    /// UIKit's: an element whose value is its text, or its placeholder while empty; no label
    /// of its own (VoiceOver's "text field" comes from a trait UIKit does not publish).
    public override func defaultAccessibility(direction: LayoutDirection) -> AccessibilityDescription {
        let shown = displayed(rightToLeft: direction == .rightToLeft).text
        return AccessibilityDescription(isElement: true, value: shown.isEmpty ? nil : shown)
    }

    public override func intrinsicContentSize(forWidth width: Double?, direction: LayoutDirection) -> Size {
        intrinsicContentSize(forWidth: width, direction: direction, contentSize: .large)
    }

    public override func intrinsicContentSize(
        forWidth width: Double?, direction: LayoutDirection,
        contentSize: ContentSizeCategory
    ) -> Size {
        intrinsicContentSize(forWidth: width, direction: direction, contentSize: contentSize, iosVersion: nil)
    }

    public override func intrinsicContentSize(
        forWidth width: Double?, direction: LayoutDirection,
        contentSize: ContentSizeCategory, iosVersion: Int?
    ) -> Size {
        // Cannot throw here: scene loading checks the font (`TextEngine.validate`) and the
        // renderer sets the same text with `try`, so a bad font is reported there, not drawn.
        guard let metrics = try? textEngine.metrics(for: font.resolved(contentSize)) else { return .zero }
        let shown = displayed(rightToLeft: direction == .rightToLeft).text
        let textWidth =
            shown.isEmpty ? 0 : ((try? textLayout(direction: direction, contentSize: contentSize))?.size.width ?? 0)
        // A borderless field hugs its line: Xcode stores 10-, 12-, 14- and 17-point ones
        // 13.67, 16, 18.67 and 22 high (DataDog's `InputElements`, appcenter's Sasquatch), the
        // line height plus 5/3 rounded up to the pixel.
        if borderStyle == .none {
            return Size(width: textWidth, height: metrics.lineHeight + 5.0 / 3)
        }
        // 30 for the 14-point default, as in every cookbook storyboard (34 from iOS 13);
        // taller fonts grow it.
        return Size(
            width: textWidth + 2 * Self.horizontalPadding,
            height: max(IOSMetrics.textFieldHeight.value(for: iosVersion), metrics.lineHeight + 13))
    }

    public override var intrinsicContentSize: Size { intrinsicContentSize(forWidth: nil, direction: .leftToRight) }

    public override var firstBaseline: BaselineRule { firstBaseline(contentSize: .large) }
    public override var lastBaseline: BaselineRule { firstBaseline }
    public override func firstBaseline(contentSize: ContentSizeCategory) -> BaselineRule {
        centredBaseline(font: font.resolved(contentSize), engine: textEngine)
    }
    public override func lastBaseline(contentSize: ContentSizeCategory) -> BaselineRule {
        firstBaseline(contentSize: contentSize)
    }

    /// A rounded-rect field: the fill and a hairline border with corner radius 5, then the text
    /// (or the placeholder in grey) with 7 points of padding, centred vertically; a borderless
    /// one, the text alone.
    public override func drawing(in frame: Rect, context: DrawingContext) throws(DrawingFailure) -> [DrawCommand] {
        var commands = try super.drawing(in: frame, context: context)
        guard frame.width > 0, frame.height > 0 else { return commands }
        let bordered = borderStyle != .none
        if bordered {
            commands.append(.fill(frame, radius: 5, color: Self.fieldFill.resolved(context.appearance)))
            commands.append(
                .border(frame, radius: 5, width: .hairline, color: Self.fieldBorder.resolved(context.appearance)))
        }
        let shown = displayed(rightToLeft: context.direction == .rightToLeft)
        guard !shown.text.isEmpty else { return commands }
        let text = try typeset { () throws(TypesettingError) in
            try textLayout(direction: context.direction, contentSize: context.contentSize)
        }
        let padding = bordered ? Self.horizontalPadding : 0
        let box = Rect(x: frame.x + padding, y: frame.y, width: frame.width - 2 * padding, height: frame.height)
        let color = shown.isPlaceholder ? Self.placeholderColor : textColor
        commands += text.drawing(in: box, alignment: .natural, color: color.resolved(context.appearance), centred: true)
        return commands
    }

    /// A rounded-rect field's fill and border: white and light grey; in the dark, UIKit's
    /// tertiary background and a separator grey.
    public static let fieldFill =
        Color.system(named: "tertiarySystemBackground") ?? Color(red: 255, green: 255, blue: 255)
    public static let fieldBorder = Color(
        light: Color(red: 199, green: 199, blue: 205), dark: Color(red: 84, green: 84, blue: 88))
}
