import AutoLayout
import SceneModel
import Typesetting

/// One variant as the rules see it: the scene as read, its layout and what it draws, laid out
/// once so every rule reads the same values and none lays out again.
public struct AuditSubject {
    public let scene: Scene
    public let layout: Layout
    public let drawing: Drawing
    /// The scene's views by `itemID`.
    public let views: [Int: View]
    /// Entries not drawn (hidden themselves or below a hidden view, or faded out to alpha 0).
    public let invisible: Set<Int>
    /// The layout's entries by id.
    public let entries: [Int: Layout.Entry]
    /// What the variant paints, made once for every rule that reads it (`painted`).
    let paintedCache = PaintedCache()

    public var environment: Environment { layout.environment }

    /// Lays `scene` out in `environment`.
    public init(scene: Scene, environment: Environment) {
        let engine = LayoutEngine(root: scene.root, environment: environment)
        let layout = engine.layout()
        self.init(scene: scene, layout: layout, drawing: engine.drawing(of: layout))
    }

    public init(scene: Scene, layout: Layout, drawing: Drawing) {
        self.scene = scene
        self.layout = layout
        self.drawing = drawing
        views = scene.root.subtreeByID()
        entries = Dictionary(layout.entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var invisible = Set<Int>()
        for (entry, view) in zip(layout.entries, drawing.views) {
            let parentGone = entry.parentID.map { invisible.contains($0) } ?? false
            if parentGone || view.isHidden || view.alpha <= 0 { invisible.insert(entry.id) }
        }
        self.invisible = invisible
    }

    /// The interactive views shown: buttons, text fields, switches and text views (editable,
    /// as UIKit's default is), with their entries.
    public var controls: [(entry: Layout.Entry, view: View)] {
        layout.entries.compactMap { entry in
            guard !invisible.contains(entry.id), let view = views[entry.id] else { return nil }
            guard view is Button || view is TextField || view is Switch || view is TextView else { return nil }
            return (entry, view)
        }
    }

    /// "Root > Form > Name Field": the view's names from the root down, as the layout names them.
    public func path(of id: Int) -> String {
        var names: [String] = []
        var current = entries[id]
        while let entry = current {
            names.append(entry.name)
            current = entry.parentID.flatMap { entries[$0] }
        }
        return names.reversed().joined(separator: " > ")
    }
}
