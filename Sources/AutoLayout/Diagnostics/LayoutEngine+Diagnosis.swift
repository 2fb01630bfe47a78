import Cassowary

// The questions behind `plumb explain`: why a constraint was broken and what breaking
// another would have given, how far an ambiguous view can move and what would pin it, why a
// view's frame is what it is. What-if questions run on copies of the solver
// (`Solver.copy()`), so the layout being explained never changes.

extension LayoutEngine {
    /// Alternatives worked out per conflict; a longer minimal set lists the rest as not tried.
    public static let alternativesPerConflict = 12

    public func diagnose() -> Diagnosis {
        let layout = layout()
        let origins = constraintOrigins()
        return Diagnosis(
            layout: layout, constraints: inspectedConstraints(origins: origins).map(\.status),
            conflicts: conflictRecords.map { explain($0, layout: layout, origins: origins) },
            ambiguities: explainAmbiguity(of: layout))
    }

    // MARK: - Conflicts

    func explain(_ record: ConflictRecord, layout: Layout, origins: [Int: ConstraintOrigin])
        -> ConflictExplanation
    {
        let conflict = record.conflict
        guard let broken = record.brokenSolverConstraint else {
            return ConflictExplanation(
                conflict: conflict,
                reason: .deviceSizeChanged,
                alternatives: [])
        }
        let reason = ConflictExplanation.Reason.activationOrder(othersInForce: conflict.constraints.count - 1)
        var alternatives: [ConflictExplanation.Alternative] = []
        var tried = 0
        for (member, text) in zip(record.members, conflict.constraints) where member !== broken {
            guard tried < Self.alternativesPerConflict else {
                alternatives.append(.init(broken: text, outcome: .notTried))
                continue
            }
            tried += 1
            guard origins[member.id] != nil else {
                alternatives.append(.init(broken: text, outcome: .unbreakable))
                continue
            }
            alternatives.append(.init(broken: text, outcome: breaking(member, instead: broken, layout: layout)))
        }
        return ConflictExplanation(conflict: conflict, reason: reason, alternatives: alternatives)
    }

    /// The layout with `member` left out and `broken` in force, as frame changes.
    func breaking(_ member: Constraint, instead broken: Constraint, layout: Layout)
        -> ConflictExplanation.Alternative.Outcome
    {
        let trial = solver.copy()
        do {
            try trial.remove(member)
            try addKeepingSizesFloored(broken, to: trial)
        } catch {
            if case let .unsatisfiable(_, set) = error {
                return .stillUnsatisfiable(set.filter { !$0.isImplicit }.map(label(of:)))
            }
            return .unbreakable
        }
        var changes: [ConflictExplanation.FrameChange] = []
        let views = root.subtreeByID()
        for entry in layout.entries {
            guard let view = views[entry.id] else { continue }
            let after = frame(of: view, in: trial)
            if !after.isClose(to: entry.frame) {
                changes.append(.init(view: entry.name, itemID: entry.id, from: entry.frame, to: after))
            }
        }
        return .frames(changes)
    }

    /// Adds a required constraint to a what-if solver as a layout would have it: a view whose
    /// size it makes negative gets its floor first, and the constraint is tried again (SPEC §3;
    /// the engine floors only views that have needed it so far).
    func addKeepingSizesFloored(_ constraint: Constraint, to trial: Solver) throws(SolverError) {
        try trial.add(constraint)
        for _ in 0..<4 {
            let negative = trial.watchedVariables(below: -Self.negativeSizeTolerance)
            guard !negative.isEmpty else { return }
            try trial.remove(constraint)
            for variable in negative {
                try trial.add(Constraint.floor(of: variable))
            }
            try trial.add(constraint)
        }
    }

    // MARK: - Ambiguity

