import Foundation
@_spi(Plumb) import PlumbUIKit
import SnapshotTesting

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller's view at its own size, compared pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// The controller's view laid out on a device: `config`'s size (or `size`), safe area and
    /// traits, overridden by `traits`; drawn at the traits' display scale, else the main
    /// screen's. Upstream's devices lay out at Dynamic Type `.medium`.
    public static func image(
        on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
        perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        image(
            on: config, precision: precision, perceptualPrecision: perceptualPrecision, size: size, traits: traits,
            iosVersion: nil)
    }

    /// The same at an iOS version's metrics (Plumb's; nil: `PLUMB_IOS`, else the newest).
    public static func image(
        on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init(), iosVersion: Int?
    ) -> Snapshotting {
        SimplySnapshotting.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale
        )
        .asyncPullback { viewController in
            return SnapshotHost.onMainActor {
                var sized = config
                if let size { sized.size = size }
                return SnapshotHost.image(
                    config: sized, traits: traits, view: viewController.view, viewController: viewController,
                    iosVersion: iosVersion)
            }
        }
    }

    /// The controller's view at `size` (else its current size), with no safe area.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        image(
            on: ViewImageConfig(safeArea: .zero, size: size, traits: traits), precision: precision,
            perceptualPrecision: perceptualPrecision, size: size, traits: traits, iosVersion: nil)
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// UIKit's `_printHierarchy` of the controller once shown at its own size, addresses
    /// removed: `<UINavigationController>, state: appeared, view: <UILayoutContainerView>`,
    /// children indented below.
    public static var hierarchy: Snapshotting {
        SimplySnapshotting.lines.asyncPullback { viewController in
            return SnapshotHost.onMainActor {
                SnapshotHost.text(
                    config: ViewImageConfig(), traits: .init(), view: viewController.view,
                    viewController: viewController, iosVersion: nil
                ) { _ in purgingAddresses(viewController.printHierarchy()) }
            }
        }
    }

    /// UIKit's `recursiveDescription` of the controller's view, at its own size.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// UIKit's `recursiveDescription` of the controller's view laid out on `config` (its size,
    /// or `size`), addresses removed.
    public static func recursiveDescription(
        on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting<UIViewController, String> {
        recursiveDescription(on: config, size: size, traits: traits, iosVersion: nil)
    }

    /// The same at an iOS version's metrics (Plumb's).
    public static func recursiveDescription(
        on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: UITraitCollection = .init(),
        iosVersion: Int?
    ) -> Snapshotting<UIViewController, String> {
        SimplySnapshotting.lines.asyncPullback { viewController in
            return SnapshotHost.onMainActor {
                var sized = config
                if let size { sized.size = size }
                return SnapshotHost.text(
                    config: sized, traits: traits, view: viewController.view, viewController: viewController,
                    iosVersion: iosVersion
                ) { _ in purgingAddresses(viewController.view.recursiveDescription()) }
            }
        }
    }
}
