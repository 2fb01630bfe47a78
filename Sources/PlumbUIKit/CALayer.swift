internal import AutoLayout

/// Core Animation's `CALayer`, as far as view code sets it: the corner radius, border and
/// masking the renderer draws (they are the view's own in the model, so `layer.cornerRadius`
/// and a view's drawing agree), and the shadow, corner curve and masked corners, stored for
/// later drawing. A view's layer is made with the view and never replaced.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The view whose model this layer writes to (nil for a layer made on its own).
    private(set) weak var view: UIView?
    private var ownCornerRadius: CGFloat = 0
    private var ownBorderWidth: CGFloat = 0
    private var ownBorderColor: CGColor?
    private var ownMasksToBounds = false

    public override init() { super.init() }

    init(view: UIView) {
        self.view = view
        super.init()
    }

    open var cornerRadius: CGFloat {
        get { view.map { CGFloat($0.node.cornerRadius) } ?? ownCornerRadius }
        set {
            ownCornerRadius = newValue
            view?.node.cornerRadius = Double(newValue)
        }
    }

    open var borderWidth: CGFloat {
        get { view.map { CGFloat($0.node.borderWidth) } ?? ownBorderWidth }
        set {
            ownBorderWidth = newValue
            view?.node.borderWidth = Double(newValue)
        }
    }

    open var borderColor: CGColor? {
        get { ownBorderColor }
        set {
            ownBorderColor = newValue
            view?.node.borderColor = newValue?.model
        }
    }

    /// `clipsToBounds` on the view.
    open var masksToBounds: Bool {
        get { view?.clipsToBounds ?? ownMasksToBounds }
        set {
            ownMasksToBounds = newValue
            view?.clipsToBounds = newValue
        }
    }

    // Stored for the renderer, which does not draw shadows or continuous corners yet.
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowPath: CGPath?
    open var cornerCurve: CALayerCornerCurve = .circular
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    open var opacity: Float = 1
    open var isOpaque = false
    open var zPosition: CGFloat = 0
    open var name: String?
}

/// `CALayer.cornerCurve`'s values.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Which corners a layer's corner radius rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// Core Graphics' `CGColor`, which Linux's Foundation lacks: the colour a layer's border and
/// shadow take (`UIColor.cgColor`).
public final class CGColor: @unchecked Sendable {
    let model: Color

    init(model: Color) { self.model = model }
}

extension UIColor {
    public var cgColor: CGColor { CGColor(model: model) }

    public convenience init(cgColor: CGColor) { self.init(model: cgColor.model) }
}
