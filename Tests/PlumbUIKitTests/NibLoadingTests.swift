import Foundation
@_spi(Plumb) import PlumbUIKit
import Testing

// UINib reading xibs (docs/uikit.md, "Nibs"): the fixtures in Nibs/ are written by hand and
// copied into the test bundle's resources, where `bundle: nil` finds them as an app's main
// bundle would.

/// A header made as Simplenote's `SPSectionHeaderView` makes itself: it loads its nib with
/// itself as the owner, and pins the container the nib's outlet gives it.
final class NibHeaderView: UIView {
    private var containerView: UIView!
    private(set) weak var titleLabel: UILabel?
    private(set) var objects: [Any] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        objects = UINib(nibName: "NibHeaderView", bundle: nil).instantiate(withOwner: self, options: nil)
        addSubview(containerView)
        containerView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            containerView.leadingAnchor.constraint(equalTo: leadingAnchor),
            containerView.trailingAnchor.constraint(equalTo: trailingAnchor),
            containerView.topAnchor.constraint(equalTo: topAnchor),
            containerView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    var container: UIView { containerView }

    // What Plumb's rewrite writes for `@IBOutlet private var containerView: UIView!` and
    // `@IBOutlet private(set) weak var titleLabel: UILabel?` (UIKitRewriteTests checks the text).
    override func connectNibOutlet(_ name: String, to object: Any) -> Bool {
        switch (name, object) {
        case ("containerView", let value as UIView): containerView = value
        case ("titleLabel", let value as UILabel): titleLabel = value
        default: return super.connectNibOutlet(name, to: object)
        }
        return true
    }
}

/// The header's `customClass`: a nib makes it with `init?(coder:)`, as UIKit does.
final class NibTitleLabel: UILabel {
    private(set) var madeByCoder = false
    /// The text when the nib woke it: set before, as UIKit's nib sets it.
    private(set) var textAtAwake: String?

    override init(frame: CGRect) { super.init(frame: frame) }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        madeByCoder = true
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        textAtAwake = text
    }
}

/// An owner with one outlet and the answer false for any other.
final class NibSingleOutletOwner: NSObject, UINibOutletConnecting {
    var view: UIView?
    var rows: [UIView] = []

    func connectNibOutlet(_ name: String, to object: Any) -> Bool {
        guard name == "view" else { return false }
        view = object as? UIView
        return true
    }

    func appendNibOutlet(_ name: String, object: Any) -> Bool {
        guard name == "rows", let row = object as? UIView else { return false }
        rows.append(row)
        return true
    }
}

/// A superclass and a subclass, each with an outlet and an outlet collection, written as
/// Plumb's rewrite writes their `@IBOutlet`s: the subclass's methods fall back to the
/// superclass's, whose fall back to UIResponder's (false).
class NibBaseOwner: UIView {
    private(set) var base: UIView!
    private(set) var baseRows: [UIView]!

    override func connectNibOutlet(_ name: String, to object: Any) -> Bool {
        switch (name, object) {
        case ("base", let value as UIView): base = value
        default: return super.connectNibOutlet(name, to: object)
        }
        return true
    }

    override func appendNibOutlet(_ name: String, object: Any) -> Bool {
        switch (name, object) {
        case ("baseRows", let value as UIView): baseRows = (baseRows ?? []) + [value]
        default: return super.appendNibOutlet(name, object: object)
        }
        return true
    }
}

final class NibDerivedOwner: NibBaseOwner {
    private(set) weak var label: UILabel?
    private(set) var labels: [UILabel] = []

    override func connectNibOutlet(_ name: String, to object: Any) -> Bool {
        switch (name, object) {
        case ("label", let value as UILabel): label = value
        default: return super.connectNibOutlet(name, to: object)
        }
        return true
    }

    override func appendNibOutlet(_ name: String, object: Any) -> Bool {
        switch (name, object) {
        case ("labels", let value as UILabel): labels.append(value)
        default: return super.appendNibOutlet(name, object: object)
        }
        return true
    }
}

