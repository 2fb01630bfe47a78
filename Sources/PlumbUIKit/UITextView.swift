internal import AutoLayout
internal import Typesetting

/// UIKit's `UITextView` (a scroll view, as on iOS), measured by the model's `TextView` (a
/// detached one that never joins the tree). Scrolling, the default, leaves it without an
/// intrinsic size; with `isScrollEnabled` off it is as tall as its text wrapped at the width
/// the layout gives it, plus `textContainerInset` (8 above and below by default) and the
/// container's `lineFragmentPadding` (5 each side), and as wide as its unwrapped text would be.
///
/// The font is the 17-point system font by default (a text view made in code on iOS has none
/// until one is set, and draws 12-point Helvetica: set `font`).
open class UITextView: UIScrollView {
    /// An element whose value is its text, as UIKit's (editable by default).
    override class var startsAsAccessibilityElement: Bool { true }
    override var defaultAccessibilityValue: String? { text.flatMap { $0.isEmpty ? nil : $0 } }
    /// Sets and measures the text; never in the view tree.
    let content = TextView(name: "UITextView")

    /// The text, set and drawn by the measuring view (its own background and border unset).
    override func contentDrawing(in frame: Rect, context: DrawingContext) throws(DrawingFailure) -> [DrawCommand] {
        try content.drawing(in: frame, context: context)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// "" when none is set, as UIKit's reads.
    open var text: String! {
        get { content.text }
        set {
            content.text = newValue ?? ""
            if attributedStorage != nil {
                attributedStorage = nil
                attributedStyle = nil
                applyFont()
            }
            invalidateIntrinsicContentSize()
        }
    }

    open var font: UIFont? {
        didSet { applyFont() }
    }

    /// As `UILabel`'s: off by default.
    open var adjustsFontForContentSizeCategory = false {
        didSet { applyFont() }
    }

    private func applyFont() {
        let sized = (font ?? UIFont.systemFont(ofSize: 17)).sizedForView(adjusting: adjustsFontForContentSizeCategory)
        content.font = attributedStyle?.applied(to: sized) ?? sized
        invalidateIntrinsicContentSize()
    }

    private var attributedStorage: NSAttributedString?
    private var attributedStyle: AttributedTextStyle?

    /// As `UILabel`'s: the string, and its first run's font, colour, line spacing and kern,
    /// are the text view's; what Plumb sets otherwise is reported.
    open var attributedText: NSAttributedString! {
        get {
            attributedStorage
                ?? NSAttributedString(
                    string: text ?? "", attributes: [.font: font ?? UIFont.systemFont(ofSize: 17)])
        }
        set {
            let attributed = newValue ?? NSAttributedString(string: "")
            let style = AttributedTextStyle(attributed)
            text = style.string
            attributedStyle = style
            if let font = style.font { self.font = font }
            if let color = style.color { textColor = color }
            if let alignment = style.alignment { textAlignment = alignment }
            attributedStorage = attributed
            attributedStyle = style
            applyFont()
            style.report("\(type(of: self)).attributedText")
        }
    }

    /// How links are styled: stored (links are drawn as plain text).
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]

    open var textColor: UIColor? {
        didSet { content.textColor = (textColor ?? UIColor.label).model }
    }

    /// Stored for drawing (the model draws the text at its natural alignment).
    open var textAlignment: NSTextAlignment = .natural

    /// Turning scrolling off makes the text view size itself to its text.
    open override var isScrollEnabled: Bool {
        didSet {
            content.isScrollEnabled = isScrollEnabled
            invalidateIntrinsicContentSize()
        }
    }

    /// Around the text container; measured and drawn.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet {
            let inset = textContainerInset
            content.containerInset = EdgeInsets(
                top: Double(inset.top), left: Double(inset.left), bottom: Double(inset.bottom),
                right: Double(inset.right))
            invalidateIntrinsicContentSize()
        }
    }

    /// The text's container: its `lineFragmentPadding` is measured and drawn.
    public private(set) lazy var textContainer = NSTextContainer(textView: self)
    open var isEditable = true
    open var isSelectable = true

    open override var intrinsicContentSize: CGSize {
        content.intrinsicContentSize(
            forWidth: measuring.width, direction: measuring.direction, contentSize: measuring.contentSize
        ).cgSize
    }

    /// With scrolling off, the text wrapped at `size.width`; otherwise the current size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard !isScrollEnabled else { return bounds.size }
        let width = size.width > 0 ? Double(size.width) : nil
        let measured = content.intrinsicContentSize(forWidth: width, direction: .leftToRight, contentSize: .large)
        return CGSize(width: size.width > 0 ? size.width : measured.width, height: measured.height)
    }

    override var hasWidthDependentContentSize: Bool { content.hasWidthDependentIntrinsicSize }
    override var contentMeasurementProblem: String? { content.measurementProblem }
}
