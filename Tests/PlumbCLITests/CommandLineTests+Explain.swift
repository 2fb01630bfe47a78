import Foundation
import SceneModel
import Testing

@testable import AutoLayout
@testable import SceneFormat

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
    static let widthConflict = (
        broken: "Red View.Width = 400",
        constraints: [
            "'UIView-Encapsulated-Layout-Width' Root.Width = 375",
            "Root.LeftMargin = 16 (device)",
            "Root.RightMargin = 16 (device)",
            "Red View.Leading = Superview.LeadingMargin",
            "Red View.Trailing = Superview.TrailingMargin",
            "Red View.Width = 400",
        ]
    )

    /// Second: 20 (status bar) + 20 + 100 + 8 + 1000 + 20 > 667, so `Blue View.Height = 1000`
    /// is broken. The chain runs through the layout guides, whose position and length are
    /// system constraints; the root's own `minY = 0` is not needed (every term is relative
    /// to it), and is rightly left out.
    /// Sizes are never negative (SPEC §3), so the set is minimal given every height at zero or
    /// above: 20 + 0 + 8 + 1000 + 20 > 667 already, whatever Red View's height and the top
    /// guide's length.
    /// The Top Layout Guide has no floor (SPEC §3): the set names the device's 20 pt and the
    /// guide's definition that carries it.
    static let heightConflict = (
        broken: "Blue View.Height = 1000",
        constraints: [
            "'UIView-Encapsulated-Layout-Height' Root.Height = 667",
            "Top Layout Guide.Length = 20 (device)",
            "Bottom Layout Guide.Length = 0 (device)",
            "Top Layout Guide.minY (layout guide)",
            "Top Layout Guide.Height (layout guide)",
            "Red View.Top = Top Layout Guide.Bottom + 20.0",
            "Blue View.Top = Red View.Bottom + Standard",
            "Bottom Layout Guide.minY (layout guide)",
            "Bottom Layout Guide.Top = Blue View.Bottom + 20.0",
            "Blue View.Height = 1000",
        ]
    )

    /// What follows UIKit's block: why the broken constraint was the one broken, then each
    /// other member broken instead. `the device defines it` for the window, its margins and
    /// the layout guides.
    static func whyBlock(_ conflict: (broken: String, constraints: [String]), alternatives: [String]) -> String {
        "Why <\(conflict.broken)>: Required constraints are added in activation order, and the first one that "
            + "cannot hold with those already in force is left out: the other \(conflict.constraints.count - 1) in "
            + "the list were in force when <\(conflict.broken)> was activated.\n"
            + "Breaking another constraint of the list instead:\n"
            + alternatives.map { "  - \($0)\n" }.joined() + "\n"
    }

    static let fixed = ": cannot be broken: the device defines it."

    /// Width: without the leading pin the trailing pin and 400 pt put x at 359 - 400 = -41;
    /// without the trailing pin only the width changes. Height: with Blue View's 1000 pt
    /// ending 20 pt above the bottom guide (667 - 20 = 647), Blue View starts at -353; drop
    /// Red View's top and Red View ends 8 pt above that (-361) and starts 100 pt higher
    /// (-461); drop its height and it spans 40 … -361, height -401; drop Blue View's top and
    /// only Blue View moves; drop the bottom guide pin and Blue View just grows.
    static let widthAlternatives = [
        "<'UIView-Encapsulated-Layout-Width' Root.Width = 375>" + fixed,
        "<Root.LeftMargin = 16 (device)>" + fixed,
        "<Root.RightMargin = 16 (device)>" + fixed,
        "<Red View.Leading = Superview.LeadingMargin>: Red View x 16 → -41, width 343 → 400",
        "<Red View.Trailing = Superview.TrailingMargin>: Red View width 343 → 400",
    ]
    static let heightAlternatives = [
        "<'UIView-Encapsulated-Layout-Height' Root.Height = 667>" + fixed,
        "<Top Layout Guide.Length = 20 (device)>" + fixed,
        "<Bottom Layout Guide.Length = 0 (device)>" + fixed,
        "<Top Layout Guide.minY (layout guide)>" + fixed,
        "<Top Layout Guide.Height (layout guide)>" + fixed,
        "<Red View.Top = Top Layout Guide.Bottom + 20.0>: Red View y 40 → -461; Blue View y 148 → -353, height 499 → 1000",
        "<Blue View.Top = Red View.Bottom + Standard>: Blue View y 148 → -353, height 499 → 1000",
        "<Bottom Layout Guide.minY (layout guide)>" + fixed,
        "<Bottom Layout Guide.Top = Blue View.Bottom + 20.0>: Blue View height 499 → 1000",
    ]

    /// The report goes to stdout; stderr stays empty. Today `Plumb.main` writes the empty message
    /// of `ExitCode(1)` plus a newline to stderr (Plumb.swift, outside this change): marked as a
    /// known issue so the marker fails, and can go, once that is fixed.
    static func expectNothingOnStderr(_ run: PlumbCommand.Result, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.stderr.trimmingCharacters(in: .whitespacesAndNewlines) == "", sourceLocation: sourceLocation)
        #expect(run.stderr == "", sourceLocation: sourceLocation)
    }

    @Test func explainConflictsInUIKitsWords() throws {
        let run = try #require(
            PlumbCommand.run([
                "explain", try PlumbCommand.fixture("conflict-width"),
                "--device", "iphone-8",
            ]))
        #expect(run.status == 1)
        Self.expectNothingOnStderr(run)
        #expect(
            run.stdout
                == Self.uikitConflict(Self.widthConflict.constraints, broken: Self.widthConflict.broken)
                + Self.whyBlock(Self.widthConflict, alternatives: Self.widthAlternatives)
                + Self.uikitConflict(Self.heightConflict.constraints, broken: Self.heightConflict.broken)
                + Self.whyBlock(Self.heightConflict, alternatives: Self.heightAlternatives))
    }

    @Test func framesStillLaysOutAroundConflicts() throws {
        let run = try #require(
            PlumbCommand.run([
                "frames", try PlumbCommand.fixture("conflict-width"),
                "--device", "iphone-8", "--format", "json",
            ]))
        // A conflict is the layout's problem, not an invalid file: frames succeeds and lists it.
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let conflicts = try #require(json["conflicts"] as? [[String: Any]])
        #expect(
            conflicts.compactMap { $0["broken"] as? String } == [
                Self.widthConflict.broken,
                Self.heightConflict.broken,
            ])
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
        let path = try PlumbCommand.fixture("conflict-width")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        func broken(without line: String) throws -> [String] {
            let kept = text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { $0.trimmingCharacters(in: .whitespaces) != "- \(line)" }
            #expect(kept.count == text.split(separator: "\n", omittingEmptySubsequences: false).count - 1)
            let scene = try SceneLoader.standard.load(yaml: kept.joined(separator: "\n"), file: path)
            return LayoutEngine(root: scene.root, environment: scene.environment(device: .iPhone8)).layout().conflicts
                .map(\.broken)
        }
        for conflict in [Self.widthConflict, Self.heightConflict] {
            let userLines = conflict.constraints.filter {
                !$0.contains("(device)") && !$0.contains("(layout guide)")
                    && !$0.hasPrefix("'") && $0 != conflict.broken
            }
            for line in userLines {
                #expect(try !broken(without: line).contains(conflict.broken), "without \(line)")
            }
        }
        // `Red View.Height = 100` is in neither set: Blue View's 1000 cannot fit even with Red
        // View at its floor of zero.
        #expect(
            try broken(without: "Red View.Height = 100") == [Self.widthConflict.broken, Self.heightConflict.broken])
        #expect(
            try broken(without: "Blue View.Leading = Superview.LeadingMargin")
                == [Self.widthConflict.broken, Self.heightConflict.broken])
    }

    @Test func explainAmbiguity() throws {
        let run = try #require(PlumbCommand.run(["explain", try PlumbCommand.fixture("ambiguous-view")]))
        #expect(run.status == 1)
        Self.expectNothingOnStderr(run)
        // Leading, top and height are fixed; nothing fixes the width, which may take any value
        // but a negative one (SPEC §3).
        // The solution left it at 0, so the suggestion pins the trailing edge to the margin
        // rather than keep a zero width.
        #expect(
            run.stdout == "[LayoutConstraints] Window has a view with an ambiguous layout. See \"Auto Layout "
                + "Guide: Ambiguous Layouts\" for help debugging. Displaying synopsis from invoking -[UIView "
                + "_autolayoutTrace] to provide additional detail.\n\n"
                + "•Root\n"
                + "|   *Loose View - AMBIGUOUS LAYOUT for Loose View.Width ∈ [0, ∞)\n"
                + "\nLegend:\n\t* - is laid out with auto layout\n"
                + "\t+ - is laid out manually, but is represented in the layout engine because "
                + "translatesAutoresizingMaskIntoConstraints = YES\n"
                + "\t• - layout engine host\n\n"
                + "Constraints that would pin the ambiguous views (add them in this order):\n"
                + "    Loose View.Trailing = Superview.TrailingMargin\n\n")
        let json = try #require(
            PlumbCommand.run([
                "frames", try PlumbCommand.fixture("ambiguous-view"),
                "--format", "json",
            ]))
        #expect(json.stdout.contains("\"ambiguous\": [{\"view\": \"Loose View\", \"attributes\": [\"width\"]}]"))
    }

    @Test func explainCleanScene() throws {
        let run = try #require(PlumbCommand.run(["explain", Self.complexWidths, "--orientation", "landscape"]))
        #expect(run.status == 0)
        #expect(run.stdout == "No conflicts or ambiguity.\n")
        #expect(run.stderr == "")
    }

    @Test func explainOneView() throws {
        let run = try #require(
            PlumbCommand.run([
                "explain", Self.complexWidths, "--device", "iphone-se",
                "--view", "red view",
            ]))
        #expect(run.status == 0)
        // iphone-se portrait: 320 wide, margins 16, so 288 pt for both views and the 8 pt
        // gap; Blue View keeps its 150 minimum and Red View gets 130, 170 short of twice
        // Blue View. 568 tall: from 20 + 20 to 568 - 20.
        #expect(
            run.stdout == "No conflicts or ambiguity.\n\n"
                + "Red View: x 174, y 40, width 130, height 508\n"
                + "Horizontal:\n"
                + "  tight       Red View.Leading = Blue View.Trailing + Standard\n"
                + "  tight       Red View.Trailing = Superview.TrailingMargin\n"
                + "  lost 170    Red View.Width = 2.0 x Blue View.Width (Priority 750)\n"
                + "Vertical:\n"
                + "  tight       Red View.Top = Top Layout Guide.Bottom + 20.0\n"
                + "  tight       Bottom Layout Guide.Top = Red View.Bottom + 20.0\n")
        let unknown = try #require(PlumbCommand.run(["explain", Self.complexWidths, "--view", "Red Veiw"]))
        #expect(unknown.status == 1)
        #expect(unknown.stdout == "")
        #expect(unknown.stderr == "\(Self.complexWidths): no view named 'Red Veiw'; did you mean 'Red View'?\n")
    }

    /// `render` and `render --debug` end to end: the debug image is the screen plus the
    /// legend strip (68 pt), read from the PNG header (IHDR: width and height, big-endian,
    /// at bytes 16–23).
    @Test func renderDebugAddsTheLegendStrip() throws {
        let directory = NSTemporaryDirectory() + "plumb-render-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func size(_ file: String) throws -> (Int, Int) {
            let bytes = [UInt8](try #require(FileManager.default.contents(atPath: file)))
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            return (word(16), word(20))
        }
        for (flags, height) in [([String](), 1334), (["--debug"], 1334 + 136)] {
            let file = "\(directory)/out\(flags.count).png"
            let run = try #require(
                PlumbCommand.run(
                    [
                        "render", Self.complexWidths, "--device", "iphone-8",
                        "--output", file,
                    ] + flags))
            #expect(run.status == 0)
            #expect(run.stderr == "")
            let (w, h) = try size(file)
            #expect(w == 750 && h == height)
        }
    }
}