/// A view controller whose view is in `NibProfileView.xib`, found by its name as UIKit finds it;
/// its outlet written as the rewrite writes it.
final class NibProfileViewController: UIViewController {
    private(set) weak var nameLabel: UILabel?
    private(set) var labelAtViewDidLoad: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        labelAtViewDidLoad = nameLabel?.text
    }

    override func connectNibOutlet(_ name: String, to object: Any) -> Bool {
        switch (name, object) {
        case ("nameLabel", let value as UILabel): nameLabel = value
        default: return super.connectNibOutlet(name, to: object)
        }
        return true
    }
}

/// One whose nib (`NibNoView.xib`, written by the test) does not set the `view` outlet.
final class NibNoViewController: UIViewController {}

@Suite @MainActor
struct NibLoadingTests {
    /// A small xib around `objects`, its lines numbered from 1 as written here.
    static func xib(_ objects: String) -> Data {
        Data(
            ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n"
                + "    <objects>\n" + objects + "    </objects>\n</document>\n").utf8)
    }

    static func nibIssues(_ issues: [PlumbLayoutIssue]) -> [String] {
        issues.map(\.description)
    }

    /// The exceptions among `issues`, as `Name: reason`.
    static func exceptionReasons(_ issues: [PlumbLayoutIssue]) -> [String] {
        issues.compactMap { issue in
            guard case let .exception(exception) = issue else { return nil }
            return exception.name + ": " + exception.reason
        }
    }

    /// A new temporary folder holding `<name>.xib` (one 7 × 3 view, no owner outlets),
    /// registered with `PlumbNibFolders`, as `plumb uikit init`'s AppNibs.swift registers an
    /// app's. The suite runs on the main actor, so no other test sees it before `unregister`.
    static func registerFolder(holdingViewNib name: String) throws -> String {
        let folder = NSTemporaryDirectory() + "plumb-nib-\(name)-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let xib = xib(
            "        <view id=\"v\">\n            <rect key=\"frame\" x=\"0\" y=\"0\" width=\"7\" height=\"3\"/>\n"
                + "        </view>\n")
        try xib.write(to: URL(fileURLWithPath: folder + "/\(name).xib"))
        PlumbNibFolders.register(folder)
        return folder
    }

    static func unregister(_ folder: String) {
        PlumbNibFolders.removeAll()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Issue 33's case: the owner's outlets connected, the container pinned at 390 wide, and
    /// the nib's own constraints (a 2:1 ratio, a 999 priority, an identifier) laid out.
    @Test func headerLikeSimplenotesLaysOutAtAPhonesWidth() throws {
        var header: NibHeaderView?
        let issues = PlumbLayoutIssues.collect {
            header = NibHeaderView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
            header?.layoutIfNeeded()
        }
        #expect(Self.nibIssues(issues) == [])
        let view = try #require(header)
        let label = try #require(view.titleLabel as? NibTitleLabel)
        #expect(label.madeByCoder)
        #expect(label.textAtAwake == "Notes")
        #expect(view.objects.count == 1)
        #expect((view.objects.first as? UIView) === view.container)
        #expect(view.container.subviews.count == 2)
        let accessory = view.container.subviews[1]

        expectFrame(view.container, 0, 0, 390, 44)
        // 390 - 16 (trailing) - 40 (20 high at 2:1) = 334; the label from 16 to 334 - 8.
        expectFrame(accessory, 334, 12, 40, 20)
        #expect(abs(label.frame.minX - 16) <= 1e-3)
        #expect(abs(label.frame.width - 310) <= 1e-3)
        #expect(abs(label.frame.midY - 22) <= 1e-3)

        #expect(label.text == "Notes")
        #expect(label.numberOfLines == 2)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.font == UIFont.preferredFont(forTextStyle: .headline))
        #expect(label.textColor == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(label.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        #expect(label.contentCompressionResistancePriority(for: .horizontal) == UILayoutPriority(749))
        // Not in the xib: UIKit's default for a label.
        #expect(label.contentCompressionResistancePriority(for: .vertical) == UILayoutPriority(750))
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
        #expect(view.container.backgroundColor == UIColor(white: 1, alpha: 1))
        #expect(view.container.autoresizingMask == [.flexibleWidth, .flexibleHeight])

        let trailing = try #require(view.container.constraints.first { $0.identifier == "labelTrailing" })
        #expect(trailing.firstItem === accessory)
        #expect(trailing.firstAttribute == .leading)
        #expect(trailing.secondItem === label)
        #expect(trailing.secondAttribute == .trailing)
        #expect(trailing.constant == 8)
        #expect(trailing.priority == UILayoutPriority(999))
        let ratio = try #require(accessory.constraints.first { $0.firstAttribute == .width })
        #expect(ratio.multiplier == 2)
        #expect(ratio.secondAttribute == .height)
    }

    /// A stack view's subviews in a xib are its arranged subviews; the hidden one takes no
    /// room: (100 - 2 × 8) / 3 = 28 a row.
    @Test func stackViewNibArrangesItsRows() throws {
        var objects: [Any] = []
        let issues = PlumbLayoutIssues.collect {
            objects = UINib(nibName: "NibStack", bundle: Bundle.module).instantiate(withOwner: nil)
        }
        #expect(Self.nibIssues(issues) == [])
        let root = try #require(objects.first as? UIView)
        #expect(objects.count == 1)
        let stack = try #require(root.subviews.first as? UIStackView)
        #expect(stack.axis == .vertical)
        #expect(stack.distribution == .fillEqually)
        #expect(stack.spacing == 8)
        #expect(stack.arrangedSubviews.count == 4)
        root.layoutIfNeeded()
        expectFrame(root, 0, 0, 390, 200)
        expectFrame(stack, 20, 10, 350, 100)
        let rows = stack.arrangedSubviews
        expectFrame(rows[0], 0, 0, 350, 28)
        expectFrame(rows[1], 0, 36, 350, 28)
        expectFrame(rows[3], 0, 72, 350, 28)
        #expect(rows[0].backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(rows[1].tag == 2)
        #expect(rows[1].backgroundColor == nil)
        #expect(rows[2].isHidden)
        #expect(rows[2].alpha == 0.5)
        #expect(rows[3].clipsToBounds)
    }

    /// A button's type, state flags, titles and title colours per state, and title font.
    @Test func buttonTitlesPerStateAndFont() throws {
        let data = Self.xib(
            """
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="leading" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" enabled="NO" id="b-1">
                        <rect key="frame" x="0" y="0" width="120" height="30"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                        <state key="normal" title="Done">
                            <color key="titleColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </state>
                        <state key="highlighted" title="Pressed"/>
                    </button>

            """)
        var objects: [Any] = []
        let issues = PlumbLayoutIssues.collect {
            objects = UINib(data: data, bundle: nil).instantiate(withOwner: nil)
        }
        #expect(Self.nibIssues(issues) == [])
        let button = try #require(objects.first as? UIButton)
        #expect(button.buttonType == .system)
        #expect(button.contentHorizontalAlignment == .leading)
        #expect(!button.isEnabled)
        #expect(button.title(for: .normal) == "Done")
        #expect(button.title(for: .highlighted) == "Pressed")
        #expect(button.titleColor(for: .normal) == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 15, weight: .bold))
        #expect(button.titleLabel?.lineBreakMode == .byTruncatingMiddle)
        expectFrame(button, 0, 0, 120, 30)
    }

    /// A table cell nib registered with a table: the dequeued cell is the nib's, its content
    /// view the cell's own (framed by the cell, as UIKit frames it) with the nib's subviews and
    /// constraints: the dot 16 in, centred in 60: y (60 - 12) / 2 = 24.
    @Test func tableCellNibIsDequeuedWithItsContent() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        let nib = UINib(nibName: "NibNoteCell", bundle: Bundle.module)
        table.register(nib, forCellReuseIdentifier: "NibNoteCell")
        var dequeued: UITableViewCell?
        let issues = PlumbLayoutIssues.collect {
            dequeued = table.dequeueReusableCell(withIdentifier: "NibNoteCell", for: IndexPath(row: 0, section: 0))
        }
        #expect(Self.nibIssues(issues) == [])
        let cell = try #require(dequeued)
        #expect(cell.reuseIdentifier == "NibNoteCell")
        #expect(cell.selectionStyle == .none)
        #expect(cell.contentView.clipsToBounds)
        let dot = try #require(cell.contentView.subviews.first)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
        cell.layoutIfNeeded()
        expectFrame(cell.contentView, 0, 0, 390, 60)
        expectFrame(dot, 16, 24, 12, 12)

        // Registered under another identifier than the nib's own: UIKit's exception.
        table.register(nib, forCellReuseIdentifier: "note")
        let mismatch = PlumbLayoutIssues.collect {
            _ = table.dequeueReusableCell(withIdentifier: "note", for: IndexPath(row: 1, section: 0))
        }
        guard case let .exception(exception)? = mismatch.first, mismatch.count == 1 else {
            Issue.record("expected one exception, got \(mismatch)")
            return
        }
        #expect(exception.name == "NSInternalInconsistencyException")
        #expect(
            exception.reason
                == "cell reuse indentifier in nib (NibNoteCell) does not match the identifier used to register the "
                + "nib (note)")
    }

    /// A collection view cell of an older document, whose content view is a `<view
    /// key="contentView">`: the cell's own content view takes its subviews.
    @Test func collectionCellContentViewIsTheCells() throws {
        let data = Self.xib(
            """
                    <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="Tile" id="c-1">
                        <rect key="frame" x="0" y="0" width="100" height="100"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="c-2">
                            <rect key="frame" x="0" y="0" width="100" height="100"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="c-3">
                                    <rect key="frame" x="10" y="10" width="80" height="20"/>
                                </view>
                            </subviews>
                        </view>
                    </collectionViewCell>

            """)
        var objects: [Any] = []
        let issues = PlumbLayoutIssues.collect {
            objects = UINib(data: data, bundle: nil).instantiate(withOwner: nil)
        }
        #expect(Self.nibIssues(issues) == [])
        let cell = try #require(objects.first as? UICollectionViewCell)
        #expect(cell.reuseIdentifier == "Tile")
        #expect(cell.contentView.subviews.count == 1)
        #expect(cell.contentView.clipsToBounds)
        expectFrame(cell, 0, 0, 100, 100)
        expectFrame(try #require(cell.contentView.subviews.first), 10, 10, 80, 20)
    }

    /// A list takes a registered nib's first top-level object when it is a cell; the stack
    /// nib's is a plain view, reported, and the list makes a plain cell.
    @Test func aRegisteredNibWhoseFirstObjectIsNoCellIsReported() throws {
        let directory = (Bundle.module.resourceURL ?? Bundle.module.bundleURL).path
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        table.register(UINib(nibName: "NibStack", bundle: Bundle.module), forCellReuseIdentifier: "row")
        var cell: UITableViewCell?
        let issues = PlumbLayoutIssues.collect {
            cell = table.dequeueReusableCell(withIdentifier: "row", for: IndexPath(row: 0, section: 0))
        }
        #expect(cell?.reuseIdentifier == "row")
        #expect(
            Self.nibIssues(issues) == [
                "PlumbUIKit: nib 'NibStack' (\(directory)/NibStack.xib): the first top-level object is a UIView, "
                    + "not a UITableViewCell: the list makes a plain one\n"
            ])
    }

    /// Not found: UIKit's exception, with the places looked in.
    @Test func nibNotFoundIsReportedWithWhereItLooked() throws {
        let directory = (Bundle.module.resourceURL ?? Bundle.module.bundleURL).path
        #expect(directory.hasSuffix("Plumb_PlumbUIKitTests.resources"))
        var objects: [Any] = [0]
        let issues = PlumbLayoutIssues.collect {
            objects = UINib(nibName: "NoSuchNib", bundle: Bundle.module).instantiate(withOwner: nil)
        }
        #expect(objects.isEmpty)
        guard case let .exception(exception)? = issues.first, issues.count == 1 else {
            Issue.record("expected one exception, got \(issues)")
            return
        }
        #expect(exception.name == "NSInternalInconsistencyException")
        #expect(
            exception.reason
                == "Could not load NIB in bundle with name 'NoSuchNib': PlumbUIKit found no 'NoSuchNib.xib' in "
                + "\(directory) (a compiled .nib is not read on Linux; add the .xib as a resource of the target)")
    }

    /// `Bundle.main.loadNibNamed` looks where `bundle: nil` does (the test bundle's resources
    /// beside the runner), as an app's main bundle holds its nibs; an owner with the nib's
    /// outlets gets them. A name not found is nil and UIKit's exception.
    @Test func mainBundleLoadsNibsByNameAsAnApp() throws {
        final class Owner: UIView {
            private(set) var containerView: UIView?
            private(set) weak var titleLabel: UILabel?

            // As the rewrite writes it for these two `@IBOutlet`s.
            override func connectNibOutlet(_ name: String, to object: Any) -> Bool {
                switch (name, object) {
                case ("containerView", let value as UIView): containerView = value
                case ("titleLabel", let value as UILabel): titleLabel = value
                default: return super.connectNibOutlet(name, to: object)
                }
                return true
            }
        }
        let owner = Owner()
        var objects: [Any]?
        let issues = PlumbLayoutIssues.collect {
            objects = Bundle.main.loadNibNamed("NibHeaderView", owner: owner, options: nil)
        }
        #expect(Self.nibIssues(issues) == [])
        let container = try #require(objects?.first as? UIView)
        #expect(objects?.count == 1 && owner.containerView === container)
        #expect(owner.titleLabel?.text == "Notes" && owner.titleLabel?.superview === container)

        var missing: [Any]? = [0]
        let notFound = PlumbLayoutIssues.collect { missing = Bundle.main.loadNibNamed("NoSuchNib", owner: owner) }
        #expect(missing == nil)
        guard case let .exception(exception)? = notFound.first, notFound.count == 1 else {
            Issue.record("expected one exception, got \(notFound)")
            return
        }
        #expect(exception.name == "NSInternalInconsistencyException")
        #expect(exception.reason.hasPrefix("Could not load NIB in bundle with name 'NoSuchNib': PlumbUIKit found no "))
    }

    /// A folder registered with `PlumbNibFolders` (as `plumb uikit init`'s AppNibs.swift
    /// registers the app's) is searched first by `bundle: nil` and `Bundle.main`, not by
    /// another bundle.
    @Test func registeredFoldersAreSearchedFirst() throws {
        let folder = try Self.registerFolder(holdingViewNib: "RegisteredOnly")
        defer { Self.unregister(folder) }
        var found: [Any] = []
        var viaMain: [Any]?
        var elsewhere: [Any] = [0]
        let issues = PlumbLayoutIssues.collect {
            found = UINib(nibName: "RegisteredOnly", bundle: nil).instantiate(withOwner: nil)
            viaMain = Bundle.main.loadNibNamed("RegisteredOnly", owner: nil)
            elsewhere = UINib(nibName: "RegisteredOnly", bundle: Bundle.module).instantiate(withOwner: nil)
        }
        #expect((found.first as? UIView)?.frame == CGRect(x: 0, y: 0, width: 7, height: 3))
        #expect(viaMain?.count == 1)
        #expect(elsewhere.isEmpty && issues.count == 1)
    }

    /// A view controller loads its view from the nib named after it (its name without
    /// "Controller" first, as UIKit looks), or from the one `nibName` names, with itself as the
    /// owner: `view` is the nib's root, its outlets are set before `viewDidLoad`, and the
    /// nib's constraints lay the view out.
    @Test func viewControllersLoadTheirViewFromTheirNib() throws {
        var controller: NibProfileViewController?
        let issues = PlumbLayoutIssues.collect {
            controller = NibProfileViewController()
            controller?.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            controller?.view.layoutIfNeeded()
        }
        #expect(Self.nibIssues(issues) == [])
        let loaded = try #require(controller)
        #expect(loaded.labelAtViewDidLoad == "Ada")
        let label = try #require(loaded.nameLabel)
        #expect(label.superview === loaded.view && loaded.view.backgroundColor == .white)
        // 20 in from the top and both sides of 390: x 20, width 350; a 17-point line, 20.287
        // rounded up to 61 px at 3x, high.
        #expect(label.frame.origin == CGPoint(x: 20, y: 20) && label.frame.width == 350)
        #expect(abs(label.frame.height - 61.0 / 3) <= 1e-3)

        let named = NibProfileViewController(nibName: "NibProfileView", bundle: Bundle.module)
        #expect(named.view.subviews.first === named.nameLabel && named.nameLabel?.text == "Ada")
    }

    /// A nib found by the controller's name that does not set `view` is UIKit's exception, and
    /// the controller gets a plain view; a `nibName` not found is UIKit's exception too.
    @Test func aNibWithoutTheViewOutletIsReported() throws {
        let folder = try Self.registerFolder(holdingViewNib: "NibNoView")
        defer { Self.unregister(folder) }
        var controller: NibNoViewController?
        let issues = PlumbLayoutIssues.collect {
            controller = NibNoViewController()
            _ = controller?.view
        }
        #expect(controller?.view.subviews.isEmpty == true)
        let reasons = Self.exceptionReasons(issues)
        #expect(
            reasons == [
                "NSInternalInconsistencyException: -[UIViewController _loadViewFromNibNamed:bundle:] loaded the "
                    + "\"NibNoView\" nib but the view outlet was not set."
            ])

        let missing = PlumbLayoutIssues.collect {
            _ = NibNoViewController(nibName: "NoSuchNib", bundle: Bundle.module).view
        }
        #expect(missing.count == 1)
    }

    /// Malformed XML: no objects, and the line the XML parser stopped on (as the IB reader
    /// reports it everywhere): the unclosed <view> of line 4 is found out when </document>,
    /// line 7, closes nothing it opened.
    @Test func malformedXMLIsReportedWithItsLine() {
        let data = Self.xib(
            "        <view id=\"a\">\n            <rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/>\n")
        var objects: [Any] = [0]
        let issues = PlumbLayoutIssues.collect {
            objects = UINib(data: data, bundle: nil).instantiate(withOwner: nil)
        }
        #expect(objects.isEmpty)
        #expect(Self.nibIssues(issues) == ["PlumbUIKit: nib '<data>' (<data>:7): not loaded: malformed XML\n"])
    }

    /// An owner that cannot be told its outlets by name is named, with the outlet; one that
    /// says it has no such outlet is UIKit's `NSUnknownKeyException`.
    @Test func outletsOfOwnersThatCannotTakeThemAreReported() {
        let data = Self.xib(
            """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                        <connections>
                            <outlet property="view" destination="v-1" id="o-1"/>
                            <outlet property="missing" destination="v-1" id="o-2"/>
                            <outletCollection property="rows" destination="v-1" id="o-3"/>
                        </connections>
                    </placeholder>
                    <view id="v-1">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                    </view>

            """)
        let plain = PlumbLayoutIssues.collect {
            #expect(UINib(data: data, bundle: nil).instantiate(withOwner: NSObject()).count == 1)
        }
        #expect(
            Self.nibIssues(plain) == [
                "PlumbUIKit: nib '<data>' (<data>:6): the outlet 'view' of NSObject is not connected: NSObject does "
                    + "not conform to UINibOutletConnecting, which sets outlets by name on Linux\n",
                "PlumbUIKit: nib '<data>' (<data>:7): the outlet 'missing' of NSObject is not connected: NSObject "
                    + "does not conform to UINibOutletConnecting, which sets outlets by name on Linux\n",
                "PlumbUIKit: nib '<data>' (<data>:8): the outlet 'rows' of NSObject is not connected: NSObject does "
                    + "not conform to UINibOutletConnecting, which sets outlets by name on Linux\n",
            ])

        let owner = NibSingleOutletOwner()
        var objects: [Any] = []
        let unknown = PlumbLayoutIssues.collect {
            objects = UINib(data: data, bundle: nil).instantiate(withOwner: owner)
        }
        #expect(owner.view != nil && owner.view === (objects.first as? UIView))
        #expect(owner.rows.count == 1 && owner.rows.first === owner.view)
        guard case let .exception(exception)? = unknown.first, unknown.count == 1 else {
            Issue.record("expected one exception, got \(unknown)")
            return
        }
        #expect(exception.name == "NSUnknownKeyException")
        #expect(
            exception.reason
                == "[<NibSingleOutletOwner> setValue:forUndefinedKey:]: this class is not key value coding-compliant "
                + "for the key missing. (nib '<data>', line 7)")
    }

    /// A subclass's outlets and its superclass's all connect through the overrides; a key
    /// neither has, and an object of another type than the outlet's, reach UIResponder's
    /// answer and are UIKit's `NSUnknownKeyException`; a plain view owner has no outlets.
    @Test func outletsConnectThroughTheSubclassAndItsSuperclass() {
        let data = Self.xib(
            """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                        <connections>
                            <outlet property="base" destination="v-1" id="o-1"/>
                            <outlet property="label" destination="l-1" id="o-2"/>
                            <outletCollection property="baseRows" destination="v-1" id="o-3"/>
                            <outletCollection property="labels" destination="l-1" id="o-4"/>
                            <outletCollection property="labels" destination="l-2" id="o-5"/>
                            <outlet property="label" destination="v-1" id="o-6"/>
                            <outlet property="nothing" destination="v-1" id="o-7"/>
                        </connections>
                    </placeholder>
                    <view id="v-1">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <subviews>
                            <label text="A" id="l-1"><rect key="frame" x="0" y="0" width="5" height="5"/></label>
                            <label text="B" id="l-2"><rect key="frame" x="0" y="5" width="5" height="5"/></label>
                        </subviews>
                    </view>

            """)
        let owner = NibDerivedOwner()
        var objects: [Any] = []
        let issues = PlumbLayoutIssues.collect {
            objects = UINib(data: data, bundle: nil).instantiate(withOwner: owner)
        }
        let view = objects.first as? UIView
        #expect(objects.count == 1 && owner.base === view && owner.baseRows.count == 1 && owner.baseRows[0] === view)
        #expect(owner.label?.text == "A")
        #expect(owner.labels.map(\.text) == ["A", "B"])
        let reasons = Self.exceptionReasons(issues)
        #expect(
            reasons == [
                "NSUnknownKeyException: [<NibDerivedOwner> setValue:forUndefinedKey:]: this class is not key value "
                    + "coding-compliant for the key label. (nib '<data>', line 11)",
                "NSUnknownKeyException: [<NibDerivedOwner> setValue:forUndefinedKey:]: this class is not key value "
                    + "coding-compliant for the key nothing. (nib '<data>', line 12)",
            ])
        #expect(issues.count == 2)

        let plain = PlumbLayoutIssues.collect { _ = UINib(data: data, bundle: nil).instantiate(withOwner: UIView()) }
        #expect(plain.count == 7)
    }

    /// What is read but not made is reported once per kind, at its first line; the rest
    /// loads.
    @Test func unappliedAttributesAndElementsAreReportedOncePerKind() {
        let data = Self.xib(
            """
                    <view id="v-1" semanticContentAttribute="forceRightToLeft">
                        <rect key="frame" x="0" y="0" width="100" height="50"/>
                        <subviews>
                            <textField id="b-1">
                                <rect key="frame" x="0" y="0" width="10" height="10"/>
                            </textField>
                            <view id="v-2" semanticContentAttribute="forceRightToLeft" customClass="NoSuchView">
                                <rect key="frame" x="0" y="0" width="10" height="10"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="v-2" firstAttribute="width" constant="wide" id="c-1"/>
                            <constraint firstItem="zz" firstAttribute="width" constant="4" id="c-2"/>
                        </constraints>
                    </view>
                    <tapGestureRecognizer id="t-1"/>

            """)
        var objects: [Any] = []
        let issues = PlumbLayoutIssues.collect {
            objects = UINib(data: data, bundle: nil).instantiate(withOwner: nil)
        }
        #expect(objects.count == 1)
        #expect((objects.first as? UIView)?.subviews.count == 2)
        #expect(
            Self.nibIssues(issues) == [
                "PlumbUIKit: nib '<data>' (<data>:4): <view>'s semanticContentAttribute=\"forceRightToLeft\" is not "
                    + "applied\n",
                "PlumbUIKit: nib '<data>' (<data>:7): <textField> is made as a plain UIView (not read yet)\n",
                "PlumbUIKit: nib '<data>' (<data>:10): the custom class 'NoSuchView' is not found (or is not a "
                    + "UIView): made as UIView\n",
                "PlumbUIKit: nib '<data>' (<data>:19): <tapGestureRecognizer> is not made (not a view)\n",
                "PlumbUIKit: nib '<data>' (<data>:15): the constraint 'c-1' is left out: the constant 'wide' is not "
                    + "a number\n",
                "PlumbUIKit: nib '<data>' (<data>:16): the constraint 'c-2' is left out: its first item 'zz' is not "
                    + "made\n",
            ])
    }
}
