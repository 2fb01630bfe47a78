import Cassowary

/// A small system of the size a desktop form makes (Enaml's, which kiwi's own benchmark
/// measures): a window with two labelled fields and a button, 35 variables and 111
/// constraints, the window's width and height as edit variables. One sample builds it and
/// resizes the window six times, reading every value after each resize. The twin in
/// `scripts/bench_kiwi.py` (`build_form`) adds the same constraints in the same order.
enum FormWorkload {
    static let windowSizes: [(width: Double, height: Double)] = [
        (640, 480), (800, 600), (1024, 768), (320, 240), (1280, 720), (480, 640),
    ]
    /// Samples per run: one sample is a fraction of a millisecond.
    static let samplesPerRun = 40
    static let variableCount = 35
    static let constraintCount = 111

    static func samples() -> [Double] {
        var checksum = 0.0
        let result = (0..<samplesPerRun).map { _ in
            timedKeeping {
                let (sum, solver) = buildAndResize()
                checksum += sum
                return solver
            }
        }
        // Keeps the reads from being optimised away.
        if checksum.isNaN { print("bench: form values are not numbers") }
        return result
    }

    /// Builds the form, resizes it to each window size and returns the sum of all values and
    /// the solver (released after the clock stops, as in the Python twin).
    static func buildAndResize() -> (sum: Double, solver: Solver) {
        let solver = Solver()
        let form = Form(solver)
        let variables = form.variables
        var sum = 0.0
        do throws(SolverError) {
            try solver.addEditVariable(form.windowWidth, priority: 999)
            try solver.addEditVariable(form.windowHeight, priority: 999)
            for size in windowSizes {
                try solver.suggestValue(form.windowWidth, size.width)
                try solver.suggestValue(form.windowHeight, size.height)
                for variable in variables { sum += solver.value(of: variable) }
            }
        } catch {
            print("bench: unexpected solver error: \(error)")
        }
        return (sum, solver)
    }

    /// A widget's edges and size, as six variables.
    struct Widget {
        let left, right, top, bottom, width, height: Variable

        init(_ name: String) {
            left = Variable(name, "left")
            right = Variable(name, "right")
            top = Variable(name, "top")
            bottom = Variable(name, "bottom")
            width = Variable(name, "width")
            height = Variable(name, "height")
        }

        var variables: [Variable] { [left, right, top, bottom, width, height] }
    }

    struct Form {
        let windowWidth = Variable("window", "width")
        let windowHeight = Variable("window", "height")
        let contentsRight = Variable("contents", "right")
        let contentsBottom = Variable("contents", "bottom")
        let column = Variable("column")
        let label1 = Widget("label1"), field1 = Widget("field1")
        let label2 = Widget("label2"), field2 = Widget("field2")
        let button = Widget("button")

        static let margin = 10.0
        static let spacing = 8.0
        static let maximum = 10000.0

        var variables: [Variable] {
            [windowWidth, windowHeight, contentsRight, contentsBottom, column]
                + [label1, field1, label2, field2, button].flatMap(\.variables)
        }

        init(_ solver: Solver) {
            let margin = Self.margin, spacing = Self.spacing, maximum = Self.maximum
            // The window and its contents (8).
            add(solver, contentsRight == windowWidth - margin)
            add(solver, contentsBottom == windowHeight - margin)
            add(solver, windowWidth >= 0)
            add(solver, windowHeight >= 0)
            add(solver, windowWidth <= maximum)
            add(solver, windowHeight <= maximum)
            add(solver, column >= margin)
            add(solver, column <= contentsRight)
            // The widgets (5 × 16). Labels and the button hug their text harder than fields
            // do (fields take the width), and everything resists compression harder still.
            addWidget(solver, label1, minimum: (40, 20), hint: (80, 24), hug: 500)
            addWidget(solver, field1, minimum: (100, 20), hint: (200, 28), hug: 250)
            addWidget(solver, label2, minimum: (40, 20), hint: (64, 24), hug: 500)
            addWidget(solver, field2, minimum: (100, 20), hint: (200, 28), hug: 250)
            addWidget(solver, button, minimum: (60, 24), hint: (90, 32), hug: 500)
            // The grid: labels left of the column, fields from it to the right edge (23).
            add(solver, label1.left == margin)
            add(solver, label2.left == margin)
            add(solver, label1.right + spacing <= column)
            add(solver, label2.right + spacing <= column)
            add(solver, field1.left == column)
            add(solver, field2.left == column)
            add(solver, field1.right == contentsRight)
            add(solver, field2.right == contentsRight)
            add(solver, field1.top == margin)
            add(solver, label1.top + label1.bottom == field1.top + field1.bottom)
            add(solver, field2.top >= field1.bottom + spacing)
            add(solver, field2.top >= label1.bottom + spacing)
            add(solver, label2.top + label2.bottom == field2.top + field2.bottom)
            add(solver, (field2.top == field1.bottom + spacing).with(priority: 750))
            add(solver, button.top >= field2.bottom + spacing)
            add(solver, button.top >= label2.bottom + spacing)
            add(solver, button.right == contentsRight)
            add(solver, (button.bottom == contentsBottom).with(priority: 750))
            add(solver, button.left >= column)
            add(solver, button.width <= field1.width)
            add(solver, (label1.width == label2.width).with(priority: 750))
            add(solver, (column == label1.right + spacing).with(priority: 500))
            add(solver, (button.height == field1.height).with(priority: 250))
        }

        /// 16 constraints: box arithmetic, bounds, minimum size, size hint (hugged at `hug`).
        private func addWidget(
            _ solver: Solver, _ widget: Widget, minimum: (width: Double, height: Double),
            hint: (width: Double, height: Double), hug: Priority
        ) {
            add(solver, widget.right == widget.left + widget.width)
            add(solver, widget.bottom == widget.top + widget.height)
            add(solver, widget.left >= 0)
            add(solver, widget.top >= 0)
            add(solver, widget.width >= 0)
            add(solver, widget.height >= 0)
            add(solver, widget.right <= contentsRight)
            add(solver, widget.bottom <= contentsBottom)
            add(solver, widget.width >= minimum.width)
            add(solver, widget.height >= minimum.height)
            add(solver, widget.width <= Self.maximum)
            add(solver, widget.height <= Self.maximum)
            add(solver, (widget.width >= hint.width).with(priority: 750))
            add(solver, (widget.width <= hint.width).with(priority: hug))
            add(solver, (widget.height >= hint.height).with(priority: 750))
            add(solver, (widget.height <= hint.height).with(priority: 750))
        }
    }
}
