/// UIKit's `UICollectionReusableView`, the base of cells and of supplementary views such as
/// section headers: a view with a reuse identifier that a collection view frames from its
/// layout's attributes (then calls `apply(_:)`), and recycles.
open class UICollectionReusableView: UIView {
    open var reuseIdentifier: String? { storedReuseIdentifier }
    var storedReuseIdentifier: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// There is no archive to decode on Linux.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How a collection view makes a registered class's view (Plumb's, not UIKit's: Swift
    /// makes a subclass through its metatype only with a `required` initializer, and UIKit's
    /// `init(frame:)` is not one). Subclasses that override `init(frame:)`, or no
    /// initializer, inherit it.
    public required convenience init(plumbReuseIdentifier reuseIdentifier: String?) {
        self.init(frame: .zero)
        storedReuseIdentifier = reuseIdentifier
    }

    /// Called when the collection view dequeues the view again.
    open func prepareForReuse() {}

    /// The attributes the view would like, for a self-sizing layout: by default the size
    /// its constraints give it (`systemLayoutSizeFitting` towards the attributes' size, at
    /// fitting priority both ways), as UIKit's cells answer.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
        let fitted = systemLayoutSizeFitting(
            layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
        if fitted.width > 0 && fitted.height > 0 { preferred.size = fitted }
        return preferred
    }

    /// Called after the collection view set the view's frame from the attributes.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}

/// UIKit's `UICollectionViewCell`: a reusable view whose `contentView` fills it (subviews go
/// there), with background views and selection state.
open class UICollectionViewCell: UICollectionReusableView {
    open var contentView: UIView { storedContentView }
    private let storedContentView = UIView(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureCell()
    }

    private func configureCell() {
        storedContentView.frame = bounds
        storedContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(storedContentView)
    }

    /// Shows `selectedBackgroundView` while selected.
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsLayout() } }
    }
    open var isHighlighted = false

    /// Behind the content view, as large as the cell.
    open var backgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: backgroundView) }
    }

    /// Behind the content view while the cell is selected.
    open var selectedBackgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: selectedBackgroundView) }
    }

    private func replaceBackground(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        guard let new else { return }
        new.frame = bounds
        new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(new, belowSubview: storedContentView)
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        storedContentView.frame = bounds
        backgroundView?.frame = bounds
        if let selectedBackgroundView {
            selectedBackgroundView.frame = bounds
            if selectedBackgroundView.isHidden == isSelected { selectedBackgroundView.isHidden = !isSelected }
        }
    }
}
