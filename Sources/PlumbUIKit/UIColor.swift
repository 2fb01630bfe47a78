internal import AutoLayout

/// UIKit's `UIColor`: sRGB components from 0 to 1, and UIKit's named colours. A system
/// colour keeps its dark value for drawing in the dark appearance (Plumb's table, from
/// `reference/traits.md`); everything else is one colour.
open class UIColor: NSObject, @unchecked Sendable {
    /// First, before any other stored property (its comment says why).
    private let coreFoundationType = CoreFoundationTypeWord()
    let red: CGFloat
    let green: CGFloat
    let blue: CGFloat
    let alpha: CGFloat
    /// The model colour, with its dark variant for system colours.
    let model: Color

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        func channel(_ value: CGFloat) -> UInt8 { UInt8((min(max(Double(value), 0), 1) * 255).rounded()) }
        model = Color(red: channel(red), green: channel(green), blue: channel(blue), alpha: channel(alpha))
        super.init()
    }

    /// `#colorLiteral(red:green:blue:alpha:)`, as Xcode's colour picker writes it.
    public required convenience init(
        _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
    ) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    init(model: Color) {
        red = CGFloat(model.red) / 255
        green = CGFloat(model.green) / 255
        blue = CGFloat(model.blue) / 255
        alpha = CGFloat(model.alpha) / 255
        self.model = model
        super.init()
    }

    /// The components in the light appearance; always true here, as every colour is RGB.
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return other.model == model && other.red == red && other.green == green && other.blue == blue
            && other.alpha == alpha
    }

    open override var hash: Int { model.hashValue }

    open override var description: String {
        "UIExtendedSRGBColorSpace \(red) \(green) \(blue) \(alpha)"
    }

    /// A system colour from the model's table; black if the table lacks the name (it does not
    /// for any name declared below).
    static func system(_ name: String) -> UIColor {
        UIColor(model: Color.system(named: name) ?? Color(red: 0, green: 0, blue: 0))
    }

    // UIKit's fixed colours.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // UIKit's system (adaptive) colours.
    public class var systemRed: UIColor { system("systemRed") }
    public class var systemGreen: UIColor { system("systemGreen") }
    public class var systemBlue: UIColor { system("systemBlue") }
    public class var systemOrange: UIColor { system("systemOrange") }
    public class var systemYellow: UIColor { system("systemYellow") }
    public class var systemPink: UIColor { system("systemPink") }
    public class var systemPurple: UIColor { system("systemPurple") }
    public class var systemTeal: UIColor { system("systemTeal") }
    public class var systemIndigo: UIColor { system("systemIndigo") }
    public class var systemGray: UIColor { system("systemGray") }
    public class var label: UIColor { system("label") }
    public class var secondaryLabel: UIColor { system("secondaryLabel") }
    public class var tertiaryLabel: UIColor { system("tertiaryLabel") }
    public class var separator: UIColor { system("separator") }
    public class var link: UIColor { system("link") }
    public class var systemBackground: UIColor { system("systemBackground") }
    public class var secondarySystemBackground: UIColor { system("secondarySystemBackground") }
    public class var systemGroupedBackground: UIColor { system("systemGroupedBackground") }
    public class var quaternaryLabel: UIColor { system("quaternaryLabel") }
    public class var placeholderText: UIColor { system("placeholderText") }
    public class var opaqueSeparator: UIColor { system("opaqueSeparator") }
    public class var tertiarySystemBackground: UIColor { system("tertiarySystemBackground") }
    public class var secondarySystemGroupedBackground: UIColor { system("secondarySystemGroupedBackground") }
    public class var tertiarySystemGroupedBackground: UIColor { system("tertiarySystemGroupedBackground") }
    public class var systemFill: UIColor { system("systemFill") }
    public class var secondarySystemFill: UIColor { system("secondarySystemFill") }
    public class var tertiarySystemFill: UIColor { system("tertiarySystemFill") }
    public class var quaternarySystemFill: UIColor { system("quaternarySystemFill") }
    public class var systemGray2: UIColor { system("systemGray2") }
    public class var systemGray3: UIColor { system("systemGray3") }
    public class var systemGray4: UIColor { system("systemGray4") }
    public class var systemGray5: UIColor { system("systemGray5") }
    public class var systemGray6: UIColor { system("systemGray6") }
    public class var systemMint: UIColor { system("systemMint") }
    public class var systemCyan: UIColor { system("systemCyan") }
    public class var systemBrown: UIColor { system("systemBrown") }
    public class var groupTableViewBackground: UIColor { system("groupTableViewBackground") }
    public class var darkText: UIColor { system("darkText") }
    public class var lightText: UIColor { system("lightText") }
}

extension UIColor: _ExpressibleByColorLiteral {}

/// The type `#colorLiteral` makes where no other is asked for, as UIKit declares it.
public typealias _ColorLiteralType = UIColor
