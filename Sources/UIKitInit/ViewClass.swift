/// A class a scan found, with what `plumb uikit init` needs to know to snapshot it.
public struct ViewClass: Equatable, Sendable {
    /// What a snapshot test does with it: a view is drawn at a phone's width, a view
    /// controller on an iPhone 13.
    public enum Kind: String, Equatable, Sendable {
        case view
        case viewController
    }

    /// The name as the test file spells it: `Outer.Inner` for a nested class.
    public var name: String
    /// The superclass as written (`UIView`, `UIKit.UIView` → `UIView`, `BaseCell`).
    public var superclass: String
    /// The file, as given to the scan, and the 1-based line of `class`.
    public var file: String
    public var line: Int
    /// Set once the class is known to derive from one of UIKit's view classes.
    public var kind: Kind?
    /// Whether `Name()` compiles: see `ViewScanner.constructibleWithoutArguments`.
    public var constructibleWithoutArguments: Bool
    /// `private`, `fileprivate` or generic classes cannot be named by a test file.
    public var testable: Bool
    /// It declares an implicitly unwrapped `@IBOutlet` (`@IBOutlet var label: UILabel!`): a nib
    /// or storyboard that makes the class connects it, so `Name()` leaves it nil and crashes
    /// where the class reads it, unless the class loads a nib itself (`loadsOwnNib`). Such a
    /// test is generated disabled, saying so.
    public var connectedByNib: Bool = false
    /// Its file loads a nib with `self` as the owner (`UINib(…).instantiate(withOwner: self…)`,
    /// `Bundle.main.loadNibNamed(…, owner: self…)`), as Simplenote's `SPSectionHeaderView`
    /// does, or it is a view controller with a xib named after it, which `loadView()` loads:
    /// `Name()` connects its outlets from the app's xib, whose folder `AppNibs.swift` registers.
    public var loadsOwnNib: Bool = false

    /// A class whose outlets `Name()` leaves nil: its test is generated disabled.
    public var madeByANib: Bool { connectedByNib && !loadsOwnNib }

    /// The nibs a view controller of this name loads its view from when no `nibName` is
    /// given, in UIKit's order: the name without its "Controller", then the whole name
    /// (`Outer.Inner` is looked up as `Inner`).
    public static func nibNames(forController name: String) -> [String] {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        guard last.hasSuffix("Controller"), last.count > "Controller".count else { return [last] }
        return [String(last.dropLast("Controller".count)), last]
    }

    public init(
        name: String, superclass: String, file: String, line: Int, kind: Kind? = nil,
        constructibleWithoutArguments: Bool, testable: Bool
    ) {
        self.name = name
        self.superclass = superclass
        self.file = file
        self.line = line
        self.kind = kind
        self.constructibleWithoutArguments = constructibleWithoutArguments
        self.testable = testable
    }
}
