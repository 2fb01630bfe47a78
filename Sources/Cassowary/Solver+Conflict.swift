// Explaining an unsatisfiable required constraint with a minimal conflicting set.
//
// Only required constraints can conflict (the others may always be violated), and only those
// connected to the failing one through shared variables can matter. Every check runs against
// a background of *floors*: the implicit constraints the solver holds (`Constraint.isImplicit`)
// and `x >= 0` for every non-negative variable the candidates mention (`Variable.isNonNegative`),
// held or not: a caller floors a variable only once a solution makes it negative, but the
// model's condition holds for all of them. A set so names stated constraints only and is
// minimal given every floor. Each candidate keeps the constant in force (a device's numbers
// are edit variables, moved long after their constraints were made). Then:
// 0. if the failing constraint cannot hold with the floors alone, it is the whole set;
// 1. a throw-away solver that tracks every equality replays the floors and candidates, then
//    the failing constraint; the markers left in the failing row (or in phase I's objective)
//    are a Farkas certificate, the paper's explanation;
// 2. the certificate is minimal if a rank test says every infeasibility proof over its rows
//    and the floors is a multiple of this one (`isMinimal`);
// 3. otherwise QuickXplain (Junker, AAAI 2004) shrinks it with O(k log(n/k)) feasibility
//    checks, each solved from scratch, so the answer never depends on this tableau's history.

typealias HeldConstraint = (constraint: Constraint, constant: Double)

extension Solver {
    /// Turns the bare `.unsatisfiable` thrown while adding into one that carries a minimal
    /// conflict. Call after rollback, so the tableau is the consistent state before the change.
    func explain(
        _ error: SolverError, failing: Constraint, constant: Double,
        pending: some Collection<Constraint>
    ) -> SolverError {
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
        let stated = related.filter { !$0.constraint.isImplicit }
        let floors = Self.floors(held: related.filter { $0.constraint.isImplicit }, mentionedBy: stated + [failingHeld])
        let conflict = Self.minimalConflict(failing: failingHeld, stated: stated, floors: floors)
        return .unsatisfiable(failing, conflict: conflict.map(\.constraint) + [failing])
    }

    /// The implicit constraints held, then `x >= 0` for each non-negative variable that
    /// `constraints` mention and no held one floors, in order of first mention.
    static func floors(held: [HeldConstraint], mentionedBy constraints: [HeldConstraint]) -> [HeldConstraint] {
        var floored = Set<Int>()
        for floor in held {
            if let variable = floor.constraint.flooredVariable { floored.insert(variable.id) }
        }
        var result = held
        for held in constraints {
            for term in held.constraint.expression.terms where term.variable.isNonNegative {
                guard floored.insert(term.variableID).inserted else { continue }
                result.append((Constraint.floor(of: term.variable), 0))
            }
        }
        return result
    }

    /// A minimal subset of `stated` that cannot hold together with `floors` and `failing`
    /// (`stated` as it is if it can: rounding disagreed with the solver that threw).
    static func minimalConflict(
        failing: HeldConstraint, stated: [HeldConstraint],
        floors: [HeldConstraint]
    ) -> [HeldConstraint] {
        // `B.Width = -10` conflicts with its own floor: a set of one (SPEC §3). Floors on other
        // variables cannot matter, so the background holds with all of them if it does here.
        // Floors go in after what they floor: a floor on a variable an equality then fixes
        // would send that equality through phase I; the other way round it is a settled row.
        let failingVariables = Set(failing.constraint.expression.terms.map(\.variableID))
        let ownFloors = floors.filter {
            $0.constraint.expression.terms.contains { failingVariables.contains($0.variableID) }
        }
        guard holding(ownFloors + [failing]) != nil, let background = holding([failing] + floors) else { return [] }
        var members = stated
        // Members that only fix a floored size (`height == 20` beside `height >= 0`) are left
        // out of the first replay: where the floors alone conflict, the answer must not need
        // them, and the few it does need (a column's heights that overflow the screen) are
        // found among them with the others in the background. A 1,000-link chain so takes a
        // few solves, not QuickXplain's thousands (7 s). Otherwise QuickXplain shrinks the
        // certificate rather than every member.
        let floored = Set(floors.compactMap { $0.constraint.flooredVariable?.id })
        let sizeOnly = stated.filter { $0.constraint.fixesOnly(floored) }
        var pools = [stated]
        if !sizeOnly.isEmpty {
            let sizeOnlyIDs = Set(sizeOnly.map { $0.constraint.id })
            let others = stated.filter { !sizeOnlyIDs.contains($0.constraint.id) }
            let needed =
                holding(others, on: background).map { minimalConflict(background: $0, candidates: sizeOnly) } ?? []
            pools.insert(others + needed, at: 0)
        }
        for pool in pools {
            guard let certificate = certificate(failing: failing, candidates: floors + pool) else { continue }
            let chosen = Set(certificate.lazy.filter { !$0.constraint.isImplicit }.map { $0.constraint.id })
            // In the members' order, as QuickXplain's answer is.
            let statedPart = stated.filter { chosen.contains($0.constraint.id) }
            if isMinimal(statedPart, floors: floors, failing: failing) { return statedPart }
            if holding(statedPart, on: background) == nil {
                members = statedPart
                break
            }
        }
        return minimalConflict(background: background, candidates: members)
    }

