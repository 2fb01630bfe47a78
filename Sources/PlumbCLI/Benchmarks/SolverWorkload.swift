import Cassowary

/// One solver benchmark: builds and solves (or resizes) a standard system. Each workload has
/// a twin in `scripts/bench_kiwi.py` with the same name and the same constraints.
struct SolverWorkload {
    let name: String
    /// Number of views, for `--quick`.
    let size: Int
    /// What one timed sample is.
    let unit: String
    /// Returns the milliseconds of each timed sample of one run.
    let run: () -> [Double]

    /// Median over `repeat` runs (all samples pooled for per-step workloads).
    func measure(repeat count: Int) -> Double {
        var samples: [Double] = []
        for _ in 0..<count { samples += run() }
        return median(samples)
    }

    static var all: [SolverWorkload] {
        var list: [SolverWorkload] = []
        for n in [100, 1000, 4000, 10000] {
            list.append(
                SolverWorkload(name: "independent \(n)", size: n, unit: "build+solve") {
                    [timedKeeping { independentViews(n) }]
                })
        }
        for n in [100, 1000, 4000, 10000] {
            list.append(
                SolverWorkload(name: "chain \(n)", size: n, unit: "build+solve") {
                    [timedKeeping { verticalChain(n) }]
                })
        }
        list.append(
            SolverWorkload(name: "resize chain 1000", size: 1000, unit: "one resize") {
                resizedChain(1000, steps: 1000)
            })
        // Building the resize chain under its edit variable, as every live screen is built
        // under the device's numbers (issue 31): linear in the chain's length.
        for n in [1000, 2000, 4000] {
            list.append(
                SolverWorkload(name: "resize chain build \(n)", size: n, unit: "build+solve") {
                    [timedKeeping { editedResizeChain(n) }]
                })
        }
        for g in [10, 30] {
            list.append(
                SolverWorkload(name: "aspect grid \(g)", size: g * g, unit: "build+solve") {
                    [timedKeeping { aspectGrid(g) }]
                })
        }
        list.append(
            SolverWorkload(name: "random priorities 1000", size: 1000, unit: "build+solve") {
                [timedKeeping { randomPriorities(1000) }]
            })
        // Many bounds on one variable, each tighter than the last (issue 17): linear, not
        // quadratic, in the count.
        for n in [10000, 20000] {
            list.append(
                SolverWorkload(name: "bounds on one variable \(n)", size: n, unit: "build+solve") {
                    [timedKeeping { boundsOnOneVariable(n) }]
                })
        }
        // Many optional equalities on one variable at random priorities (issue 17): only the
        // level that settles the variable keeps rows.
        for n in [10000, 20000] {
            list.append(
                SolverWorkload(name: "preferences on one variable \(n)", size: n, unit: "build+solve") {
                    [timedKeeping { preferencesOnOneVariable(n) }]
                })
        }
        list.append(
            SolverWorkload(
                name: "enaml-like form", size: FormWorkload.variableCount,
                unit: "build+6 resizes", run: FormWorkload.samples))
        return list
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// Milliseconds taken by `body`.
func timed(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let elapsed = clock.measure(body)
    return Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) * 1e-15
}

/// Milliseconds taken by `body`; what it returns (the solver it built) is released only after
/// the clock stops, as the Python twin frees its solver after taking the time.
func timedKeeping<Result>(_ body: () -> Result) -> Double {
    var kept: Result?
    let milliseconds = timed { kept = body() }
    withExtendedLifetime(kept) {}
    return milliseconds
}

/// Adds constraints that the workloads know to be satisfiable; a failure is a solver bug
/// worth seeing in the output rather than a silent skip.
func add(_ solver: Solver, _ constraint: Constraint) {
    do { try solver.add(constraint) } catch { print("bench: unexpected solver error: \(error)") }
}

private func independentViews(_ n: Int) -> Solver {
    let solver = Solver()
    for i in 0..<n {
        let left = Variable("left\(i)")
        let width = Variable("width\(i)")
        let right = Variable("right\(i)")
        add(solver, left == 8)
        add(solver, width >= 50)
        add(solver, (width == Double(100 + i % 10)).with(priority: 750))
        add(solver, right == left + width)
    }
    return solver
}

private func verticalChain(_ n: Int) -> Solver {
    let solver = Solver()
    var previous: (top: Variable, height: Variable)?
    for i in 0..<n {
        let top = Variable("top\(i)")
        let height = Variable("height\(i)")
        add(solver, height == 44)
        if let previous {
            add(solver, top == previous.top + previous.height + 8)
        } else {
            add(solver, top == 20)
        }
        previous = (top, height)
    }
    return solver
}

/// The resize chain with its edit variable added and a first size suggested.
private func editedResizeChain(_ n: Int) -> Solver {
    let solver = Solver()
    let total = Variable("W")
    buildResizeChain(solver, n, total: total)
    do throws(SolverError) {
        try solver.addEditVariable(total, priority: 750)
        try solver.suggestValue(total, 10000)
    } catch {
        print("bench: unexpected solver error: \(error)")
    }
    return solver
}

/// A horizontal chain of `n` equal-width views spanning `total`.
private func buildResizeChain(_ solver: Solver, _ n: Int, total: Variable) {
    var lefts: [Variable] = []
    var widths: [Variable] = []
    for i in 0..<n {
        let left = Variable("left\(i)")
        let width = Variable("w\(i)")
        add(solver, width >= 0)
        if i == 0 {
            add(solver, left == 0)
        } else {
            add(solver, left == lefts[i - 1] + widths[i - 1] + 8)
            add(solver, width == widths[0])
        }
        lefts.append(left)
        widths.append(width)
    }
    add(solver, lefts[n - 1] + widths[n - 1] == total)
}

private func resizedChain(_ n: Int, steps: Int) -> [Double] {
    let solver = Solver()
    let total = Variable("W")
    buildResizeChain(solver, n, total: total)
    var samples: [Double] = []
    do {
        try solver.addEditVariable(total, priority: 750)
        try solver.suggestValue(total, 10000)
        for k in 1...steps {
            let value = Double(10000 + k)
            var failure: SolverError?
            samples.append(
                timed {
                    do throws(SolverError) { try solver.suggestValue(total, value) } catch { failure = error }
                })
            if let failure { print("bench: unexpected solver error: \(failure)") }
        }
    } catch {
        print("bench: unexpected solver error: \(error)")
    }
    return samples
}

private func aspectGrid(_ g: Int) -> Solver {
    let solver = Solver()
    var left: [[Variable]] = []
    var top: [[Variable]] = []
    var width: [[Variable]] = []
    var height: [[Variable]] = []
    for r in 0..<g {
        left.append([]); top.append([]); width.append([]); height.append([])
        for c in 0..<g {
            let l = Variable("l\(r),\(c)"), t = Variable("t\(r),\(c)")
            let w = Variable("w\(r),\(c)"), h = Variable("h\(r),\(c)")
            left[r].append(l); top[r].append(t); width[r].append(w); height[r].append(h)
            add(solver, w >= 10)
            add(solver, w == 1.5 * h)
            add(solver, (w == 80).with(priority: 250))
            if c == 0 {
                add(solver, l == 8)
            } else {
                add(solver, l == left[r][c - 1] + width[r][c - 1] + 8)
                add(solver, w == width[r][0])
            }
            if r == 0 {
                add(solver, t == 8)
            } else {
                add(solver, t == top[r - 1][c] + height[r - 1][c] + 8)
            }
            if c == g - 1 { add(solver, l + w == 1000 - 8) }
        }
    }
    return solver
}

/// The 64-bit LCG shared with the Python twin, so both sides see the same priorities.
struct SharedLCG {
    var state: UInt64 = 42
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 33
    }
}

private func boundsOnOneVariable(_ n: Int) -> Solver {
    let solver = Solver()
    let v = Variable("v")
    for i in 0..<n { add(solver, v >= Double(i)) }
    return solver
}

private func preferencesOnOneVariable(_ n: Int) -> Solver {
    let solver = Solver()
    var random = SharedLCG()
    let v = Variable("v")
    for i in 0..<n { add(solver, (v == Double(i)).with(priority: Priority(Double(1 + random.next() % 999)))) }
    return solver
}

private func randomPriorities(_ n: Int) -> Solver {
    let solver = Solver()
    var random = SharedLCG()
    var previous: Variable?
    for i in 0..<n {
        let x = Variable("x\(i)")
        add(solver, x >= 0)
        add(solver, x <= 1000)
        let r1 = random.next(), r2 = random.next()
        add(solver, (x == Double(r1 % 1000)).with(priority: Priority(Double(1 + r2 % 999))))
        if let previous {
            let r3 = random.next(), r4 = random.next()
            add(solver, (x >= previous + Double(r3 % 10)).with(priority: Priority(Double(1 + r4 % 999))))
        }
        previous = x
    }
    return solver
}
