// Explaining an unsatisfiable required constraint with a minimal conflicting set.
//
// Only required constraints can conflict (the others may always be violated), and only those
// connected to the failing one through shared variables can matter. Among them, QuickXplain
// (Junker, AAAI 2004) finds a minimal subset that together with the failing constraint cannot
// hold, in O(k log(n/k)) feasibility checks for a conflict of size k among n candidates. Each
// check solves the subset from scratch in a throw-away solver, so the answer never depends on
// the state of this tableau.

/// A constraint with the expression constant it currently has.
typealias HeldConstraint = (constraint: Constraint, constant: Double)

extension Solver {
    /// Turns the bare `.unsatisfiable` thrown while adding into one that carries a minimal
    /// conflict. Call after rollback, so the tableau is the consistent state before the change.
    func explain(_ error: SolverError, failing: Constraint, constant: Double,
                 pending: some Collection<Constraint>) -> SolverError
    {
        guard case .unsatisfiable = error, explainsConflicts, failing.priority.isRequired else { return error }
        var candidates: [HeldConstraint] = []
        for info in orderedInfos() where info.isRequired && info.constraint !== failing {
            candidates.append((info.constraint, info.constant))
        }
        for constraint in pending where constraint.priority.isRequired {
            candidates.append((constraint, constraint.expression.constant))
        }
        let failingHeld: HeldConstraint = (failing, constant)
        let related = connected(to: failingHeld, among: candidates)
        let conflict = minimalConflict(background: [failingHeld], candidates: related)
        return .unsatisfiable(failing, conflict: conflict.map(\.constraint) + [failing])
    }

    /// Candidates reachable from `start` through shared variables, in their given order.
    func connected(to start: HeldConstraint, among candidates: [HeldConstraint]) -> [HeldConstraint] {
        var byVariable: [ObjectIdentifier: [Int]] = [:]
        for (index, held) in candidates.enumerated() {
            for term in held.constraint.expression.terms {
                byVariable[ObjectIdentifier(term.variable), default: []].append(index)
            }
        }
        var reached = Array(repeating: false, count: candidates.count)
        var visitedVariables: Set<ObjectIdentifier> = []
        var queue: [Constraint] = [start.constraint]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for term in current.expression.terms {
                let key = ObjectIdentifier(term.variable)
                guard visitedVariables.insert(key).inserted else { continue }
                for index in byVariable[key] ?? [] where !reached[index] {
                    reached[index] = true
                    queue.append(candidates[index].constraint)
                }
            }
        }
        return candidates.indices.filter { reached[$0] }.map { candidates[$0] }
    }

    /// A minimal subset of `candidates` that cannot hold together with `background`.
    func minimalConflict(background: [HeldConstraint], candidates: [HeldConstraint]) -> [HeldConstraint] {
        if candidates.isEmpty || Self.isFeasible(background + candidates) { return candidates }
        return quickXplain(background: background, backgroundGrew: false, candidates: candidates)
    }

    private func quickXplain(background: [HeldConstraint], backgroundGrew: Bool,
                             candidates: [HeldConstraint]) -> [HeldConstraint]
    {
        if backgroundGrew && !Self.isFeasible(background) { return [] }
        if candidates.count == 1 { return candidates }
        let half = candidates.count / 2
        let first = Array(candidates[..<half])
        let second = Array(candidates[half...])
        let fromSecond = quickXplain(background: background + first, backgroundGrew: true, candidates: second)
        let fromFirst = quickXplain(background: background + fromSecond, backgroundGrew: !fromSecond.isEmpty,
                                    candidates: first)
        return fromFirst + fromSecond
    }

    /// Whether the given required constraints can all hold.
    static func isFeasible(_ held: [HeldConstraint]) -> Bool {
        let solver = Solver(explainsConflicts: false)
        for (constraint, constant) in held {
            let copy = Constraint(
                Expression(constraint.expression.terms, constant: constant), constraint.relation,
                priority: .required)
            do throws(SolverError) {
                try solver.add(copy)
            } catch {
                return false
            }
        }
        return true
    }
}
