import Testing
import UIKitInit

/// `ViewScanner`: which classes are views, which can be made with no arguments, what a file
/// imports, read through the lexer so that comments and strings do not count.
@Suite struct ViewScannerTests {
    static let header = """
        import UIKit
        @testable import Theme
        import class Shared.Avatar

        // class InComment: UIView {}
        /* class InBlock: UIViewController {} */
        let text = "class InString: UIView {}"

        final class ProfileHeaderView: UIKit.UIView {
            class func make() -> ProfileHeaderView { ProfileHeaderView() }
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError() }
            final class Badge: UILabel {}
        }

        class FeedCell: BaseCell {
            init(post: Post) { super.init(style: .default, reuseIdentifier: nil) }
            required init?(coder: NSCoder) { fatalError() }
        }

        private class Hidden: UIView {}
        class Box<T>: UIView {}
        struct NotAClass: Equatable {}
        protocol Shape: class {}
        class Model: Codable {}

        """
    static let base = """
        class BaseCell: UITableViewCell {}
        open class LoginViewController: UIViewController {
            convenience init() { self.init(nibName: nil, bundle: nil) }
        }
        class OnlyCoder: UIView {
            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func findsTheViewClassesAndTheirKinds() throws {
        let scan = ViewScanner.scan(files: [("A.swift", Self.header), ("B.swift", Self.base)])
        #expect(scan.failures.isEmpty)
        let summary = scan.classes.map {
            "\($0.name): \($0.superclass) \($0.file):\($0.line) \($0.kind?.rawValue ?? "-") "
                + "\($0.constructibleWithoutArguments ? "noargs" : "args") \($0.testable ? "testable" : "hidden")"
        }
        #expect(
            summary == [
                "ProfileHeaderView: UIView A.swift:9 view noargs testable",
                "ProfileHeaderView.Badge: UILabel A.swift:13 view noargs testable",
                "FeedCell: BaseCell A.swift:16 view args testable",
                "Hidden: UIView A.swift:21 view noargs hidden",
                "Box: UIView A.swift:22 view noargs hidden",
                "Model: Codable A.swift:25 - noargs testable",
                "BaseCell: UITableViewCell B.swift:1 view noargs testable",
                "LoginViewController: UIViewController B.swift:2 viewController noargs testable",
                "OnlyCoder: UIView B.swift:5 view args testable",
            ])
        #expect(scan.imports == ["Shared", "Theme", "UIKit"])
    }

    @Test func inheritsTheKindThroughAnyNumberOfTheScansClasses() {
        let scan = ViewScanner.scan(files: [
            ("A.swift", "class C: B {}\nclass B: A {}\nclass A: UICollectionViewCell {}\nclass Loop: Loop {}\n")
        ])
        #expect(scan.classes.map { $0.kind } == [.view, .view, .view, nil])
    }

    @Test func aNoArgumentInitComesFromTheDeclaredInits() {
        #expect(ViewScannerTestsHelper.constructible([]))
        #expect(ViewScannerTestsHelper.constructible([""]))
        #expect(ViewScannerTestsHelper.constructible(["frame", "coder"]))
        #expect(ViewScannerTestsHelper.constructible(["nibName", "coder"]))
        #expect(ViewScannerTestsHelper.constructible(["style", "coder"]))
        #expect(!ViewScannerTestsHelper.constructible(["coder"]))
        #expect(!ViewScannerTestsHelper.constructible(["post", "coder"]))
        #expect(!ViewScannerTestsHelper.constructible(["frame"]))
        #expect(!ViewScannerTestsHelper.constructible(["frameAndMore", "coder"]))
        // UIKit's two overridden: `init()` is inherited, whatever designated inits are added.
        #expect(ViewScannerTestsHelper.constructible(["frame", "frameAndMore", "coder"]))
        #expect(ViewScannerTestsHelper.constructible(["frame", "post", "coder"]))
    }

    /// An implicitly unwrapped `@IBOutlet` of the class itself (not of a class nested in it, not
    /// an optional one, not one in a comment) marks it as connected by a nib; its test is
    /// generated disabled, with the reason.
    @Test func implicitlyUnwrappedOutletsMeanANib() throws {
        let source = """
            class FromNib: UITableViewHeaderFooterView {
                /// @IBOutlet var commented: UIView!
                @IBOutlet private var containerView: UIView!
                @IBOutlet override var textLabel: UILabel? { get { nil } set {} }
            }
            class Optional: UIView {
                @IBOutlet weak var label: UILabel?
                @IBOutlet var views: [UIView] = []
                class Inner: UIView { @IBOutlet var inner: UIView! }
                let flag = true; func check() -> Bool { !flag }
            }
            class Collection: UIViewController {
                @IBOutlet var fields: [UITextField]!
            }
            """
        let scan = ViewScanner.scan(files: [("A.swift", source)])
        #expect(
            scan.classes.map { "\($0.name) \($0.connectedByNib)" } == [
                "FromNib true", "Optional false", "Optional.Inner true", "Collection true",
            ])
        let package = SnapshotPackage(plumb: .path("../plumb"), standIns: [], tested: [scan.classes[0]])
        #expect(
            package.testFile.contains(
                """
                    /// A.swift:1
                    @Test(.disabled("FromNib's @IBOutlets are connected by the nib or storyboard that makes it, so FromNib() leaves them nil: snapshot it as that nib makes it (UINib(nibName:bundle:).instantiate(withOwner:)), or make its views in code, then enable this test")) func fromNib() {
                        assertSnapshot(of: phoneWidth(FromNib()), as: .image)
                    }
                """))
    }

    /// A file that loads a nib with `self` as the owner (UINib's `instantiate(withOwner:)` or
    /// Bundle's `loadNibNamed(_:owner:)`, the label inside that call) marks its classes as
    /// loading their own nib; `owner: self` elsewhere, or another owner, does not.
    @Test func loadingANibWithSelfAsTheOwnerIsFound() throws {
        func loads(_ body: String) throws -> Bool {
            let scan = try ViewScanner.scan(
                "class A: UIView {\n    func f() {\n        \(body)\n    }\n}\n", file: "A.swift")
            return try #require(scan.classes.first).loadsOwnNib
        }
        #expect(try loads("nib.instantiate(withOwner: self, options: nil)"))
        #expect(try loads("UINib(nibName: \"A\", bundle: nil).instantiate(withOwner: self)"))
        #expect(try loads("Bundle.main.loadNibNamed(\"A\", owner: self, options: nil)"))
        #expect(try !loads("nib.instantiate(withOwner: other)"))
        #expect(try !loads("Coordinator(owner: self)"))
        #expect(try !loads("Bundle.main.loadNibNamed(name(owner: self), owner: nil)"))
        #expect(try !loads("// nib.instantiate(withOwner: self)"))
    }

    /// The nibs a view controller looks for by its name, in UIKit's order.
    @Test func aViewControllersNibNames() {
        #expect(ViewClass.nibNames(forController: "ProfileViewController") == ["ProfileView", "ProfileViewController"])
        #expect(ViewClass.nibNames(forController: "Outer.SettingsController") == ["Settings", "SettingsController"])
        #expect(ViewClass.nibNames(forController: "Controller") == ["Controller"])
        #expect(ViewClass.nibNames(forController: "Login") == ["Login"])
    }

    @Test func anUnterminatedStringIsAFailureNamingItsLine() {
        let scan = ViewScanner.scan(files: [("Views/Bad.swift", "class A: UIView {}\nlet s = \"open\n")])
        #expect(scan.failures.map(\.description) == ["Views/Bad.swift:2: error: unterminated string literal"])
        #expect(scan.classes.isEmpty)
    }
}

/// The inheritance rule, through a one-class source per case.
enum ViewScannerTestsHelper {
    static func constructible(_ labels: [String]) -> Bool {
        let inits = labels.map { label -> String in
            switch label {
            case "": "init() { super.init(frame: .zero) }"
            case "coder": "required init?(coder: NSCoder) { fatalError() }"
            case "style":
                "override init(style: CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: nil) }"
            case "frame": "override init(frame: CGRect) { super.init(frame: frame) }"
            case "frameAndMore": "init(frame: CGRect, action: Action) { super.init(frame: frame) }"
            case "nibName":
                "override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }"
            default: "init(\(label): Int) { super.init(frame: .zero) }"
            }
        }
        let source = "class V: UIView {\n" + inits.joined(separator: "\n") + "\n}\n"
        let scan = try? ViewScanner.scan(source, file: "V.swift")
        return scan?.classes.first?.constructibleWithoutArguments ?? false
    }
}
