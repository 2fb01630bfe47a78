import AutoLayout
import Foundation
import SceneModel

/// Reads one scene of a storyboard or xib into the model YAML scenes build (SPEC §4b).
public enum IBSceneLoader {
    /// Whether a path names an Interface Builder document.
    public static func handles(_ path: String) -> Bool {
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }

    /// The scene `scene` names (storyboard identifier, user label, title, name, or the IB id
    /// of the scene, controller or root view), else the initial scene (storyboards) or the
    /// first (xibs). `forDesign` reads the scene for its own canvas: placeholder constraints
    /// stay, and on Xcode 6–7's Any/Any canvas only what is installed by default applies.
    public static func load(path: String, scene: String? = nil, forDesign: Bool = false) throws(SceneError)
        -> Scene
    {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SceneError(file: path, line: nil, text: "", message: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw SceneError(file: path, line: nil, text: "", message: "a directory, not a document")
        }
        return try load(document: try IBDocument.read(path: path), scene: scene, forDesign: forDesign)
    }

    public static func load(document: IBDocument, scene name: String? = nil, forDesign: Bool = false)
        throws(SceneError) -> Scene
    {
        let scene = try document.scene(named: name)
        guard let (controller, rootElement) = document.elements(of: scene) else {
            throw SceneError(file: document.file, line: scene.line, text: scene.id, message: "the scene has no view")
        }
        let design = IBDesign.of(document: document, root: rootElement, controller: controller, bars: scene.bars)
        let builder = IBModelBuilder(
            file: document.file, resources: IBResources(document.root),
            anyAny: forDesign && design.isAnyAnyCanvas)
        // From iOS 11 a root's margins are measured from its safe area whether or not the
        // document uses safe-area guides: Xcode 11's canvas stores a view pinned to the top
        // margin of a legacy document 44 down, under its navigation bar (openfoodfacts'
        // `ProductAddViewController`, docs/interface-builder.md).
        builder.usesSafeAreas = document.root["useSafeAreas"] == "YES" || (document.iosVersion ?? 0) >= 11
        builder.keepsPlaceholders = forDesign
        builder.toolsVersion = document.toolsVersion
        builder.designScreenWidth = design.screenWidth
        let root = try builder.build(root: rootElement, controller: controller)
        var views = builder.views
        views.removeFirst()
        var warnings = builder.warnings
        for detached in document.detachedViews(of: scene) {
            warnings.append(
                SceneWarning(
                    file: document.file, line: detached.line, text: detached["userLabel"] ?? detached.name,
                    message: "a view beside the controller, outside its hierarchy (the app adds it "
                        + "in code), not laid out"))
        }
        // On other devices the scene keeps the bars Plumb's environment models: a navigation
        // bar and a tab bar.
        let navigationBar = scene.bars.navigationBar != nil
        var tabBar = false
        if case .tabBar = scene.bars.bottomBar { tabBar = true }
        return Scene(
            name: scene.name, file: document.file, root: root, views: views,
            constraints: builder.constraints, navigationBar: navigationBar, tabBar: tabBar,
            sources: builder.sources,
            constraintLines: builder.constraintSources.mapValues(\.line),
            warnings: warnings.enumerated().sorted {
                ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset)
            }
            .map(\.element),
            canvas: Scene.Canvas(
                device: design.device(
                    scale: IBPixelGrid.scale(
                        of: builder.sources, deviceScale: design.device.scale)),
                orientation: design.orientation,
                contentSize: design.contentSize, includesBars: true,
                topInsetRule: design.insets.topRule,
                bottomInsetRule: design.insets.bottomRule),
            iosVersion: document.iosVersion)
    }
}

extension IBDocument {
    /// The bars Xcode's canvas draws around a scene and the insets they give its root:
    /// `status, navigation bar; insets 64, 0` (`plumb scenes`).
    public func canvasSummary(of scene: IBScene) -> String {
        guard let (controller, root) = elements(of: scene) else { return "-" }
        let design = IBDesign.of(document: self, root: root, controller: controller, bars: scene.bars)
        return scene.bars.summary(onScreen: design.isOnScreen) + "; insets "
            + IBCanvasInsets.formatted(design.insets.top) + ", " + IBCanvasInsets.formatted(design.insets.bottom)
    }

    /// The scene a name picks, or the default one; an unknown name is an error listing the
    /// nearest.
    public func scene(named name: String?) throws(SceneError) -> IBScene {
        let all = scenes
        guard !all.isEmpty else {
            throw SceneError(file: file, line: root.line, text: "", message: "the document has no scene with a view")
        }
        guard let name else { return all.first(where: \.isInitial) ?? all[0] }
        let exact = all.first { scene in
            [scene.storyboardIdentifier, scene.id, scene.sceneID, scene.rootViewID].contains(name)
        }
        if let exact { return exact }
        let folded = name.lowercased()
        if let match = all.first(where: { scene in
            [scene.name, scene.userLabel, scene.title].compactMap { $0?.lowercased() }.contains(folded)
        }) {
            return match
        }
        var matcher = NameMatcher<String>(ignoresSpaces: false)
        for scene in all { matcher.add(scene.name, scene.name) }
        throw SceneError(
            file: file, line: nil, text: name, message: "no such scene (`plumb scenes \(file)` lists them)",
            suggestion: matcher.suggestion(for: name))
    }

    /// Views a storyboard scene holds beside its controller: not in the controller's
    /// hierarchy until its code adds them.
    func detachedViews(of scene: IBScene) -> [IBElement] {
        guard kind == .storyboard else { return [] }
        for sceneElement in root.child("scenes")?.children(named: "scene") ?? [] {
            let objects = sceneElement.child("objects")?.children ?? []
            guard objects.contains(where: { $0["id"] == scene.id }) else { continue }
            return objects.filter { $0["id"] != scene.id && IBScene.isTopLevelView($0) }
        }
        return []
    }

    /// The controller (storyboards) and root view element of a scene.
    func elements(of scene: IBScene) -> (IBElement?, IBElement)? {
        switch kind {
        case .storyboard:
            for sceneElement in root.child("scenes")?.children(named: "scene") ?? [] {
                for object in sceneElement.child("objects")?.children ?? [] where object["id"] == scene.id {
                    guard let view = object.child(key: "view") else { return nil }
                    return (object, view)
                }
            }
        case .xib:
            for object in root.child("objects")?.children ?? [] where object["id"] == scene.id {
                return (nil, object)
            }
        }
        return nil
    }
}
