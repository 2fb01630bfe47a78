import ConsoleLog
import PlumbUIKit
import Testing

/// A conflict prints UIKit's console block, in iOS 13's words and layout
/// (`reference/uikit-log-format.md`), and `plumb explain --log`'s reader reads it back.
@Suite @MainActor
struct UIKitConsoleTests {
    /// The classic: a width on a view still pinned by its autoresizing mask. Views and
    /// constraints get stable pseudo-addresses from their ids (the root is item 1, the box 2;
    /// the team's width is constraint 1, the engine's own numbered by place in the set).
    @Test func anAutoresizingConflictPrintsAsUIKitDoes() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(box)
        box.widthAnchor.constraint(equalToConstant: 80).isActive = true
        let issues = PlumbLayoutIssues.collect { root.layoutIfNeeded() }
        guard case let .conflict(conflict) = try #require(issues.first) else {
            Issue.record("expected a conflict, got \(issues)")
            return
        }
        let boxName = try #require(Self.address(in: conflict.consoleText, after: "h=--& v=--& UIView:"))
        let widthName = try #require(Self.address(in: conflict.consoleText, after: "\"<NSLayoutConstraint:"))
        let autoresizingName = try #require(
            Self.address(in: conflict.consoleText, after: "<NSAutoresizingMaskLayoutConstraint:"))
        let width = "<NSLayoutConstraint:\(widthName) UIView:\(boxName).width == 80   (active)>"
        #expect(
            conflict.consoleText == """
                Unable to simultaneously satisfy constraints.
                \tProbably at least one of the constraints in the following list is one you don't want. 
                \tTry this: 
                \t\t(1) look at each constraint and try to figure out which you don't expect; 
                \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
                \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
                (
                    "<NSAutoresizingMaskLayoutConstraint:\(autoresizingName) h=--& v=--& UIView:\(boxName).width == 50   (active)>",
                    "\(width)"
                )

                Will attempt to recover by breaking constraint 
                \(width)

                Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
                The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.

                """)
        #expect(boxName.hasPrefix("0x7fb") && widthName.hasPrefix("0x600") && autoresizingName.hasPrefix("0x608"))
        #expect(boxName.count == 14 && widthName.count == 14)
    }

    /// Labels show their text (25 characters at most), a team's classes their module, margins
    /// guides UIKit's pair of guide constraints; the reader finds every entry and the broken one.
    @Test func theConsoleReaderReadsItBack() throws {
        final class CardView: UIView {}
        let root = CardView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let label = UILabel()
        label.text = "A rather long title for this label"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let double = label.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 2)
        double.identifier = "double-width"
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            double,
        ])
        let issues = PlumbLayoutIssues.collect { root.layoutIfNeeded() }
        guard case let .conflict(conflict) = try #require(issues.first) else {
            Issue.record("expected a conflict, got \(issues)")
            return
        }
        let text = conflict.consoleText
        #expect(
            text.contains("UILabel:0x7fb") && text.contains("'A rather long title for t...'.leading == UILayoutGuide:"))
        #expect(text.contains("'UIViewLayoutMarginsGuide'.trailing   (active)>"))
        #expect(text.contains("'UIView-leftMargin-guide-constraint' H:|-(8)-[UILayoutGuide:"))
        #expect(text.contains("'UIView-rightMargin-guide-constraint' H:[UILayoutGuide:"))
        #expect(text.contains("'double-width' UILabel:"))
        #expect(text.contains(".width == 2*CardView:0x7fb") || text.contains(".width == 2*PlumbUIKitTests."))
        #expect(!text.contains("(Note:"))

        let logs = ConsoleLog.parse(text)
        #expect(logs.count == 1)
        let log = try #require(logs.first)
        #expect(log.entries.count == 5)
        #expect(log.entries.allSatisfy { $0.problem == nil && $0.isActive }, "\(log.entries.map(\.problem))")
        #expect(log.brokenIndex == 4)
        #expect(log.entries[4].identifier == "double-width")
        #expect(log.entries.filter { $0.identifier?.hasSuffix("Margin-guide-constraint") == true }.count == 2)
    }

    /// The hex address after `prefix` in `text`.
    static func address(in text: String, after prefix: String) -> String? {
        guard let range = text.range(of: prefix) else { return nil }
        return String(text[range.upperBound...].prefix { $0 != " " && $0 != "'" && $0 != "." && $0 != ">" })
    }
}
