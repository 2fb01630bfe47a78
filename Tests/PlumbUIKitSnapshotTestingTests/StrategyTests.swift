import Foundation
@_spi(Plumb) import PlumbUIKit
import PlumbUIKitSnapshotTesting
import SnapshotTesting
import Testing

/// What the strategies draw and describe: sizes and scales, safe areas, Dynamic Type, UIKit's
/// description format, the controller hierarchy, upstream's navigation-controller window.
@MainActor
@Suite struct StrategyTests {
    @Test func controllerImageIsTheDeviceAtTheScreenScale() throws {
        let image = try #require(take(BodyTextViewController() as UIViewController, .image(on: .iPhone13)))
        #expect(image.size == CGSize(width: 390, height: 844))
        #expect(image.scale == 3)
        #expect(image.premultipliedRGBA?.width == 1170 && image.premultipliedRGBA?.height == 2532)
        let twice = try #require(
            take(BodyTextViewController() as UIViewController, .image(on: .iPhone13, traits: .init(displayScale: 2))))
        #expect(twice.premultipliedRGBA?.width == 780)
    }

    @Test func viewImageAtASize() throws {
        let view = UIView(frame: CGRect(x: 40, y: 40, width: 10, height: 10))
        view.backgroundColor = .red
        let image = try #require(take(view, .image(size: CGSize(width: 30, height: 20))))
        #expect(image.premultipliedRGBA?.width == 90 && image.premultipliedRGBA?.height == 60)
        #expect(image.premultipliedRGBA.map { Array($0.bytes[0..<4]) } == [255, 0, 0, 255])
        // What no view paints stays transparent, as upstream's layer render leaves it.
        let clear = try #require(take(UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4)), .image))
        #expect(clear.premultipliedRGBA.map { Array($0.bytes[0..<4]) } == [0, 0, 0, 0])
        // The view gets its frame back.
        #expect(view.frame == CGRect(x: 40, y: 40, width: 10, height: 10))
    }

    /// Upstream's phones lay out at Dynamic Type `.medium`: the body style is 16 points there
    /// and 17 at Large, so the label is shorter than with `traits:` asking for Large.
    @Test func devicesLayOutAtMedium() throws {
        let medium = try #require(
            take(BodyTextViewController() as UIViewController, .recursiveDescription(on: .iPhone13)))
        let large = try #require(
            take(
                BodyTextViewController() as UIViewController,
                .recursiveDescription(on: .iPhone13, traits: .init(preferredContentSizeCategory: .large))))
        let mediumLabel = try #require(medium.split(separator: "\n").last)
        let largeLabel = try #require(large.split(separator: "\n").last)
        // Top 47: the iPhone 13's safe area; leading 16: its margins.
        #expect(mediumLabel.hasPrefix("   | <UILabel; frame = (16 47; "))
        #expect(largeLabel.hasPrefix("   | <UILabel; frame = (16 47; "))
        #expect(mediumLabel != largeLabel)
    }

    @Test func recursiveDescriptionIsUIKits() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let stack = UIStackView(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        stack.clipsToBounds = true
        stack.tag = 7
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20.5))
        label.text = "Title"
        label.alpha = 0.5
        stack.addSubview(label)
        let hidden = UIView(frame: CGRect(x: 1.25, y: 2, width: 3, height: 4))
        hidden.isHidden = true
        hidden.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        root.addSubview(stack)
        root.addSubview(hidden)
        let text = try #require(take(root, .recursiveDescription))
        #expect(
            text == """
                <UIView; frame = (0 0; 200 100); autoresize = W+H; layer = <CALayer>>
                   | <UIStackView; frame = (10 10; 100 40); clipsToBounds = YES; tag = 7; layer = <CATransformLayer>>
                   |    | <UILabel; frame = (0 0; 100 20.5); text = 'Title'; alpha = 0.5; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer>>
                   | <UIView; frame = (1.25 2; 3 4); hidden = YES; autoresize = LM+BM; layer = <CALayer>>
                """)
        // Before purging, addresses are the console log's stable pseudo-addresses.
        #expect(root.recursiveDescription().hasPrefix("<UIView: 0x7fb"))
    }

    @Test func hierarchyIsUIKitsPrintHierarchy() throws {
        let tabs = UITabBarController()
        let first = UINavigationController(rootViewController: BodyTextViewController())
        let second = UINavigationController(rootViewController: UIViewController())
        tabs.viewControllers = [first, second]
        let text = try #require(take(tabs as UIViewController, .hierarchy))
        #expect(
            text == """
                <UITabBarController>, state: appeared, view: <UILayoutContainerView>
                   | <UINavigationController>, state: appeared, view: <UILayoutContainerView>
                   |    | <PlumbUIKitSnapshotTestingTests.BodyTextViewController>, state: appeared, view: <UIView>
                   | <UINavigationController>, state: disappeared, view: (view not loaded)
                   |    | <UIViewController>, state: disappeared, view: (view not loaded)
                """)
    }

    /// As upstream's window does, a navigation controller's is shorter by the safe area's top.
    @Test func navigationControllerWindowLosesTheTopInset() throws {
        let navigation = UINavigationController(rootViewController: BodyTextViewController())
        let image = try #require(take(navigation as UIViewController, .image(on: .iPhone13)))
        #expect(image.size == CGSize(width: 390, height: 844 - 47))
    }

    /// A view of no size draws nothing; the reference recorded for it is upstream's red label
    /// (400 × 80 points), and verifying says the snapshot is empty.
    @Test func emptyViewRecordsUpstreamsPlaceholder() throws {
        let root = temporaryReferences("empty")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let view = UIView()
        _ = verifySnapshot(of: view, as: .image, named: "empty", record: .all, snapshotDirectory: root)
        let data = try #require(
            FileManager.default.contents(atPath: root + "/emptyViewRecordsUpstreamsPlaceholder.empty.png"))
        let placeholder = try #require(UIImage(data: data)?.premultipliedRGBA)
        #expect(placeholder.width == 1200 && placeholder.height == 240)
        let message = verifySnapshot(of: view, as: .image, named: "empty", record: .never, snapshotDirectory: root)
        #expect(message?.contains("Newly-taken snapshot is empty.") == true)
    }
}

/// An assertion from off the main actor hops there to lay out and draw. It waits for the main
/// actor, which the other suites keep busy meanwhile: hence the long timeout.
@Suite struct OffMainActorTests {
    @Test func assertsFromAnotherExecutor() async throws {
        let root = temporaryReferences("off-main")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let view = await MainActor.run { () -> UIView in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
            view.backgroundColor = .blue
            return view
        }
        let recorded = verifySnapshot(
            of: view, as: .image, named: "v", record: .all, snapshotDirectory: root, timeout: 120)
        #expect(recorded?.hasPrefix("Record mode is on.") == true)
        #expect(
            verifySnapshot(of: view, as: .image, named: "v", record: .never, snapshotDirectory: root, timeout: 120)
                == nil)
    }
}
