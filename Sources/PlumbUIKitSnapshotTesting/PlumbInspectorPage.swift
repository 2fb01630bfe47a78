internal import AutoLayout
import Foundation
internal import Inspector
@_spi(Plumb) import PlumbUIKit
import SnapshotTesting

// A team's view or view controller as Plumb's inspector page (docs/debugging.md, "UIKit views
// as input"): hosted as a snapshot hosts it, then every view's frame, constraints and "why
// this frame", the conflicts and ambiguity, each constraint with the line of the team's code
// that made it. One self-contained HTML file, as `plumb inspect` writes for a scene.

extension UIView {
    /// The inspector page of this view laid out as `.image(on: config)` lays it out (without
    /// `config`, at its own size with no safe area, as `.image`): one self-contained HTML file
    /// to write beside a test's artifacts. `file` names the input on the page.
    public func plumbInspectorPage(
        on config: ViewImageConfig? = nil, traits: UITraitCollection = .init(), iosVersion: Int? = nil,
        file: StaticString = #fileID
    ) -> String {
        let view = self
        return SnapshotHost.syncOnMainActor {
            PlumbInspectorPage.html(
                config: config ?? ViewImageConfig(safeArea: .zero, size: view.frame.size, traits: .init()),
                traits: traits, view: view, viewController: UIViewController(), iosVersion: iosVersion,
                file: "\(file)", name: "\(type(of: view))")
        }
    }
}

extension UIViewController {
    /// The inspector page of this controller's view laid out on `config`, as
    /// `.image(on: config)` lays it out (see `UIView.plumbInspectorPage`).
    public func plumbInspectorPage(
        on config: ViewImageConfig, traits: UITraitCollection = .init(), iosVersion: Int? = nil,
        file: StaticString = #fileID
    ) -> String {
        let controller = self
        return SnapshotHost.syncOnMainActor {
            PlumbInspectorPage.html(
                config: config, traits: traits, view: controller.view, viewController: controller,
                iosVersion: iosVersion, file: "\(file)", name: "\(type(of: controller))")
        }
    }
}

@MainActor
enum PlumbInspectorPage {
    static func html(
        config: ViewImageConfig, traits: UITraitCollection, view: UIView, viewController: UIViewController,
        iosVersion: Int?, file: String, name: String
    ) -> String {
        let page = SnapshotHost.text(
            config: config, traits: traits, view: view, viewController: viewController, iosVersion: iosVersion
        ) { prepared in
            // The window is the tree's root: its engine laid out everything on screen.
            let engine = prepared.window.plumbLayoutEngine
            let diagnosis = engine.diagnose()
            let provenance = ConstraintProvenance(sites: prepared.window.plumbConstraintSites, root: engine.root)
            let variant = InspectorVariant(engine: engine, diagnosis: diagnosis, provenance: provenance)
            return InspectorDocument(
                input: .init(kind: "uikit", file: file, scene: name), variants: [variant]
            ).html
        }
        // Hosting collected the layout's conflicts for a snapshot assertion; the page shows
        // them, and no later assertion of this view should fail on them.
        _ = SnapshotLayoutProblems.take(for: view)
        return page
    }
}
