import Foundation
@_spi(Plumb) import PlumbUIKit
import SnapshotTesting

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view's accessibility elements drawn over it: the hosted view washed pale, each
    /// element of VoiceOver's reading order outlined in its colour and numbered at its
    /// top-left corner, and a legend below (number, label, value, traits), as a scene's
    /// `accessibility-image` strategy draws it (docs/accessibility.md). Hosted as `.image`
    /// hosts it, at `size` (else the view's frame's) with `traits`, at the traits' display
    /// scale (else the main screen's); compared pixel for pixel like `.image`.
    public static func plumbAccessibilityImage(
        precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        SimplySnapshotting.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale
        )
        .asyncPullback { view in
            return SnapshotHost.onMainActor {
                SnapshotHost.accessibilityImage(
                    config: ViewImageConfig(safeArea: .zero, size: size ?? view.frame.size, traits: .init()),
                    traits: traits, view: view, viewController: UIViewController())
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller's view and its accessibility elements on a device (`config`'s size, or
    /// `size`, safe area and traits, overridden by `traits`), drawn as
    /// `Snapshotting<UIView, UIImage>.plumbAccessibilityImage` draws a view.
    public static func plumbAccessibilityImage(
        on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        SimplySnapshotting.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale
        )
        .asyncPullback { viewController in
            return SnapshotHost.onMainActor {
                var sized = config
                if let size { sized.size = size }
                return SnapshotHost.accessibilityImage(
                    config: sized, traits: traits, view: viewController.view, viewController: viewController)
            }
        }
    }
}

extension SnapshotHost {
    /// The prepared tree's accessibility picture (the window is the root: the whole hosted
    /// size, legend below); an image of no pixels when the view has no size or the picture
    /// cannot be drawn (the render issue is reported).
    static func accessibilityImage(
        config: ViewImageConfig, traits: UITraitCollection, view: UIView, viewController: UIViewController
    ) -> UIImage {
        let prepared = prepare(
            config: config, traits: traits, view: view, viewController: viewController, iosVersion: nil)
        defer { prepared.dispose() }
        guard view.bounds.width > 0, view.bounds.height > 0 else { return UIImage.emptySnapshot }
        let scale = UIGraphicsImageRendererFormat(for: traits).scale
        return view.plumbAccessibilityImage(scale: scale) ?? UIImage.emptySnapshot
    }
}
