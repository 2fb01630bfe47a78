import Foundation
import PlumbUIKitSnapshotTesting
import SnapshotTesting
import Testing

/// A snapshot of a layout with a conflict or an ambiguity fails, even when its image matches
/// its reference, with UIKit's log and Plumb's minimal set, each constraint with the line that
/// made it; `.plumbAllowsLayoutProblems` (here its task-local) lets it pass.
@MainActor
@Suite struct LayoutProblemTests {
    /// A badge asked to be 100 and 200 wide, both required (the test names lines 19 and 25:
    /// keep them where they are).
    final class ConflictedViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let badge = BadgeView()
            badge.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(badge)
            let wide = badge.widthAnchor.constraint(equalToConstant: 200) // line 19
            wide.identifier = "badge-wide"
            NSLayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: view.topAnchor),
                badge.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                badge.heightAnchor.constraint(equalToConstant: 20),
                badge.widthAnchor.constraint(equalToConstant: 100), // line 25
                wide,
            ])
        }
    }

    /// A badge with no horizontal position.
    final class AmbiguousViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let badge = BadgeView()
            badge.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: view.topAnchor),
                badge.widthAnchor.constraint(equalToConstant: 40),
                badge.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
    }

    final class BadgeView: UIView {}

    func verify(_ make: () -> UIViewController, in root: String) -> (recorded: String?, verified: String?) {
        let recorded = verifySnapshot(
            of: make(), as: .image(on: .iPhoneSe), named: "screen", record: .all, snapshotDirectory: root)
        let verified = verifySnapshot(
            of: make(), as: .image(on: .iPhoneSe), named: "screen", record: .never, snapshotDirectory: root)
        return (recorded, verified)
    }

    @Test func aConflictFailsTheSnapshotNamingWhereEachConstraintWasMade() throws {
        let root = temporaryReferences("conflict")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (recorded, verified) = verify({ ConflictedViewController() }, in: root)
        #expect(recorded?.hasPrefix("Record mode is on.") == true || recorded != nil)
        // The image matches its reference; the layout's conflict fails it all the same.
        let message = try #require(verified)
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines.first
                == "Layout problems in ConflictedViewController (`.plumbAllowsLayoutProblems` on the test snapshots it anyway):"
        )
        #expect(lines.contains("Unable to simultaneously satisfy constraints."))
        #expect(lines.contains("Plumb's minimal conflicting set:"))
        let file = "PlumbUIKitSnapshotTestingTests/LayoutProblemTests.swift"
        #expect(lines.contains { $0.hasSuffix("(made at \(file):25)") })
        #expect(lines.contains { $0.hasSuffix("(made at \(file):19 'badge-wide')") })
        #expect(lines.contains { $0.hasPrefix("Broken: ") })
        #expect(message.contains("BadgeView"))
        // Allowed, it passes.
        let allowed = PlumbSnapshots.$allowsLayoutProblems.withValue(true) {
            verifySnapshot(
                of: ConflictedViewController(), as: .image(on: .iPhoneSe), named: "screen", record: .never,
                snapshotDirectory: root, testName: "verify(_:in:)")
        }
        #expect(allowed == nil)
    }

    @Test func anAmbiguousViewFailsTheSnapshotNamingItsClassAndFreeAttributes() throws {
        let root = temporaryReferences("ambiguous")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (_, verified) = verify({ AmbiguousViewController() }, in: root)
        let message = try #require(verified)
        #expect(message.hasSuffix("\nAmbiguous layout: BadgeView: x not decided by its constraints"))
    }
}
