import AutoLayout
import Foundation
@_spi(Plumb) @_spi(Testing) import PlumbUIKit
import Raster
import SceneModel
import SceneReading
import Testing

@testable import SnapshotHarness

/// One recipe in one variant, laid out both ways: the scene as the harness lays it out, and the
/// recipe's controller in a window of the same device, orientation, direction and iOS version.
@MainActor
struct RecipeComparison {
    let variant: SnapshotVariant
    let layout: Layout
    let scenePNG: [UInt8]
    let window: UIWindow
    let root: UIView
    let codePNG: [UInt8]

    /// Lays the variant out both ways at once: the scene (read, laid out, drawn and encoded
    /// off the main actor, as `plumb snapshot` does) while the main actor builds, lays out
    /// and draws the controller's window.
    static func make(recipe: RecipeInCode, variant: SnapshotVariant) async throws -> RecipeComparison {
        async let scene = sceneSide(of: variant)
        let environment = try await sceneEnvironment(of: variant)
        // Controls take their sizes from the iOS version laid out at when they are made and
        // measured (docs/uikit.md, "The layout cycle"): the scene's, as the window's engine.
        let iosVersion = try #require(environment.iosVersion)
        let (window, root, codePNG) = try PlumbIOSVersion.withVersion(iosVersion) {
            try layOut(recipe, in: environment)
        }
        let (layout, scenePNG) = try await scene
        #expect(layout.environment == environment, "\(variant): the window is not the scene's environment")
        return RecipeComparison(
            variant: variant, layout: layout, scenePNG: scenePNG, window: window, root: root, codePNG: codePNG)
    }

    /// The environment the harness lays the variant out in: the suite's device, orientation
    /// and direction, at the scene's own iOS version (`ios: 9` in every recipe).
    nonisolated private static func sceneEnvironment(of variant: SnapshotVariant) async throws -> Environment {
        let source = variant.scene.source
        let scene = try SceneReaders.standard.reader(for: source.path).load(
            path: source.path, scene: source.scene, forDesign: false)
        var environment = variant.environment
        environment.iosVersion = variant.iosVersion ?? scene.iosVersion
        return environment
    }

    /// The harness's layout of the variant and its render as PNG bytes.
    nonisolated private static func sceneSide(of variant: SnapshotVariant) async throws -> (Layout, [UInt8]) {
        let subject = try VariantRendering.lay(out: variant)
        return (subject.layout, try PNGCodec.encode(try subject.image()))
    }

    /// UIKit's text sizes in the model's order (`ContentSizeCategory`'s raw values).
    static let contentSizeCategories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The recipe's controller at the root of a window on the environment's device, shown,
    /// and the window drawn at the device's scale.
    private static func layOut(
        _ recipe: RecipeInCode, in environment: Environment
    ) throws -> (UIWindow, UIView, [UInt8]) {
        let window = try #require(
            UIWindow(
                device: environment.device.id,
                orientation: environment.orientation == .landscape ? .landscapeLeft : .portrait,
                iosVersion: environment.iosVersion,
                userInterfaceStyle: environment.appearance == .dark ? .dark : .light,
                preferredContentSizeCategory: Self.contentSizeCategories[environment.contentSize.rawValue],
                layoutDirection: environment.direction == .rightToLeft ? .rightToLeft : .leftToRight))
        let controller = recipe.makeController(environment.direction == .rightToLeft ? .hebrew : .english)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        if let afterShowing = recipe.afterShowing {
            afterShowing(controller)
            window.layoutIfNeeded()
        }
        let bounds = window.bounds
        let renderer = UIGraphicsImageRenderer(
            size: bounds.size, format: UIGraphicsImageRendererFormat(for: window.traitCollection))
        let png = [UInt8](renderer.pngData { _ in _ = window.drawHierarchy(in: bounds, afterScreenUpdates: true) })
        return (window, controller.view, png)
    }

    /// Every view of the scene but its root has a view of the same name (its
    /// `accessibilityIdentifier`) in the controller's view, in the superview of the same name,
    /// at the same frame in root coordinates to 1e-3 pt and equally hidden; the controller's
    /// view has no other views.
    func expectSameFrames() {
        var code: [String: UIView] = [:]
        var unnamed = 0
        func collect(_ view: UIView) {
            for child in view.subviews {
                if let name = child.accessibilityIdentifier {
                    #expect(code[name] == nil, "\(variant): two views are named '\(name)'")
                    code[name] = child
                } else {
                    unnamed += 1
                }
                collect(child)
            }
        }
        collect(root)
        #expect(unnamed == 0, "\(variant): \(unnamed) views have no accessibilityIdentifier")
        let scene = layout.entries.filter { $0.depth > 0 }
        #expect(!scene.isEmpty, "\(variant): the scene has no views")
        #expect(
            Set(scene.map(\.name)).sorted() == code.keys.sorted(),
            "\(variant): the scene's views and the code's differ")
        #expect(root.frame == window.bounds, "\(variant): the controller's view is not full screen")
        for entry in scene {
            guard let view = code[entry.name] else { continue }
            // The frame in the root's coordinates: each superview's origin added and its bounds'
            // origin (a scroll view's offset) taken away.
            let frame = view.superview?.convert(view.frame, to: root) ?? view.frame
            let expected = entry.frame
            let close =
                abs(Double(frame.minX) - expected.x) <= 1e-3 && abs(Double(frame.minY) - expected.y) <= 1e-3
                && abs(Double(frame.width) - expected.width) <= 1e-3
                && abs(Double(frame.height) - expected.height) <= 1e-3
            #expect(
                close,
                "\(variant): '\(entry.name)' is at \(frame) in code, \(expected) in the scene")
            #expect(view.isHidden == entry.isHidden, "\(variant): '\(entry.name)' hidden differs")
            // The same tree: the superview is the one of the scene's parent's name (none for a
            // view of the root).
            let sceneParent = entry.parentID.flatMap { layout.entry(id: $0) }.flatMap { $0.depth > 0 ? $0.name : nil }
            let codeParent = view.superview === root ? nil : view.superview?.accessibilityIdentifier
            #expect(codeParent == sceneParent, "\(variant): '\(entry.name)' is in '\(codeParent ?? "the root")'")
        }
    }

    var samePNG: Bool { codePNG == scenePNG }

    /// The same PNG bytes; when they differ, how many pixels differ and where, to say why.
    func expectSamePNG() {
        guard !samePNG else { return }
        #expect(Bool(false), "\(variant): the PNGs differ (\(pixelDifference))")
    }

    /// The pixels that differ: their count and bounding box, from the decoded images.
    var pixelDifference: String {
        guard let a = try? PNGCodec.decode(scenePNG, file: "scene"), let b = try? PNGCodec.decode(codePNG, file: "code")
        else { return "one does not decode" }
        guard a.width == b.width, a.height == b.height else {
            return "scene \(a.width)×\(a.height) px, code \(b.width)×\(b.height) px"
        }
        var count = 0
        var (x0, y0, x1, y1) = (Int.max, Int.max, -1, -1)
        for y in 0..<a.height {
            for x in 0..<a.width {
                let i = (y * a.width + x) * 4
                if a.pixels[i..<i + 4] != b.pixels[i..<i + 4] {
                    count += 1
                    (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x), max(y1, y))
                }
            }
        }
        return "\(count) pixels differ, within x \(x0)...\(x1), y \(y0)...\(y1) px"
    }

}
