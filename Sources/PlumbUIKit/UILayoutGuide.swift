internal import AutoLayout

/// UIKit's `UILayoutGuide`: a rectangle that takes part in layout and draws nothing, over the
/// model's `LayoutGuide`. A view's system guides (`layoutMarginsGuide`,
/// `safeAreaLayoutGuide`) are ones the view made; a team's own are added with
/// `UIView.addLayoutGuide(_:)`.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    let model: LayoutGuide
    /// What the guide is called in reports; UIKit's system guides have their own names.
    open var identifier: String
    public private(set) weak var owningView: UIView?

    public override init() {
        model = LayoutGuide(name: "UILayoutGuide")
        identifier = ""
        super.init()
    }

    init(model: LayoutGuide, identifier: String, owningView: UIView) {
        self.model = model
        self.identifier = identifier
        self.owningView = owningView
        super.init()
    }

    func attach(to view: UIView) { owningView = view }

    /// The guide's rectangle in its owning view's coordinates, from the last layout pass
    /// (zero before the first, or when the guide has no view).
    open var layoutFrame: CGRect {
        guard let view = owningView, let frame = LayoutCycle.solvedFrame(of: model, in: view) else { return .zero }
        return frame
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(owner: self, item: model, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(owner: self, item: model, attribute: .trailing)
    }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(owner: self, item: model, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(owner: self, item: model, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(owner: self, item: model, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(owner: self, item: model, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(owner: self, item: model, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(owner: self, item: model, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(owner: self, item: model, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(owner: self, item: model, attribute: .height) }
}
