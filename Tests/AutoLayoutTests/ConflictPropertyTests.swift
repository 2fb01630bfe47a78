import Cassowary
import Foundation
import SceneModel
import TestSupport
import Testing

@testable import AutoLayout
@testable import SceneFormat

/// Random flat scenes against an exact referee (`FlatSceneModel` over `ExactLP`, written from
/// SPEC §3 and independent of the solver): the constraints broken are UIKit's, every listed
/// set cannot hold and can without any one member, its members were in force, the frames after
/// breaking are optimal, the ambiguous values agree; and after rotations and live changes
/// (constants changed, constraints added and removed) the sets reported obey the same rules.
///
/// Seeded, so every run checks the same scenes. `PLUMB_PROPERTY_SCENES` asks for more per
/// test (`scripts/fuzz conflicts SECONDS` runs about 100 scenes a second).
@Suite struct ConflictPropertyTests {
    static let devices: [Device] = [.iPhoneSE, .iPhone8, .iPhoneX, .iPad]
    static let scenesPerTest = ProcessInfo.processInfo.environment["PLUMB_PROPERTY_SCENES"].flatMap(Int.init) ?? 750

    /// Counts of what was checked, for the closing figures (printed by each test).
    struct Tally {
        var scenes = 0, conflicts = 0, wrongSets = 0, liveConflicts = 0
    }

    @Test(arguments: 0..<4) func randomScenes(batch: Int) throws {
        var tally = Tally()
        for index in 0..<Self.scenesPerTest {
            var generator = SeededGenerator(seed: UInt64(batch * 1_000_003 + index))
            let scene = FlatScene.random(using: &generator)
            let environment = Environment(
                device: Self.devices.randomElement(using: &generator)!,
                orientation: Bool.random(using: &generator) ? .portrait : .landscape,
                direction: Bool.random(using: &generator) ? .leftToRight : .rightToLeft)
            try check(
                scene, environment, live: index % 3 == 0, generator: &generator, tally: &tally,
                context: "batch \(batch) scene \(index)")
        }
        print(
            "conflict properties, batch \(batch): \(tally.scenes) scenes, \(tally.conflicts) conflicts "
                + "(\(tally.liveConflicts) after rotations and live changes), \(tally.wrongSets) wrong sets")
        #expect(tally.wrongSets == 0)
    }

    func check(
        _ scene: FlatScene, _ environment: Environment, live: Bool, generator: inout SeededGenerator,
        tally: inout Tally, context: String
    ) throws {
        var scene = scene
        let loaded = try SceneLoader.standard.load(yaml: scene.yaml, file: "flat.yaml")
        // The loader keeps the scene's order: line i is constraint i.
        try #require(loaded.constraints.map(\.description) == scene.lines.map(scene.text(of:)), "\(context)")
        var models = loaded.constraints
        let engine = LayoutEngine(root: loaded.root, environment: environment)
        let layout = engine.layout()
        let model = FlatSceneModel(scene: scene, environment: environment)
        let where_ = "\(context), \(environment)\n\(scene.yaml)"
        tally.scenes += 1

        // UIKit's breaking, in activation order.
        let expected = model.breaking(Array(scene.lines.indices))
        #expect(layout.conflicts.map(\.broken) == expected.map { scene.text(of: scene.lines[$0.broken]) }, "\(where_)")
        for (conflict, expectation) in zip(engine.conflictRecords, expected) {
            tally.conflicts += 1
            let inForce = Set(expectation.inForce + [expectation.broken])
            if !setHolds(
                conflict, engine: engine, scene: scene, models: models, model: model, inForce: inForce,
                context: where_)
            {
                tally.wrongSets += 1
            }
        }

        // The optimum over what is in force.
        let broken = Set(expected.map(\.broken))
        let inForce = scene.lines.indices.filter { scene.lines[$0].priority >= 1000 && !broken.contains($0) }
        let optimum = try #require(model.optimum(inForce: inForce), "no optimum: \(where_)")
        let frames = scene.views.map { view -> [Double] in
            let frame = layout.frame(of: view.name) ?? Rect(x: .nan, y: .nan, width: .nan, height: .nan)
            return [frame.x, frame.y, frame.width, frame.height]
        }
        let measured = model.costs(of: frames, inForce: inForce, optimum: optimum)
        #expect(measured.violation <= 1e-6, "a required row is violated by \(measured.violation): \(where_)")
        for (level, cost) in zip(optimum.costs, measured.costs) {
            #expect(
                abs(level.cost.doubleValue - cost) <= 1e-6 * max(1, abs(cost)),
                "priority \(level.priority): cost \(cost), optimum \(level.cost): \(where_)\n\(layout.dump)")
        }
        for (index, view) in scene.views.enumerated() {
            let reported = layout.ambiguous.first { $0.view == view.name }?.attributes ?? []
            #expect(reported == optimum.free[index], "ambiguity of \(view.name): \(where_)\n\(layout.dump)")
        }

