import AutoLayout
import SceneFormat
import SceneModel
import Testing

@testable import Typesetting

/// Stack views aligning real text baselines (SPEC §7 metrics): 17-point labels are 20.5
/// tall with their baseline 16.1865234375 below the top (0.9521484375 em); 34-point labels
/// are 41 tall (40.57421875 rounded up) with the baseline at 32.373046875; a 14-point text
/// field is 30 tall with its baseline at 15 + 13.330078125 − 8.353515625 = 19.9765625.
@Suite struct StackBaselineTests {

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func firstBaselineRowOfLabelsAndAField(_ direction: LayoutDirection) throws {
        let scene = try SceneLoader.standard.load(
            yaml: """
                views:
                  - name: Row
                    kind: stack
                    alignment: firstBaseline
                    spacing: 8
                    arrangedSubviews: [Name, Title, Field]
                  - {name: Name, kind: label, text: Name}
                  - {name: Title, kind: label, text: Title, font: 34}
                  - {name: Field, kind: textField, placeholder: Value}
                constraints:
                  - Row.Leading = Superview.Leading + 20
                  - Row.Top = Superview.Top + 100
                """, file: "baselines.yaml")
        // Worked at iOS 12's 30-point field.
        let layout = LayoutEngine(
            root: scene.root, environment: Environment(device: .iPhone8, direction: direction, iosVersion: 12)
        ).layout()
        #expect(layout.conflicts.isEmpty && layout.ambiguous.isEmpty, "\(layout.dump)")
        // UIKit pins the row's top to its first view's (Apple bug 32291130): Name's top is
        // at 100, so the common baseline is at 100 + 16.1865234375; the taller title sticks
        // out above the row, and the row reaches down to the field's bottom (lowest).
        let baseline = 116.1865234375
        let frames = try ["Name", "Title", "Field", "Row"].map { try #require(layout.frame(of: $0)) }
        #expect(abs(frames[0].y - 100) < 1e-6 && frames[0].height == 20.5)
        #expect(abs(frames[1].y - (baseline - 32.373046875)) < 1e-6 && frames[1].height == 41)
        #expect(abs(frames[2].y - (baseline - 19.9765625)) < 1e-6 && frames[2].height == 30)
        #expect(abs(frames[3].y - 100) < 1e-6 && abs(frames[3].height - (baseline - 19.9765625 + 30 - 100)) < 1e-6)
        // Leading to trailing: Name, Title, Field; reversed on screen right to left.
        let xs = frames[0...2].map(\.x)
        #expect(direction == .leftToRight ? xs == xs.sorted() : xs == xs.sorted(by: >))
        #expect(abs(frames[3].width - (frames[0].width + frames[1].width + frames[2].width + 16)) < 1e-6)
    }

    @Test func lastBaselineRowWithATwoLineLabel() throws {
        let root = View(name: "Root")
        let twoLines = Label(name: "Two", text: "One\nTwo")
        twoLines.numberOfLines = 0
        let single = Label(name: "One", text: "One")
        let row = StackView(name: "Row", arrangedSubviews: [twoLines, single])
        row.alignment = .lastBaseline
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        try LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            row.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        let layout = LayoutEngine(root: root, environment: Environment(device: .iPhone8)).layout()
        #expect(layout.conflicts.isEmpty && layout.ambiguous.isEmpty, "\(layout.dump)")
        // Last baselines: 16.1865234375 + 20.287109375 below the two-line label's top (100);
        // the single line's first (and last) baseline lines up with it.
        let two = try #require(layout.frame(of: "Two")), one = try #require(layout.frame(of: "One"))
        #expect(two.y == 100 && two.height == 41)
        #expect(abs(one.y - (100 + 20.287109375)) < 1e-6)
        #expect(layout.frame(of: "Row")?.height == 41)
    }

    @Test func baselineRelativeColumnOfLabels() throws {
        let root = View(name: "Root")
        let first = Label(name: "First", text: "First"), second = Label(name: "Second", text: "Second")
        second.font = .systemFont(ofSize: 34)
        let column = StackView(name: "Column", arrangedSubviews: [first, second])
        column.axis = .vertical
        column.spacing = 40
        column.isBaselineRelativeArrangement = true
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        try LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            column.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        let layout = LayoutEngine(root: root, environment: Environment(device: .iPhone8)).layout()
        #expect(layout.conflicts.isEmpty && layout.ambiguous.isEmpty, "\(layout.dump)")
        // Baseline to baseline: 116.1865234375 + 40 = Second's top + 32.373046875.
        let secondFrame = try #require(layout.frame(of: "Second"))
        #expect(abs(secondFrame.y - (116.1865234375 + 40 - 32.373046875)) < 1e-6)
    }
}
