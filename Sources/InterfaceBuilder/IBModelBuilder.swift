import AutoLayout
import SceneModel
import Typesetting

/// Builds the model of one scene: the views of its tree (parents before children, in
/// document order), its guides, its stacks' arrangements, then its constraints in document
/// order, with each view's and constraint's size-class installation.
final class IBModelBuilder {
    let file: String
    let resources: IBResources
    /// Lay out as Xcode 6–7's "w Any h Any" canvas: only what is installed by default.
    let anyAny: Bool
    private(set) var views: [View] = []
    var constraints: [LayoutConstraint] = []
    private(set) var sources: [Int: SceneViewSource] = [:]
    /// Each constraint's IB id and line, by constraint id (for lint and messages).
    var constraintSources: [Int: (id: String, line: Int)] = [:]
    private(set) var warnings: [SceneWarning] = []
    private var warnedKinds: Set<String> = []
    /// IB object id → the view or guide it is.
    var items: [String: LayoutItem] = [:]
    /// The views some `<constraint>` of the document names (by item id), installed or not,
    /// placeholder or not: the others, if they do not translate their mask, keep their frame.
    var namedViews: Set<Int> = []
    /// Every view with its element, in document order (constraints and variations are read
    /// from them once every item exists).
    private var elements: [(View, IBElement)] = []
    private var stacks: [(StackView, [View])] = []
    /// Runtime attributes Plumb does not apply: reported in one warning at the end.
    var unappliedRuntimeAttributes: [(IBElement, String)] = []
    private var nameCounts: [String: Int] = [:]
    /// Views whose margins follow the readable width: their side margin attributes are the
    /// readable content guide's edges.
    var readableMargins: Set<Int> = []
    static let maximumViews = 100_000

    /// Read for the design canvas: placeholder constraints and intrinsic sizes apply.
    var keepsPlaceholders = false
    /// The root's margins are measured from its safe area: the document uses safe areas, or
    /// its Xcode lays it out at iOS 11 or later.
    var usesSafeAreas = false
    /// The document's `toolsVersion` (its major number: 17156 for Xcode 12), 0 when absent.
    var toolsVersion = 0
    /// The width of the screen the scene was designed on, when the document names one.
    var designScreenWidth: Double?
    /// The stored widths of the tables being read, innermost last (cells take their margins
    /// from their table's width).
    private var tableWidths: [Double?] = []

    init(file: String, resources: IBResources, anyAny: Bool) {
        self.file = file
        self.resources = resources
        self.anyAny = anyAny
    }

    /// Reports an approximation once per kind (SPEC §4b).
    func warn(_ kind: String, _ element: IBElement, _ message: String, _ text: String) {
        guard warnedKinds.insert(kind).inserted else { return }
        warnings.append(SceneWarning(file: file, line: element.line, text: text, message: message))
    }

    func error(_ element: IBElement, _ message: String, _ text: String) -> SceneError {
        SceneError(file: file, line: element.line, text: text, message: message)
    }

    /// The scene's root view and everything under it. `controller` holds the legacy top and
    /// bottom layout guides.
    func build(root element: IBElement, controller: IBElement?) throws(SceneError) -> View {
        let root = try makeView(element)
        root.translatesAutoresizingMaskIntoConstraints = false
        root.insetsLayoutMarginsFromSafeArea = usesSafeAreas && element["insetsLayoutMarginsFromSafeArea"] != "NO"
        try addChildren(of: element, to: root)
        for guide in controller?.child("layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
            guard let id = guide["id"] else { continue }
            items[id] = guide["type"] == "bottom" ? root.bottomLayoutGuide : root.topLayoutGuide
        }
        for (stack, arranged) in stacks {
            stack.performBatchUpdates {
                for view in arranged { stack.addArrangedSubview(view) }
            }
        }
        for (view, element) in elements {
            try addConstraints(of: element, holder: view)
            try applySubviewVariations(of: element)
        }
        // Once every constraint is read: only then is it known which views none names.
        for (view, element) in elements {
            try addFixedFrame(of: element, view: view)
        }
        if let (first, _) = unappliedRuntimeAttributes.first {
            var names: [String] = []
            for (_, name) in unappliedRuntimeAttributes where !names.contains(name) { names.append(name) }
            warn("runtime", first, "runtime attributes not applied", names.joined(separator: "', '"))
        }
        return root
    }