    /// Whether `members`, which conflict with `floors` and `failing`, are minimal: no member
    /// can go. Single-variable members on floored variables (`P`) are tried one by one. For
    /// the rest (`N`), a rank test: if the rows of `N` and one row `x` per floored variable
    /// are linearly independent, the left null space of those rows and `failing` is
    /// one-dimensional, so every infeasibility proof over a subset of the members and the
    /// floors combines the rows in the same proportions as the certificate, which used every
    /// row of `N` (whichever of a variable's single-variable rows it leans on).
    static func isMinimal(_ members: [HeldConstraint], floors: [HeldConstraint], failing: HeldConstraint) -> Bool {
        var mentioned = Set<Int>()
        for held in members + [failing] {
            for term in held.constraint.expression.terms { mentioned.insert(term.variableID) }
        }
        var flooredVariables: [Variable] = []
        var relevantFloors: [HeldConstraint] = []
        for floor in floors {
            guard let variable = floor.constraint.flooredVariable, mentioned.contains(variable.id) else { continue }
            flooredVariables.append(variable)
            relevantFloors.append(floor)
        }
        let floored = Set(flooredVariables.map(\.id))
        var sizeOnly: [HeldConstraint] = [], rest: [HeldConstraint] = []
        for held in members {
            if held.constraint.fixesOnly(floored) {
                sizeOnly.append(held)
            } else {
                rest.append(held)
            }
        }
        let solver = Solver(explainsConflicts: false)
        for (constraint, _) in rest {
            let homogeneous = Constraint(Expression(constraint.expression.terms, constant: 0), .equal)
            do throws(SolverError) { try solver.add(homogeneous) } catch { return false }
        }
        for variable in flooredVariables {
            do throws(SolverError) { try solver.add(Constraint(Expression(variable), .equal)) } catch { return false }
        }
        guard solver.redundantRows == 0 else { return false }
        guard !sizeOnly.isEmpty else { return true }
        guard let base = holding(rest + [failing] + relevantFloors) else { return false }
        for index in sizeOnly.indices {
            var others = sizeOnly
            others.remove(at: index)
            if holding(others, on: base) == nil { return false }
        }
        return true
    }

    /// The candidates named by the Farkas certificate of adding `failing` after them, or nil
    /// if replaying them does not fail (rounding disagreed).
    static func certificate(failing: HeldConstraint, candidates: [HeldConstraint]) -> [HeldConstraint]? {
        let solver = Solver(explainsConflicts: false, tracksEqualities: true)
        var owner: [Int: Int] = [:]
        var copies: [Constraint] = []
        copies.reserveCapacity(candidates.count)
        for (index, held) in candidates.enumerated() {
            let copy = requiredCopy(held)
            owner[copy.id] = index
            copies.append(copy)
        }
        // One transaction: each touched row is journaled once, not once per constraint.
        do throws(SolverError) { try solver.add(copies) } catch { return nil }
        do throws(SolverError) {
            try solver.add(requiredCopy(failing))
            return nil
        } catch {
            guard case .unsatisfiable = error else { return nil }
        }
        var markerOwner: [Int32: Int] = [:]
        for info in solver.orderedInfos() {
            guard let index = owner[info.constraint.key] else { continue }
            if info.marker >= 0 { markerOwner[info.marker] = index }
        }
        let named = Set(solver.failureCertificate.compactMap { markerOwner[$0] })
        return named.sorted().map { candidates[$0] }
    }

