@_spi(Testing) import PlumbUIKit
import Raster
import Testing

/// A data source whose rows are strings, counting what the table asks of it.
@MainActor
final class RowsSource: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var titles: [String?] = []
    var identifier = "row"
    var cellsAsked = 0
    /// Every cell the source has handed out, in order, once each.
    var distinctCells: [UITableViewCell] = []
    var configure: (UITableViewCell, String) -> Void = { cell, text in cell.textLabel?.text = text }

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellsAsked += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        if !distinctCells.contains(where: { $0 === cell }) { distinctCells.append(cell) }
        configure(cell, sections[indexPath.section][indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titles.indices.contains(section) ? titles[section] : nil
    }
}

/// A cell that counts its `prepareForReuse()` calls.
final class CountingCell: UITableViewCell {
    var reuses = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

@Suite @MainActor
struct UITableViewTests {
    /// A table in a root, laid out.
    func table(
        width: CGFloat = 320, height: CGFloat = 480, style: UITableView.Style = .plain, source: RowsSource,
        cellClass: AnyClass = CountingCell.self, rowHeight: CGFloat = UITableView.automaticDimension
    ) -> (UIView, UITableView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let table = UITableView(frame: root.bounds, style: style)
        table.rowHeight = rowHeight
        table.register(cellClass, forCellReuseIdentifier: source.identifier)
        table.dataSource = source
        table.delegate = source
        root.addSubview(table)
        root.layoutIfNeeded()
        return (root, table)
    }

    /// Twenty 50-pt rows in a 480-pt table: rows 0 to 9 are on screen (row 9 runs from 450
    /// to 500), each a cell at (0, 50 i, 320, 50) whose content view fills it (iOS 26: the
    /// separator takes nothing); the content is 320 × 1000.
    @Test func plainTableOfFixedHeightRows() {
        let source = RowsSource([(0..<20).map { "Row \($0)" }])
        let (_, table) = table(source: source)
        table.rowHeight = 50
        table.layoutIfNeeded()
        #expect(table.contentSize == CGSize(width: 320, height: 1000))
        #expect(table.visibleCells.count == 10)
        #expect(table.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
        for (row, cell) in table.visibleCells.enumerated() {
            expectFrame(cell, 0, CGFloat(row) * 50, 320, 50)
            expectFrame(cell.contentView, 0, 0, 320, 50)
            #expect(table.indexPath(for: cell) == IndexPath(row: row, section: 0))
        }
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "Row 3")
        #expect(table.cellForRow(at: IndexPath(row: 12, section: 0)) == nil)
        expectRect(table.rectForRow(at: IndexPath(row: 12, section: 0)), CGRect(x: 0, y: 600, width: 320, height: 50))
    }

