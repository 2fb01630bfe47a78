internal import AutoLayout
internal import Typesetting

/// UIKit's `UILabel`, measured by Plumb's text engine: a model `Label` that never joins the
/// tree sets the text, and the label's node asks this class (so a subclass that overrides
/// `intrinsicContentSize` and calls `super` gets the text's size, as on iOS). A label whose
/// `numberOfLines` is not 1 is measured again at the width the layout gives it.
///
/// Content hugging is 250 as for every view made in code (Interface Builder is what sets
/// 251 on the labels it creates).
open class UILabel: UIView {
    override class var startsInteractive: Bool { false }
    override class var startsAsAccessibilityElement: Bool { true }
    override class var startsOpaque: Bool { false }
    override var defaultAccessibilityLabel: String? { text.flatMap { $0.isEmpty ? nil : $0 } }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .staticText }

    /// Sets and measures the text; never in the view tree.
    let content = Label(name: "UILabel")

    /// The text, set and drawn by the measuring view (its own background and border unset).
    override func contentDrawing(in frame: Rect, context: DrawingContext) throws(DrawingFailure) -> [DrawCommand] {
        try content.drawing(in: frame, context: context)
    }

    open var text: String? {
        didSet {
            content.text = text ?? ""
            if !settingAttributedText {
                attributedStorage = nil
                attributedStyle = nil
                applyFont()
            }
            invalidateIntrinsicContentSize()
        }
    }

    /// The string last set as `attributedText`, and what of it is set (`AttributedTextStyle`).
    private var attributedStorage: NSAttributedString?
    private var attributedStyle: AttributedTextStyle?
    private var settingAttributedText = false

    /// Set: its string, and its first run's font, colour, alignment, line breaks, line
    /// spacing and kern, become the label's; what Plumb sets otherwise is reported. Read:
    /// the string last set, or the text in the label's font and colour.
    open var attributedText: NSAttributedString? {
        get {
            if let attributedStorage { return attributedStorage }
            guard let text else { return nil }
            return NSAttributedString(
                string: text,
                attributes: [.font: font ?? UIFont.systemFont(ofSize: 17), .foregroundColor: textColor ?? .label])
        }
        set {
            guard let newValue else {
                text = nil
                return
            }
            let style = AttributedTextStyle(newValue)
            settingAttributedText = true
            text = style.string
            settingAttributedText = false
            if let font = style.font { self.font = font }
            if let color = style.color { textColor = color }
            if let alignment = style.alignment { textAlignment = alignment }
            if let mode = style.lineBreakMode { lineBreakMode = mode }
            attributedStorage = newValue
            attributedStyle = style
            applyFont()
            style.report("\(type(of: self)).attributedText")
        }
    }

    open var font: UIFont! = UIFont.systemFont(ofSize: 17) {
        didSet { applyFont() }
    }

    /// Off by default, as in UIKit: a text style keeps the size it was made at. On, the text
    /// follows the content size category of the view's traits.
    open var adjustsFontForContentSizeCategory = false {
        didSet { applyFont() }
    }

    private func applyFont() {
        let sized = (font ?? UIFont.systemFont(ofSize: 17)).sizedForView(adjusting: adjustsFontForContentSizeCategory)
        content.font = attributedStyle?.applied(to: sized) ?? sized
        invalidateIntrinsicContentSize()
    }

    open var textColor: UIColor! = UIColor.label {
        didSet { content.textColor = (textColor ?? UIColor.label).model }
    }

    open var textAlignment: NSTextAlignment = .natural {
        didSet { content.textAlignment = textAlignment.model }
    }

    /// 1 by default; 0 for as many lines as the text needs.
    open var numberOfLines = 1 {
        didSet {
            content.numberOfLines = numberOfLines
            invalidateIntrinsicContentSize()
        }
    }

    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet {
            content.lineBreakMode = lineBreakMode.model
            invalidateIntrinsicContentSize()
        }
    }

    /// The width a multi-line label wraps at when measured; 0 (the default) wraps at the
    /// width the layout gives it.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            content.preferredMaxLayoutWidth = preferredMaxLayoutWidth > 0 ? Double(preferredMaxLayoutWidth) : nil
            invalidateIntrinsicContentSize()
        }
    }

    /// The text's size: unwrapped for one line, wrapped at the preferred width or at the
    /// width of the engine's current request otherwise.
    open override var intrinsicContentSize: CGSize {
        content.intrinsicContentSize(
            forWidth: measuring.width, direction: measuring.direction, contentSize: measuring.contentSize
        ).cgSize
    }

    /// The text's size wrapped at `size.width` (for labels of more than one line), as UIKit's
    /// does; a one-line label's whole text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines == 1 || size.width <= 0 ? nil : Double(size.width)
        return content.intrinsicContentSize(forWidth: width, direction: .leftToRight, contentSize: .large).cgSize
    }

    /// Drawing arrives with rendering; declared so that subclasses that inset their text
    /// (`super.drawText(in: rect.inset(by: insets))`) compile.
    open func drawText(in rect: CGRect) {}

    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect { bounds }

    override var hasWidthDependentContentSize: Bool { content.hasWidthDependentIntrinsicSize }
    override var contentMeasurementProblem: String? { content.measurementProblem }

    override func contentBaseline(first: Bool, contentSize: ContentSizeCategory) -> BaselineRule? {
        first ? content.firstBaseline(contentSize: contentSize) : content.lastBaseline(contentSize: contentSize)
    }
}
