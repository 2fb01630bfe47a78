import PlumbUIKit
import Testing

// A stack view makes its constraints when an engine next reads its tree, not at each setter
// (docs/uikit.md, "The layout cycle"). Whatever reads the layout after a setter (a fit of
// the stack, of a cell or of an ancestor, a table's automatic rows, a layout pass) must see
// that setter.
// Text heights are worked out from the system font's metrics (`lineHeight`, `pixelCeil`,
// UITableViewTests.swift): a label is its lines times the font's line, rounded up to the
// pixel of a 3x screen.

@Suite @MainActor
struct StackDeferralTests {
    static let longBody =
        "Stack views make their constraints at the next layout pass, so a cell that is fitted "
        + "before any pass must still be as tall as its text."

    /// A cell whose content is a column of a title (17 pt), a wrapping body (15 pt) and a
    /// note (13 pt, hidden without text), 4 apart, pinned to the content view's margins (16
    /// at the sides, 11 above and below). At 320 wide the column is 288 wide; the body takes
    /// 4 lines there. Fitted at once, with no layout pass: 11 + 20.333 + 4 + 71.602 → 71.667
    /// + 11 = 118; with its note shown, 4 + 15.514 → 15.667 more: 137.667.
    @Test func cellOfStackedLabelsFitsItsText() {
        let cell = StackedLabelsCell(style: .default, reuseIdentifier: nil)
        cell.configure(title: "Ada Lovelace", body: Self.longBody, note: nil)
        let bodyLines = wrappedLineCount(Self.longBody, width: 288, font: .systemFont(ofSize: 15))
        #expect(bodyLines == 4)
        let title = pixelCeil(lineHeight(17))
        let body = pixelCeil(CGFloat(bodyLines) * lineHeight(15))
        let note = pixelCeil(lineHeight(13))
        #expect(abs(title - 20.333) < 1e-3 && abs(body - 71.667) < 1e-3 && abs(note - 15.667) < 1e-3)

        let fitted = fit(cell, width: 320)
        #expect(fitted.width == 320)
        #expect(abs(fitted.height - (11 + title + 4 + body + 11)) < 1e-3, "got \(fitted.height)")
        #expect(abs(fitted.height - 118) < 1e-3)

        // Configured again for another row, as a reused cell is: the note appears.
        cell.configure(title: "Ada Lovelace", body: Self.longBody, note: "Edited")
        let withNote = fit(cell, width: 320)
        #expect(abs(withNote.height - 137.667) < 1e-3, "got \(withNote.height)")
        // The compressed-size form, at the width the labels give: the longest line.
        cell.configure(title: "Ada", body: "Short", note: nil)
        let compressed = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let widest = max(
            oneLineWidth("Ada", font: .systemFont(ofSize: 17)), oneLineWidth("Short", font: .systemFont(ofSize: 15)))
        expectRect(
            CGRect(origin: .zero, size: compressed),
            CGRect(
                x: 0, y: 0, width: pixelCeil(16 + widest + 16), height: 11 + title + 4 + pixelCeil(lineHeight(15)) + 11)
        )
    }

    /// The same cells as a table's automatic rows (320 wide): the rows are the fitted heights,
    /// one after another, and each cell's column is laid out inside its margins.
    @Test func tableRowsOfStackedLabelsSizeThemselves() {
        let rows = [("Ada Lovelace", Self.longBody, nil), ("Grace", "Short", "Edited"), ("Alan", "Short", nil)]
        let source = StackedRowsSource(rows: rows)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: root.bounds, style: .plain)
        table.rowHeight = UITableView.automaticDimension
        table.register(StackedLabelsCell.self, forCellReuseIdentifier: "stacked")
        table.dataSource = source
        root.addSubview(table)
        root.layoutIfNeeded()