    /// Only the rows within the bounds get cells: ten of twenty at first; scrolled to 275,
    /// rows 5 to 15. The five cells of rows 0 to 4 leave the screen and are dequeued for
    /// rows 10 to 14 (after `prepareForReuse()`), and row 15 takes one new cell.
    @Test func onlyVisibleRowsAreCreatedAndScrolledOutCellsAreReused() {
        let source = RowsSource([(0..<20).map { "Row \($0)" }])
        let (_, table) = table(source: source, rowHeight: 50)
        #expect(source.cellsAsked == 10)
        #expect(source.distinctCells.count == 10)
        let firstFive = Array(table.visibleCells.prefix(5))
        table.contentOffset = CGPoint(x: 0, y: 275)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows == (5...15).map { IndexPath(row: $0, section: 0) })
        #expect(source.cellsAsked == 16)
        #expect(source.distinctCells.count == 11)
        for cell in firstFive {
            #expect((cell as? CountingCell)?.reuses == 1)
            #expect(table.indexPath(for: cell).map { (10...14).contains($0.row) } == true)
        }
        // Frames stay in content coordinates; the bounds' origin is the offset.
        expectFrame(table.cellForRow(at: IndexPath(row: 15, section: 0))!, 0, 750, 320, 50)
        #expect(table.bounds.origin == CGPoint(x: 0, y: 275))
    }

    /// reloadData sends the cells on screen back to their queue: the rows dequeue the same
    /// ten cells, each once more through `prepareForReuse()`, and show the new data.
    @Test func reloadDataReusesTheCellsOnScreen() {
        let source = RowsSource([(0..<20).map { "Row \($0)" }])
        let (_, table) = table(source: source, rowHeight: 50)
        let before = table.visibleCells
        source.sections = [(0..<20).map { "Item \($0)" }]
        table.reloadData()
        table.layoutIfNeeded()
        #expect(source.distinctCells.count == 10)
        #expect(source.cellsAsked == 20)
        #expect(Set(table.visibleCells.map(ObjectIdentifier.init)) == Set(before.map(ObjectIdentifier.init)))
        #expect(before.allSatisfy { ($0 as? CountingCell)?.reuses == 1 })
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Item 2")
        #expect(table.numberOfRows(inSection: 0) == 20)
    }

    /// A self-sizing cell: a wrapping label pinned to the content view's margins (16 at the
    /// sides of a 320-wide table, 11 above and below). Each row is its label's lines — the
    /// count found by measuring the text's prefixes one line at a time, at the 288 points the
    /// label gets — times the 17-pt line (17 × 1.193359375), rounded up to the pixel, plus 22.
    @Test func selfSizingCellsFollowTheirWrappedText() {
        let texts = [
            "Short",
            "Auto Layout sizes each row of this table to the text it holds, line after line.",
            "A third row, longer still, wraps its words over several lines: the table asks the cell how tall it "
                + "is at the width of the table, as a table on iOS does when its row height is automatic.",
        ]
        let source = RowsSource([texts])
        source.configure = { cell, text in (cell as? NoteCell)?.body.text = text }
        let (_, table) = table(source: source, cellClass: NoteCell.self)
        var y: CGFloat = 0
        for (row, text) in texts.enumerated() {
            let lines = wrappedLineCount(text, width: 288, font: .systemFont(ofSize: 17))
            #expect(lines == [1, 3, 6][row])
            let labelHeight = pixelCeil(CGFloat(lines) * lineHeight(17))
            guard let cell = table.cellForRow(at: IndexPath(row: row, section: 0)) as? NoteCell else {
                Issue.record("row \(row) has no NoteCell")
                continue
            }
            expectFrame(cell, 0, y, 320, labelHeight + 22)
            expectFrame(cell.contentView, 0, 0, 320, labelHeight + 22)
            expectFrame(cell.body, 16, 11, 288, labelHeight)
            y += labelHeight + 22
        }
        #expect(abs(table.contentSize.height - y) <= 1e-3)
    }

    /// Before iOS 13 a separator takes half a point below the content view (the model's
    /// content-view height row: 43.5 in a 44-pt row): a self-sizing row is its content plus
    /// that half point, rounded up to the pixel, and a fixed row's content view is half a
    /// point shorter than the row.
    @Test func separatorTakesHalfAPointBeforeIOS13() {
        PlumbIOSVersion.withVersion(12) {
            let source = RowsSource([["A"]])
            source.configure = { cell, text in (cell as? NoteCell)?.body.text = text }
            let (_, table) = table(source: source, cellClass: NoteCell.self)
            guard let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) else {
                Issue.record("no cell")
                return
            }
            let content = pixelCeil(lineHeight(17)) + 22
            // 42.33 + 0.5, rounded up to the pixel as systemLayoutSizeFitting rounds: 43.
            expectFrame(cell, 0, 0, 320, pixelCeil(content + 0.5))
            expectFrame(cell.contentView, 0, 0, 320, pixelCeil(content + 0.5) - 0.5)
            table.rowHeight = 44
            table.layoutIfNeeded()
            expectFrame(cell.contentView, 0, 0, 320, 43.5)
        }
    }

    /// The built-in styles, in a 320-wide table with automatic rows: labels are 17-pt body
    /// text (20.33 high: 17 × 1.193359375 rounded up to the pixel), the subtitle 12 pt
    /// (14.33), `.value2`'s 15 pt (18). A row is its content plus 11 above and below, at least
    /// 44: the subtitle row 20.33 + 14.33 + 22 = 56.67, a row with a 30-pt image 52. Text
    /// starts at the 16-pt margin, or 16 after an image; a disclosure indicator takes
    /// 8 + 16 + 10 from the content view.
    @Test func builtInCellStylesPlaceTheirLabels() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { _ in }
        let body = pixelCeil(lineHeight(17))
        let small = pixelCeil(lineHeight(12))
        let value2 = pixelCeil(lineHeight(15))
        let source = StylesSource(image: image)
        let (_, table) = table(source: RowsSource([]), cellClass: UITableViewCell.self)
        table.dataSource = source
        table.layoutIfNeeded()
        let cells = (0..<6).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(cells.count == 6)
        guard cells.count == 6 else { return }

        // .default
        expectFrame(cells[0], 0, 0, 320, 44)
        expectFrame(cells[0].textLabel!, 16, (44 - body) / 2, 288, body)
        #expect(cells[0].detailTextLabel == nil)
        // .subtitle
        let subtitleHeight = body + small + 22
        expectFrame(cells[1], 0, 44, 320, subtitleHeight)
        expectFrame(cells[1].textLabel!, 16, 11, 288, body)
        expectFrame(cells[1].detailTextLabel!, 16, 11 + body, 288, small)
        // .value1: the title at the margin, the detail against the trailing margin.
        let titleWidth = oneLineWidth("Title", font: .systemFont(ofSize: 17))
        let detailWidth = oneLineWidth("Detail", font: .systemFont(ofSize: 17))
        expectFrame(cells[2], 0, 44 + subtitleHeight, 320, 44)
        expectFrame(cells[2].textLabel!, 16, (44 - body) / 2, titleWidth, body)
        expectFrame(cells[2].detailTextLabel!, 320 - 16 - detailWidth, (44 - body) / 2, detailWidth, body)
        // .value2: a 67-wide title column, the detail 6 after it.
        expectFrame(cells[3].textLabel!, 16, (44 - value2) / 2, 67, value2)
        expectFrame(cells[3].detailTextLabel!, 89, (44 - value2) / 2, 215, value2)
        #expect(cells[3].textLabel?.textAlignment == .right)
        // An image: 30 × 30 at the margin, the row 30 + 22 high; the text 16 after it,
        // centred.
        expectFrame(cells[4], 0, 44 + subtitleHeight + 88, 320, 52)
        expectFrame(cells[4].imageView!, 16, 11, 30, 30)
        expectFrame(cells[4].textLabel!, 62, (52 - body) / 2, 242, body)
        // A disclosure indicator: the content view ends 10 before the 8-wide chevron, which
        // ends at the 16-pt margin.
        expectFrame(cells[5].contentView, 0, 0, 286, 44)
        expectFrame(cells[5].textLabel!, 16, (44 - body) / 2, 254, body)
        #expect(
            cells[5].subviews.contains {
                abs($0.frame.minX - 296) < 1e-3 && $0.frame.size == CGSize(width: 8, height: 13)
            })
    }

    /// A grouped table: a titled header is its 13-pt footnote line (15.67) plus 17 above and
    /// 6 below; a section with no title has an 18-pt header (35 above the first section of a
    /// table without a header view) and every footer without a title is 18. The title sits at
    /// the 16-pt margin, 6 above the first row; the last row of a section has no separator.
    @Test func groupedTableSpacesItsSections() {
        let footnote = pixelCeil(lineHeight(13))
        let source = RowsSource([["A", "B"], ["C"]])
        source.titles = ["Alpha", nil]
        let (_, table) = table(style: .grouped, source: source)
        table.rowHeight = 44
        table.layoutIfNeeded()
        let header = 17 + footnote + 6
        expectRect(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 320, height: header))
        expectFrame(table.cellForRow(at: IndexPath(row: 0, section: 0))!, 0, header, 320, 44)
        expectFrame(table.cellForRow(at: IndexPath(row: 1, section: 0))!, 0, header + 44, 320, 44)
        expectRect(table.rectForFooter(inSection: 0), CGRect(x: 0, y: header + 88, width: 320, height: 18))
        expectRect(table.rectForHeader(inSection: 1), CGRect(x: 0, y: header + 106, width: 320, height: 18))
        expectFrame(table.cellForRow(at: IndexPath(row: 0, section: 1))!, 0, header + 124, 320, 44)
        #expect(abs(table.contentSize.height - (header + 124 + 44 + 18)) <= 1e-3)

        guard let title = table.headerView(forSection: 0) else {
            Issue.record("no header view for a titled section")
            return
        }
        expectFrame(title, 0, 0, 320, header)
        expectFrame(title.textLabel!, 16, 17, 288, footnote)
        #expect(title.textLabel?.text == "Alpha")
        #expect(table.headerView(forSection: 1) == nil)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let last = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(first.backgroundColor == .secondarySystemGroupedBackground)
        #expect(first.subviews.contains { !$0.isHidden && abs($0.frame.height - 1.0 / 3) < 1e-6 })
        #expect(!last.subviews.contains { !$0.isHidden && abs($0.frame.height - 1.0 / 3) < 1e-6 })

        // No titles at all: 35 above the first section, 18 between footers and headers.
        let untitled = RowsSource([["A"], ["B"]])
        let (_, plainGrouped) = self.table(style: .grouped, source: untitled)
        plainGrouped.rowHeight = 44
        plainGrouped.layoutIfNeeded()
        expectFrame(plainGrouped.cellForRow(at: IndexPath(row: 0, section: 0))!, 0, 35, 320, 44)
        expectFrame(plainGrouped.cellForRow(at: IndexPath(row: 0, section: 1))!, 0, 35 + 44 + 18 + 18, 320, 44)
    }

    /// An inset-grouped table insets its rows by the side margin (16 below 414 wide, 20 from).
    @Test func insetGroupedRowsAreInsetByTheSideMargin() {
        let source = RowsSource([["A", "B"]])
        let (_, narrow) = table(style: .insetGrouped, source: source)
        narrow.rowHeight = 44
        narrow.layoutIfNeeded()
        expectFrame(narrow.cellForRow(at: IndexPath(row: 0, section: 0))!, 16, 35, 288, 44)
        let (_, wide) = table(width: 430, style: .insetGrouped, source: RowsSource([["A"]]))
        wide.rowHeight = 44
        wide.layoutIfNeeded()
        expectFrame(wide.cellForRow(at: IndexPath(row: 0, section: 0))!, 20, 35, 390, 44)
    }

    /// A plain table's titled header is the 17-pt semibold headline (20.33) plus 4 above and
    /// below; it stays at the top of the visible part while its rows scroll under it, and is
    /// pushed up by the end of its section.
    @Test func plainHeadersFloatOverTheirSection() {
        let headline = pixelCeil(lineHeight(17))
        let header = headline + 8
        let source = RowsSource([(0..<10).map { "A\($0)" }, (0..<10).map { "B\($0)" }])
        source.titles = ["First", "Second"]
        let (_, table) = table(source: source)
        table.rowHeight = 50
        table.layoutIfNeeded()
        expectRect(table.rectForHeader(inSection: 1), CGRect(x: 0, y: header + 500, width: 320, height: header))
        expectFrame(table.headerView(forSection: 0)!, 0, 0, 320, header)
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()
        expectFrame(table.headerView(forSection: 0)!, 0, 100, 320, header)
        // Near the section's end the next header pushes it: its bottom at the rows' end.
        table.contentOffset = CGPoint(x: 0, y: 510)
        table.layoutIfNeeded()
        expectFrame(table.headerView(forSection: 0)!, 0, 500, 320, header)
        expectFrame(table.headerView(forSection: 1)!, 0, header + 500, 320, header)
    }

    /// A team's header view, registered and dequeued in `viewForHeaderInSection`, is sized by
    /// its content view's constraints (a 50-pt box pinned to its edges, as Simplenote's
    /// section header pins its container); a reload sends it back to its queue, and the next
    /// dequeue gets it through `prepareForReuse()`.
    @Test func registeredHeaderViewsSelfSizeAndAreReused() {
        final class BoxHeader: UITableViewHeaderFooterView {
            var reuses = 0
            let box = UIView()

            override init(reuseIdentifier: String?) {
                super.init(reuseIdentifier: reuseIdentifier)
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                NSLayoutConstraint.activate([
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    box.topAnchor.constraint(equalTo: contentView.topAnchor),
                    box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    box.heightAnchor.constraint(equalToConstant: 50),
                ])
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }

            override func prepareForReuse() {
                super.prepareForReuse()
                reuses += 1
            }
        }
        final class Headers: UITableViewDelegate {
            var made: [UITableViewHeaderFooterView] = []
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "box")
                if let view, !made.contains(where: { $0 === view }) { made.append(view) }
                return view
            }
        }
        let headers = Headers()
        let source = RowsSource([["A"], ["B"]])
        let (_, table) = table(source: source, rowHeight: 44)
        table.register(BoxHeader.self, forHeaderFooterViewReuseIdentifier: "box")
        table.delegate = headers
        table.layoutIfNeeded()
        guard let first = table.headerView(forSection: 0) as? BoxHeader else {
            Issue.record("no BoxHeader for section 0")
            return
        }
        expectFrame(first, 0, 0, 320, 50)
        expectFrame(first.box, 0, 0, 320, 50)
        expectFrame(table.headerView(forSection: 1)!, 0, 94, 320, 50)
        expectFrame(table.cellForRow(at: IndexPath(row: 0, section: 1))!, 0, 144, 320, 44)
        #expect(first.reuseIdentifier == "box")
        table.reloadData()
        table.layoutIfNeeded()
        #expect(headers.made.count == 2)
        #expect(headers.made.allSatisfy { ($0 as? BoxHeader)?.reuses == 1 })
    }

    /// A table header view keeps its height and takes the table's width; the rows start
    /// below it and the footer view follows the last section.
    @Test func tableHeaderAndFooterViews() {
        let source = RowsSource([["A", "B"]])
        let (_, table) = table(source: source)
        table.rowHeight = 40
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 30))
        table.layoutIfNeeded()
        expectFrame(table.tableHeaderView!, 0, 0, 320, 60)
        expectFrame(table.cellForRow(at: IndexPath(row: 0, section: 0))!, 0, 60, 320, 40)
        expectFrame(table.tableFooterView!, 0, 140, 320, 30)
        #expect(table.contentSize == CGSize(width: 320, height: 170))
    }

    /// Heights from the delegate win over `rowHeight`; rows off screen that were never
    /// measured count at their estimate (44 by default) in the content size.
    @Test func delegateHeightsAndEstimates() {
        final class Heights: UITableViewDelegate {
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                CGFloat(20 + 10 * indexPath.row)
            }
        }
        let heights = Heights()
        let source = RowsSource([(0..<4).map { "\($0)" }])
        let (_, table) = table(source: source)
        table.delegate = heights
        table.layoutIfNeeded()
        expectRect(table.rectForRow(at: IndexPath(row: 3, section: 0)), CGRect(x: 0, y: 90, width: 320, height: 50))
        #expect(table.contentSize.height == 140)

        // Self-sizing rows, 100 of them, in a 480-pt table: built-in cells are 44, so rows
        // 0 to 10 are measured (row 10 starts at 440) and 89 more count at the 44 estimate.
        let many = RowsSource([(0..<100).map { "\($0)" }])
        let (_, tall) = self.table(source: many)
        #expect(many.cellsAsked == 11)
        #expect(tall.contentSize.height == 4400)
        tall.estimatedRowHeight = 30
        tall.layoutIfNeeded()
        #expect(abs(tall.contentSize.height - (11 * 44 + 89 * 30)) <= 1e-3)
    }

    /// An identifier nobody registered is UIKit's exception, reported; so is a nib that is
    /// not found.
    @Test func unregisteredIdentifiersAndNibsAreReported() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        var cell: UITableViewCell?
        let issues = PlumbLayoutIssues.collect {
            cell = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
        }
        #expect(cell?.reuseIdentifier == "missing")
        guard case let .exception(exception)? = issues.first else {
            Issue.record("expected an exception, got \(issues)")
            return
        }
        #expect(exception.name == "NSInternalInconsistencyException")
        #expect(
            exception.reason
                == "unable to dequeue a cell with identifier missing - must register a nib or a class for the "
                + "identifier or connect a prototype cell in a storyboard")
        #expect(table.dequeueReusableCell(withIdentifier: "missing") == nil)

        table.register(UINib(nibName: "NoteCell", bundle: nil), forCellReuseIdentifier: "nib")
        let nibIssues = PlumbLayoutIssues.collect {
            _ = table.dequeueReusableCell(withIdentifier: "nib", for: IndexPath(row: 0, section: 0))
        }
        guard case let .exception(nib)? = nibIssues.first, nibIssues.count == 1 else {
            Issue.record("expected one exception, got \(nibIssues)")
            return
        }
        #expect(
            nib.reason.hasPrefix(
                "Could not load NIB in bundle with name 'NoteCell': PlumbUIKit found no 'NoteCell.xib' in "))
        #expect(
            nib.reason.hasSuffix("(a compiled .nib is not read on Linux; add the .xib as a resource of the target)"))
        let objects = PlumbLayoutIssues.collect {
            #expect(UINib(nibName: "X", bundle: nil).instantiate(withOwner: nil).isEmpty)
        }
        #expect(objects.count == 1)
    }

    /// A table view controller's view is a table it feeds; a subclass overrides the data
    /// source's methods, as on iOS.
    @Test func tableViewControllerFeedsItsTable() {
        final class Numbers: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "\(indexPath.row + 1)"
                return cell
            }
            override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
        }
        let controller = Numbers(style: .grouped)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.tableView.style == .grouped)
        #expect(controller.view === controller.tableView)
        #expect(controller.tableView.visibleCells.map { $0.textLabel?.text } == ["1", "2", "3"])
        expectFrame(controller.tableView.visibleCells[1], 0, 35 + 60, 320, 60)
    }

    /// A cell draws through drawHierarchy like any view: its background, and its
    /// separator's pixel row in the separator colour along its bottom.
    @Test func cellsRenderThroughDrawHierarchy() throws {
        let source = RowsSource([["A", "B"]])
        source.configure = { cell, _ in cell.backgroundColor = .red }
        let (root, table) = table(source: source)
        table.rowHeight = 40
        table.separatorColor = .blue
        table.layoutIfNeeded()
        let image = UIGraphicsImageRenderer(size: root.bounds.size).image { _ in
            root.drawHierarchy(in: root.bounds, afterScreenUpdates: true)
        }
        let png = try #require(image.pngData())
        let bitmap = try PNGCodec.decode([UInt8](png), file: "table.png")
        func rgba(_ x: Int, _ y: Int) -> [UInt8] {
            let color = bitmap.color(x: x, y: y)
            return [color.red, color.green, color.blue, color.alpha]
        }
        // 3 pixels per point: row 0 is pixel rows 0 to 119, its separator the last of them
        // from x = 16 pt (pixel 48).
        #expect(rgba(30, 60) == [255, 0, 0, 255])
        #expect(rgba(30, 119) == [255, 0, 0, 255])
        #expect(rgba(150, 119) == [0, 0, 255, 255])
        #expect(rgba(150, 118) == [255, 0, 0, 255])
        #expect(rgba(150, 200) == [255, 0, 0, 255])
    }
}

