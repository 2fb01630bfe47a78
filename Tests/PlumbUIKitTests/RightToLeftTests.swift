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
