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

    /// A hint as `plumb explain --log` prints it; the hint itself is a `Finding` (`findings`).
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
    /// The hints for well-known causes, as findings with `.logHint` payloads (no location:
    /// the analysis does not know the file; `findings(in:)` adds it).
    public let findings: [Finding]

    public var hints: [Hint] {
        findings.compactMap { finding in
            guard case let .logHint(entry, _) = finding.payload else { return nil }
            return Hint(index: entry, text: finding.message)
        }
    }

    /// The findings located in the file the log was read from, at their entries' lines.
    public func findings(in file: String) -> [Finding] {
        findings.map { finding in
            guard case let .logHint(entry?, _) = finding.payload else {
                return finding.located(FileLocation(file: file, line: log.headerLine))
            }
            return finding.located(FileLocation(file: file, line: log.entries[entry].line))
        }
    }

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
        findings = Self.hints(log, system: system, satisfiable: minimal.isEmpty)
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

    static func hints(_ log: ConsoleLog, system: LogSystem, satisfiable: Bool) -> [Finding] {
        var hints: [Finding] = []
        func hint(_ index: Int?, _ hint: LogHint, items: [Int] = []) {
            hints.append(
                Finding(
                    code: hint.code, severity: .note, items: items,
                    payload: .logHint(entry: index, hint: hint)))
        }
        for (index, entry) in log.entries.enumerated() {
            let view = LogSystem.items(of: entry).first.flatMap { system.views[$0.key] }
            let name = view?.name ?? "the view"
            let items = view.map { [$0.itemID] } ?? []
            if entry.isAutoresizing {
                hint(
                    index,
                    .autoresizingMask(
                        view: name, horizontal: entry.horizontalFlags ?? "",
                        vertical: entry.verticalFlags ?? ""), items: items)
            } else if let identifier = entry.identifier, identifier.hasPrefix("UIView-Encapsulated-Layout-") {
                // A cell's content view is sized by its table or collection view; other views
                // (an input view, a controller's view) by whatever hosts them.
                let axis = identifier.hasSuffix("Width") ? "width" : "height"
                hint(
                    index,
                    .encapsulatedLayout(
                        view: name, identifier: identifier, axis: axis,
                        inCell: name.contains("Cell")), items: items)
            } else if let identifier = entry.identifier, identifier == "UISV-hiding" || identifier == "UISV-spacing" {
                hint(index, .stackViewHiding(identifier: identifier), items: items)
            } else if case let .equation(first, .equal, _, nil, constant)? = entry.body, first.attribute == "width",
                constant == -16
            {
                hint(index, .actionSheetWidth, items: items)
            } else if case let .equation(first, .equal, _, nil, 0)? = entry.body,
                first.attribute == "width" || first.attribute == "height"
            {
                hint(index, .zeroSize(view: name), items: items)
            }
        }
        if satisfiable { hint(nil, .satisfiableAsPrinted) }
        return hints
    }
}