        let line15 = pixelCeil(lineHeight(15))
        // 118 (above); 11 + 20.333 + 4 + 18 + 4 + 15.667 + 11 = 84; 11 + 20.333 + 4 + 18 + 11 = 64.333.
        let heights: [CGFloat] = [118, 84, 64.333]
        #expect(abs(11 + pixelCeil(lineHeight(17)) + 4 + line15 + 4 + pixelCeil(lineHeight(13)) + 11 - 84) < 1e-3)
        var y: CGFloat = 0
        for (row, height) in heights.enumerated() {
            guard let cell = table.cellForRow(at: IndexPath(row: row, section: 0)) as? StackedLabelsCell else {
                Issue.record("row \(row) has no StackedLabelsCell")
                continue
            }
            expectFrame(cell, 0, y, 320, height)
            expectFrame(cell.column, 16, 11, 288, height - 22)
            expectFrame(cell.titleLabel, 0, 0, 288, pixelCeil(lineHeight(17)))
            y += height
        }
        #expect(abs(table.contentSize.height - y) < 1e-3, "got \(table.contentSize.height)")
    }

    /// A stack changed in every way a setter can change it, each followed by a fit of its
    /// superview with no layout pass between. The superview holds the stack at its top left
    /// and a 10-point marker below the stack's short item (so the items' places count, not
    /// only the stack's size); its size is the larger of the stack's and the marker's reach.
    @Test func stackChangedThenFittedWithoutAPass() {
        let tall = SizedView(width: 20, height: 40)
        let short = SizedView(width: 30, height: 10)
        let stack = UIStackView(arrangedSubviews: [tall, short])
        stack.translatesAutoresizingMaskIntoConstraints = false
        let marker = SizedView(width: 5, height: 10)
        let container = UIView()
        container.addSubview(stack)
        container.addSubview(marker)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: container.topAnchor),
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            container.trailingAnchor.constraint(greaterThanOrEqualTo: stack.trailingAnchor),
            container.bottomAnchor.constraint(greaterThanOrEqualTo: stack.bottomAnchor),
            marker.topAnchor.constraint(equalTo: short.bottomAnchor),
            marker.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            container.bottomAnchor.constraint(greaterThanOrEqualTo: marker.bottomAnchor),
        ])
        func fitted() -> CGSize { container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }

        // Fill: the short item stretched to 40, the marker below it to 50.
        #expect(fitted() == CGSize(width: 50, height: 50))
        stack.alignment = .top
        // The short item 10 high at the top: the marker reaches 20, the stack 40.
        #expect(fitted() == CGSize(width: 50, height: 40))
        stack.alignment = .bottom
        // The short item ends at 40: the marker at 50.
        #expect(fitted() == CGSize(width: 50, height: 50))
        stack.spacing = 8
        #expect(fitted() == CGSize(width: 58, height: 50))
        stack.addArrangedSubview(SizedView(width: 12, height: 70))
        // 20 + 8 + 30 + 8 + 12 wide; 70 high, the short item ending at 70, the marker at 80.
        #expect(fitted() == CGSize(width: 78, height: 80))
        tall.isHidden = true
        // 30 + 8 + 12.
        #expect(fitted() == CGSize(width: 50, height: 80))
        let added = stack.arrangedSubviews[2]
        stack.removeArrangedSubview(added)
        added.removeFromSuperview()
        // The short item alone, 30 × 10: the marker at 20.
        #expect(fitted() == CGSize(width: 30, height: 20))
        tall.isHidden = false
        stack.axis = .vertical
        // A column, aligned to the trailing edge (bottom is trailing): 30 wide, 40 + 8 + 10;
        // the marker below the short item at 58 + 10.
        #expect(fitted() == CGSize(width: 30, height: 68))
        stack.setCustomSpacing(2, after: tall)
        #expect(fitted() == CGSize(width: 30, height: 62))
        stack.distribution = .fillEqually
        // Both items 40 high now: 40 + 2 + 40, the marker at 92.
        #expect(fitted() == CGSize(width: 30, height: 92))

        // A pass after all that agrees with the fits.
        container.frame = CGRect(x: 0, y: 0, width: 30, height: 92)
        container.layoutIfNeeded()
        expectFrame(stack, 0, 0, 30, 82)
        expectFrame(tall, 10, 0, 20, 40)
        expectFrame(short, 0, 42, 30, 40)
        expectFrame(marker, 0, 82, 5, 10)
    }

    /// The stack's superview is laid out before any of its setters run, then changed and
    /// fitted from an ancestor: the live engine of the tree and the fit's own engine both see
    /// the change, in either order.
    @Test func changeUnderALiveEngineReachesFitsAndPasses() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let holder = UIView()
        holder.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(holder)
        let stack = UIStackView(arrangedSubviews: [SizedView(width: 20, height: 30), SizedView(width: 30, height: 10)])
        stack.translatesAutoresizingMaskIntoConstraints = false
        holder.addSubview(stack)
        NSLayoutConstraint.activate([
            holder.topAnchor.constraint(equalTo: root.topAnchor),
            holder.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: holder.topAnchor, constant: 5),
            stack.leadingAnchor.constraint(equalTo: holder.leadingAnchor, constant: 5),
            stack.trailingAnchor.constraint(equalTo: holder.trailingAnchor, constant: -5),
            stack.bottomAnchor.constraint(equalTo: holder.bottomAnchor, constant: -5),
        ])
        root.layoutIfNeeded()
        expectFrame(holder, 0, 0, 60, 40)

        stack.axis = .vertical
        stack.spacing = 3
        #expect(holder.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 40, height: 53))
        root.layoutIfNeeded()
        expectFrame(holder, 0, 0, 40, 53)

        stack.spacing = 7
        root.layoutIfNeeded()
        expectFrame(holder, 0, 0, 40, 57)
        #expect(holder.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 40, height: 57))
    }

    /// Whether a layout is ambiguous, asked right after a view joins a stack placed in its
    /// root: the stack's constraints place it (unmade, it would have none and be ambiguous).
    @Test func ambiguityReadAfterAnArrangedViewJoins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let stack = UIStackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        let item = SizedView(width: 20, height: 30)
        stack.addArrangedSubview(item)
        #expect(!item.hasAmbiguousLayout)
        stack.alignment = .center
        stack.addArrangedSubview(SizedView(width: 10, height: 50))
        root.layoutIfNeeded()
        expectFrame(stack, 0, 0, 30, 50)
        expectFrame(item, 0, 10, 20, 30)
    }

    func fit(_ view: UIView, width: CGFloat) -> CGSize {
        view.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
    }
}

/// A cell whose content view holds a column of labels, configured with their text after it
/// is made (a reused cell's case): the note is hidden when it has none.
final class StackedLabelsCell: UITableViewCell {
    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    let noteLabel = UILabel()
    let column = UIStackView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = .systemFont(ofSize: 17)
        bodyLabel.font = .systemFont(ofSize: 15)
        bodyLabel.numberOfLines = 0
        noteLabel.font = .systemFont(ofSize: 13)
        column.axis = .vertical
        column.spacing = 4
        for label in [titleLabel, bodyLabel, noteLabel] { column.addArrangedSubview(label) }
        column.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            column.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            column.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func configure(title: String, body: String, note: String?) {
        titleLabel.text = title
        bodyLabel.text = body
        noteLabel.text = note
        noteLabel.isHidden = note == nil
    }
}

/// Rows of `StackedLabelsCell`s, one per (title, body, note).
@MainActor
final class StackedRowsSource: UITableViewDataSource {
    let rows: [(String, String, String?)]

    init(rows: [(String, String, String?)]) {
        self.rows = rows
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "stacked", for: indexPath)
        let (title, body, note) = rows[indexPath.row]
        (cell as? StackedLabelsCell)?.configure(title: title, body: body, note: note)
        return cell
    }
}
