@_spi(Plumb) import PlumbUIKit
import Testing

/// A window made for a device in the right-to-left direction lays its views out as an app in
/// Hebrew runs on iOS: leading and trailing are the right and left sides, horizontal stacks
/// run from the right, and the traits say so. Frames hand-worked on the iPhone SE (320 wide,
/// side margins 16).
@Suite @MainActor
struct RightToLeftTests {
    final class RowController: UIViewController {
        let box = SizedView(width: 50, height: 40)
        let first = SizedView(width: 20, height: 10)
        let second = SizedView(width: 30, height: 10)

        override func viewDidLoad() {
            super.viewDidLoad()
            let stack = UIStackView(arrangedSubviews: [first, second])
            stack.spacing = 10
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                stack.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
                stack.topAnchor.constraint(equalTo: box.topAnchor),
            ])
        }
    }

    func host(_ direction: UITraitEnvironmentLayoutDirection) throws -> (UIWindow, RowController) {
        let window = try #require(UIWindow(device: "iphone-se", iosVersion: 18, layoutDirection: direction))
        let controller = RowController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (window, controller)
    }

    @Test func leftToRightIsTheDefault() throws {
        let (window, controller) = try host(.leftToRight)
        #expect(window.traitCollection.layoutDirection == .leftToRight)
        expectFrame(controller.box, 16, 20, 50, 40)
        expectFrame(controller.first, 0, 0, 20, 10)
        expectFrame(controller.second, 30, 0, 30, 10)
        #expect(controller.first.superview?.frame.minX == 74)
    }

    /// Leading is the right side: the box ends at the right margin (320 − 16), the stack ends 8
    /// to its left, and its first arranged view is its rightmost.
    @Test func rightToLeftPutsLeadingOnTheRight() throws {
        let (window, controller) = try host(.rightToLeft)
        #expect(window.traitCollection.layoutDirection == .rightToLeft)
        #expect(controller.traitCollection.layoutDirection == .rightToLeft)
        expectFrame(controller.box, 254, 20, 50, 40)
        let stack = try #require(controller.first.superview)
        expectFrame(stack, 186, 20, 60, 10)
        expectFrame(controller.first, 40, 0, 20, 10)
        expectFrame(controller.second, 0, 0, 30, 10)
    }
}

/// `semanticContentAttribute` forces a direction on the constraints a view holds and on its
/// arrangement, as UIKit's does, and `effectiveUserInterfaceLayoutDirection` says which.
@Suite @MainActor
struct SemanticContentAttributeTests {
    final class ForcedController: UIViewController {
        let player = UIView()
        let button = SizedView(width: 30, height: 30)
        let first = SizedView(width: 20, height: 10)
        let second = SizedView(width: 30, height: 10)
        lazy var stack = UIStackView(arrangedSubviews: [first, second])

        override func viewDidLoad() {
            super.viewDidLoad()
            player.translatesAutoresizingMaskIntoConstraints = false
            player.semanticContentAttribute = .playback
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.spacing = 10
            stack.semanticContentAttribute = .forceLeftToRight
            view.addSubview(player)
            player.addSubview(button)
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                // Held by the controller's view: flips.
                player.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                player.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                player.widthAnchor.constraint(equalToConstant: 100),
                player.heightAnchor.constraint(equalToConstant: 50),
                // Held by the player, which never flips: the button stays at its left.
                button.leadingAnchor.constraint(equalTo: player.leadingAnchor, constant: 5),
                button.topAnchor.constraint(equalTo: player.topAnchor),
                stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 200),
            ])
        }
    }

    @Test func forcedViewsKeepTheirDirectionInARightToLeftWindow() throws {
        let window = try #require(UIWindow(device: "iphone-se", iosVersion: 18, layoutDirection: .rightToLeft))
        let controller = ForcedController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        expectFrame(controller.player, 210, 100, 100, 50)
        expectFrame(controller.button, 5, 0, 30, 30)
        // The stack is placed from the right (its leading, held by the root view, flips) and
        // arranges from the left: first, then second.
        expectFrame(controller.stack, 250, 200, 60, 10)
        expectFrame(controller.first, 0, 0, 20, 10)
        expectFrame(controller.second, 30, 0, 30, 10)
        #expect(controller.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(controller.player.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(controller.player.semanticContentAttribute == .playback)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
    }

    @Test func aViewForcedRightToLeftFlipsInALeftToRightWindow() throws {
        let window = try #require(UIWindow(device: "iphone-se", iosVersion: 18))
        let controller = ForcedController()
        controller.loadViewIfNeeded()
        controller.stack.semanticContentAttribute = .forceRightToLeft
        window.rootViewController = controller
        window.makeKeyAndVisible()
        expectFrame(controller.stack, 10, 200, 60, 10)
        expectFrame(controller.first, 40, 0, 20, 10)
        expectFrame(controller.second, 0, 0, 30, 10)
        #expect(controller.stack.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(controller.view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }
}

/// `convert(_:to:)` and `convert(_:from:)` for points and rectangles, through frames and a
/// scroll view's offset, hand-worked.
@Suite @MainActor
struct CoordinateConversionTests {
    @Test func pointsAndRectanglesConvertThroughFramesAndOffsets() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let scroll = UIScrollView(frame: CGRect(x: 5, y: 5, width: 100, height: 100))
        let row = UIView(frame: CGRect(x: 0, y: 150, width: 100, height: 40))
        root.addSubview(card)
        card.addSubview(scroll)
        scroll.addSubview(row)
        scroll.contentOffset = CGPoint(x: 0, y: 120)
        // The row's origin: 0 + 5 + 10 across, 150 − 120 + 5 + 20 down.
        #expect(scroll.convert(row.frame, to: root) == CGRect(x: 15, y: 55, width: 100, height: 40))
        #expect(row.convert(CGPoint(x: 1, y: 2), to: card) == CGPoint(x: 6, y: 37))
        #expect(row.convert(CGPoint(x: 15, y: 55), from: root) == .zero)
        #expect(
            root.convert(CGRect(x: 15, y: 55, width: 1, height: 1), to: row) == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(row.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 55))
        #expect(
            card.convert(CGRect(x: 1, y: 1, width: 2, height: 2), from: nil)
                == CGRect(x: -9, y: -19, width: 2, height: 2))
    }
}
