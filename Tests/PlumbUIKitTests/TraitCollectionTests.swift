@_spi(Plumb) import PlumbUIKit
import Testing

// Trait collections from the hosting window's device and orientation, with interface style
// overrides, and `traitCollectionDidChange(_:)` when they change.

@Suite @MainActor
struct TraitCollectionTests {
    final class TraitView: UIView {
        var changes: [UITraitCollection?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            changes.append(previousTraitCollection)
        }
    }

    final class TraitController: UIViewController {
        let watched = TraitView()
        var changes = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(watched)
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes += 1 }
    }

    @Test func aPhoneInPortraitIsCompactWideRegularHighAt3x() throws {
        let window = try #require(UIWindow(device: "iphone-17"))
        let controller = TraitController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let traits = controller.watched.traitCollection
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.displayScale == 3)
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.preferredContentSizeCategory == .large)
        #expect(traits.layoutDirection == .leftToRight)
        #expect(controller.traitCollection.isEqual(traits))
        // The same traits a view in no window has: nothing changed.
        #expect(controller.watched.changes.isEmpty)
        #expect(controller.changes == 0)
    }

    @Test func anIPadIsRegularBothWaysAt2x() throws {
        let window = try #require(UIWindow(device: "ipad-air-11"))
        let view = TraitView()
        window.addSubview(view)
        window.makeKeyAndVisible()
        #expect(view.traitCollection.horizontalSizeClass == .regular)
        #expect(view.traitCollection.verticalSizeClass == .regular)
        #expect(view.traitCollection.displayScale == 2)
        // Views start with a bare root's traits (a phone's): the iPad's differ, once.
        #expect(view.changes.count == 1)
        #expect(view.changes.first??.horizontalSizeClass == .compact)
        #expect(window.screen.bounds == CGRect(x: 0, y: 0, width: 820, height: 1180))
    }

    @Test func rotatingChangesTheSizeClassesAndTellsTheViews() throws {
        let window = try #require(UIWindow(device: "iphone-17"))
        let controller = TraitController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        expectFrame(controller.view, 0, 0, 874, 402)
        // Landscape on a notched phone: the housing's 62 on both sides, 21 below.
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
        let traits = controller.watched.traitCollection
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .compact)
        #expect(controller.watched.changes.count == 1)
        #expect(controller.watched.changes.first??.verticalSizeClass == .regular)
        #expect(controller.changes == 1)
    }

    @Test func aControllersStyleOverrideReachesItsViews() throws {
        let window = try #require(UIWindow(device: "iphone-17"))
        let controller = TraitController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.watched.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.watched.changes.count == 1)
        #expect(controller.watched.changes.first??.userInterfaceStyle == .light)
        #expect(window.traitCollection.userInterfaceStyle == .light)

        controller.watched.overrideUserInterfaceStyle = .light
        #expect(controller.watched.traitCollection.userInterfaceStyle == .light)
        #expect(controller.watched.changes.count == 2)
    }

    @Test func aDarkWindowIsDark() throws {
        let window = try #require(UIWindow(device: "iphone-17", userInterfaceStyle: .dark))
        #expect(window.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func collectionsCombineAndCompare() {
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let scale = UITraitCollection(displayScale: 2)
        let combined = UITraitCollection(traitsFrom: [
            compact, dark, scale, UITraitCollection(horizontalSizeClass: .regular),
        ])
        #expect(combined.horizontalSizeClass == .regular)
        #expect(combined.userInterfaceStyle == .dark)
        #expect(combined.displayScale == 2)
        #expect(combined.verticalSizeClass == .unspecified)
        #expect(combined.preferredContentSizeCategory == .unspecified)
        #expect(combined.containsTraits(in: dark))
        #expect(!combined.containsTraits(in: compact))
        #expect(combined.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
        #expect(UITraitCollection(verticalSizeClass: .compact).verticalSizeClass == .compact)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(
            UITraitCollection(preferredContentSizeCategory: .accessibilityLarge).preferredContentSizeCategory
                .isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .large)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UITraitCollection(displayScale: 3).isEqual(UITraitCollection(displayScale: 3)))
    }

    @Test func aViewInNoWindowHasTheDefaultDevicesTraits() {
        let view = UIView()
        #expect(view.window == nil)
        #expect(view.traitCollection.horizontalSizeClass == .compact)
        #expect(view.traitCollection.displayScale == 3)
        #expect(UIScreen.main.traitCollection.verticalSizeClass == .regular)
    }
}
