import AutoLayout
import Foundation
import SceneModel

/// An iOS storyboard or xib, read and checked: what kind it is and its scenes. What is not
/// an iOS Interface Builder document (another platform's, the pre-Xcode 5 archive format,
/// not XML at all) is refused with an error naming the file and line.
public struct IBDocument: Sendable {
    public enum Kind: String, Sendable {
        case storyboard, xib
    }

    public var file: String
    public var kind: Kind
    /// The `<document>` element.
    public var root: IBElement
    /// The initial view controller's id (storyboards).
    public var initialViewController: String?
    /// The controllers and segues, read once (a storyboard's bars are inferred from them).
    var graph: IBStoryboardGraph

    init(file: String, kind: Kind, root: IBElement, initialViewController: String?) {
        self.file = file
        self.kind = kind
        self.root = root
        self.initialViewController = initialViewController
        graph = IBStoryboardGraph(kind: kind, root: root)
    }

    /// The major number of the `toolsVersion` of the Xcode that saved the document (8191 for
    /// Xcode 7.0, 17156 for Xcode 12), 0 when absent.
    var toolsVersion: Int { Self.toolsVersion(of: root) }

    /// Xcode 15.3 and 15.4 write 32700.99.1234, between 22505 (15.2) and 23094 (16.0):
    /// compared as 22700 (`reference/ib-canvas.md` §1.1).
    static func toolsVersion(of root: IBElement) -> Int {
        let major = Int(root["toolsVersion"]?.split(separator: ".").first ?? "") ?? 0
        return major == 32700 ? 22700 : major
    }

    /// The major version of the Xcode whose tools version this is, from the first tools
    /// version each Xcode wrote (betas with the release they preceded), `reference/ib-canvas.md`
    /// §1.1; nil when the document gives none.
    static func xcodeMajor(toolsVersion tools: Int) -> Int? {
        guard tools > 0 else { return nil }
        // (first tools version, Xcode): 24123.1 is Xcode 26's first beta, 23077.2 Xcode 16's,
        // 21179 Xcode 14's, 19115 Xcode 13's, 17132 Xcode 12's, 14800.2 Xcode 11's; 13122.16
        // is Xcode 9's LaunchScreen template and 8121.17 an Xcode 7 beta.
        let eras = [
            (24000, 26), (23000, 16), (22000, 15), (21000, 14), (19000, 13), (17000, 12), (14800, 11),
            (14300, 10), (13100, 9), (11000, 8), (8000, 7), (6000, 6),
        ]
        return eras.first { tools >= $0.0 }?.1 ?? 5
    }

    /// The iOS version the document was laid out for: the SDK of the Xcode that saved it
    /// (SPEC §10), whose control metrics (`IOSMetrics`) its stored frames show.
    public var iosVersion: Int? {
        Self.xcodeMajor(toolsVersion: toolsVersion).map { IOSMetrics.iosVersion(xcodeMajor: $0) }
    }

    static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"

    /// Reads the document at `path` (named `file` in messages; the path by default).
    public static func read(path: String, file: String? = nil) throws(SceneError) -> IBDocument {
        let name = file ?? path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SceneError(file: name, line: nil, text: "", message: "cannot read the file")
        }
        return try read(data: data, file: name)
    }

    public static func read(data: Data, file: String) throws(SceneError) -> IBDocument {
        let root = try IBXMLReader.read(data, file: file)
        if root.name == "archive" {
            throw SceneError(
                file: file, line: root.line, text: root["type"] ?? "archive",
                message: "an Interface Builder archive from before Xcode 5; open and save it in a newer Xcode")
        }
        guard root.name == "document" else {
            throw SceneError(
                file: file, line: root.line, text: root.name,
                message: "not an Interface Builder document (its root element is not <document>)")
        }
        let type = root["type"] ?? ""
        let kind: Kind
        switch type {
        case storyboardType: kind = .storyboard
        case xibType: kind = .xib
        default:
            throw SceneError(
                file: file, line: root.line, text: type,
                message: "not an iOS storyboard or xib (document type)")
        }
        // iPad-only documents of old say `iOS.CocoaTouch.iPad`.
        let runtime = root["targetRuntime"] ?? ""
        guard runtime == "iOS.CocoaTouch" || runtime.hasPrefix("iOS.CocoaTouch.") else {
            throw SceneError(
                file: file, line: root.line, text: runtime,
                message: "not an iOS document (its target runtime)")
        }
        return IBDocument(file: file, kind: kind, root: root, initialViewController: root["initialViewController"])
    }

    /// The scenes a layout can be made of, in document order: a storyboard's view controllers
    /// that have a view (not navigation, tab bar and other containers, whose content shows in
    /// the scenes they lead to; not placeholders and references), a xib's top-level views and
    /// cells. Names are made unique by a number after the second of a name.
    public var scenes: [IBScene] {
        var found: [IBScene] = []
        switch kind {
        case .storyboard:
            let controllers = (root.child("scenes")?.children(named: "scene") ?? []).compactMap { scene in
                scene.child("objects")?.children.first(where: IBScene.isController).map { (scene, $0) }
            }
            let initial = initialScene(among: controllers.map(\.1))
            for (scene, controller) in controllers where controller.child(key: "view") != nil {
                var entry = IBScene(
                    controller: controller, sceneID: scene["sceneID"],
                    isInitial: controller["id"] != nil && controller["id"] == initial)
                entry.bars = graph.bars(of: controller)
                found.append(entry)
            }
        case .xib:
            for object in root.child("objects")?.children ?? [] where IBScene.isTopLevelView(object) {
                var entry = IBScene(topLevel: object)
                IBStoryboardGraph.applySimulatedMetrics(of: object, to: &entry.bars)
                found.append(entry)
            }
        }
        return Self.uniquelyNamed(found)
    }

    /// The id of the scene the storyboard opens with: its initial view controller, or, when
    /// that is a container with no view of its own, the controller its first relationship
    /// (root, master, first tab) leads to, followed as far as it goes.
    func initialScene(among controllers: [IBElement]) -> String? {
        var id = initialViewController
        var visited: Set<String> = []
        while let current = id, visited.insert(current).inserted,
            let controller = controllers.first(where: { $0["id"] == current }),
            controller.child(key: "view") == nil
        {
            id =
                controller.child("connections")?.children(named: "segue")
                .first { $0["kind"] == "relationship" }?["destination"]
        }
        return id
    }

    static func uniquelyNamed(_ scenes: [IBScene]) -> [IBScene] {
        var found = scenes
        var seen: [String: Int] = [:]
        for index in found.indices {
            let name = found[index].name
            seen[name, default: 0] += 1
            if let count = seen[name], count > 1 { found[index].name = "\(name) \(count)" }
        }
        return found
    }
}
