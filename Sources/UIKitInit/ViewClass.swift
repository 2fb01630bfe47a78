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
    /// or storyboard connects it, and Linux loads neither, so `Name()` would leave it nil and
    /// crash where the class reads it. Its test is generated disabled, saying so.
    public var connectedByNib: Bool = false

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
