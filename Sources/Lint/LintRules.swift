import AutoLayout
import InterfaceBuilder
import SceneFormat
import SceneModel

/// The rules `plumb lint` runs, in the order their findings print for each scene.
public enum LintRules {
    public static let standard: [LintRule] = [unsupported, conflict, ambiguous, misplaced]

    /// What the reader approximated (SPEC §4b).
    public static let unsupported = LintRule(code: .unsupported, summary: "an element the reader approximated") {
        subject in
        subject.scene.warnings.map { $0.finding(scene: subject.scene.name) }
    }

    /// A required constraint broken, at the line the broken constraint was read from.
    public static let conflict = LintRule(code: .conflict, summary: "required constraints that cannot all hold") {
        subject in
        subject.findings.filter { $0.code == .conflict }.map { finding in
            let line = finding.constraints.first.flatMap { subject.scene.constraintLines[$0] }
            return finding.located(subject.location(line: line))
        }
    }

    /// An ambiguous view, at the line its element starts (Interface Builder documents).
    public static let ambiguous = LintRule(code: .ambiguous, summary: "views whose frames are not unique") { subject in
        subject.findings.filter { $0.code == .ambiguous }.map { finding in
            let line = finding.items.first.flatMap { subject.scene.sources[$0]?.line }
            return finding.located(subject.location(line: line))
        }
    }

    /// A view whose frame Xcode stored is not the one solved at the design size, with what
    /// explains it (Xcode's own flags; a view that collapses across a stack at run time).
    public static let misplaced = LintRule(code: .misplaced, summary: "views Xcode stored where they do not lay out") {
        subject in
        guard subject.hasDesignCanvas else { return [] }
        let scene = subject.scene
        let plain = StoredFrameComparison(scene: scene, layout: subject.layout)
        let disagreeing = plain.entries.filter { !($0.agreesVertically() && $0.agreesHorizontally()) }
        let collapsed =
            disagreeing.isEmpty
            ? []
            : StoredFrameComparison.collapsedAcrossStacks(in: plain, scene: scene, environment: subject.environment)
        return disagreeing.map { entry in
            var notes: [MisplacedNote] = []
            if entry.source.isMisplaced { notes.append(.xcodeMarksMisplaced) }
            if entry.source.isAmbiguous { notes.append(.xcodeMarksAmbiguous) }
            if collapsed.contains(entry.view.itemID) {
                notes.append(
                    .collapsesAcrossStack(horizontal: (entry.view.superview as? StackView)?.axis == .horizontal))
            }
            return Finding(
                code: .misplaced, items: [entry.view.itemID], location: subject.location(line: entry.source.line),
                payload: .misplaced(view: entry.view.name, stored: entry.stored, solved: entry.solved, notes: notes))
        }
    }
}
