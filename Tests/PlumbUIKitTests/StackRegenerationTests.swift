import PlumbUIKit
import Testing

// A stack view makes its constraints at the next layout pass or fit, not at each setter
// (docs/uikit.md, "Speed"): what a test reads after a setter must be what the setter asked.

@Suite @MainActor
struct StackRegenerationTests {
    /// Setters followed by a fit with no layout pass between: the fit sees the last setter.
    @Test func fitAfterSettersSeesTheLastOne() {
        let stack = UIStackView(arrangedSubviews: [SizedView(width: 20, height: 30), SizedView(width: 30, height: 10)])
        stack.spacing = 12
        stack.alignment = .center
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 62, height: 30))
        stack.axis = .vertical
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 30, height: 52))
        stack.addArrangedSubview(SizedView(width: 50, height: 5))
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 50, height: 69))
    }

    /// The benchmark's pattern: rows made with `init(arrangedSubviews:)` then given spacing
    /// and alignment, added one by one to a column; then the column's spacing and a row's
    /// visibility changed after the first pass.
    @Test func columnOfRowsFollowsChangesAfterTheFirstPass() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let column = UIStackView()
        column.axis = .vertical
        column.spacing = 4
        var rows: [UIStackView] = []
        var shorts: [SizedView] = []
        for _ in 0..<3 {
            let short = SizedView(width: 60, height: 10)
            let row = UIStackView(arrangedSubviews: [SizedView(width: 40, height: 20), short])
            row.spacing = 8
            row.alignment = .center
            column.addArrangedSubview(row)
            rows.append(row)
            shorts.append(short)
        }
        // A stack changed and let go before any pass makes nothing.
        do {
            let unused = UIStackView(arrangedSubviews: [SizedView(width: 5, height: 5)])
            unused.spacing = 3
        }
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        ])
        root.layoutIfNeeded()
        expectFrame(column, 16, 10, 108, 68)
        expectFrame(rows[0], 0, 0, 108, 20)
        expectFrame(rows[1], 0, 24, 108, 20)
        expectFrame(rows[2], 0, 48, 108, 20)
        expectFrame(shorts[2], 48, 5, 60, 10)

        column.spacing = 10
        rows[2].alignment = .top
        root.layoutIfNeeded()
        expectFrame(rows[1], 0, 30, 108, 20)
        expectFrame(rows[2], 0, 60, 108, 20)
        expectFrame(shorts[2], 48, 0, 60, 10)

        rows[1].isHidden = true
        root.layoutIfNeeded()
        expectFrame(rows[2], 0, 30, 108, 20)
        expectFrame(column, 16, 10, 108, 50)
    }
}
