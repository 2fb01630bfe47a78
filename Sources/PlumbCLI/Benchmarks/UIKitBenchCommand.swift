import ArgumentParser
import Foundation
import PlumbUIKit

/// `plumb bench uikit`: UIKit code over Plumb's engine (issue 33, point 5). A 50-view screen
/// built from UIKit calls, laid out and drawn (`drawHierarchy` into a
/// `UIGraphicsImageRenderer`, at 3x) under 5 ms, each part in a row of its own and their sum
/// in a third; 1,000 cells configured and self-sized with `systemLayoutSizeFitting` under
/// 150 ms; building under a live root, linear in its size; a table of 1,000 self-sizing rows
/// (no target: it fits only the rows on screen).
struct UIKitBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uikit",
        abstract: "Time UIKit code laid out by Plumb: a 50-view screen, 1,000 self-sized cells, a live root.")

    @Option(name: .long, help: "Timed runs; the median is reported.")
    var `repeat`: Int = 11

    @Option(name: .long, help: "Time one workload only (screen, cells, table or live), as for a profiler.")
    var only: UIKitWorkload.Kind?

    static let screenTarget = 5.0
    static let cellsTarget = 150.0

    func validate() throws {
        guard self.repeat >= 1 else { throw ValidationError("--repeat must be at least 1") }
    }

    func run() throws {
        let runs = self.repeat
        let kinds = only.map { [$0] } ?? UIKitWorkload.Kind.allCases
        let rows = MainActor.assumeIsolated { UIKitWorkload.measure(runs: runs, kinds: Set(kinds)) }
        var table = TargetTable()
        if kinds.contains(.screen) {
            table.add(
                name: "screen, \(rows.screenViews) views: build+layout", unit: "UIKit calls, layoutIfNeeded",
                milliseconds: rows.screen)
            table.add(
                name: "screen, \(rows.screenViews) views: render", unit: "drawHierarchy at 3x, no PNG",
                milliseconds: rows.render)
            table.add(
                name: "screen, \(rows.screenViews) views: all three", unit: "build+layout+render, per run",
                milliseconds: rows.screenTotal, targetMilliseconds: Self.screenTarget)
            table.add(
                name: "screen, \(rows.screenViews) views: all three", unit: "the same in thread CPU time",
                milliseconds: rows.screenCPU)
        }
        if kinds.contains(.cells) {
            table.add(
                name: "cells, 1000: configure+fit", unit: "systemLayoutSizeFitting", milliseconds: rows.cells,
                targetMilliseconds: Self.cellsTarget)
        }
        if kinds.contains(.table) {
            table.add(
                name: "table, 1000 self-sizing rows", unit: "layout, scroll a screen, layout",
                milliseconds: rows.table)
        }
        for (views, milliseconds) in rows.live {
            table.add(
                name: "live root, \(views) views: build", unit: "addSubview, activate, layout",
                milliseconds: milliseconds)
        }
        print(table.render())
        if let first = rows.live.first, let last = rows.live.last, rows.live.count > 1 {
            let doublings = log2(Double(last.views) / Double(first.views))
            let perDoubling = pow(last.milliseconds / first.milliseconds, 1 / doublings)
            print("live root: \(String(format: "%.2f", perDoubling))× per doubling of the views (2.00 is linear)")
        }
    }
}

/// The UIKit code the benchmark runs: what a team's view code does, written as a team
/// writes it.
@MainActor
enum UIKitWorkload {
    /// The workloads, each a row or rows of the table.
    enum Kind: String, CaseIterable, ExpressibleByArgument {
        case screen, cells, table, live
    }

    struct Rows {
        var screenViews = 0
        var screen = 0.0
        var render = 0.0
        /// The median of each run's build+layout plus its render (not the sum of the two
        /// medians).
        var screenTotal = 0.0
        /// The same run's thread CPU time: the work without the time the thread waited for a
        /// core (on a loaded machine the wall-clock total catches a 4 ms scheduler tick in
        /// most runs, while each part alone mostly does not).
        var screenCPU = 0.0
        var cells = 0.0
        var table = 0.0
        var live: [(views: Int, milliseconds: Double)] = []
    }

    static func measure(runs: Int, kinds: Set<Kind> = Set(Kind.allCases)) -> Rows {
        var rows = Rows()
        var screen: [Double] = []
        var render: [Double] = []
        var screenTotal: [Double] = []
        var screenCPU: [Double] = []
        var cells: [Double] = []
        var tables: [Double] = []
        var live: [Int: [Double]] = [:]
        let sizes = kinds.contains(.live) ? [250, 500, 1000] : []
        // One untimed run first warms the text engine's caches.
        for run in 0...runs {
            var screenTime = 0.0, renderTime = 0.0, cpuTime = 0.0, cellsTime = 0.0, tableTime = 0.0
            if kinds.contains(.screen) {
                let cpuStart = threadCPUMilliseconds()
                let views: Int, root: UIView
                ((views, root), screenTime) = timed { buildScreen() }
                rows.screenViews = views
                let renderer = UIGraphicsImageRenderer(size: root.bounds.size)
                renderTime =
                    timed {
                        renderer.image { _ in root.drawHierarchy(in: root.bounds, afterScreenUpdates: true) }
                    }.1
                cpuTime = threadCPUMilliseconds() - cpuStart
            }
            if kinds.contains(.cells) { cellsTime = timed { fitCells(1000) }.1 }
            if kinds.contains(.table) { tableTime = timed { layoutTable(rows: 1000) }.1 }
            var liveTimes: [Int: Double] = [:]
            for size in sizes { liveTimes[size] = timed { buildLiveRoot(rows: size / 5) }.1 }
            guard run > 0 else { continue }
            screen.append(screenTime)
            render.append(renderTime)
            screenTotal.append(screenTime + renderTime)
            screenCPU.append(cpuTime)
            cells.append(cellsTime)
            tables.append(tableTime)
            for size in sizes { live[size, default: []].append(liveTimes[size] ?? 0) }
        }
        rows.screen = median(screen)
        rows.render = median(render)
        rows.screenTotal = median(screenTotal)
        rows.screenCPU = median(screenCPU)
        rows.cells = median(cells)
        rows.table = median(tables)
        rows.live = sizes.map { ($0, median(live[$0] ?? [])) }
        return rows
    }

