import SceneModel
import TestSupport
import Testing

@testable import AutoLayout
@testable import SceneFormat

/// Views and constraints installed per size class, as Interface Builder's variations.
@Suite struct SizeClassTests {
    @Test func patternsParseAndMatch() throws {
        let phonePortrait = Environment(device: .iPhone8)
        let phoneLandscape = Environment(device: .iPhone8, orientation: .landscape)
        let plusLandscape = Environment(device: .iPhone8Plus, orientation: .landscape)
        let pad = Environment(device: .iPad, orientation: .landscape)
        let compactRegular = try #require(SizeClassPattern(parsing: "wC hR"))
        let compactHeight = try #require(SizeClassPattern(parsing: "hC"))
        #expect(compactRegular.matches(phonePortrait) && !compactRegular.matches(phoneLandscape))
        #expect(
            compactHeight.matches(phoneLandscape) && compactHeight.matches(plusLandscape) && !compactHeight.matches(pad)
        )
        #expect(SizeClassPattern(parsing: "any")?.matches(pad) == true)
        #expect(SizeClassPattern(parsing: "wX") == nil)
        #expect(SizeClassPattern(parsing: "wC wR") == nil)
        #expect(compactRegular.description == "wC hR")
        let condition = SizeClassCondition(except: [compactRegular])
        #expect(!condition.holds(in: phonePortrait) && condition.holds(in: pad))
    }

    static let yaml = """
        name: Variations
        views:
          - name: Always
          - name: Wide Only
            sizeClasses: "wR hR"
        constraints:
          - Always.Leading = Superview.LeadingMargin
          - Always.Top = Top Layout Guide.Bottom + 20
          - Always.Height = 40
          - {constraint: "Always.Trailing = Superview.TrailingMargin", exceptSizeClasses: "wC hR"}
          - {constraint: "Always.Width = 100", sizeClasses: "wC hR"}
          - Wide Only.Leading = Always.Leading
          - Wide Only.Top = Always.Bottom + 8
          - Wide Only.Width = 50
          - Wide Only.Height = 50
        """

    @Test func installedViewsAndConstraintsFollowTheEnvironment() throws {
        let scene = try SceneLoader.standard.load(yaml: Self.yaml, file: "variations.yaml")
        let engine = LayoutEngine(root: scene.root, environment: Environment(device: .iPhone8))
        var layout = engine.layout()
        expectFrame(layout, "Always", Rect(x: 16, y: 40, width: 100, height: 40))
        #expect(layout.frame(of: "Wide Only") == nil) // not installed on an iPhone
        #expect(layout.conflicts.isEmpty && layout.ambiguous.isEmpty)
        // Rotating changes the size classes: the variations swap on the live engine.
        engine.setEnvironment(Environment(device: .iPhone8, orientation: .landscape))
        layout = engine.layout()
        expectFrame(layout, "Always", Rect(x: 16, y: 20, width: 635, height: 40))
        engine.setEnvironment(Environment(device: .iPad))
        layout = engine.layout()
        expectFrame(layout, "Always", Rect(x: 20, y: 40, width: 728, height: 40))
        expectFrame(layout, "Wide Only", Rect(x: 20, y: 88, width: 50, height: 50))
        #expect(layout.conflicts.isEmpty && layout.ambiguous.isEmpty)
    }

    /// Rotation stays an edit-variable re-solve (the same solver, no rebuild) when nothing in
    /// the scene depends on size classes, even though the iPhone's change; a scene with
    /// variations rebuilds once per change of size classes.
    @Test func rotationRebuildsOnlyForVariations() throws {
        let plain = try SceneLoader.standard.load(
            yaml: """
                name: Plain
                views:
                  - name: Box
                constraints:
                  - Box.Leading = Superview.LeadingMargin
                  - Box.Trailing = Superview.TrailingMargin
                  - Box.Top = Top Layout Guide.Bottom
                  - Box.Height = 40
                """, file: "plain.yaml")
        let engine = LayoutEngine(root: plain.root, environment: Environment(device: .iPhone8))
        let solver = ObjectIdentifier(engine.solver)
        engine.setEnvironment(Environment(device: .iPhone8, orientation: .landscape))
        #expect(ObjectIdentifier(engine.solver) == solver)
        // Landscape iPhones hide the status bar: the top guide ends at 0.
        expectFrame(engine.layout(), "Box", Rect(x: 16, y: 0, width: 635, height: 40))
        let variations = try SceneLoader.standard.load(yaml: Self.yaml, file: "variations.yaml")
        let rebuilt = LayoutEngine(root: variations.root, environment: Environment(device: .iPhone8))
        let before = ObjectIdentifier(rebuilt.solver)
        rebuilt.setEnvironment(Environment(device: .iPhone8, orientation: .landscape))
        #expect(ObjectIdentifier(rebuilt.solver) != before)
    }

    @Test func badSizeClassesAreSceneErrors() {
        let yaml = """
            views:
              - {name: A, sizeClasses: "wide"}
            """
        do {
            _ = try SceneLoader.standard.load(yaml: yaml, file: "bad.yaml")
            Issue.record("an unknown size class was accepted")
        } catch {
            #expect(
                error.description
                    == #"bad.yaml:2:28: error: unknown size class (use e.g. "wC hR", "hC" or "any"): 'wide'"#)
        }
    }
}
