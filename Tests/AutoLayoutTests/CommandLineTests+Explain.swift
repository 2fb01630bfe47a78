import Foundation
import Testing
@testable import AutoLayout

/// `plumb explain`: UIKit's console text for unsatisfiable constraints and the
/// `_autolayoutTrace` synopsis for ambiguity (reference/uikit-facts.md §13–14), exit 1 when
/// there is either.
extension CommandLineTests {
    /// UIKit's block for one conflict, typed here from the reference rather than taken from
    /// the code under test.
    static func uikitConflict(_ constraints: [String], broken: String) -> String {
        "Unable to simultaneously satisfy constraints.\n"
            + "\tProbably at least one of the constraints in the following list is one you don't want. Try this: "
            + "(1) look at each constraint and try to figure out which you don't expect; (2) find the code that "
            + "added the unwanted constraint or constraints and fix it. (Note: If you're seeing "
            + "NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the "
            + "UIView property translatesAutoresizingMaskIntoConstraints)\n"
            + "(\n" + constraints.map { "    \"<\($0)>\"" }.joined(separator: ",\n") + "\n)\n\n"
            + "Will attempt to recover by breaking constraint\n<\(broken)>\n\n"
            + "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
            + "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> "
            + "may also be helpful.\n\n"
    }

    /// conflict-width.yaml on iphone-8 portrait. First: the two margin pins leave 375 - 2 × 16
    /// = 343 pt, so `Width = 400` (the first required line that cannot hold) is broken; the
    /// set is the root's width, both root margins, both pins and the width, and dropping any
    /// one of them frees a value that absorbs the 57 pt.
    static let widthConflict = (broken: "Red View.Width = 400", constraints: [
        "'UIView-Encapsulated-Layout-Width' Root.Width = 375",
        "Root.LeftMargin = 16 (device)",
        "Root.RightMargin = 16 (device)",
        "Red View.Leading = Superview.LeadingMargin",
        "Red View.Trailing = Superview.TrailingMargin",
        "Red View.Width = 400",
    ])

    /// Second: 20 (status bar) + 20 + 100 + 8 + 1000 + 20 > 667, so `Blue View.Height = 1000`
    /// is broken. The chain runs through the layout guides, whose position and length are
    /// system constraints; the root's own `minY = 0` is not needed (every term is relative
    /// to it), and is rightly left out.
    static let heightConflict = (broken: "Blue View.Height = 1000", constraints: [
        "'UIView-Encapsulated-Layout-Height' Root.Height = 667",
        "Top Layout Guide.Length = 20 (device)",
        "Bottom Layout Guide.Length = 0 (device)",
        "Top Layout Guide.minY (layout guide)",
        "Top Layout Guide.Height (layout guide)",
        "Red View.Top = Top Layout Guide.Bottom + 20.0",
        "Red View.Height = 100",
        "Blue View.Top = Red View.Bottom + Standard",
        "Bottom Layout Guide.minY (layout guide)",
        "Bottom Layout Guide.Top = Blue View.Bottom + 20.0",
        "Blue View.Height = 1000",
    ])

