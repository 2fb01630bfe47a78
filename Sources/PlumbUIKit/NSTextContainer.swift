/// TextKit's text container, as far as a text view's layout reads it: the padding at each
/// end of every line (5 points by default). A container made on its own keeps its values.
open class NSTextContainer: NSObject, @unchecked Sendable {
    private weak var textView: UITextView?
    private var ownPadding: CGFloat = 5

    open var size: CGSize
    open var widthTracksTextView = true
    open var heightTracksTextView = false
    open var maximumNumberOfLines = 0
    open var lineBreakMode = NSLineBreakMode.byWordWrapping

    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public convenience override init() { self.init(size: .zero) }

    init(textView: UITextView) {
        self.textView = textView
        size = .zero
        super.init()
    }

    open var lineFragmentPadding: CGFloat {
        get { ownPadding }
        set {
            ownPadding = newValue
            guard let textView else { return }
            MainActor.assumeIsolated { textView.setLineFragmentPadding(newValue) }
        }
    }
}

extension UITextView {
    func setLineFragmentPadding(_ padding: CGFloat) {
        content.lineFragmentPadding = Double(padding)
        invalidateIntrinsicContentSize()
    }
}