    /// Makes the view for `element` with what every view has (name, frame, mask, priorities,
    /// colours, margins) and registers it.
    private func makeView(_ element: IBElement) throws(SceneError) -> View {
        guard views.count < Self.maximumViews else {
            throw error(element, "more than \(Self.maximumViews) views", element.name)
        }
        let view = try makeKind(element)
        view.name = uniqueName(for: element, view: view)
        try applyCommon(element, to: view)
        let frame = try storedFrame(element)
        if let frame { view.frame = frame }
        if let id = element["id"] {
            guard items[id] == nil else { throw error(element, "duplicate object id", id) }
            items[id] = view
            sources[view.itemID] = SceneViewSource(
                id: id, kind: element.name, line: element.line, storedFrame: frame,
                isMisplaced: element["misplaced"] == "YES",
                isAmbiguous: element["ambiguous"] == "YES")
        }
        try addGuides(of: element, to: view)
        views.append(view)
        elements.append((view, element))
        return view
    }

    /// Subviews in back-to-front order, then what UIKit puts in a view besides them: a
    /// cell's content view, a table's cells as the canvas stacks them, a visual effect
    /// view's content view.
    private func addChildren(of element: IBElement, to view: View) throws(SceneError) {
        enum Role { case contentView, subview, cell }
        var children: [(IBElement, Role)] = []
        for child in element.children {
            switch child.name {
            case "tableViewCellContentView", "collectionViewCellContentView":
                children.append((child, .contentView))
            case "view" where child["key"] == "contentView":
                children.append((child, .contentView))
            default:
                break
            }
        }
        children += (element.child("subviews")?.children ?? []).map { ($0, .subview) }
        // Storyboard tables: prototype cells, else static sections' cells, in order.
        if element.name == "tableView" || element.name == "collectionView" {
            var cells = element.child("prototypes")?.children ?? []
            cells += element.child("cells")?.children ?? []
            for section in element.child("sections")?.children(named: "tableViewSection") ?? [] {
                cells += section.child("cells")?.children ?? []
            }
            children += cells.map { ($0, .cell) }
        }
        var arranged: [View] = []
        let isTable = element.name == "tableView"
        if isTable { tableWidths.append(try storedFrame(element)?.width) }
        defer { if isTable { tableWidths.removeLast() } }
        for (child, role) in children where child.child("rect", key: "frame") != nil || child["id"] != nil {
            let subview = try makeView(child)
            if child.name == "tableViewCellContentView" {
                applyCellMargins(child, to: subview, cellWidth: view.frame.width)
            }
            view.addSubview(subview)
            switch role {
            case .contentView:
                // UIKit sizes a cell's content view to the cell, whatever the stored mask.
                subview.translatesAutoresizingMaskIntoConstraints = true
                subview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            case .subview:
                arranged.append(subview)
            case .cell:
                // The canvas stacks cells at their stored rows, as wide as the table.
                subview.translatesAutoresizingMaskIntoConstraints = true
                subview.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
            }
            try addChildren(of: child, to: subview)
        }
        if let stack = view as? StackView { stacks.append((stack, arranged)) }
    }

