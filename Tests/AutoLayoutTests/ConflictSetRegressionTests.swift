import Cassowary
import SceneFormat
import SceneModel
import Testing

@testable import AutoLayout

/// Conflicting sets that were once wrong, each with its exact set (iphone-8 portrait, SPEC §3:
/// minimal given every view's floor, naming the device's numbers it needs).
@Suite struct ConflictSetRegressionTests {
    func conflicts(_ yaml: String, _ environment: Environment = Environment(device: .iPhone8))
        throws -> [Layout.Conflict]
    {
        let scene = try SceneLoader.standard.load(yaml: yaml, file: "scene.yaml")
        return LayoutEngine(root: scene.root, environment: environment).layout().conflicts
    }

    /// A device number read at the value it was created with (0) made the set
    /// `[Root.Height = 667, A.Height = Superview.Height - 637]`, which holds (A 30 high).
    @Test func theDeviceNumbersInForce() throws {
        let found = try conflicts(
            """
            views: [{name: A}]
            constraints: [A.Height = 29, A.Height = Superview.Height - 637]
            """)
        #expect(found.map(\.broken) == ["A.Height = Superview.Height - 637"])
        #expect(
            found.first?.constraints == [
                "'UIView-Encapsulated-Layout-Height' Root.Height = 667", "A.Height = 29",
                "A.Height = Superview.Height - 637",
            ])
    }

    /// The same cause left out the equality without which B is simply 255 wide.
    @Test func anAliasTheConflictNeeds() throws {
        let found = try conflicts(
            """
            views: [{name: A}, {name: B}]
            constraints: [A.Leading = Superview.LeadingMargin, A.Top = Superview.Top + 20, A.Height = 40,
              B.Leading = A.Trailing + 8, B.Top = A.Top, B.Height = A.Height,
              Superview.TrailingMargin = B.Trailing, A.Width = B.Width, A.Width = 80]
            """)
        #expect(found.map(\.broken) == ["A.Width = 80"])
        #expect(
            found.first?.constraints == [
                "'UIView-Encapsulated-Layout-Width' Root.Width = 375", "Root.LeftMargin = 16 (device)",
                "Root.RightMargin = 16 (device)", "A.Leading = Superview.LeadingMargin", "B.Leading = A.Trailing + 8",
                "Superview.TrailingMargin = B.Trailing", "A.Width = B.Width", "A.Width = 80",
            ])
    }

    /// The rank test proved the certificate irreducible on its own rows; with G's floor
    /// beside them, G.Height = 0.5 × the root's is not needed (G would be at most -333 high).
    @Test func aSmallerSetGivenTheFloors() throws {
        let found = try conflicts(
            """
            views: [{name: G}]
            constraints: [G.Height = 0.5 x Superview.Height, G.Width = 10, G.Height <= Superview.Height - 1000]
            """)
        #expect(found.map(\.broken) == ["G.Height <= Superview.Height - 1000"])
        #expect(
            found.first?.constraints == [
                "'UIView-Encapsulated-Layout-Height' Root.Height = 667", "G.Height <= Superview.Height - 1000",
            ])
    }

    /// The broken constraint conflicts with the floors alone: a set of one.
    @Test func aConflictWithTheFloorsAlone() throws {
        let found = try conflicts(
            """
            views: [{name: A}, {name: B}]
            constraints: [A.Width = B.Width, B.Width = -10]
            """)
        #expect(found.map(\.broken) == ["B.Width = -10"])
        #expect(found.first?.constraints == ["B.Width = -10"])
    }

    /// A guide has no floor: a view pinned upside down inside the Top Layout Guide conflicts
    /// through the guide's definition and the device's number, which the set names.
    @Test func aGuideRestsOnTheDevicesNumber() throws {
        let found = try conflicts(
            """
            views: [{name: A}]
            constraints: [A.Top = Top Layout Guide.Bottom, A.Bottom = Top Layout Guide.Top]
            """)
        #expect(found.map(\.broken) == ["A.Bottom = Top Layout Guide.Top"])
        #expect(
            found.first?.constraints == [
                "Top Layout Guide.Length = 20 (device)", "Top Layout Guide.Height (layout guide)",
                "A.Top = Top Layout Guide.Bottom", "A.Bottom = Top Layout Guide.Top",
            ])
    }

    /// A conflict's alternatives are tried on a copy of the solver that keeps sizes floored:
    /// with `A.Width = 150` gone, `A.Width = 50` leaves B -50 wide, which cannot hold (a plain
    /// copy took it, and an alternative once read "G height 333.5 → -333").
    @Test func alternativesKeepSizesFloored() throws {
        let scene = try SceneLoader.standard.load(
            yaml: """
                views: [{name: A}, {name: B}]
                constraints: [A.Width = 150, B.Width = A.Width - 100, A.Height = 10, B.Height = 10]
                """, file: "scene.yaml")
        let engine = LayoutEngine(root: scene.root, environment: Environment(device: .iPhone8))
        #expect(engine.layout().conflicts.isEmpty)
        #expect(engine.flooredItems.isEmpty)
        let wide = try #require(engine.translated[scene.constraints[0].constraintID])
        let narrow = try engine.solverConstraint(
            for: try LayoutConstraint(
                item: scene.views[0], attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 50))
        let plain = engine.solver.copy()
        try plain.remove(wide)
        try plain.add(narrow)
        #expect(plain.watchedVariables(below: 0).map(\.name) == ["B.Width"])
        let floored = engine.solver.copy()
        try floored.remove(wide)
        let error = #expect(throws: SolverError.self) { try engine.addKeepingSizesFloored(narrow, to: floored) }
        guard case let .unsatisfiable(_, conflict)? = error else { return }
        #expect(
            conflict.filter { !$0.isImplicit }.map(engine.label(of:)) == ["B.Width = A.Width - 100", "A.Width = 50"])
    }

    /// A rotation the layout cannot take names the refused size, not the one kept.
    @Test func aRefusedRotationNamesTheNewSize() throws {
        let scene = try SceneLoader.standard.load(
            yaml: """
                views: [{name: A}]
                constraints: [A.Height = 500, A.Top = Superview.Top, A.Bottom <= Superview.Bottom]
                """, file: "scene.yaml")
        let engine = LayoutEngine(root: scene.root, environment: Environment(device: .iPhone8))
        #expect(engine.layout().conflicts.isEmpty)
        engine.setEnvironment(Environment(device: .iPhone8, orientation: .landscape))
        let found = engine.layout().conflicts
        #expect(found.map(\.broken) == ["'UIView-Encapsulated-Layout-Height' Root.Height = 375"])
        #expect(
            found.first?.constraints == [
                "A.Height = 500", "A.Top = Superview.Top", "A.Bottom <= Superview.Bottom",
                "'UIView-Encapsulated-Layout-Height' Root.Height = 375",
            ])
    }

    /// A scene line whose constant changed is no longer what was written: reports print the
    /// constraint as it now is.
    @Test func aChangedConstantIsPrintedAsItIs() throws {
        let scene = try SceneLoader.standard.load(
            yaml: """
                views: [{name: A}]
                constraints: [A.Width = 50]
                """, file: "scene.yaml")
        let width = scene.constraints[0]
        #expect(width.description == "A.Width = 50")
        width.constant = -5
        #expect(width.description == "A.Width = -5")
        let engine = LayoutEngine(root: scene.root, environment: Environment(device: .iPhone8))
        #expect(engine.layout().conflicts.first?.constraints == ["A.Width = -5"])
    }
}
