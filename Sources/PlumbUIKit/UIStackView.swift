internal import AutoLayout

/// UIKit's `UIStackView`, over the model's `StackView`, which generates the arrangement's
/// constraints (UIKit's `UISV-…` ones) for the engine. Arranged views are subviews of the
/// stack in both trees.
open class UIStackView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Non-failable, as UIKit's `UIStackView.init(coder:)` is.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// A stack whose setters leave its constraints to the next read of an engine, as UIKit
    /// makes a stack's `UISV-…` constraints at the next layout pass: a stack given its views,
    /// then its spacing, then its alignment makes them once (docs/uikit.md, "Speed").
    override class func makeNode() -> View {
        let stack = StackNode(name: "UIStackView")
        stack.defersUpdates = true
        return stack
    }

    /// The model stack (`makeNode()` made it one).
    private var stack: StackView? { node as? StackView }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        // One change for all the views, not one per view.
        guard let stack else {
            for view in views { addArrangedSubview(view) }
            return
        }
        stack.performBatchUpdates {
            for view in views { addArrangedSubview(view) }
        }
    }

    /// UIKit's `UIStackView.Distribution`, with UIKit's raw values.
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering

        var model: StackView.Distribution {
            switch self {
            case .fill: .fill
            case .fillEqually: .fillEqually
            case .fillProportionally: .fillProportionally
            case .equalSpacing: .equalSpacing
            case .equalCentering: .equalCentering
            }
        }
    }

    /// UIKit's `UIStackView.Alignment`, with UIKit's raw values.
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline

        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing

        var model: StackView.Alignment {
            switch self {
            case .fill: .fill
            case .leading: .leading
            case .firstBaseline: .firstBaseline
            case .center: .center
            case .trailing: .trailing
            case .lastBaseline: .lastBaseline
            }
        }
    }

    /// `customSpacing(after:)` for a view without custom spacing (UIKit's `FLT_MAX`).
    public nonisolated static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { changeArrangement { $0.axis = axis.model } }
    }

    open var distribution: Distribution = .fill {
        didSet { changeArrangement { $0.distribution = distribution.model } }
    }

    open var alignment: Alignment = .fill {
        didSet { changeArrangement { $0.alignment = alignment.model } }
    }

    open var spacing: CGFloat = 0 {
        didSet { changeArrangement { $0.spacing = Double(spacing) } }
    }

    open var isBaselineRelativeArrangement = false {
        didSet { changeArrangement { $0.isBaselineRelativeArrangement = isBaselineRelativeArrangement } }
    }

    open var isLayoutMarginsRelativeArrangement = false {
        didSet { changeArrangement { $0.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement } }
    }

    private func changeArrangement(_ change: (StackView) -> Void) {
        guard let stack else { return }
        change(stack)
        LayoutCycle.modelChanged()
    }

    open var arrangedSubviews: [UIView] {
        (stack?.arrangedSubviews ?? []).compactMap { ($0 as? any UIKitNode)?.owner }
    }

    /// Adds the view as a subview too, if it is not one.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: stack?.arrangedSubviews.count ?? 0)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if view.superview !== self { addSubview(view) }
        guard view.superview === self else { return }
        changeArrangement { $0.insertArrangedSubview(view.node, at: stackIndex) }
    }

    /// Takes the view out of the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        changeArrangement { $0.removeArrangedSubview(view.node) }
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        let value = spacing >= UIStackView.spacingUseDefault ? StackView.spacingUseDefault : Double(spacing)
        changeArrangement { $0.setCustomSpacing(value, after: arrangedSubview.node) }
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        let value = stack?.customSpacing(after: arrangedSubview.node) ?? StackView.spacingUseDefault
        return value == StackView.spacingUseDefault ? UIStackView.spacingUseDefault : CGFloat(value)
    }
}