/// The table's built-in styles, one row each.
@MainActor
final class StylesSource: UITableViewDataSource {
    let image: UIImage

    init(image: UIImage) {
        self.image = image
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 6 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let styles: [UITableViewCell.CellStyle] = [.default, .subtitle, .value1, .value2, .default, .default]
        let cell = UITableViewCell(style: styles[indexPath.row], reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        if indexPath.row == 4 { cell.imageView?.image = image }
        if indexPath.row == 5 { cell.accessoryType = .disclosureIndicator }
        return cell
    }
}

/// A cell whose wrapping label is pinned to its content view's margins.
final class NoteCell: UITableViewCell {
    let body = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            body.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            body.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

// MARK: - Text, worked out from the font's metrics (SPEC §7)

/// The system font's line: ascender 0.9521484375 em plus descender 0.2412109375 em, no leading.
func lineHeight(_ size: CGFloat) -> CGFloat { size * 1.193359375 }

/// Rounded up to the pixel grid of a 3x screen.
func pixelCeil(_ value: CGFloat) -> CGFloat { (value * 3 - 1e-9).rounded(.up) / 3 }

/// A one-line text's width as Plumb's text engine measures it (a label's own size).
@MainActor
func oneLineWidth(_ text: String, font: UIFont) -> CGFloat {
    let label = UILabel()
    label.font = font
    label.text = text
    return label.intrinsicContentSize.width
}

/// How many lines `text` takes at `width`, breaking between words: each line takes words
/// while its text, measured on one line, fits. A line within half a point of the width
/// would make the count depend on rounding, so the test says so.
@MainActor
func wrappedLineCount(_ text: String, width: CGFloat, font: UIFont, sourceLocation: SourceLocation = #_sourceLocation)
    -> Int
{
    var lines = 0
    var current: [Substring] = []
    for word in text.split(separator: " ") {
        let candidate = (current + [word]).joined(separator: " ")
        let measured = oneLineWidth(candidate, font: font)
        #expect(abs(measured - width) > 0.5, "'\(candidate)' is too near the width", sourceLocation: sourceLocation)
        if current.isEmpty || measured <= width {
            current.append(word)
        } else {
            lines += 1
            current = [word]
        }
    }
    return lines + (current.isEmpty ? 0 : 1)
}
