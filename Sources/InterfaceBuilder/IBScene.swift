import AutoLayout

/// One scene of an Interface Builder document: a storyboard's view controller, or a xib's
/// top-level view or cell.
public struct IBScene: Sendable, Equatable {
    /// The controller's id (storyboards) or the top-level object's id (xibs).
    public var id: String
    /// The `<scene>`'s own id (storyboards).
    public var sceneID: String?
    /// The user label, else the title, else the custom class, else the name Xcode's outline
    /// gives the element ("View Controller", "Table View Cell").
    public var name: String
    /// The element name: `viewController`, `tableViewController`, `view`, `tableViewCell`…
    public var kind: String
    public var storyboardIdentifier: String?
    public var userLabel: String?
    public var title: String?
    /// The root view's id (the controller's `view`, or the top-level object itself).
    public var rootViewID: String?
    /// The root view's stored frame size: the size the scene was designed at.
    public var designSize: Size?
    public var isInitial: Bool
    /// The line of the controller's or object's element.
    public var line: Int
    /// The bars Xcode's canvas draws around the scene, and why.
    public var bars = IBBars()

    /// Elements that are scenes of a storyboard: every kind of view controller, but not a
    /// storyboard reference (`viewControllerPlaceholder`).
    static func isController(_ element: IBElement) -> Bool {
        element.name.hasSuffix("Controller") && element.name != "viewControllerPlaceholder"
    }

    /// A xib's top-level objects that are scenes: anything with a frame (views, cells,
    /// controls), not File's Owner, First Responder or other objects.
    static func isTopLevelView(_ element: IBElement) -> Bool {
        element.name != "placeholder" && element["id"] != nil && element.child("rect", key: "frame") != nil
    }

    init(controller: IBElement, sceneID: String?, isInitial: Bool) {
        let root = controller.child(key: "view")
        self.init(element: controller, root: root)
        self.sceneID = sceneID
        self.isInitial = isInitial
        storyboardIdentifier = controller["storyboardIdentifier"]
        title = controller["title"] ?? controller.child("navigationItem", key: "navigationItem")?["title"]
        name = userLabel ?? title ?? controller["customClass"] ?? Self.outlineName(of: controller.name)
    }

    init(topLevel: IBElement) {
        self.init(element: topLevel, root: topLevel)
    }

    private init(element: IBElement, root: IBElement?) {
        id = element["id"] ?? ""
        kind = element.name
        userLabel = element["userLabel"]
        name = userLabel ?? element["customClass"] ?? Self.outlineName(of: element.name)
        rootViewID = root?["id"]
        designSize = root.flatMap(Self.frameSize)
        isInitial = false
        line = element.line
    }

    /// `tableViewController` → "Table View Controller", as Xcode's outline names an element.
    static func outlineName(of element: String) -> String {
        var words: [String] = []
        var current = ""
        for character in element {
            if character.isUppercase && !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    static func frameSize(of view: IBElement) -> Size? {
        guard let rect = view.child("rect", key: "frame"),
            let width = rect["width"].flatMap(Double.init), let height = rect["height"].flatMap(Double.init),
            width.isFinite, height.isFinite, width >= 0, height >= 0
        else { return nil }
        return Size(width: width, height: height)
    }
}
