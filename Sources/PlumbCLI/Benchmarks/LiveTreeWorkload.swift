import AutoLayout

/// A tree that lives, as tables and cells make one: a view with an intrinsic width added
/// under the root and pinned, laid out, and removed, over and over, with every other removed
/// view kept alive. The engine must forget what it made for each view, so the time per
/// cycle after many cycles is the time at the start.
struct LiveTreeWorkload {
    /// Cycles timed at the start and again at the end.
    let sample: Int
    /// Cycles run between the two samples.
    let between: Int

    struct Result {
        /// Milliseconds per cycle, median of the first and of the last sample.
        var first: Double
        var last: Double
        /// The solver's constraints before the first cycle and after the last.
        var constraintsBefore: Int
        var constraintsAfter: Int
    }

    func run() throws -> Result {
        let root = View(name: "Root")
        let engine = LayoutEngine(root: root, environment: Environment(device: .iPhone8))
        let before = engine.solverSize.constraints
        var kept: [View] = []
        var index = 0
        func cycle() throws -> Double {
            index += 1
            var failure: LayoutError?
            let time = timed {
                let view = View(name: "Cell \(index)")
                view.translatesAutoresizingMaskIntoConstraints = false
                view.explicitIntrinsicContentSize = Size(width: Double(10 + index % 90), height: 44)
                root.addSubview(view)
                do throws(LayoutError) {
                    try LayoutConstraint.activate([
                        view.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                        view.topAnchor.constraint(equalTo: root.topAnchor, constant: 64),
                    ])
                } catch {
                    failure = error
                }
                _ = engine.frame(of: view)
                view.removeFromSuperview()
                if index % 2 == 0 { kept.append(view) }
            }
            if let failure { throw CommandFailure.invalidInput("the live-tree workload failed: \(failure)") }
            return time
        }
        var first: [Double] = []
        for _ in 0..<sample { first.append(try cycle()) }
        for _ in 0..<between { _ = try cycle() }
        var last: [Double] = []
        for _ in 0..<sample { last.append(try cycle()) }
        return Result(
            first: median(first), last: median(last), constraintsBefore: before,
            constraintsAfter: engine.solverSize.constraints)
    }
}