        guard live else { return }
        // A rotation, then live changes: each new set obeys the same rules against what is in force now.
        var known = layout.conflicts.count
        func newSets(_ environment: Environment, _ step: String) {
            let now = engine.layout()
            let model = FlatSceneModel(scene: scene, environment: environment)
            let inForce = Set(scene.lines.indices.filter { engine.isSatisfied(models[$0]) })
            for conflict in engine.conflictRecords.dropFirst(known) {
                tally.liveConflicts += 1
                tally.conflicts += 1
                let brokenLine = models.firstIndex { $0.constraintID == conflict.conflict.brokenConstraintID }
                let allowed = inForce.union(brokenLine.map { [$0] } ?? [])
                if !setHolds(
                    conflict, engine: engine, scene: scene, models: models, model: model, inForce: allowed,
                    context: "\(step): \(where_)")
                {
                    tally.wrongSets += 1
                }
            }
            known = now.conflicts.count
        }
        let rotated = Environment(
            device: environment.device,
            orientation: environment.orientation == .portrait ? .landscape : .portrait,
            direction: environment.direction)
        engine.setEnvironment(rotated)
        newSets(rotated, "after rotating")
        for step in 0..<3 {
            switch Int.random(in: 0..<3, using: &generator) {
            case 0:
                // A constant changed in place; the scene now reads the new value.
                let index = Int.random(in: 0..<scene.lines.count, using: &generator)
                let constant = [0.0, 50, -50, 400, 1000].randomElement(using: &generator)!
                scene.lines[index].constant = constant
                models[index].constant = constant
                models[index].writtenAs = scene.text(of: scene.lines[index])
            case 1:
                // A constraint removed: the scene keeps the line, the model no longer holds it.
                let index = Int.random(in: 0..<scene.lines.count, using: &generator)
                models[index].deactivate()
            default:
                // A constraint added after the first layout.
                let line = scene.randomLine(using: &generator)
                let text = scene.text(of: line)
                guard !scene.lines.contains(where: { scene.text(of: $0) == text }) else { continue }
                let added = try SceneLoader.standard.load(
                    yaml: FlatScene(views: scene.views, lines: [line]).yaml,
                    file: "added.yaml")
                // Rebuilt on the live views by name, as code would write it.
                let constraint = try Self.rebuild(added.constraints[0], on: loaded)
                scene.lines.append(line)
                models.append(constraint)
                try constraint.activate()
            }
            newSets(rotated, "after live change \(step)")
        }
    }

    /// A constraint of another load made again between the live scene's items.
    static func rebuild(_ constraint: LayoutConstraint, on scene: Scene) throws -> LayoutConstraint {
        func counterpart(_ item: LayoutItem?) -> LayoutItem? {
            guard let item else { return nil }
            if let view = item as? View {
                return view.superview == nil ? scene.root : scene.views.first { $0.name == view.name }
            }
            guard let guide = item as? LayoutGuide else { return nil }
            switch guide.kind {
            case .safeArea: return scene.root.safeAreaLayoutGuide
            case .topLayoutGuide: return scene.root.topLayoutGuide
            case .bottomLayoutGuide: return scene.root.bottomLayoutGuide
            default: return nil
            }
        }
        let rebuilt = LayoutConstraint(
            try #require(counterpart(constraint.firstItem)), constraint.firstAttribute,
            constraint.relation, counterpart(constraint.secondItem), constraint.secondAttribute,
            multiplier: constraint.multiplier, constant: constraint.constant)
        rebuilt.priority = constraint.priority
        rebuilt.writtenAs = constraint.writtenAs
        return rebuilt
    }

    /// Whether a reported set is right: it ends with the broken constraint, every member is a
    /// row the referee knows and was in force (or is the broken one), the rows cannot hold
    /// with the floors, and can once any one of them goes. Records an issue when not.
    func setHolds(
        _ record: ConflictRecord, engine: LayoutEngine, scene: FlatScene, models: [LayoutConstraint],
        model: FlatSceneModel, inForce: Set<Int>, context: String
    ) -> Bool {
        let conflict = record.conflict
        var rows: [LinearRow] = []
        for (member, label) in zip(record.members, conflict.constraints) {
            // A member made for a model constraint is known by the model constraint; the rest
            // are the engine's own (the device's numbers, guides, the root's origin).
            let line = models.indices.first {
                engine.translated[models[$0].constraintID] === member
                    || (member === record.brokenSolverConstraint
                        && models[$0].constraintID == conflict.brokenConstraintID)
            }
            if let line {
                guard inForce.contains(line) else {
                    Issue.record("\(label) was not in force: \(conflict.constraints)\n\(context)")
                    return false
                }
                rows.append(model.row(for: scene.lines[line]))
            } else if let row = model.systemRow(labelled: label) {
                rows.append(row)
            } else {
                Issue.record("unknown member \(label) in \(conflict.constraints)\n\(context)")
                return false
            }
        }
        guard conflict.constraints.count == record.members.count, conflict.constraints.last == conflict.broken else {
            Issue.record(
                "the set does not end with the broken constraint \(conflict.broken): \(conflict.constraints)\n\(context)"
            )
            return false
        }
        guard !model.holdsWithFloors(rows) else {
            Issue.record("no conflict: \(conflict.constraints) can hold\n\(context)")
            return false
        }
        for index in rows.indices {
            var rest = rows
            rest.remove(at: index)
            guard model.holdsWithFloors(rest) else {
                Issue.record(
                    "not minimal: \(conflict.constraints) conflict without \(conflict.constraints[index])\n\(context)")
                return false
            }
        }
        return true
    }
}
