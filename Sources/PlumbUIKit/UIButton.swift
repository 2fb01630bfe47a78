internal import AutoLayout
internal import Typesetting

/// UIKit's `UIButton` (titles, title colours and images per state, the title label's font),
/// measured by the model's `Button`: the title set in the title label's font plus the system
/// button's padding, and the image beside it. The title label and image view are not subviews
/// here (the button measures and draws its title and image itself, `UIButton+Drawing.swift`).
open class UIButton: UIControl {
    override var defaultAccessibilityLabel: String? { currentTitle.flatMap { $0.isEmpty ? nil : $0 } }
    override var controlAccessibilityTraits: UIAccessibilityTraits { .button }
    /// UIKit's `UIButton.ButtonType`, with UIKit's raw values.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd
        case close = 7
        public static let plain = ButtonType.system
        public static let roundedRect = ButtonType.system
    }

    /// `.custom` for a button made with `init(frame:)` or `init()`, as in UIKit; `init(type:)`
    /// sets it, and so does a nib after `init?(coder:)`. A custom button's title is white by
    /// default, a system one's the tint colour.
    public internal(set) var buttonType: ButtonType = .custom

    /// Measures the title and sets it for drawing; never in the view tree.
    let content = Button(name: "UIButton")

    /// The title and image (`buttonDrawing`, UIButton+Drawing.swift).
    override func contentDrawing(in frame: Rect, context: DrawingContext) throws(DrawingFailure) -> [DrawCommand] {
        try buttonDrawing(in: frame, context: context)
    }

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var attributedTitles: [UInt: (string: NSAttributedString, style: AttributedTextStyle)] = [:]
    private lazy var titleLabelStorage = ButtonTitleLabel(button: self)

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// The label whose font the title is set in.
    open var titleLabel: UILabel? { titleLabelStorage }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        titleLabelStorage.text = currentTitle
        invalidateIntrinsicContentSize()
    }

    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }

    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    /// The state's image, measured and drawn before the title (leading), as a legacy button
    /// places it.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        invalidateIntrinsicContentSize()
    }

    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    open var currentImage: UIImage? { image(for: state) }

    open var currentTitle: String? { attributedTitle(for: state)?.string ?? title(for: state) }

    /// An attributed title wins over the plain one for its state: its string, and its first
    /// run's font and kern, are measured and drawn; what Plumb sets otherwise is reported.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        if let title {
            let style = AttributedTextStyle(title)
            attributedTitles[state.rawValue] = (title, style)
            style.report("\(type(of: self)).attributedTitle")
        } else {
            attributedTitles[state.rawValue] = nil
        }
        titleLabelStorage.text = currentTitle
        invalidateIntrinsicContentSize()
    }

    open func attributedTitle(for state: State) -> NSAttributedString? {
        (attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue])?.string
    }

    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The model button brought up to date with the title, the label's font, the insets and
    /// the image's size.
    func updatedContent() -> Button {
        content.title = currentTitle ?? ""
        let imageSize = currentImage?.size.model
        if content.imageSize != imageSize { content.imageSize = imageSize }
        let attributed = (attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue])?.style
        let font = attributed?.font ?? titleLabelStorage.font ?? UIFont.systemFont(ofSize: 15)
        let sized = font.sizedForView(adjusting: titleLabelStorage.adjustsFontForContentSizeCategory)
        content.titleFont = attributed?.applied(to: sized) ?? sized
        content.contentEdgeInsets = EdgeInsets(
            top: Double(contentEdgeInsets.top), left: Double(contentEdgeInsets.left),
            bottom: Double(contentEdgeInsets.bottom), right: Double(contentEdgeInsets.right))
        return content
    }

    open override var intrinsicContentSize: CGSize {
        updatedContent().intrinsicContentSize(
            forWidth: measuring.width, direction: measuring.direction, contentSize: measuring.contentSize
        ).cgSize
    }

    /// The title's size with the button's padding and insets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        updatedContent().intrinsicContentSize(forWidth: nil, direction: .leftToRight, contentSize: .large).cgSize
    }

    override var contentMeasurementProblem: String? { updatedContent().measurementProblem }

    override func contentBaseline(first: Bool, contentSize: ContentSizeCategory) -> BaselineRule? {
        updatedContent().firstBaseline(contentSize: contentSize)
    }
}
