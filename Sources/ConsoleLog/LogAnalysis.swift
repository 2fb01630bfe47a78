import AutoLayout
import SceneModel

/// What Plumb says about one log (SPEC §9): a minimal conflicting subset of the list under
/// §3's rules, whether breaking UIKit's choice resolves it and which other single entries
/// would, or that the list is satisfiable as printed; and hints for the well-known causes.
public struct LogAnalysis {
    public struct Alternative: Equatable, Sendable {
        public var index: Int
        public var resolves: Bool
    }

    public struct Hint: Equatable, Sendable {
        /// The entry the hint is about; nil for the log as a whole.
        public var index: Int?
        public var text: String
    }

    public let log: ConsoleLog
    /// The log's constraints rebuilt, as analysed.
    public let system: LogSystem
    /// Per entry: the constraint with readable names, or why it could not be read.
    public let equations: [String]
    public let parsed: [Bool]
    public let broken: Int?
    /// Whether leaving out UIKit's broken entry lets every other one hold.
    public let brokenResolves: Bool?
    public let minimal: [Int]
    public let alternatives: [Alternative]
    public let hints: [Hint]

    public var satisfiableAsPrinted: Bool { minimal.isEmpty }

    public init(_ log: ConsoleLog) {
        self.log = log
        let entries = log.entries
        let system = LogSystem(entries)
        self.system = system
        equations = system.equations
        parsed = system.problems.map { $0 == nil }
        broken = log.brokenIndex
        let sets = Self.conflictSets(of: system)
        minimal = sets.first ?? []
        let members = Set(minimal)
        // Breaking an entry resolves this conflict when no conflict within the rest of its
        // set remains (other conflicts of the list may).
        func resolves(_ index: Int) -> Bool {
            !Self.conflictSets(entries, skipping: [index]).contains { Set($0).isSubset(of: members) }
        }
        alternatives = minimal.filter { $0 != log.brokenIndex }.map { Alternative(index: $0, resolves: resolves($0)) }
        brokenResolves = log.brokenIndex.map(resolves)
        hints = Self.hints(log, system: system, satisfiable: minimal.isEmpty)
    }

    /// Each conflict's members as entry indices, in the order the conflicts arose (the
    /// engine's own constraints, such as sizes never being negative, are not listed).
    static func conflictSets(_ entries: [LogEntry], skipping: Set<Int>) -> [[Int]] {
        conflictSets(of: LogSystem(entries, skipping: skipping))
    }

    static func conflictSets(of system: LogSystem) -> [[Int]] {
        let layout = LayoutEngine(root: system.root, environment: Environment()).layout()
        return layout.conflicts.map { conflict in
            var indices: [Int] = []
            for text in conflict.constraints where text.hasPrefix("#") {
                let digits = text.dropFirst().prefix { $0.isNumber }
                if let index = Int(digits), !indices.contains(index) { indices.append(index) }
            }
            return indices.sorted()
        }
    }

    static func hints(_ log: ConsoleLog, system: LogSystem, satisfiable: Bool) -> [Hint] {
        var hints: [Hint] = []
        for (index, entry) in log.entries.enumerated() {
            let name = LogSystem.items(of: entry).first.flatMap { system.views[$0.key]?.name } ?? "the view"
            if entry.isAutoresizing {
                hints.append(Hint(index: index, text: "\(name) translates its autoresizing mask into constraints "
                    + "(h=\(entry.horizontalFlags ?? "") v=\(entry.verticalFlags ?? "")): if Auto Layout should place it, "
                    + "set translatesAutoresizingMaskIntoConstraints = false"))
            } else if let identifier = entry.identifier, identifier.hasPrefix("UIView-Encapsulated-Layout-") {
                // A cell's content view is sized by its table or collection view; other views
                // (an input view, a controller's view) by whatever hosts them.
                let axis = identifier.hasSuffix("Width") ? "width" : "height"
                if name.contains("Cell") {
                    hints.append(Hint(index: index, text: "the table or collection view sets the cell's \(axis) "
                        + "(\(identifier)); lower the priority of one constraint of the cell's content on that axis to 999"))
                } else {
                    hints.append(Hint(index: index, text: "\(name)'s host sets its \(axis) (\(identifier)); lower the "
                        + "priority of one constraint inside it on that axis to 999"))
                }
            } else if entry.identifier == "UISV-hiding" || entry.identifier == "UISV-spacing" {
                hints.append(Hint(index: index, text: "a stack view is hiding an arranged subview (\(entry.identifier!)): "
                    + "lower the priority of a required size or spacing inside it to 999"))
            } else if case let .equation(first, .equal, _, nil, constant)? = entry.body, first.attribute == "width",
                      constant == -16
            {
                hints.append(Hint(index: index, text: "width == - 16 is UIKit's own action-sheet constraint (a known "
                    + "issue since iOS 12.2, openradar 49289931); it is harmless"))
            } else if case let .equation(first, .equal, _, nil, 0)? = entry.body,
                      first.attribute == "width" || first.attribute == "height"
            {
                hints.append(Hint(index: index, text: "\(name) is required to be 0 wide or tall (a collapsed container?): "
                    + "what it holds cannot keep its own sizes and margins"))
            }
        }
        if satisfiable {
            hints.append(Hint(index: nil, text: "the constraints as printed can all hold: the conflict needs something "
                + "the log leaves out, usually an intrinsic content size or a constraint UIKit did not print"))
        }
        return hints
    }
}
