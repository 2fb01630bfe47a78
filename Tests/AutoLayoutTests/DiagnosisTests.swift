import SceneModel
import TestSupport
import Testing

@testable import AutoLayout
@testable import SceneFormat

/// What `plumb explain` adds to UIKit's report, through the engine's API: constraint
/// statuses, conflict alternatives, ambiguity ranges, ghosts and suggested pins, and one
/// view's explanation.
@Suite struct DiagnosisTests {
    func engine(_ yaml: String, _ environment: Environment = Environment(device: .iPhone8)) throws -> (
        LayoutEngine, Scene
    ) {
        let scene = try SceneLoader.standard.load(yaml: yaml, file: "diagnosis.yaml")
        return (LayoutEngine(root: scene.root, environment: environment), scene)
    }

    /// Box may sit anywhere from 10 pt off the left edge to 10 pt off the right:
    /// x ∈ [10, 375 - 10 - 100] = [10, 265] on the iPhone 8.
    static let slidingBox = """
        name: Sliding
        views:
          - name: Box
        constraints:
          - Box.Leading >= Superview.Leading + 10
          - Box.Trailing <= Superview.Trailing - 10
          - Box.Width = 100
          - Box.Top = Superview.Top + 50
          - Box.Height = 40
        """

    @Test func boundedAmbiguityHasItsRangeGhostsAndAPin() throws {
        let (engine, _) = try engine(Self.slidingBox)
        let diagnosis = engine.diagnose()
        let box = try #require(diagnosis.ambiguities.first)
        #expect(diagnosis.ambiguities.count == 1)
        #expect(box.view == "Box")
        // Each end of the range as a frame, for the inspector's exercise: Box with x at 10
        // and at 265, all else as laid out.
        #expect(
            box.ranges == [
                AmbiguityExplanation.Range(
                    attribute: "x", min: 10, max: 265, frameAtMin: Rect(x: 10, y: 50, width: 100, height: 40),
                    frameAtMax: Rect(x: 265, y: 50, width: 100, height: 40))
            ])
        // The solution sits at one end; the ghost is the other.
        let ends = Set([box.frame.x] + box.ghosts.map(\.x))
        #expect(ends == [10, 265])
        #expect(box.ghosts.count == 1)
        #expect(box.ghosts.allSatisfy { $0.y == 50 && $0.width == 100 && $0.height == 40 })
        #expect(box.suggestions == ["Box.Leading = Superview.Leading + \(formatPoints(box.frame.x))"])
        let report = DiagnosisReport(diagnosis: diagnosis).text
        #expect(report.contains("|   *Box - AMBIGUOUS LAYOUT for Box.minX ∈ [10, 265]\n"))
    }

    /// Adding the suggested lines to the scene file leaves nothing ambiguous and breaks
    /// nothing: the suggestions are checked, not guessed.
    @Test(arguments: [
        slidingBox,
        """
        name: Nothing Horizontal
        views:
          - name: Floating
          - name: Below
        constraints:
          - Floating.Top = Top Layout Guide.Bottom + 8
          - Floating.Height = 44
          - Below.Top = Floating.Bottom + 8
          - Below.Leading = Floating.Leading
          - Below.Trailing = Floating.Trailing
          - Below.Height = 20
        """,
        """
        name: Free Height
        views:
          - name: Column
        constraints:
          - Column.Leading = Superview.LeadingMargin
          - Column.Trailing = Superview.TrailingMargin
          - Column.Top = Top Layout Guide.Bottom
        """,
    ])
    func suggestionsPinEveryAmbiguousView(yaml: String) throws {
        let (engine, _) = try engine(yaml)
        let diagnosis = engine.diagnose()
        #expect(!diagnosis.ambiguities.isEmpty)
        let lines = diagnosis.ambiguities.flatMap(\.suggestions)
        #expect(!lines.isEmpty)
        let (fixed, _) = try self.engine(yaml + "\n" + lines.map { "  - \($0)" }.joined(separator: "\n"))
        let layout = fixed.layout()
        #expect(layout.ambiguous.isEmpty, "\(lines)")
        #expect(layout.conflicts.isEmpty, "\(lines)")
    }

    @Test func floatingPairGetsMarginPinsNotAZeroWidth() throws {
        let (engine, _) = try engine(
            """
            name: Floating
            views:
              - name: Floating
            constraints:
              - Floating.Top = Top Layout Guide.Bottom + 8
              - Floating.Height = 44
            """)
        let ambiguity = try #require(engine.diagnose().ambiguities.first)
        #expect(ambiguity.ranges.map(\.attribute) == ["x", "width"])
        // x is free both ways; the width only upwards, since sizes are never negative.
        #expect(ambiguity.ranges.map(\.min) == [-.infinity, 0])
        #expect(ambiguity.ranges.allSatisfy { $0.max == .infinity })
        #expect(
            ambiguity.suggestions == [
                "Floating.Leading = Superview.LeadingMargin",
                "Floating.Trailing = Superview.TrailingMargin",
            ])
        // Unbounded ends are drawn a quarter of the screen away (375 / 4).
        #expect(ambiguity.ghosts.contains { abs($0.x - (ambiguity.frame.x + 93.75)) < 1e-9 })
        // The exercise's ends: x a quarter screen either side of the solution's; the width
        // from its floor, 0, to a quarter screen more than the solution's.
        let x = ambiguity.ranges[0], width = ambiguity.ranges[1]
        let frame = ambiguity.frame
        #expect(x.frameAtMin == Rect(x: frame.x - 93.75, y: frame.y, width: frame.width, height: frame.height))
        #expect(x.frameAtMax == Rect(x: frame.x + 93.75, y: frame.y, width: frame.width, height: frame.height))
        #expect(width.frameAtMin?.width == 0)
        #expect(width.frameAtMax?.width == frame.width + 93.75)
        #expect(frame.y == 28 && frame.height == 44)
    }

    /// Two ambiguous views that share a name are each explained, by id (looked up by name,
    /// the first was explained twice and the second not at all).
    @Test func ambiguousViewsWithOneNameAreExplainedEach() throws {
        let root = View(name: "Root")
        let first = View(name: "Box"), second = View(name: "Box")
        for (view, y) in [(first, 10.0), (second, 100.0)] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            try LayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
                view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        let diagnosis = LayoutEngine(root: root, environment: Environment(device: .iPhone8)).diagnose()
        #expect(diagnosis.ambiguities.map(\.itemID) == [first.itemID, second.itemID])
        #expect(diagnosis.ambiguities.map(\.frame.y) == [10, 100])
    }

    /// conflict-width's first conflict, through the API: the alternatives' frames.
    @Test func conflictAlternativesGiveTheirFrames() throws {
        let scene = try SceneLoader.standard.load(yaml: TestScenes.conflictWidth, file: "conflict-width.yaml")
        let engine = LayoutEngine(root: scene.root, environment: scene.environment(device: .iPhone8))
        let explanation = try #require(engine.diagnose().conflicts.first)
        let red = try #require(scene.views.first { $0.name == "Red View" }).itemID
        #expect(explanation.conflict.broken == "Red View.Width = 400")
        #expect(
            explanation.alternatives.map(\.outcome) == [
                .unbreakable, .unbreakable, .unbreakable,
                .frames([
                    ConflictExplanation.FrameChange(
                        view: "Red View", itemID: red, from: Rect(x: 16, y: 40, width: 343, height: 100),
                        to: Rect(x: -41, y: 40, width: 400, height: 100))
                ]),
                .frames([
                    ConflictExplanation.FrameChange(
                        view: "Red View", itemID: red, from: Rect(x: 16, y: 40, width: 343, height: 100),
                        to: Rect(x: 16, y: 40, width: 400, height: 100))
                ]),
            ])
        // Asking changed nothing: the engine's own layout is as before.
        #expect(engine.layout().frame(of: "Red View") == Rect(x: 16, y: 40, width: 343, height: 100))
        #expect(engine.layout().conflicts.map(\.broken) == ["Red View.Width = 400", "Blue View.Height = 1000"])
    }

    @Test func statusesSayTightSlackLostAndBroken() throws {
        let (engine, _) = try engine(
            """
            name: Statuses
            views:
              - name: Box
            constraints:
              - Box.Leading = Superview.Leading + 20
              - Box.Top = Superview.Top + 30
              - Box.Height = 40
              - Box.Width >= 50
              - Box.Width = 80
              - Box.Width = 120 (Priority 500)
              - Box.Width = 90
            """)
        let statuses = engine.constraintStatuses().filter { $0.source == .user }
        let byText = Dictionary(statuses.map { ($0.description, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byText["Box.Leading = Superview.Leading + 20"]?.state == .tight)
        #expect(byText["Box.Width >= 50"]?.state == .slack(30))
        #expect(byText["Box.Width = 120 (Priority 500)"]?.state == .lost(40))
        #expect(byText["Box.Width = 90"]?.state == .broken)
        #expect(byText["Box.Width = 90"]?.isConflicting == true)
        #expect(byText["Box.Width = 80"]?.isConflicting == true)
        #expect(byText["Box.Width >= 50"]?.isConflicting == false)
        // Where the width sits: across the box, 80 pt from x = 20.
        let geometry = try #require(byText["Box.Width = 80"]?.geometry)
        #expect(geometry.first.attribute == .width && geometry.first.value == 80 && geometry.second == nil)
        #expect(geometry.first.frame == Rect(x: 20, y: 30, width: 80, height: 40))
        let leading = try #require(byText["Box.Leading = Superview.Leading + 20"]?.geometry)
        #expect(leading.first.value == 20 && leading.second?.value == 0 && leading.second?.item == "Root")
    }

    /// RTL: the leading edge is the right one, so the leading anchor's position is 375 - 20.
    @Test func geometryFollowsTheDirection() throws {
        let (engine, _) = try engine(
            """
            name: Box
            views:
              - name: Box
            constraints:
              - Box.Leading = Superview.Leading + 20
              - Box.Top = Superview.Top + 30
              - Box.Height = 40
              - Box.Width = 80
            """, Environment(device: .iPhone8, direction: .rightToLeft))
        let leading = try #require(
            engine.constraintStatuses().first { $0.description.hasPrefix("Box.Leading") }?.geometry)
        #expect(leading.first.value == 355)
        #expect(leading.second?.value == 375)
    }

    /// A view in a stack with an intrinsic size: the stack's constraints and the intrinsic
    /// size's are marked as such.
    @Test func viewExplanationMarksStackAndIntrinsicConstraints() throws {
        let (engine, scene) = try engine(
            """
            name: Stacked
            views:
              - name: Stack
                kind: stack
                axis: horizontal
                distribution: fill
                alignment: fill
                arrangedSubviews: [Tag, Filler]
              - name: Tag
                parent: Stack
                intrinsicSize: {width: 120, height: 30}
              - name: Filler
                parent: Stack
            constraints:
              - Stack.Leading = Superview.LeadingMargin
              - Stack.Trailing = Superview.TrailingMargin
              - Stack.Top = Top Layout Guide.Bottom + 8
            """)
        guard case let .success(tag) = scene.view(named: "tag") else {
            Issue.record("no Tag view")
            return
        }
        let text = engine.explain(view: tag).text
        #expect(text.hasPrefix("Tag: x 16, y 28, width 120, height 30\nIntrinsic content size: width 120, height 30\n"))
        #expect(text.contains("[stack or scroll view]"))
        #expect(text.contains("tight       Tag.Width >= 120 (compression resistance, Priority 750)  [intrinsic size]"))
        #expect(text.contains("tight       Tag.Width <= 120 (content hugging, Priority 250)  [intrinsic size]"))
    }
}