    func explainAmbiguity(of layout: Layout) -> [AmbiguityExplanation] {
        guard !layout.ambiguous.isEmpty else { return [] }
        // One trial solver takes every suggestion in turn, so a later view's list leaves out
        // what an earlier view's suggestions already pinned.
        let trial = solver.copy()
        let views = root.subtreeByID()
        let entries = Dictionary(layout.entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var result: [AmbiguityExplanation] = []
        for ambiguity in layout.ambiguous {
            // By id: two views may share a name (the first would otherwise be explained twice).
            guard let id = ambiguity.itemID, let entry = entries[id], let view = views[id] else { continue }
            let v = variables(for: view)
            let named: [(String, Variable)] = [("x", v.x), ("y", v.y), ("width", v.width), ("height", v.height)]
            var ranges: [AmbiguityExplanation.Range] = []
            var ghosts: [Rect] = []
            for (name, variable) in named where ambiguity.attributes.contains(name) {
                let range = solver.range(of: variable)
                let reach = name == "x" || name == "width" ? environment.size.width / 4 : environment.size.height / 4
                let current = solver.value(of: variable)
                var ends: [Rect?] = []
                for end in [range.min, range.max] {
                    let value = end.isFinite ? end : current + (end < 0 ? -reach : reach)
                    let pinned = solver.copy()
                    guard (try? pinned.add(Constraint(Expression(variable) - value, .equal))) != nil else {
                        ends.append(nil)
                        continue
                    }
                    let ghost = frame(of: view, in: pinned)
                    ends.append(ghost)
                    if !ghost.isClose(to: entry.frame), !ghosts.contains(where: { $0.isClose(to: ghost) }) {
                        ghosts.append(ghost)
                    }
                }
                ranges.append(
                    .init(attribute: name, min: range.min, max: range.max, frameAtMin: ends[0], frameAtMax: ends[1]))
            }
            result.append(
                AmbiguityExplanation(
                    view: entry.name, itemID: entry.id, frame: entry.frame, ranges: ranges, ghosts: ghosts,
                    suggestions: suggestPins(for: view, in: trial)))
        }
        return result
    }

    /// Adds to `trial`, one at a time, constraints that hold the view where the solution has
    /// it, until none of its values is free; returns them in the scene notation. Per axis the
    /// size comes first (pinning a width often fixes the position as well), then the position
    /// against the superview's leading or top edge. A size the solution left at zero or below
    /// is better pinned by its edges to the superview's margins than set to that value.
    func suggestPins(for view: View, in trial: Solver) -> [String] {
        let v = variables(for: view)
        var suggestions: [String] = []
        func isFree(_ variable: Variable) -> Bool { Self.isFree(trial.range(of: variable)) }
        /// Adds the first candidate the solver accepts.
        func pin(_ candidates: [LayoutConstraint?]) {
            for case let model? in candidates {
                guard let constraint = try? solverConstraint(for: model), (try? trial.add(constraint)) != nil else {
                    continue
                }
                suggestions.append(model.description)
                return
            }
        }
        let axes: [(LayoutAttribute, Variable, LayoutAttribute, Variable)] = [
            (.width, v.width, .leading, v.x), (.height, v.height, .top, v.y),
        ]
        for (size, length, position, origin) in axes {
            let collapsed = trial.value(of: length) <= 0
            if collapsed, isFree(length), isFree(origin) {
                pin([edgePin(position, for: view)])
            }
            if isFree(length) {
                pin([collapsed ? edgePin(size, for: view) : nil, suggestion(size, for: view, in: trial)])
            }
            if isFree(origin) { pin([suggestion(position, for: view, in: trial)]) }
        }
        return suggestions
    }

    /// One edge of the view on its superview's margin: the leading or top edge for a
    /// position, the trailing or bottom edge for a size.
    func edgePin(_ attribute: LayoutAttribute, for view: View) -> LayoutConstraint? {
        guard let parent = view.superview else { return nil }
        let (edge, margin): (LayoutAttribute, LayoutAttribute)
        switch attribute {
        case .width: (edge, margin) = (.trailing, .trailingMargin)
        case .height: (edge, margin) = (.bottom, .bottomMargin)
        case .top: (edge, margin) = (.top, .topMargin)
        default: (edge, margin) = (.leading, .leadingMargin)
        }
        let model = LayoutConstraint(view, edge, .equal, parent, margin, multiplier: 1, constant: 0)
        model.writtenAs = "\(view.name).\(edge.displayName) = Superview.\(margin.displayName)"
        return model
    }

    /// A constraint holding one of the view's values where `trial` has it.
    func suggestion(_ attribute: LayoutAttribute, for view: View, in trial: Solver) -> LayoutConstraint? {
        // Constants are between alignment rectangles, as the constraint will act.
        let frame = alignmentRect(of: view, in: trial)
        let model: LayoutConstraint
        switch attribute {
        case .width, .height:
            let size = (attribute == .width ? frame.width : frame.height).roundedToMillipoints
            model = LayoutConstraint(view, attribute, .equal, nil, .notAnAttribute, multiplier: 1, constant: size)
            model.writtenAs = "\(view.name).\(attribute.displayName) = \(formatPoints(size))"
        default:
            guard let parent = view.superview else { return nil }
            let box = alignmentRect(of: parent, in: trial)
            let offset: Double
            if attribute == .top {
                offset = frame.y - box.y
            } else {
                offset =
                    effectiveDirection(of: parent) == .leftToRight
                    ? frame.x - box.x : (box.x + box.width) - (frame.x + frame.width)
            }
            let constant = offset.roundedToMillipoints
            model = LayoutConstraint(view, attribute, .equal, parent, attribute, multiplier: 1, constant: constant)
            let sign =
                constant < 0 ? " - \(formatPoints(-constant))" : (constant > 0 ? " + \(formatPoints(constant))" : "")
            model.writtenAs = "\(view.name).\(attribute.displayName) = Superview.\(attribute.displayName)\(sign)"
        }
        return model
    }

    // MARK: - One view

    /// Why `view`'s frame is what it is.
    public func explain(view: View) -> ViewExplanation {
        let v = variables(for: view)
        let horizontal: Set<Int> = [v.x.id, v.width.id]
        let vertical: Set<Int> = [v.y.id, v.height.id]
        var across: [ConstraintStatus] = [], down: [ConstraintStatus] = []
        for inspected in inspectedConstraints() {
            let used = Set(inspected.constraint.expression.terms.map(\.variable.id))
            if !used.isDisjoint(with: horizontal) { across.append(inspected.status) }
            if !used.isDisjoint(with: vertical) { down.append(inspected.status) }
        }
        let layout = layout()
        let intrinsic = items[view.itemID]?.intrinsic?.size
        let ambiguity =
            layout.ambiguous.contains { $0.view == view.name }
            ? explainAmbiguity(of: layout).first { $0.view == view.name } : nil
        return ViewExplanation(
            view: view.name, frame: frame(of: view), intrinsicSize: intrinsic,
            horizontal: across, vertical: down, ambiguity: ambiguity)
    }
}

extension Rect {
    /// Equal within the ambiguity tolerance (1e-3 pt) in every value.
    func isClose(to other: Rect) -> Bool {
        abs(x - other.x) <= 1e-3 && abs(y - other.y) <= 1e-3
            && abs(width - other.width) <= 1e-3 && abs(height - other.height) <= 1e-3
    }
}

extension Double {
    var roundedToMillipoints: Double { (self * 1000).rounded() / 1000 }
}
