internal import AutoLayout

// UIKit's debugging descriptions: a view's `-description` and `-recursiveDescription`, and a
// view controller's `-_printHierarchy`. On iOS the last two are private Objective-C methods
// reached through `perform(_:)`; here they are `@_spi(Plumb)`, for swift-snapshot-testing's
// `.recursiveDescription` and `.hierarchy`, so a team's namespace gains nothing.
//
// Addresses are the stable pseudo-addresses of the console log (`UIKitConsoleText`), never
// memory addresses; the snapshot strategies remove them, as swift-snapshot-testing removes
// real ones.

extension UIView {
    /// UIKit's description of the view: `<UILabel: 0x7fb…; frame = (16 20; 343 20.3333);
    /// text = 'Hi'; opaque = NO; autoresize = RM+BM; userInteractionEnabled = NO;
    /// layer = <_UILabelLayer: 0x600…>>`. Fields in UIKit's order, each only when it is not
    /// UIKit's default: `text` (labels), `clipsToBounds`, `alpha`, `hidden`, `opaque`,
    /// `autoresize` (the mask's flags, `LM+W+RM+TM+H+BM`), `userInteractionEnabled`, `tag`,
    /// `gestureRecognizers`, `backgroundColor`; then the layer.
    @_spi(Plumb)
    public var uikitDescription: String {
        let address = UIKitConsoleText.address(item: node.itemID)
        var fields = ["frame = \(Self.describe(frame))"]
        if let label = self as? UILabel, let text = label.text { fields.append("text = '\(text)'") }
        if clipsToBounds { fields.append("clipsToBounds = YES") }
        if alpha != 1 { fields.append("alpha = \(UIKitConsoleText.number(Double(alpha)))") }
        if isHidden { fields.append("hidden = YES") }
        if !isOpaque { fields.append("opaque = NO") }
        if let mask = Self.describe(autoresizingMask) { fields.append("autoresize = \(mask)") }
        if !isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
        if tag != 0 { fields.append("tag = \(tag)") }
        if gestureRecognizers != nil { fields.append("gestureRecognizers = <NSArray: \(address)>") }
        if let color = backgroundColor { fields.append("backgroundColor = \(Self.describe(color))") }
        let layerAddress = "0x600" + String(UIKitConsoleText.address(item: node.itemID).dropFirst(5))
        fields.append("layer = <\(layerClassName): \(layerAddress)>")
        return "<\(ItemNames.className(of: self)): \(address); " + fields.joined(separator: "; ") + ">"
    }

    /// UIKit's `recursiveDescription`: this view's description, then each subview's in
    /// order, depth first, each level indented by `   | ` (three spaces, a bar, a space).
    @_spi(Plumb)
    public func recursiveDescription() -> String {
        var lines: [String] = []
        appendDescription(to: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func appendDescription(to lines: inout [String], depth: Int) {
        let indent = String(repeating: "   | ", count: depth)
        lines.append(indent + uikitDescription)
        for subview in subviews { subview.appendDescription(to: &lines, depth: depth + 1) }
    }

    /// The class of the layer UIKit gives the view: labels draw in `_UILabelLayer`, stack
    /// views are `CATransformLayer`s, everything else a `CALayer`.
    private var layerClassName: String {
        if self is UILabel { return "_UILabelLayer" }
        if self is UIStackView { return "CATransformLayer" }
        return "CALayer"
    }

    /// `(x y; w h)`, UIKit's numbers (six significant digits).
    static func describe(_ rect: CGRect) -> String {
        let n = { (value: CGFloat) in UIKitConsoleText.number(Double(value)) }
        return "(\(n(rect.minX)) \(n(rect.minY)); \(n(rect.width)) \(n(rect.height)))"
    }

    /// The mask as UIKit abbreviates it, in bit order; nil for none.
    static func describe(_ mask: AutoresizingMask) -> String? {
        let flags: [(AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        let names = flags.filter { mask.contains($0.0) }.map(\.1)
        return names.isEmpty ? nil : names.joined(separator: "+")
    }

    /// A colour as UIKit prints an sRGB one: `UIExtendedSRGBColorSpace 1 0 0 1`.
    static func describe(_ color: UIColor) -> String {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let parts = [red, green, blue, alpha].map { UIKitConsoleText.number(Double($0)) }
        return "UIExtendedSRGBColorSpace " + parts.joined(separator: " ")
    }
}

extension UIViewController {
    /// UIKit's `_printHierarchy`: each controller with its appearance state and its view,
    /// children in order below it, indented as `recursiveDescription` indents:
    /// `<UINavigationController 0x7fa…>, state: appeared, view: <UILayoutContainerView 0x7fb…>`,
    /// then `not in the window` for a loaded view outside one, or `(view not loaded)`.
    /// Containers' views print as UIKit's `UILayoutContainerView`.
    @_spi(Plumb)
    public func printHierarchy() -> String {
        var lines: [String] = []
        var index = 0
        appendHierarchy(to: &lines, depth: 0, index: &index)
        return lines.joined(separator: "\n")
    }

    private func appendHierarchy(to lines: inout [String], depth: Int, index: inout Int) {
        index += 1
        let indent = String(repeating: "   | ", count: depth)
        // Controllers have no item id: their pseudo-address is their place in the walk.
        let digits = String(index * 16, radix: 16)
        let address = "0x7fa" + String(repeating: "0", count: max(0, 9 - digits.count)) + digits
        let state =
            switch appearanceState {
            case .appeared: "appeared"
            case .appearing: "appearing"
            case .disappeared: "disappeared"
            case .disappearing: "disappearing"
            }
        var viewText = "(view not loaded)"
        if let view = viewIfLoaded {
            let className =
                (self is UINavigationController || self is UITabBarController) && type(of: view) == UIView.self
                ? "UILayoutContainerView" : ItemNames.className(of: view)
            viewText = "<\(className) \(UIKitConsoleText.address(item: view.node.itemID))>"
            if view.window == nil { viewText += " not in the window" }
        }
        lines.append(indent + "<\(Self.className(of: self)) \(address)>, state: \(state), view: \(viewText)")
        for child in children { child.appendHierarchy(to: &lines, depth: depth + 1, index: &index) }
    }

    /// UIKit's controllers by their own names; a team's module-qualified, as for views.
    static func className(of controller: UIViewController) -> String {
        let qualified = String(reflecting: type(of: controller))
        if qualified.hasPrefix("PlumbUIKit.") { return String(qualified.dropFirst("PlumbUIKit.".count)) }
        return qualified.contains("(") ? "\(type(of: controller))" : qualified
    }
}