    /// The report goes to stdout; stderr stays empty. Today `Plumb.main` writes the empty message
    /// of `ExitCode(1)` plus a newline to stderr (Plumb.swift, outside this change): marked as a
    /// known issue so the marker fails, and can go, once that is fixed.
    static func expectNothingOnStderr(_ run: PlumbCommand.Result, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.stderr.trimmingCharacters(in: .whitespacesAndNewlines) == "", sourceLocation: sourceLocation)
        #expect(run.stderr == "", sourceLocation: sourceLocation)
    }

    @Test func explainConflictsInUIKitsWords() throws {
        let run = try #require(PlumbCommand.run(["explain", "\(PlumbCommand.scenes)/conflict-width.yaml",
                                                 "--device", "iphone-8"]))
        #expect(run.status == 1)
        Self.expectNothingOnStderr(run)
        #expect(run.stdout
            == Self.uikitConflict(Self.widthConflict.constraints, broken: Self.widthConflict.broken)
            + Self.uikitConflict(Self.heightConflict.constraints, broken: Self.heightConflict.broken))
    }

    @Test func framesStillLaysOutAroundConflicts() throws {
        let run = try #require(PlumbCommand.run(["frames", "\(PlumbCommand.scenes)/conflict-width.yaml",
                                                 "--format", "json"]))
        // A conflict is the layout's problem, not an invalid file: frames succeeds and lists it.
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let conflicts = try #require(json["conflicts"] as? [[String: Any]])
        #expect(conflicts.compactMap { $0["broken"] as? String } == [Self.widthConflict.broken,
                                                                     Self.heightConflict.broken])
        #expect((conflicts.first?["constraints"] as? [String]) == Self.widthConflict.constraints)
        #expect((conflicts.last?["constraints"] as? [String]) == Self.heightConflict.constraints)
        let views = try #require(json["views"] as? [[String: Any]])
        // Without the broken lines: Red View fills the margins, Blue View the rest of the height.
        #expect((views.first?["frame"] as? [String: Double]) == ["x": 16, "y": 40, "width": 343, "height": 100])
        #expect((views.last?["frame"] as? [String: Double]) == ["x": 16, "y": 148, "width": 343, "height": 499])
    }

    /// Minimality, checked for the members a scene can drop: without any one user constraint of
    /// a set, its broken constraint holds; without one outside the set, it still breaks.
    @Test func conflictingSetsAreMinimal() throws {
        let path = "\(PlumbCommand.scenes)/conflict-width.yaml"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        func broken(without line: String) throws -> [String] {
            let kept = text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { $0.trimmingCharacters(in: .whitespaces) != "- \(line)" }
            #expect(kept.count == text.split(separator: "\n", omittingEmptySubsequences: false).count - 1)
            let scene = try SceneLoader().load(yaml: kept.joined(separator: "\n"), file: path)
            return LayoutEngine(root: scene.root, environment: scene.environment()).layout().conflicts.map(\.broken)
        }
        for conflict in [Self.widthConflict, Self.heightConflict] {
            let userLines = conflict.constraints.filter { !$0.contains("(device)") && !$0.contains("(layout guide)")
                && !$0.hasPrefix("'") && $0 != conflict.broken }
            for line in userLines {
                #expect(try !broken(without: line).contains(conflict.broken), "without \(line)")
            }
        }
        // `Red View.Height = 100` is in the second set only.
        #expect(try broken(without: "Red View.Height = 100") == [Self.widthConflict.broken])
        #expect(try broken(without: "Blue View.Leading = Superview.LeadingMargin")
            == [Self.widthConflict.broken, Self.heightConflict.broken])
    }

    @Test func explainAmbiguity() throws {
        let run = try #require(PlumbCommand.run(["explain", "\(PlumbCommand.scenes)/ambiguous-view.yaml"]))
        #expect(run.status == 1)
        Self.expectNothingOnStderr(run)
        // Leading, top and height are fixed; nothing fixes the width.
        #expect(run.stdout == "[LayoutConstraints] Window has a view with an ambiguous layout. See \"Auto Layout "
            + "Guide: Ambiguous Layouts\" for help debugging. Displaying synopsis from invoking -[UIView "
            + "_autolayoutTrace] to provide additional detail.\n\n"
            + "•Root\n"
            + "|   *Loose View - AMBIGUOUS LAYOUT for Loose View.Width\n"
            + "\nLegend:\n\t* - is laid out with auto layout\n"
            + "\t+ - is laid out manually, but is represented in the layout engine because "
            + "translatesAutoresizingMaskIntoConstraints = YES\n"
            + "\t• - layout engine host\n\n")
        let json = try #require(PlumbCommand.run(["frames", "\(PlumbCommand.scenes)/ambiguous-view.yaml",
                                                  "--format", "json"]))
        #expect(json.stdout.contains("\"ambiguous\": [{\"view\": \"Loose View\", \"attributes\": [\"width\"]}]"))
    }

    @Test func explainCleanScene() throws {
        let run = try #require(PlumbCommand.run(["explain", Self.complexWidths, "--orientation", "landscape"]))
        #expect(run.status == 0)
        #expect(run.stdout == "No conflicts or ambiguity.\n")
        #expect(run.stderr == "")
    }
}
