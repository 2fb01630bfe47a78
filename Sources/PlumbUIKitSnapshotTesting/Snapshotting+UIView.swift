import Foundation
@_spi(Plumb) import PlumbUIKit
import SnapshotTesting

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view drawn at its own size, compared pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// The view drawn at `size` (else its frame's), in a window with no safe area and the
    /// given traits, at the traits' display scale (else the main screen's, 3 by default).
    /// `drawHierarchyInKeyWindow` is accepted and changes nothing: Plumb draws the same
    /// hierarchy either way (there is no host application's window to borrow).
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        image(
            drawHierarchyInKeyWindow: drawHierarchyInKeyWindow, precision: precision,
            perceptualPrecision: perceptualPrecision, size: size, traits: traits, iosVersion: nil)
    }

    /// The same at an iOS version's metrics (Plumb's; nil: `PLUMB_IOS`, else the newest).
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init(), iosVersion: Int?
    ) -> Snapshotting {
        SimplySnapshotting.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale
        )
        .asyncPullback { view in
            return SnapshotHost.onMainActor {
                SnapshotHost.image(
                    config: ViewImageConfig(safeArea: .zero, size: size ?? view.frame.size, traits: .init()),
                    traits: traits, view: view, viewController: UIViewController(), iosVersion: iosVersion)
            }
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// UIKit's `recursiveDescription` of the view at its own size, addresses removed.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// UIKit's `recursiveDescription` of the view laid out at `size` (else its frame's) with
    /// `traits`, every `0x…` address removed with the colon or space before it, as upstream
    /// removes them: `<UILabel; frame = (0 0; 300 20.3333); text = 'Hi'; …; layer = <_UILabelLayer>>`.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init())
        -> Snapshotting<UIView, String>
    {
        SimplySnapshotting.lines.asyncPullback { view in
            return SnapshotHost.onMainActor {
                SnapshotHost.text(
                    config: ViewImageConfig(safeArea: .zero, size: size ?? view.frame.size, traits: traits),
                    traits: .init(), view: view, viewController: UIViewController(), iosVersion: nil
                ) { _ in purgingAddresses(view.recursiveDescription()) }
            }
        }
    }
}

/// Removes `0x…` addresses from a description, with a colon and the spaces before each:
/// `<UIView: 0x7fb000000010; frame…` → `<UIView; frame…`, `<UIViewController 0x7fa…>` →
/// `<UIViewController>` (upstream's rule for its `.recursiveDescription` and `.hierarchy`).
func purgingAddresses(_ text: String) -> String {
    text.replacingOccurrences(of: ":?\\s*0x[0-9a-f]+(\\s*)", with: "$1", options: .regularExpression)
}
