import AutoLayout
import Foundation
import SceneModel
import Yams

/// Reads YAML scene files (SPEC §4) into a model. Every failure is a `SceneError` naming the
/// file, line and offending text; nothing is half-built on failure.
public struct SceneLoader: Sendable {
    /// The loader with every kind this package knows: the controls (`label`, `button`,
    /// `textField`, `switch`, `imageView`, `textView`) and the containers (`stack`, `scroll`).
    public static let standard = SceneLoader(factories: ControlSceneFactories.all + ContainerSceneFactories.all)

    public static let rootName = "Root"
    static let topLevelKeys = ["name", "description", "views", "constraints", "navigationBar", "tabBar", "ios"]
    static let commonViewKeys = [
        "name", "kind", "parent", "background", "hidden", "intrinsicSize", "hugging", "compressionResistance",
        "layoutMargins", "semanticContentAttribute", "border", "cornerRadius", "alpha", "clipsToBounds",
        "sizeClasses", "exceptSizeClasses", "auditIgnore", "accessibility",
    ]

    private var factories: [String: SceneViewFactory] = [:]

    /// A loader for plain views and the kinds of `factories` (`standard` has them all).
    public init(factories: [SceneViewFactory] = []) {
        for factory in factories { self.factories[factory.kind.lowercased()] = factory }
    }

    public func load(path: String) throws(SceneError) -> Scene {
        // Say why the file cannot be read: a typo in the path is the common case.
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SceneError(file: path, line: nil, text: "", message: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw SceneError(file: path, line: nil, text: "", message: "a directory, not a scene file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SceneError(file: path, line: nil, text: "", message: "cannot read the file")
        }
        // A NUL byte means binary data; checking the raw bytes is far cheaper than searching
        // text (and than `Data`'s byte-by-byte iterator).
        let binary = data.withUnsafeBytes { $0.contains(0) }
        guard !binary, let text = String(data: data, encoding: .utf8) else {
            throw SceneError(file: path, line: nil, text: "", message: "not a UTF-8 text file (is it a YAML scene?)")
        }
        return try load(yaml: text, file: path)
    }

    public func load(yaml: String, file: String) throws(SceneError) -> Scene {
        let node: Node?
        do {
            // The basic resolver leaves every scalar a string: the scene reader parses numbers
            // and booleans itself, and Yams's tag rules (regular expressions run on every key
            // comparison) dominated loading large scenes.
            node = try Yams.compose(yaml: yaml, .basic)
        } catch {
            throw Self.yamlError(error, file: file)
        }
        guard let node else {
            throw SceneError(file: file, line: nil, text: "", message: "the scene is empty")
        }
        guard case let .mapping(mapping) = node else {
            let found = if case .sequence = node { ", not a list" } else { "" }
            throw SceneError(
                file: file, line: node.mark?.line, column: node.mark?.column, text: node.string ?? "",
                message: "a scene must be a mapping with 'views' and 'constraints'\(found)")
        }
        let fields = SceneFields(mapping, file: file, context: "the scene")
        try fields.checkKeys(Self.topLevelKeys)
        let name = try fields.string("name") ?? URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let root = View(name: Self.rootName)
        root.translatesAutoresizingMaskIntoConstraints = false
        var builder = SceneBuilder(file: file, root: root, factories: factories)
        try builder.addViews(fields)
        try builder.finishViews()
        var lines: [Int: Int] = [:]
        let constraints = try builder.addConstraints(fields, lines: &lines)
        return Scene(
            name: name, file: file, root: root, views: builder.views, constraints: constraints,
            navigationBar: try fields.bool("navigationBar") ?? false,
            tabBar: try fields.bool("tabBar") ?? false, constraintLines: lines,
            iosVersion: try fields.iosVersion("ios"), viewLines: builder.viewLines,
            auditSuppressions: builder.auditSuppressions)
    }
}
