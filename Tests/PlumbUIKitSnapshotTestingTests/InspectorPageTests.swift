import Foundation
@_spi(Plumb) import PlumbUIKitSnapshotTesting
import SnapshotTesting
import Testing

/// A team's view controller as Plumb's inspector page (`plumbInspectorPage(on:)`): the model
/// embedded in the page has the views by class, the conflicting set, and each constraint of
/// the team's code with the `#fileID:#line` where it was made.
@MainActor
@Suite struct InspectorPageTests {
    /// A badge asked to be 100 and 200 wide, both required; the 200 is activated last, so it
    /// is the one broken. Each constraint's line is kept beside it.
    final class BadgeController: UIViewController {
        let badge = BadgeView()
        var lines: [String: Int] = [:]

        override func viewDidLoad() {
            super.viewDidLoad()
            badge.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(badge)
            let (top, topLine) = (badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 20), #line)
            let (leading, leadingLine) = (badge.leadingAnchor.constraint(equalTo: view.leadingAnchor), #line)
            let (height, heightLine) = (badge.heightAnchor.constraint(equalToConstant: 30), #line)
            let (narrow, narrowLine) = (badge.widthAnchor.constraint(equalToConstant: 100), #line)
            let (wide, wideLine) = (badge.widthAnchor.constraint(equalToConstant: 200), #line)
            NSLayoutConstraint.activate([top, leading, height, narrow, wide])
            lines = [
                "top": topLine, "leading": leadingLine, "height": heightLine, "narrow": narrowLine, "wide": wideLine,
            ]
        }
    }

    final class BadgeView: UIView {}

    /// The JSON the page embeds.
    static func model(_ html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"plumb-model\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = Data(html[start.upperBound..<end.lowerBound].utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// UIKit's console name for a view: its class (a team's with its module and enclosing
    /// types) and an address made of Plumb's item number.
    static func consoleName(_ className: String, _ view: UIView) -> String {
        let digits = String(view.plumbItemID * 16, radix: 16)
        return "\(className):0x7fb" + String(repeating: "0", count: max(0, 9 - digits.count)) + digits
    }

    @Test func aConflictingControllerGivesItsViewsSetAndLines() throws {
        let controller = BadgeController()
        let html = controller.plumbInspectorPage(on: .iPhoneSe)
        let model = try Self.model(html)
        let file = "PlumbUIKitSnapshotTestingTests/InspectorPageTests.swift"
        #expect(model["generator"] as? String == "plumb inspect")
        #expect(
            (model["input"] as? [String: String]) == ["kind": "uikit", "file": file, "scene": "BadgeController"])
        let variant = try #require((model["variants"] as? [[String: Any]])?.first)
        let views = try #require(variant["views"] as? [[String: Any]])
        let badgeName = Self.consoleName(
            "PlumbUIKitSnapshotTestingTests.InspectorPageTests.BadgeView", controller.badge)
        let badge = try #require(views.first { $0["name"] as? String == badgeName })
        #expect(badge["kind"] as? String == "ViewNode")
        #expect(badge["conflict"] as? Bool == true)
        #expect((badge["frame"] as? [String: Double]) == ["x": 0, "y": 20, "width": 100, "height": 30])
        // The window (gone once the page is written), the controller's view, the badge.
        let names = views.map { $0["name"] as? String ?? "" }
        #expect(names.count == 3)
        #expect(names.first?.hasPrefix("UIWindow:0x7fb") == true)
        #expect(names.dropFirst() == [Self.consoleName("UIView", controller.view), badgeName])

        // The conflicting set: the two widths, each with the line that made it; the 200 broken.
        let diagnosis = try #require(variant["diagnosis"] as? [String: Any])
        let conflict = try #require((diagnosis["conflicts"] as? [[String: Any]])?.first)
        #expect(conflict["broken"] as? String == "\(badgeName).Width = 200")
        let members = try #require(conflict["constraints"] as? [[String: Any]])
        #expect(members.map { $0["text"] as? String } == ["\(badgeName).Width = 100", "\(badgeName).Width = 200"])
        #expect(
            members.map { $0["where"] as? String } == [
                "\(file):\(controller.lines["narrow"]!)", "\(file):\(controller.lines["wide"]!)",
            ])
        #expect(members.map { $0["broken"] as? Bool } == [false, true])

        // Every constraint of the team's code, in the badge's "why this frame", with its line.
        let rows = try #require(variant["rows"] as? [[String: Any]])
        let explanation = try #require(badge["explanation"] as? [String: Any])
        func lines(_ axis: String) -> [String] {
            ((explanation[axis] as? [Int]) ?? []).compactMap { index in
                guard let text = rows[index]["text"] as? String, let place = rows[index]["where"] as? String else {
                    return nil
                }
                return "\(text) @ \(place)"
            }
        }
        let parent = Self.consoleName("UIView", controller.view)
        #expect(
            lines("horizontal") == [
                "\(badgeName).Leading = \(parent).Leading @ \(file):\(controller.lines["leading"]!)",
                "\(badgeName).Width = 100 @ \(file):\(controller.lines["narrow"]!)",
                "\(badgeName).Width = 200 @ \(file):\(controller.lines["wide"]!)",
            ])
        #expect(
            lines("vertical") == [
                "\(badgeName).Top = \(parent).Top + 20 @ \(file):\(controller.lines["top"]!)",
                "\(badgeName).Height = 30 @ \(file):\(controller.lines["height"]!)",
            ])
        // The page is the inspector's own, self-contained.
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("default-src 'none'"))
    }
}
