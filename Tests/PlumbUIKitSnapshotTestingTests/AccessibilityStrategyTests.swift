import Foundation
import PlumbUIKitSnapshotTesting
import SnapshotTesting
import Testing

/// `Snapshotting<UIView, String>.plumbAccessibility`: a view built in code, hosted as the
/// other strategies host it, read in VoiceOver's order with its classes' defaults.
@MainActor
@Suite struct AccessibilityStrategyTests {
    @Test func aViewsElementsInReadingOrder() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        let title = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        title.text = "Title"
        let icon = UIButton(type: .system)
        icon.frame = CGRect(x: 150, y: 14, width: 40, height: 40)
        let toggle = UISwitch(frame: CGRect(x: 10, y: 70, width: 51, height: 31))
        for view in [toggle, icon, title] { root.addSubview(view) }
        let text = try #require(take(root, .plumbAccessibility()))
        // Hosted as upstream hosts a view: in a view controller's view, in a window. Title and
        // icon share a row (tops 4 apart); the switch keeps UIKit's 63 x 28.
        #expect(
            text == """
                3 elements in VoiceOver order (left to right, rows within 8 pt)
                1. UIWindow > UIView > UIView > UILabel
                   label: "Title"
                   traits: staticText
                   frame: (10, 10, 100, 20)
                   activation point: (60, 20)
                2. UIWindow > UIView > UIView > UIButton
                   label: (none)
                   traits: button
                   frame: (150, 14, 40, 40)
                   activation point: (170, 34)
                3. UIWindow > UIView > UIView > UISwitch
                   label: (none)
                   value: "0"
                   traits: button
                   frame: (10, 70, 63, 28)
                   activation point: (41.5, 84)

                """)
    }
}