    /// A settings-like screen: a title, then ten rows of a label, a detail, an icon and a
    /// button in a horizontal stack, the rows in a vertical stack pinned to the margins.
    /// Returns the number of views and the root.
    static func buildScreen() -> (Int, UIView) {
        // Images are made as code makes them on iOS.
        let icon24 = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
        let title = UILabel()
        title.text = "Settings"
        title.font = .preferredFont(forTextStyle: .largeTitle)
        let column = UIStackView()
        column.axis = .vertical
        column.spacing = 8
        var views = 3
        for index in 0..<10 {
            let name = UILabel()
            name.text = "Option \(index)"
            let detail = UILabel()
            detail.text = "Detail for option \(index)"
            detail.font = .preferredFont(forTextStyle: .footnote)
            detail.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
            let icon = UIImageView(image: icon24)
            let button = UIButton(type: .system)
            button.setTitle("Edit", for: .normal)
            let row = UIStackView(arrangedSubviews: [icon, name, detail, button])
            row.spacing = 8
            row.alignment = .center
            column.addArrangedSubview(row)
            views += 5
        }
        for view in [title, column] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor, constant: 44),
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            column.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 16),
            column.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        ])
        root.layoutIfNeeded()
        return (views, root)
    }

    /// A feed cell: an avatar, a name and a wrapping body, pinned to its margins.
    final class FeedCell: UIView {
        let avatar = UIImageView(image: UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in })
        let name = UILabel()
        let body = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            body.numberOfLines = 0
            body.font = .preferredFont(forTextStyle: .body)
            name.font = .preferredFont(forTextStyle: .headline)
            for view in [avatar, name, body] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                addSubview(view)
            }
            NSLayoutConstraint.activate([
                avatar.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                avatar.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
                name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
                name.topAnchor.constraint(equalTo: avatar.topAnchor),
                name.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
                body.leadingAnchor.constraint(equalTo: name.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                body.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 4),
                body.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
                layoutMarginsGuide.bottomAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    /// One cell configured `count` times, as a table view's sizing cell is, and sized at a
    /// phone's width each time.
    @discardableResult
    static func fitCells(_ count: Int) -> Double {
        let cell = FeedCell(frame: CGRect(x: 0, y: 0, width: 402, height: 100))
        var total = 0.0
        for index in 0..<count {
            cell.name.text = "Person \(index % 37)"
            cell.body.text = String(repeating: "Lorem ipsum dolor sit amet. ", count: 1 + index % 5)
            let size = cell.systemLayoutSizeFitting(
                CGSize(width: 402, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            total += Double(size.height)
        }
        return total
    }

    /// The feed cell's views in a table cell's content view, pinned to its margins.
    final class FeedTableCell: UITableViewCell {
        let feed = FeedCell(frame: .zero)

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            feed.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(feed)
            NSLayoutConstraint.activate([
                feed.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                feed.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                feed.topAnchor.constraint(equalTo: contentView.topAnchor),
                feed.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    final class FeedSource: UITableViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "feed", for: indexPath)
            if let feed = (cell as? FeedTableCell)?.feed {
                feed.name.text = "Person \(indexPath.row % 37)"
                feed.body.text = String(repeating: "Lorem ipsum dolor sit amet. ", count: 1 + indexPath.row % 5)
            }
            return cell
        }
    }

    /// A phone-sized table of `rows` self-sizing feed rows, laid out, scrolled down a screen
    /// and laid out again: only the rows on screen are configured and fitted. Returns the
    /// cells on screen.
    @discardableResult
    static func layoutTable(rows: Int) -> Int {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
        let table = UITableView(frame: root.bounds, style: .plain)
        table.register(FeedTableCell.self, forCellReuseIdentifier: "feed")
        let source = FeedSource(count: rows)
        table.dataSource = source
        root.addSubview(table)
        root.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 874)
        root.layoutIfNeeded()
        return withExtendedLifetime(source) { table.visibleCells.count }
    }

    /// `rows` rows of five views each, chained top to bottom under a root that stays laid out
    /// while it grows: each row added, activated and laid out in turn.
    static func buildLiveRoot(rows: Int) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
        var above = root.topAnchor
        for row in 0..<rows {
            var previous = root.leadingAnchor
            for column in 0..<5 {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                NSLayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: previous, constant: column == 0 ? 8 : 4),
                    view.topAnchor.constraint(equalTo: above, constant: 4),
                    view.widthAnchor.constraint(equalToConstant: 60),
                    view.heightAnchor.constraint(equalToConstant: 20),
                ])
                previous = view.trailingAnchor
                if column == 4 { above = view.bottomAnchor }
            }
            if row % 50 == 49 { root.layoutIfNeeded() }
        }
        root.layoutIfNeeded()
    }

    /// The CPU time this thread has used, in milliseconds.
    static func threadCPUMilliseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1_000_000
    }

    static func timed<T>(_ body: () -> T) -> (T, Double) {
        let clock = ContinuousClock()
        let start = clock.now
        let value = body()
        return (value, Timings.milliseconds(clock.now - start))
    }
}
