// Definitions: required equalities that merely name a new quantity stay outside the tableau.
//
// A layout is full of constraints like `b.Top = a.Bottom + 8` whose first variable appears
// nowhere else yet. In the tableau such a variable becomes basic, its row expressed in the
// parameters of everything above it, so a column of views costs rows that grow with their
// position, and every later pivot on one of those parameters rewrites all of them. Nothing in
// the simplex needs those rows: the variable is free and mentioned by no other row, so the
// equation only says what its value is. The solver keeps it as a definition instead, written
// over the symbols as they are (basic, parametric or themselves defined), and
// - when a constraint added later mentions a defined symbol, the definition is expanded
//   (transitively, each definition once) into exactly the row the tableau would have held,
//   and that row joins the tableau: the symbol is basic from then on, so a definition many
//   constraints mention is expanded once (an ambiguity question expands without keeping);
// - values are evaluated from definitions on demand, once per state;
// - removing a definition, or changing its constant, rebuilds its component as for any
//   untracked equality (rows that expanded it are all in that component).
// A definition's subject must be fresh: not basic, in no row, cost or definition, so the
// definitions never form a cycle and adding one never changes the rest of the solution.

extension Solver {
    /// Keeps an untracked required equality as a definition when one of its variables is
    /// fresh (the lowest such id, as `chooseSubject` would pick). Returns whether it did.
    /// In a solver that tracks every equality (conflict certificates), the equality's dummy
    /// marker is a cell of the definition, so every row that expands it carries the marker
    /// as the tableau's row would: a chain then replays in linear time, not quadratic.
    func defineIfFresh(_ info: ConstraintInfo) -> Bool {
        guard info.other < 0 else { return false }
        let tracked = info.marker >= 0
        guard tracked ? tracksEqualities && kinds[Int(info.marker)] == .dummy : !tracksEqualities else { return false }
        var subject: Int32 = -1
        for term in terms(of: info) where subject < 0 || term.symbol < subject {
            if isFreshForDefinition(term.symbol) { subject = term.symbol }
        }
        guard subject >= 0 else { return false }
        var row = Row(cells: terms(of: info), constant: info.constant)
        if tracked { row.insert(info.marker, info.markerCoefficient) }
        guard row.contains(subject) else { return false }
        row.solve(for: subject)
        setDefinition(subject, row)
        return true
    }

    func isFreshForDefinition(_ symbol: Int32) -> Bool {
        let index = Int(symbol)
        return kinds[index] == .external && rows[index] == nil && definitions[index] == nil
            && definitionUses[index] == 0 && objective[index].isZero && isInNoRow(symbol)
    }

    /// Moves a definition into the tableau as its subject's row (see above). Nothing else
    /// changes: the subject was fresh when defined, so no row mentions it.
    func materialize(_ symbol: Int32) -> Row {
        var row = Row()
        addExpansion(of: symbol, times: 1, into: &row)
        setDefinition(symbol, nil)
        setRow(symbol, row)
        indexRow(symbol, row)
        return row
    }

    /// Adds `factor ×` the defined symbol's value in terms of the tableau's parameters (its
    /// definition with basic symbols replaced by their rows and defined ones expanded) to
    /// `row`. Every definition reached is expanded once, after all that mention it, so a
    /// shared one costs one pass however many paths lead to it.
    func addExpansion(of root: Int32, times factor: Double, into row: inout Row) {
        guard let rootDefinition = definitions[Int(root)] else { return }
        /// Adds `f ×` one definition, passing the defined symbols it mentions to `deeper`.
        func expand(_ definition: Row, _ f: Double, deeper: (Int32, Double) -> Void) {
            row.addToConstant(definition.constant, definition.constantError, times: f)
            row.scale = max(row.scale, abs(f) * definition.scale)
            for cell in definition.cells {
                let coefficient = f * cell.coefficient
                if definitions[Int(cell.symbol)] != nil {
                    deeper(cell.symbol, coefficient)
                } else if let basic = rows[Int(cell.symbol)] {
                    row.add(basic, times: coefficient)
                } else {
                    row.insert(cell.symbol, coefficient)
                }
            }
        }
        // Usually the definition mentions no other definition: no traversal needed.
        if rootDefinition.cells.allSatisfy({ definitions[Int($0.symbol)] == nil }) {
            if factor != 0 { expand(rootDefinition, factor, deeper: { _, _ in }) }
            return
        }
        var walk = DefinitionWalk()
        pendingDefinitions(from: root, into: &walk, isCached: { _ in false })
        let order = walk.order
        var factors: [Int32: Double] = [root: factor]
        for symbol in order.reversed() {
            guard let f = factors.removeValue(forKey: symbol), f != 0,
                let definition = definitions[Int(symbol)]
            else { continue }
            expand(definition, f) { factors[$0, default: 0] += $1 }
        }
    }

