import ArgumentParser
import AutoLayout
import ConsoleLog

/// `plumb bench diagnosis`: the debugging questions on 1,000-view scenes built in code —
/// finding and minimising a conflict whose minimal set runs through every view, and checking
/// every view for ambiguity.
struct DiagnosisBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diagnosis", abstract: "Time conflict minimisation and the ambiguity check on 1,000-view scenes.")

    @Option(help: "Timed runs; the median is reported.")
    var `repeat`: Int = 5

    @Option(help: "Views per scene.")
    var views: Int = 1000

    func validate() throws {
        guard self.repeat >= 1 else { throw ValidationError("--repeat must be at least 1") }
        guard views >= 10, views <= 100_000 else { throw ValidationError("--views must be between 10 and 100000") }
    }

    func run() throws {
        var table = TargetTable()
        try timeConflict(
            gap: 8, height: 20, name: "\(views)-view chain", target: views == 1000 ? 100 : nil, into: &table)
        try timeConflict(gap: 0, height: 18, name: "\(views)-view column, no gaps", target: nil, into: &table)

        // Few free values, and a worst case where they cascade down the rows.
        for cascading in [false, true] {
            let loose = try ambiguousScene(cascading: cascading)
            let looseEngine = LayoutEngine(root: loose, environment: Environment(device: .iPhone8))
            var check: [Double] = [], details: [Double] = []
            var ambiguous = 0
            for _ in 0..<self.repeat {
                // A rotation there and back leaves the solver's cached facts stale, as an edit would.
                looseEngine.setEnvironment(Environment(device: .iPhone8, orientation: .landscape))
                looseEngine.setEnvironment(Environment(device: .iPhone8))
                check.append(timed { ambiguous = looseEngine.layout().ambiguous.count })
                details.append(timed { _ = looseEngine.diagnose() })
            }
            guard ambiguous > 0 else { throw CommandFailure(message: "the ambiguity scene was not ambiguous", code: 1) }
            let gridName = "\(views)-view grid" + (cascading ? ", cascading" : "")
            table.add(
                name: gridName, unit: "ambiguity check (\(ambiguous) ambiguous)", milliseconds: median(check),
                targetMilliseconds: views == 1000 ? 1000 : nil)
            table.add(name: gridName, unit: "ranges, ghosts, suggested pins", milliseconds: median(details))
        }
        let paste = Self.consoleLog(entries: 200)
        var analyse: [Double] = []
        var minimalCount = 0
        for _ in 0..<self.repeat {
            analyse.append(
                timed {
                    let analyses = ConsoleLog.parse(paste).map(LogAnalysis.init)
                    minimalCount = analyses.first?.minimal.count ?? 0
                })
        }
        guard minimalCount == 3 else { throw CommandFailure(message: "the console log did not conflict", code: 1) }
        table.add(
            name: "console log, 200 entries", unit: "parse + rebuild + minimal set + alternatives",
            milliseconds: median(analyse), targetMilliseconds: 50)
        print(table.render())
    }

    /// Times finding and minimising the conflict of `conflictScene`, then explaining it.
    func timeConflict(gap: Double, height: Double, name: String, target: Double?, into table: inout TargetTable) throws
    {
        let conflict = try conflictScene(gap: gap, height: height)
        let engine = LayoutEngine(root: conflict.root, environment: Environment(device: .iPhone8))
        var minimise: [Double] = [], explain: [Double] = []
        var setSize = 0
        for _ in 0..<self.repeat {
            conflict.closing.deactivate()
            minimise.append(timed { try? conflict.closing.activate() })
            let layout = engine.layout()
            setSize = layout.conflicts.first?.constraints.count ?? 0
            explain.append(timed { _ = engine.diagnose() })
        }
        guard setSize > views else { throw CommandFailure(message: "the conflict scene did not conflict", code: 1) }
        table.add(
            name: name, unit: "find + minimise conflict (\(setSize) constraints)",
            milliseconds: median(minimise), targetMilliseconds: target)
        table.add(
            name: name, unit: "explain (why + \(LayoutEngine.alternativesPerConflict) alternatives)",
            milliseconds: median(explain))
    }

    /// A paste of UIKit's log with `entries` constraints: a column of labels in cells (four
    /// entries a row, as a form's are), and at the end a cell squeezed to 0 tall by its
    /// autoresizing mask while its label keeps 8 above and below: a conflict of three, as
    /// real ones are.
    static func consoleLog(entries: Int) -> String {
        var lines = [
            "2024-01-02 03:04:05.678901+0000 Bench[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "(",
        ]
        var listed = 0
        var row = 0
        while listed < entries - 3 {
            let cell = String(format: "0x7f%08x", 0x1000 + row * 2),
                label = String(format: "0x7f%08x", 0x1001 + row * 2)
            let rowLines = [
                "<NSLayoutConstraint:0x6000\(row)a UILabel:\(label)'Row \(row)'.leading == UIView:\(cell).leading + 16   (active)>",
                "<NSLayoutConstraint:0x6000\(row)b UIView:\(cell).trailing == UILabel:\(label)'Row \(row)'.trailing + 16   (active)>",
                "<NSLayoutConstraint:0x6000\(row)c UILabel:\(label)'Row \(row)'.centerY == UIView:\(cell).centerY   (active)>",
                "<NSLayoutConstraint:0x6000\(row)d UIView:\(cell).height == 44   (active)>",
            ]
            for line in rowLines.prefix(entries - 3 - listed) { lines.append("    \"\(line)\",") }
            listed += min(4, entries - 3 - listed)
            row += 1
        }
        let squeezed = [
            "<NSAutoresizingMaskLayoutConstraint:0x600f1 h=--& v=--& UIView:0x7fffff00.height == 0   (active)>",
            "<NSLayoutConstraint:0x600f2 V:|-(8)-[UILabel:0x7fffff01'Squeezed']   (active, names: '|':UIView:0x7fffff00 )>",
            "<NSLayoutConstraint:0x600f3 V:[UILabel:0x7fffff01'Squeezed']-(8)-|   (active, names: '|':UIView:0x7fffff00 )>",
        ]
        lines += squeezed.map { "    \"\($0)\"," }
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(squeezed[2])
        return lines.joined(separator: "\n") + "\n"
    }

    /// Views stacked top to bottom, `height` pt each `gap` pt apart, then one constraint
    /// pinning the last to the bottom. With gaps, the gaps alone cannot fit (sizes are never
    /// negative): the minimal set is the chain of tops, no height. Without, it is the chain
    /// and just enough heights to overflow the screen (38 of 18 pt on a 667-pt screen).
    func conflictScene(gap: Double, height: Double) throws -> (root: View, closing: LayoutConstraint) {
        let root = View(name: "Root")
        var previous: View?
        var constraints: [LayoutConstraint] = []
        for index in 0..<views {
            let view = View(name: "Row \(index)")
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            constraints.append(view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16))
            constraints.append(view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16))
            constraints.append(view.heightAnchor.constraint(equalToConstant: height))
            constraints.append(
                view.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: gap))
            previous = view
        }
        try LayoutConstraint.activate(constraints)
        let closing = previous!.bottomAnchor.constraint(equalTo: root.bottomAnchor)
        return (root, closing)
    }

    /// Rows of ten views side by side, each row below the first view of the one above. In
    /// every third row the fifth view has no height, so its height (and nothing else) is
    /// free; `cascading`, every seventh view has none, first views included, so whole rows
    /// below them float too.
    func ambiguousScene(cascading: Bool) throws -> View {
        let root = View(name: "Root")
        var constraints: [LayoutConstraint] = []
        var rowAbove: View?
        var index = 0
        var row = 0
        while index < views {
            var previous: View?
            var first: View?
            for column in 0..<10 where index < views {
                let view = View(name: "Cell \(index)")
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                constraints.append(
                    view.topAnchor.constraint(equalTo: rowAbove?.bottomAnchor ?? root.topAnchor, constant: 4))
                constraints.append(
                    view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? root.leadingAnchor))
                constraints.append(view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.1))
                let free = cascading ? index % 7 == 3 : column == 4 && row % 3 == 0
                if !free { constraints.append(view.heightAnchor.constraint(equalToConstant: 30)) }
                if column == 0 { first = view }
                previous = view
                index += 1
            }
            rowAbove = first
            row += 1
        }
        try LayoutConstraint.activate(constraints)
        return root
    }
}
