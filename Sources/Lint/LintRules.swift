import AutoLayout
import InterfaceBuilder
import SceneFormat
import SceneModel

/// The rules `plumb lint` runs, in the order their findings print for each scene.
public enum LintRules {
    public static let standard: [LintRule] = [unsupported, conflict, ambiguous, misplaced]

    /// A scene whose frames were all laid out for another canvas: one `stale` finding at the
    /// root's line instead of a misplaced finding per view (the `misplaced` rule reports it).
    static func stale(_ subject: LintSubject, _ comparison: StoredFrameComparison) -> Finding? {
        guard let stale = StaleCanvas(comparison, root: subject.scene.root) else { return nil }
        let solved = subject.environment.size
        let stored = Size(width: solved.width - stale.difference.width, height: solved.height - stale.difference.height)
        return Finding(
            code: .stale, items: stale.views.map(\.itemID),
            location: subject.location(line: subject.scene.sources[subject.scene.root.itemID]?.line),
            payload: .stale(views: stale.views.map(\.name), stored: stored, solved: solved))
    }

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
    /// explains it (the canvas inset that placed it, Xcode's own flags, a view that collapses
    /// across a stack at run time); a scene whose root views all fit another canvas is one
    /// `stale` finding instead.
    public static let misplaced = LintRule(code: .misplaced, summary: "views Xcode stored where they do not lay out") {
        subject in
        guard subject.hasDesignCanvas else { return [] }
        let scene = subject.scene
        let plain = StoredFrameComparison(scene: scene, layout: subject.layout)
        if let stale = stale(subject, plain) { return [stale] }
        let disagreeing = plain.entries.filter { !($0.agreesVertically() && $0.agreesHorizontally()) }
        let collapsed =
            disagreeing.isEmpty
            ? []
            : StoredFrameComparison.collapsedAcrossStacks(in: plain, scene: scene, environment: subject.environment)
        let dependence = disagreeing.contains { !$0.agreesVertically() } ? IBInsetDependence(scene: scene) : nil
        return disagreeing.map { entry in
            var notes: [MisplacedNote] = []
            // The canvas rule that placed the view, where the difference is in what it decides.
            if let dependence, !entry.agreesVertically() {
                let id = entry.view.itemID
                if abs(entry.stored.y - entry.solved.y) > 0.5, dependence.top.contains(id),
                    let rule = scene.canvas?.topInsetRule
                {
                    notes.append(.placedByInset(top: true, rule: rule))
                }
                if abs(entry.stored.maxY - entry.solved.maxY) > 0.5, dependence.bottom.contains(id),
                    let rule = scene.canvas?.bottomInsetRule
                {
                    notes.append(.placedByInset(top: false, rule: rule))
                }
            }
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
