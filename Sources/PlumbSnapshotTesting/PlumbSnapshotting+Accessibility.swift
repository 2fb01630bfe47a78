import AutoLayout
import Raster
import SceneModel
import SnapshotHarness
import SnapshotTesting

// The accessibility snapshot in swift-snapshot-testing's terms, beside the image and frames:
//
//     assertSnapshot(of: scene, as: .plumbAccessibility(on: .iPhone15))
//     assertSnapshot(of: scene, as: .plumbAccessibilityImage(on: .iPhone15, direction: .rightToLeft))
//
// The text lists the elements in VoiceOver's reading order (docs/accessibility.md) and is
// compared line by line, as the frames are; the image outlines and numbers them.

extension Snapshotting where Value == Scene, Format == String {
    /// The elements in VoiceOver's reading order with label, value, traits, hint, frame and
    /// activation point, as text.
    public static func plumbAccessibility(
        on device: Device = .default, orientation: Orientation = .portrait,
        direction: LayoutDirection = .leftToRight, contentSize: ContentSizeCategory = .large,
        appearance: Appearance = .light
    ) -> Snapshotting {
        .plumb(
            SnapshotStrategies.accessibility,
            in: Environment(
                device: device, orientation: orientation, direction: direction,
                contentSize: contentSize, appearance: appearance),
            placeholder: "", diffing: .lines)
    }
}

extension Snapshotting where Value == View, Format == String {
    /// A view tree's accessibility elements in reading order, as text.
    public static func plumbAccessibility(
        on device: Device = .default, orientation: Orientation = .portrait,
        direction: LayoutDirection = .leftToRight, contentSize: ContentSizeCategory = .large,
        appearance: Appearance = .light
    ) -> Snapshotting {
        Snapshotting<Scene, String>.plumbAccessibility(
            on: device, orientation: orientation, direction: direction,
            contentSize: contentSize, appearance: appearance
        )
        .pullback(PlumbRendering.scene)
    }
}

extension Snapshotting where Value == Scene, Format == Bitmap {
    /// The screen with each accessibility element outlined and numbered in reading order, and
    /// a legend of what VoiceOver says.
    public static func plumbAccessibilityImage(
        on device: Device = .default, orientation: Orientation = .portrait,
        direction: LayoutDirection = .leftToRight, contentSize: ContentSizeCategory = .large,
        appearance: Appearance = .light, tolerance: Tolerance = .exact
    ) -> Snapshotting {
        .plumb(
            SnapshotStrategies.accessibilityImage,
            in: Environment(
                device: device, orientation: orientation, direction: direction,
                contentSize: contentSize, appearance: appearance),
            tolerance: tolerance, placeholder: Bitmap(width: 0, height: 0))
    }
}
