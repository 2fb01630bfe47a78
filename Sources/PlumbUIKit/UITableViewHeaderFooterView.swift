/// UIKit's `UITableViewHeaderFooterView`: a reusable section header or footer with a
/// `contentView` (autoresizing to fill it), a `textLabel` placed by frames at the content
/// view's leading margin, and a `backgroundView` behind. A table makes one for a section
/// title; a team's subclass, registered and dequeued, is sized by its content view's
/// constraints when the table's header height is automatic.
open class UITableViewHeaderFooterView: UIView {
    open var reuseIdentifier: String? { storedReuseIdentifier }
    var storedReuseIdentifier: String?

    open var contentView: UIView { storedContentView }
    private let storedContentView = UIView(frame: .zero)

    public init(reuseIdentifier: String?) {
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        configureHeader()
    }

    /// There is no archive to decode on Linux: a header with no identifier.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureHeader()
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a registered class's view (Plumb's, as for cells: Swift makes a
    /// subclass through its metatype only with a `required` initializer). Subclasses that
    /// override `init(reuseIdentifier:)`, or no initializer, inherit it.
    public required convenience init(plumbReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    private func configureHeader() {
        storedContentView.frame = bounds
        storedContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(storedContentView)
    }

    /// The title label, made on first use (a table sets it for a section title).
    open var textLabel: UILabel? {
        if let label = textLabelStorage { return label }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        textLabelStorage = label
        storedContentView.addSubview(label)
        setNeedsLayout()
        return label
    }
    var textLabelStorage: UILabel?

    /// A second label, stored (UIKit's grouped-footer detail); not placed.
    open var detailTextLabel: UILabel? {
        if let label = detailLabelStorage { return label }
        let label = UILabel()
        detailLabelStorage = label
        return label
    }
    private var detailLabelStorage: UILabel?

    /// Behind the content view, as large as the view.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            guard let backgroundView else { return }
            backgroundView.frame = bounds
            backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(backgroundView, belowSubview: storedContentView)
        }
    }

    /// Called when the table dequeues the view again.
    open func prepareForReuse() {}

    /// The margins above and below the title (TableMetrics; set by the table for its style).
    var titleMargins: (top: CGFloat, bottom: CGFloat) = (4, 4)
    var pixelScale: CGFloat = 3

    /// The content view fills the view; the title sits at the content view's leading
    /// margin, `titleMargins.bottom` above its bottom, as wide as the margins allow.
    open override func layoutSubviews() {
        super.layoutSubviews()
        storedContentView.frame = bounds
        backgroundView?.frame = bounds
        guard let label = textLabelStorage, let size = titleSize(width: bounds.width) else { return }
        let margins = storedContentView.directionalLayoutMargins
        label.frame = CGRect(
            x: margins.leading, y: bounds.height - titleMargins.bottom - size.height, width: size.width,
            height: size.height)
    }

    /// The title's frame size in a view `width` wide (nil without a title).
    func titleSize(width: CGFloat) -> CGSize? {
        guard let label = textLabelStorage, let text = label.text, !text.isEmpty else { return nil }
        let margins = storedContentView.directionalLayoutMargins
        let available = max(0, width - margins.leading - margins.trailing)
        let fitted = label.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude))
        return CGSize(width: available, height: (fitted.height * pixelScale).rounded(.up) / pixelScale)
    }

    /// The height the title needs with its margins (nil without a title).
    func titleHeight(width: CGFloat) -> CGFloat? {
        titleSize(width: width).map { $0.height + titleMargins.top + titleMargins.bottom }
    }
}