    /// A table cell's content view, unless the document gives it margins: UIKit's cell
    /// margins since iOS 11, as the frames Xcode stores show them (docs/interface-builder.md,
    /// "Table cells"): 11 above and below, and 20 at the sides when both the table (or a lone
    /// cell) and the screen are at least 414 wide, else 16. Older documents keep 8.
    private func applyCellMargins(_ element: IBElement, to view: View, cellWidth: Double) {
        let explicit =
            element.child("edgeInsets", key: "layoutMargins") != nil
            || element.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
        guard !explicit, toolsVersion >= Self.cellMarginsToolsVersion else { return }
        let tableWidth = tableWidths.last.flatMap { $0 } ?? cellWidth
        let width = min(tableWidth, designScreenWidth ?? tableWidth)
        let side = width >= 414 ? 20.0 : 16.0
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: side, bottom: 11, trailing: side)
    }

    /// Xcode 9 (iOS 11), from which cells' margins are 11 and 16 or 20.
    static let cellMarginsToolsVersion = 13000

    /// The user label, else what Xcode's outline shows (a label's text, a button's title, the
    /// custom class, the element's name), made unique with " 2", " 3"….
    private func uniqueName(for element: IBElement, view: View) -> String {
        var base = element["userLabel"] ?? ""
        if base.isEmpty {
            if let label = view as? Label, !label.text.isEmpty { base = label.text }
            if let button = view as? Button, !button.title.isEmpty { base = button.title }
        }
        if base.isEmpty { base = element["customClass"] ?? IBScene.outlineName(of: element.name) }
        base = String(base.split(whereSeparator: \.isNewline).first ?? "")
        if base.count > 40 { base = String(base.prefix(40)) + "…" }
        let count = (nameCounts[base] ?? 0) + 1
        nameCounts[base] = count
        return count == 1 ? base : "\(base) \(count)"
    }

    func storedFrame(_ element: IBElement) throws(SceneError) -> Rect? {
        guard let rect = element.child("rect", key: "frame") else { return nil }
        var values: [Double] = []
        for key in ["x", "y", "width", "height"] {
            let text = rect[key] ?? "0"
            guard let value = Double(text), value.isFinite, abs(value) <= 1e6 else {
                throw error(rect, "malformed frame \(key)", text)
            }
            values.append(value)
        }
        return Rect(x: values[0], y: values[1], width: max(0, values[2]), height: max(0, values[3]))
    }

    /// `safeArea`, `contentLayoutGuide`, `frameLayoutGuide` and `keyboard` guides, by id.
    private func addGuides(of element: IBElement, to view: View) throws(SceneError) {
        for guide in element.children where guide.name == "viewLayoutGuide" || guide.name == "keyboardLayoutGuide" {
            guard let id = guide["id"] else { continue }
            let item: LayoutItem
            switch guide["key"] {
            case "safeArea":
                item = view.safeAreaLayoutGuide
            case "contentLayoutGuide" where view is ScrollView:
                item = (view as! ScrollView).contentLayoutGuide
            case "frameLayoutGuide" where view is ScrollView:
                item = (view as! ScrollView).frameLayoutGuide
            case "keyboard":
                item = try keyboardGuide(of: view, guide)
            default:
                throw error(guide, "unknown layout guide", guide["key"] ?? guide.name)
            }
            items[id] = item
        }
    }

    /// The keyboard layout guide at rest: the strip below the safe area, full width.
    private func keyboardGuide(of view: View, _ element: IBElement) throws(SceneError) -> LayoutItem {
        let guide = LayoutGuide(name: "\(view.name).Keyboard")
        view.addLayoutGuide(guide)
        let pins = [
            LayoutConstraint(guide, .top, .equal, view.safeAreaLayoutGuide, .bottom, multiplier: 1, constant: 0),
            LayoutConstraint(guide, .bottom, .equal, view, .bottom, multiplier: 1, constant: 0),
            LayoutConstraint(guide, .leading, .equal, view, .leading, multiplier: 1, constant: 0),
            LayoutConstraint(guide, .trailing, .equal, view, .trailing, multiplier: 1, constant: 0),
        ]
        do throws(LayoutError) {
            try LayoutConstraint.activate(pins)
        } catch {
            throw self.error(element, error.reason, "keyboard")
        }
        constraints += pins
        return guide
    }

    /// A view that does not translate its mask and has a fixed frame: ibtool pins the stored
    /// frame at build time (left, top, width, height), in the constraints UIKit's log calls
    /// "IB auto generated at build time for view with fixed frame". That is a view marked
    /// `fixedFrame="YES"`, or one no constraint of the document names: Xcode 12 and later store
    /// such views unflagged at their frames, where Xcode 8.3 to 11 marked the same views
    /// ambiguous (docs/interface-builder.md, "Views without constraints"). Arranged views are
    /// placed by their stack, so they are never left without constraints.
    private func addFixedFrame(of element: IBElement, view: View) throws(SceneError) {
        guard !view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview else { return }
        let unconstrained = !(parent is StackView) && !namedViews.contains(view.itemID)
        guard element["fixedFrame"] == "YES" || unconstrained else { return }
        // Constraints place the alignment rectangle: a pinned slider keeps its stored frame.
        let frame = view.alignmentRectInSuperview(forFrame: view.frame)
        let pins = [
            LayoutConstraint(view, .left, .equal, parent, .left, multiplier: 1, constant: frame.x),
            LayoutConstraint(view, .top, .equal, parent, .top, multiplier: 1, constant: frame.y),
            LayoutConstraint(view, .width, .equal, nil, .notAnAttribute, multiplier: 1, constant: frame.width),
            LayoutConstraint(view, .height, .equal, nil, .notAnAttribute, multiplier: 1, constant: frame.height),
        ]
        for pin in pins {
            pin.installedSizeClasses = view.installedSizeClasses
            do throws(LayoutError) {
                try pin.activate()
            } catch {
                throw self.error(element, error.reason, "fixedFrame")
            }
        }
        constraints += pins
    }
}
