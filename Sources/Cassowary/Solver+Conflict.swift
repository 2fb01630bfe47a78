// Explaining an unsatisfiable required constraint with a minimal conflicting set.
//
// Only required constraints can conflict (the others may always be violated), and only those
// connected to the failing one through shared variables can matter. Among them:
// 1. a throw-away solver that tracks every equality with a marker replays them and the
//    failing constraint; the markers left in the failing row (or in phase I's objective) are
//    the Farkas certificate, the paper's explanation;
// 2. if the certificate's constraints have a one-dimensional left null space, the certificate
//    is the only one on them, so no proper subset conflicts: it is minimal (a rank test);
// 3. otherwise QuickXplain (Junker, AAAI 2004) shrinks it with O(k log(n/k)) feasibility
//    checks, each solved from scratch, so the answer never depends on this tableau's history.
// Implicit constraints (`Constraint.isImplicit`) are the model's own conditions: they join the
// background of every check, so a set names only stated constraints, and is minimal given
// the implicit ones.

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
        let certificate = Self.certificate(failing: failingHeld, candidates: related) ?? related
        let implicit = related.filter { $0.constraint.isImplicit }
        let conflict: [HeldConstraint]
        if implicit.isEmpty {
            conflict = Self.isIrreducible(certificate + [failingHeld])
                ? certificate : minimalConflict(background: [failingHeld], candidates: certificate)
        } else {
            let stated = certificate.filter { !$0.constraint.isImplicit }
            conflict = minimalConflict(background: implicit + [failingHeld], candidates: stated)
        }
        return .unsatisfiable(failing, conflict: conflict.map(\.constraint) + [failing])
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

    /// Whether the left null space of the constraints' coefficient rows is one-dimensional:
    /// all but the last are linearly independent (none is redundant when added as a
    /// homogeneous equality).
    static func isIrreducible(_ held: [HeldConstraint]) -> Bool {
        let solver = Solver(explainsConflicts: false)
        for (constraint, _) in held.dropLast() {
            let homogeneous = Constraint(Expression(constraint.expression.terms, constant: 0), .equal)
            do throws(SolverError) { try solver.add(homogeneous) } catch { return false }
        }
        return solver.redundantRows == 0
    }

    static func requiredCopy(_ held: HeldConstraint) -> Constraint {
        Constraint(Expression(held.constraint.expression.terms, constant: held.constant),
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

    /// A minimal subset of `members` (required constraints that cannot all hold, `failing`
    /// among them) that cannot hold together with the `implicit` conditions, `failing`
    /// included; `members` as they are if they can hold with them.
    public static func minimalConflict(of failing: Constraint, among members: [Constraint],
                                       given implicit: [Constraint]) -> [Constraint]
    {
        func held(_ constraint: Constraint) -> HeldConstraint { (constraint, constraint.expression.constant) }
        let failingHeld = held(failing)
        let implicitHeld = implicit.map(held)
        var stated = members.filter { $0 !== failing }.map(held)
        let background = implicitHeld + [failingHeld]
        // The Farkas certificate of replaying the implicit constraints and the members, then
        // the failing one, names a conflicting subset in one solve; when it is irreducible (the
        // rank test) its stated part is the answer. Members that only fix a size the implicit
        // constraints bound (`height == 20` beside `height >= 0`) are left out of the first
        // replay: where the bounds alone conflict, the answer must not need them. A 1,000-link
        // chain so takes two solves, not QuickXplain's thousands from scratch (7 s). Otherwise
        // QuickXplain shrinks the certificate's stated part rather than every member.
        let bounded = Set(implicit.compactMap { $0.expression.terms.count == 1 ? $0.expression.terms[0].variableID : nil })
        let sizeOnly = stated.filter {
            $0.constraint.expression.terms.count == 1 && bounded.contains($0.constraint.expression.terms[0].variableID)
        }
        var pools = [stated]
        if !sizeOnly.isEmpty {
            let sizeOnlyIDs = Set(sizeOnly.map { $0.constraint.id })
            let others = stated.filter { !sizeOnlyIDs.contains($0.constraint.id) }
            // The few sizes the conflict does need (a device's fixed height) are found among
            // the size-only members with the others in the background: O(log n) solves.
            let needed = isFeasible(background + others)
                ? Solver().minimalConflict(background: background + others, candidates: sizeOnly) : []
            pools.insert(others + needed, at: 0)
        }
        for pool in pools {
            guard let certificate = certificate(failing: failingHeld, candidates: implicitHeld + pool) else { continue }
            let statedPart = certificate.filter { !$0.constraint.isImplicit }
            if isIrreducible(certificate + [failingHeld]) {
                // In the members' order, as QuickXplain's answer is.
                let chosen = Set(statedPart.map { $0.constraint.id })
                return stated.filter { chosen.contains($0.constraint.id) }.map(\.constraint) + [failing]
            }
            if !isFeasible(background + statedPart) {
                let chosen = Set(statedPart.map { $0.constraint.id })
                stated = stated.filter { chosen.contains($0.constraint.id) }
                break
            }
        }
        // Members that can all hold (rounding disagreed with the solver that threw) are
        // returned whole.
        guard !isFeasible(background + stated) else { return members }
        return Solver().minimalConflict(background: background, candidates: stated).map(\.constraint) + [failing]
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
        for constraint in held {
            do throws(SolverError) {
                try solver.add(requiredCopy(constraint))
            } catch {
                return false
            }
        }
        return true
    }
}
