import PlumbUIKit
import Testing

// UIKit's layout cycle: `layoutIfNeeded()` solves the root's tree at the root's frame,
// writes every frame in its superview's coordinates, then calls `layoutSubviews()` top-down.

@Suite @MainActor
struct LayoutCycleTests {
    /// Records, when `layoutSubviews()` runs, the view's bounds and its first subview's frame,
    /// and sets a corner-radius-like value from its bounds, as code on iOS does.
    final class RoundedView: UIView {
        let name: String
        let log: Log
        var cornerRadius: CGFloat = 0

        final class Log { var lines: [String] = [] }

        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
            translatesAutoresizingMaskIntoConstraints = false
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            cornerRadius = bounds.height / 2
            let child = subviews.first.map { " child \(LayoutCycleTests.text($0.frame))" } ?? ""
            log.lines.append("\(name) \(bounds.width) x \(bounds.height)" + child)
        }
    }

    static func text(_ rect: CGRect) -> String { "(\(rect.minX), \(rect.minY), \(rect.width), \(rect.height))" }

    @Test func layoutSubviewsRunsTopDownAfterEveryFrameIsWritten() {
        let log = RoundedView.Log()
        let root = RoundedView("root", log: log)
        root.translatesAutoresizingMaskIntoConstraints = true
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let parent = RoundedView("parent", log: log)
        let child = RoundedView("child", log: log)
        root.addSubview(parent)
        parent.addSubview(child)
        NSLayoutConstraint.activate([
            parent.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            parent.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            parent.widthAnchor.constraint(equalToConstant: 200),
            parent.heightAnchor.constraint(equalToConstant: 100),
            child.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: parent.centerYAnchor),
            child.widthAnchor.constraint(equalToConstant: 40),
            child.heightAnchor.constraint(equalToConstant: 40),
        ])
        #expect(parent.frame == .zero)
        root.layoutIfNeeded()
        #expect(
            log.lines == [
                "root 320.0 x 480.0 child (20.0, 10.0, 200.0, 100.0)",
                "parent 200.0 x 100.0 child (80.0, 30.0, 40.0, 40.0)",
                "child 40.0 x 40.0",
            ])
        #expect(parent.cornerRadius == 50)
        #expect(child.cornerRadius == 20)

        // Nothing changed: no view needs layout.
        log.lines = []
        root.layoutIfNeeded()
        #expect(log.lines.isEmpty)

        // Only the view whose size changed lays out its subviews again.
        parent.constraints.first { $0.firstAttribute == .height }?.constant = 60
        root.layoutIfNeeded()
        #expect(log.lines == ["parent 200.0 x 60.0 child (80.0, 10.0, 40.0, 40.0)"])
        #expect(parent.cornerRadius == 30)
    }

    /// Frames are in the superview's coordinates, at every depth.
    @Test func framesAreInSuperviewCoordinates() {
        let root = UIView(frame: CGRect(x: 100, y: 100, width: 320, height: 480))
        let outer = UIView()
        let inner = UIView()
        let innermost = UIView()
        for (view, parent) in [(outer, root), (inner, outer), (innermost, inner)] {
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 6),
                view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 5),
                view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -10),
                view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -10),
            ])
        }
        innermost.layoutIfNeeded()
        // The root keeps the frame it was given, origin included.
        expectFrame(root, 100, 100, 320, 480)
        expectFrame(outer, 5, 6, 305, 464)
        expectFrame(inner, 5, 6, 290, 448)
        expectFrame(innermost, 5, 6, 275, 432)
        #expect(innermost.bounds == CGRect(x: 0, y: 0, width: 275, height: 432))
        #expect(inner.center == CGPoint(x: 150, y: 230))
    }

    /// A root laid out again at a new size: the engine kept from the first pass follows.
    @Test func aRootResizedIsLaidOutAtItsNewSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        let height = bar.heightAnchor.constraint(equalToConstant: 44)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            height,
        ])
        root.layoutIfNeeded()
        expectFrame(bar, 0, 436, 320, 44)
        root.frame = CGRect(x: 0, y: 0, width: 568, height: 320)
        height.constant = 32
        root.layoutIfNeeded()
        expectFrame(bar, 0, 288, 568, 32)
        height.isActive = false
        #expect(!height.isActive)
        #expect(bar.constraints.isEmpty)
    }

    /// Frames set by hand in `layoutSubviews()` (an autoresizing subview) are laid out by a
    /// further pass, so the subview's constraint-based children follow it.
    final class FramingView: UIView {
        let framed = UIView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(framed)
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            framed.frame = bounds.insetBy(dx: 10, dy: 20)
        }
    }

    @Test func framesSetInLayoutSubviewsLayOutTheirConstrainedChildren() {
        let root = FramingView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        root.framed.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.framed.topAnchor),
            content.bottomAnchor.constraint(equalTo: root.framed.bottomAnchor),
            content.centerXAnchor.constraint(equalTo: root.framed.centerXAnchor),
            content.widthAnchor.constraint(equalTo: root.framed.widthAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        expectFrame(root.framed, 10, 20, 280, 160)
        expectFrame(content, 70, 0, 140, 160)
    }

    /// A view made in code translates its frame: it stays where it was put, and keeps its
    /// margins to a superview that grows (flexible width here).
    @Test func autoresizingViewsKeepTheirFramesAndFollowTheirMasks() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let fixed = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let stretching = UIView(frame: CGRect(x: 10, y: 100, width: 300, height: 40))
        stretching.autoresizingMask = [.flexibleWidth]
        root.addSubview(fixed)
        root.addSubview(stretching)
        root.layoutIfNeeded()
        expectFrame(fixed, 10, 20, 30, 40)
        expectFrame(stretching, 10, 100, 300, 40)
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
        root.layoutIfNeeded()
        expectFrame(fixed, 10, 20, 30, 40)
        expectFrame(stretching, 10, 100, 380, 40)
    }

    /// The smallest size a subtree's constraints allow, from those constraints alone.
    @Test func systemLayoutSizeFittingCompressedSize() {
        let card = UIView()
        let title = SizedView(width: 120, height: 20)
        let body = SizedView(width: 80, height: 44)
        for view in [title, body] { card.addSubview(view) }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size == CGSize(width: 152, height: 96))
        let wide = card.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 300, height: 96))
    }

    /// A subtree taken out of its tree is a root of its own, laid out at its own frame.
    @Test func aRemovedSubtreeIsARootOfItsOwn() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let dot = UIView()
        dot.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(panel)
        panel.addSubview(dot)
        let toRoot = dot.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30)
        NSLayoutConstraint.activate([
            toRoot,
            dot.centerYAnchor.constraint(equalTo: panel.centerYAnchor),
            dot.widthAnchor.constraint(equalToConstant: 10),
            dot.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(dot, 30, 45, 10, 10)
        panel.removeFromSuperview()
        // UIKit: the constraint to a view outside the removed subtree goes with it.
        #expect(!toRoot.isActive)
        #expect(panel.superview == nil && root.subviews.isEmpty)
        dot.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 5).isActive = true
        panel.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        dot.layoutIfNeeded()
        expectFrame(dot, 5, 25, 10, 10)
    }
}

/// A view's constraints go with the view, as in UIKit: a constraint kept after its views died
/// is inactive and names nothing (Plumb's model views no longer outlive their `UIView`s).
@Suite @MainActor
struct ViewLifetimeTests {
    @Test func aKeptConstraintIsInactiveOnceItsViewsAreGone() {
        var kept: [NSLayoutConstraint] = []
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            kept = [
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
                view.widthAnchor.constraint(equalToConstant: 60),
            ]
            NSLayoutConstraint.activate(kept)
            root.layoutIfNeeded()
            #expect(view.frame == CGRect(x: 8, y: 4, width: 60, height: 0))
            #expect(kept.allSatisfy { $0.isActive })
        }
        #expect(kept.map(\.isActive) == [false, false, false])
        #expect(kept.allSatisfy { $0.firstItem == nil })
    }

    @Test func aViewThatLivesOnKeepsItsConstraints() {
        let view = UIView()
        let width = view.widthAnchor.constraint(equalToConstant: 60)
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            width.isActive = true
            root.layoutIfNeeded()
            view.removeFromSuperview()
        }
        #expect(width.isActive)
        #expect(view.constraints.count == 1)
    }
}