    static func requiredCopy(_ held: HeldConstraint) -> Constraint {
        Constraint(
            Expression(held.constraint.expression.terms, constant: held.constant),
            held.constraint.relation, priority: .required)
    }

    /// Candidates reachable from `start` through shared variables, in their given order.
    func connected(to start: HeldConstraint, among candidates: [HeldConstraint]) -> [HeldConstraint] {
        var byVariable: [Int: [Int]] = [:]
        for (index, held) in candidates.enumerated() {
            for term in held.constraint.expression.terms {
                byVariable[term.variableID, default: []].append(index)
            }
        }
        var reached = Array(repeating: false, count: candidates.count)
        var visitedVariables: Set<Int> = []
        var queue: [Constraint] = [start.constraint]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for term in current.expression.terms {
                let key = term.variableID
                guard visitedVariables.insert(key).inserted else { continue }
                for index in byVariable[key] ?? [] where !reached[index] {
                    reached[index] = true
                    queue.append(candidates[index].constraint)
                }
            }
        }
        return candidates.indices.filter { reached[$0] }.map { candidates[$0] }
    }

    /// A minimal subset of `candidates` that cannot hold together with what `background`
    /// holds; `candidates` as they are if they can hold with it.
    static func minimalConflict(background: Solver, candidates: [HeldConstraint]) -> [HeldConstraint] {
        if candidates.isEmpty || holding(candidates, on: background) != nil { return candidates }
        return quickXplain(background: background, candidates: candidates)
    }

    /// QuickXplain over solvers: each check adds a part of the candidates to a copy of the
    /// solver holding the background, so it costs what it adds, not the whole background
    /// again. `background` is nil when what was just added to it cannot hold.
    private static func quickXplain(background: Solver?, candidates: [HeldConstraint]) -> [HeldConstraint] {
        guard let background else { return [] }
        if candidates.count == 1 { return candidates }
        let half = candidates.count / 2
        let first = Array(candidates[..<half])
        let second = Array(candidates[half...])
        let fromSecond = quickXplain(background: holding(first, on: background), candidates: second)
        let fromFirst = quickXplain(
            background: fromSecond.isEmpty ? background : holding(fromSecond, on: background),
            candidates: first)
        return fromFirst + fromSecond
    }

    /// A solver holding the given required constraints (on a copy of `base`, if given), or
    /// nil if they cannot all hold.
    static func holding(_ held: [HeldConstraint], on base: Solver? = nil) -> Solver? {
        let solver = base?.copy() ?? Solver(explainsConflicts: false)
        guard !held.isEmpty else { return solver }
        do throws(SolverError) {
            try solver.add(held.map(requiredCopy), explainingConflicts: false)
        } catch {
            return nil
        }
        return solver
    }

    /// Whether the given required constraints can all hold.
    static func isFeasible(_ held: [HeldConstraint]) -> Bool { holding(held) != nil }
}

extension Constraint {
    /// The one variable the expression names, if it names exactly one.
    var singleVariable: Variable? {
        let terms = expression.reduced.terms
        return terms.count == 1 ? terms[0].variable : nil
    }

    /// Whether the constraint names one variable only, and it is among `floored` (by id).
    func fixesOnly(_ floored: Set<Int>) -> Bool {
        singleVariable.map { floored.contains($0.id) } ?? false
    }

    /// The variable an implicit `x >= 0` floors (nil for any other constraint).
    var flooredVariable: Variable? {
        guard isImplicit, relation == .greaterThanOrEqual, expression.constant == 0,
            let variable = singleVariable, expression.reduced.terms[0].coefficient > 0
        else { return nil }
        return variable
    }
}
