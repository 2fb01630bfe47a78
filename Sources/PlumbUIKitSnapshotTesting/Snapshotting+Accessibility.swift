import Foundation
@_spi(Plumb) import PlumbUIKit
import SnapshotTesting

extension Snapshotting where Value == UIView, Format == String {
    /// The view's accessibility elements in VoiceOver's reading order, as text (Plumb's
    /// accessibility snapshot, docs/accessibility.md), laid out at `size` (else its frame's)
    /// with `traits`, compared line by line. Not one of upstream's strategies: the text form
    /// AccessibilitySnapshot does not publish. Views are named by class, addresses removed.
    public static func plumbAccessibility(size: CGSize? = nil, traits: UITraitCollection = .init())
        -> Snapshotting<UIView, String>
    {
        SimplySnapshotting.lines.asyncPullback { view in
            return SnapshotHost.onMainActor {
                SnapshotHost.text(
                    config: ViewImageConfig(safeArea: .zero, size: size ?? view.frame.size, traits: traits),
                    traits: .init(), view: view, viewController: UIViewController(), iosVersion: nil
                ) { _ in purgingAddresses(view.plumbAccessibilityText()) }
            }
        }
    }
}
