internal import AutoLayout
internal import Typesetting

/// UIKit's `UITextField`, measured by the model's `TextField` (a detached one that never
/// joins the tree) at the iOS version layouts use: a rounded-rect field is its text (or its
/// placeholder) plus 7 points each side, at least 34 high from iOS 13 (30 before); a
/// borderless one, UIKit's default in code, hugs its line (the line height plus 5/3).
/// Line and bezel fields are measured as rounded-rect ones, as the model draws them.
///
/// The font is the 17-point system font by default, as a field made in code has on iOS
/// (Interface Builder's default is 14).
open class UITextField: UIControl {
    /// The text, or the placeholder while it is empty.
    override var defaultAccessibilityValue: String? {
        if let text, !text.isEmpty { return text }
        return placeholder.flatMap { $0.isEmpty ? nil : $0 }
    }
    /// UIKit's `UITextField.BorderStyle`, with UIKit's raw values.
    public enum BorderStyle: Int, Sendable {
        case none = 0, line, bezel, roundedRect

        var model: TextField.BorderStyle {
            switch self {
            case .none: .none
            case .line: .line
            case .bezel: .bezel
            case .roundedRect: .roundedRect
            }
        }
    }

    /// UIKit's `UITextField.ViewMode`, with UIKit's raw values.
    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    /// Sets and measures the text; never in the view tree.
    let content = TextField(name: "UITextField")

    /// The text, set and drawn by the measuring view (its own background and border unset).
    override func contentDrawing(in frame: Rect, context: DrawingContext) throws(DrawingFailure) -> [DrawCommand] {
        try content.drawing(in: frame, context: context)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        content.borderStyle = .none
        content.font = Self.defaultFont.model
    }

    static let defaultFont = UIFont.systemFont(ofSize: 17)

    /// "" when none is set, as UIKit's reads.
    open var text: String? {
        get { content.text }
        set {
            content.text = newValue ?? ""
            invalidateIntrinsicContentSize()
        }
    }

    open var placeholder: String? {
        didSet {
            content.placeholder = placeholder ?? ""
            invalidateIntrinsicContentSize()
        }
    }

    open var font: UIFont? = UITextField.defaultFont {
        didSet { applyFont() }
    }

    /// Its string is the field's text, in its first run's font and colour; what Plumb sets
    /// otherwise (kern, several fonts…) is reported.
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0, attributes: [.font: font ?? Self.defaultFont]) } }
        set {
            guard let newValue else {
                text = nil
                return
            }
            let style = AttributedTextStyle(newValue)
            text = style.string
            if let font = style.font { self.font = font }
            if let color = style.color { textColor = color }
            var problems = style
            if style.kern != 0 || style.lineSpacing != 0 {
                problems.problems.append("kern or line spacing (not measured)")
            }
            problems.report("\(type(of: self)).attributedText")
        }
    }

    /// Its string is the placeholder (set in the field's font).
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }

    /// As `UILabel`'s: off by default.
    open var adjustsFontForContentSizeCategory = false {
        didSet { applyFont() }
    }

    private func applyFont() {
        content.font = (font ?? Self.defaultFont).sizedForView(adjusting: adjustsFontForContentSizeCategory)
        invalidateIntrinsicContentSize()
    }

    open var textColor: UIColor? {
        didSet { content.textColor = (textColor ?? UIColor.label).model }
    }

    open var borderStyle: BorderStyle = .none {
        didSet {
            content.borderStyle = borderStyle.model
            invalidateIntrinsicContentSize()
        }
    }

    /// Stored for drawing (the model draws the text at its natural alignment).
    open var textAlignment: NSTextAlignment = .natural

    /// Stored: editing never happens here, and the side views are not laid out yet.
    open var clearButtonMode: ViewMode = .never
    open var leftView: UIView?
    open var leftViewMode: ViewMode = .never
    open var rightView: UIView?
    open var rightViewMode: ViewMode = .never
    open var isSecureTextEntry = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var clearsOnBeginEditing = false
    open private(set) var isEditing = false

    open override var intrinsicContentSize: CGSize {
        content.intrinsicContentSize(
            forWidth: measuring.width, direction: measuring.direction, contentSize: measuring.contentSize,
            iosVersion: ControlMetrics.iosVersion
        ).cgSize
    }

    /// The text's size with the field's padding, whatever size is offered, as UIKit's does.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        content.intrinsicContentSize(
            forWidth: nil, direction: .leftToRight, contentSize: .large, iosVersion: ControlMetrics.iosVersion
        ).cgSize
    }

    override var contentMeasurementProblem: String? { content.measurementProblem }

    override func contentBaseline(first: Bool, contentSize: ContentSizeCategory) -> BaselineRule? {
        content.firstBaseline(contentSize: contentSize)
    }
}
