import PlumbUIKit
import Testing

// What UIKit's console reports, as values a test can check.

@Suite @MainActor
struct ConflictTests {
    /// Two required widths: the later one is broken, reported once with the minimal set, and
    /// the layout goes on with the earlier.
    @Test func unsatisfiableConstraintsAreReportedOnceAsAValue() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "too-wide"
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            narrow, wide,
        ])
        let issues = PlumbLayoutIssues.collect { root.layoutIfNeeded() }
        #expect(issues.count == 1)
        guard case let .conflict(conflict) = try #require(issues.first) else {
            Issue.record("expected a conflict, got \(issues)")
            return
        }
        #expect(conflict.brokenConstraint === wide)
        #expect(conflict.constraints.count == 2)
        #expect(conflict.broken.contains("too-wide"))
        #expect(conflict.consoleText.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        #expect(conflict.consoleText.contains("Will attempt to recover by breaking constraint"))
        expectFrame(box, 0, 0, 100, 10)

        // Reported when it arises, not on every pass.
        #expect(PlumbLayoutIssues.collect { root.layoutIfNeeded() }.isEmpty)

        // Gone once either member goes; the other then holds.
        narrow.isActive = false
        #expect(PlumbLayoutIssues.collect { root.layoutIfNeeded() }.isEmpty)
        expectFrame(box, 0, 0, 200, 10)
    }

    /// The classic mistake: constraints on a view still pinned by its autoresizing mask. The
    /// team's constraint is the one broken; the frame stays the one set.
    @Test func constraintsOnAnAutoresizingViewConflictWithItsFrame() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 80)
        width.isActive = true
        let issues = PlumbLayoutIssues.collect { root.layoutIfNeeded() }
        guard case let .conflict(conflict) = try #require(issues.first) else {
            Issue.record("expected a conflict, got \(issues)")
            return
        }
        #expect(issues.count == 1)
        #expect(conflict.brokenConstraint === width)
        #expect(conflict.constraints.contains { $0.contains("h=--&") })
        expectFrame(box, 10, 10, 50, 50)
    }

    /// What UIKit raises an exception for is reported, and the constraint stays inactive.
    @Test func constraintsUIKitRefusesAreReportedAndStayInactive() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let inTree = UIView()
        let elsewhere = UIView()
        root.addSubview(inTree)
        let acrossTrees = inTree.topAnchor.constraint(equalTo: elsewhere.topAnchor)
        let mixed = inTree.leadingAnchor.constraint(equalTo: root.leftAnchor)
        let issues = PlumbLayoutIssues.collect {
            acrossTrees.isActive = true
            NSLayoutConstraint.activate([mixed])
        }
        #expect(issues.count == 2)
        guard case let .exception(first) = try #require(issues.first),
            case let .exception(second) = try #require(issues.last)
        else {
            Issue.record("expected two exceptions, got \(issues)")
            return
        }
        #expect(first.name == "NSGenericException" && first.constraint === acrossTrees)
        #expect(first.reason.contains("because they have no common ancestor"))
        #expect(second.name == "NSInvalidArgumentException" && second.constraint === mixed)
        #expect(second.reason.contains("between a leading/trailing attribute and a right/left attribute"))
        #expect(!acrossTrees.isActive && !mixed.isActive)
        #expect(root.constraints.isEmpty)
    }
}
