import PlumbUIKit
import Testing

// Subclasses as teams write them: `init(frame:)` and `init?(coder:)` overridden, and
// `MyView()` still available, for every class of this slice; custom layout guides; labels
// that wrap at the width the layout gives them.

final class CardView: UIView {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ToolbarStack: UIStackView {
    convenience init(axis: NSLayoutConstraint.Axis, spacing: CGFloat) {
        self.init(frame: .zero)
        self.axis = axis
        self.spacing = spacing
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@Suite @MainActor
struct SubclassingTests {
    @Test func subclassesKeepInitWithNoArguments() {
        let card = CardView()
        #expect(card.frame == .zero && card.subviews == [card.title])
        let stack = ToolbarStack(axis: .vertical, spacing: 4)
        #expect(stack.axis == .vertical && stack.spacing == 4)
        #expect(UIStackView().arrangedSubviews.isEmpty)
        #expect(UIImageView().image == nil)
        #expect(UILabel().text == nil)
        #expect(UIButton().currentTitle == nil)
        #expect(UIView().translatesAutoresizingMaskIntoConstraints)
    }

    /// Two custom guides of equal width share what is left between three fixed views:
    /// (300 − 3 × 40) / 2 = 90 each.
    @Test func customLayoutGuidesSpaceViewsEvenly() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let views = [UIView(), UIView(), UIView()]
        let gaps = [UILayoutGuide(), UILayoutGuide()]
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 40),
                view.heightAnchor.constraint(equalToConstant: 40),
                view.topAnchor.constraint(equalTo: root.topAnchor),
            ])
        }
        for gap in gaps { root.addLayoutGuide(gap) }
        #expect(root.layoutGuides == gaps && gaps[0].owningView === root)
        NSLayoutConstraint.activate([
            views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
            gaps[0].leadingAnchor.constraint(equalTo: views[0].trailingAnchor),
            views[1].leadingAnchor.constraint(equalTo: gaps[0].trailingAnchor),
            gaps[1].leadingAnchor.constraint(equalTo: views[1].trailingAnchor),
            views[2].leadingAnchor.constraint(equalTo: gaps[1].trailingAnchor),
            views[2].trailingAnchor.constraint(equalTo: root.trailingAnchor),
            gaps[0].widthAnchor.constraint(equalTo: gaps[1].widthAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(views[1], 130, 0, 40, 40)
        // The guides' vertical place is up to nobody here: only their x and width are checked.
        let gap = gaps[1].layoutFrame
        #expect(abs(gap.minX - 170) <= 1e-3 && abs(gap.width - 90) <= 1e-3, "got \(gap)")
    }

    /// A label of any number of lines, pinned to both sides, is as high as its text set at
    /// the width the layout gives it (168 here): what the same text measures at a preferred
    /// width of 168, and more than one line.
    @Test func wrappingLabelsAreMeasuredAtTheirLaidOutWidth() {
        let text = "Auto Layout dynamically calculates the size and position of every view in the hierarchy."
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        ])
        root.layoutIfNeeded()

        let reference = UILabel()
        reference.text = text
        reference.numberOfLines = 0
        reference.preferredMaxLayoutWidth = 168
        let oneLine = UILabel()
        oneLine.text = text
        func pixel(_ value: CGFloat) -> CGFloat { (value * 2).rounded(.up) / 2 }
        #expect(reference.intrinsicContentSize.height > 2 * oneLine.intrinsicContentSize.height)
        expectFrame(label, 16, 0, 168, pixel(reference.intrinsicContentSize.height))
    }
}