    /// A token naming the current state for the caches of defined values: the mutation count
    /// between transactions; inside one (values can change at every step) a fresh one per
    /// question.
    func valueToken() -> Int {
        journal.isActive ? -Int(nextStamp()) - 1 : mutationCount
    }

    /// Grows the caches of defined values to the symbol count.
    private func prepareDefinitionCaches() {
        let missing = kinds.count - definedValues.count
        guard missing > 0 else { return }
        definedValues.append(contentsOf: repeatElement(0, count: missing))
        definedValueStamps.append(contentsOf: repeatElement(-1, count: missing))
    }

    /// The value of a defined symbol in the current solution.
    func definedValue(_ root: Int32) -> Double {
        prepareDefinitionCaches()
        let token = valueToken()
        if definedValueStamps[Int(root)] == token { return definedValues[Int(root)] }
        if let value = valueIfInputsReady(root, token: token) { return value }
        // In post-order every input is ready when its turn comes.
        // The walk's buffers are the solver's, taken out while in use: reading a large layout
        // walks thousands of definitions, and would otherwise allocate two arrays per walk.
        var walk = definitionWalk
        definitionWalk = DefinitionWalk()
        pendingDefinitions(from: root, into: &walk, isCached: { self.definedValueStamps[Int($0)] == token })
        for symbol in walk.order {
            _ = valueIfInputsReady(symbol, token: token)
        }
        definitionWalk = walk
        return definedValues[Int(root)]
    }

    /// The defined symbol's value when every defined symbol it mentions has one for `token`
    /// already (the usual case when frames are read in order): no traversal, no allocation.
    private func valueIfInputsReady(_ symbol: Int32, token: Int) -> Double? {
        guard let definition = definitions[Int(symbol)] else { return nil }
        // Summed as the rows' constants are (`Row.addToConstant`): a definition's terms may
        // be millions that cancel to a fraction of a point.
        var sum = Row(constant: definition.constant)
        sum.constantError = definition.constantError
        for cell in definition.cells {
            let child = Int(cell.symbol)
            if definitions[child] != nil {
                guard definedValueStamps[child] == token else { return nil }
                sum.addToConstant(definedValues[child], 0, times: cell.coefficient)
            } else if let row = rows[child] {
                sum.addToConstant(row.constant, row.constantError, times: cell.coefficient)
            }
        }
        let value = sum.constant
        definedValues[Int(symbol)] = value
        definedValueStamps[Int(symbol)] = token
        return value
    }

    /// The definitions reachable from `root` that `isCached` does not cover, into
    /// `walk.order`, each after the definitions it mentions (so evaluating them in order finds
    /// every input ready).
    private func pendingDefinitions(from root: Int32, into walk: inout DefinitionWalk, isCached: (Int32) -> Bool) {
        let stamp = nextStamp()
        walk.order.removeAll(keepingCapacity: true)
        walk.stack.removeAll(keepingCapacity: true)
        walk.stack.append((root, 0))
        stamps[Int(root)] = stamp
        while let (symbol, next) = walk.stack.last {
            guard let cells = definitions[Int(symbol)]?.cells, next < cells.count else {
                walk.order.append(symbol)
                walk.stack.removeLast()
                continue
            }
            walk.stack[walk.stack.count - 1].next += 1
            let child = cells[next].symbol
            if definitions[Int(child)] != nil && stamps[Int(child)] != stamp && !isCached(child) {
                stamps[Int(child)] = stamp
                walk.stack.append((child, 0))
            }
        }
    }
}

/// A depth-first walk through definitions: the symbols still to finish, with the next cell
/// of each, and the finished ones in post-order.
struct DefinitionWalk {
    var stack: [(symbol: Int32, next: Int)] = []
    var order: [Int32] = []
}
