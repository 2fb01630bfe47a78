import PlumbUIKit
import Testing

// UIScrollView over the model's ScrollView, and UIVisualEffectView: frames as UIKit gives
// them, hand-worked.

@Suite @MainActor
struct UIScrollViewTests {
    /// A scroll view filling a 320×480 root, with a vertical stack of five 200-high views
    /// pinned to its content guide and as wide as its frame guide: the content is 320×1000,
    /// and the stack and its views are framed in content coordinates.
    private func scrollingStack() -> (root: UIView, scroll: UIScrollView, stack: UIStackView, rows: [UIView]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let rows = (0..<5).map { _ in SizedView(height: 200) }
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        return (root, scroll, stack, rows)
    }

    @Test func tallStackInTheContentGuideGivesTheContentSize() {
        let (root, scroll, stack, rows) = scrollingStack()
        root.layoutIfNeeded()
        expectFrame(scroll, 0, 0, 320, 480)
        #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
        expectFrame(stack, 0, 0, 320, 1000)
        for (index, row) in rows.enumerated() { expectFrame(row, 0, CGFloat(index) * 200, 320, 200) }
        expectRect(scroll.contentLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 320, height: 1000))
        expectRect(scroll.frameLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    /// Scrolling moves the bounds, not the subviews: frames stay in content coordinates, the
    /// bounds' origin is the offset and the frame guide follows it, as on iOS. An inset
    /// changes neither the content size nor the frames.
    @Test func offsetMovesTheBoundsNotTheFrames() {
        let (root, scroll, stack, rows) = scrollingStack()
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        #expect(scroll.bounds == CGRect(x: 0, y: 300, width: 320, height: 480))
        expectFrame(stack, 0, 0, 320, 1000)
        expectFrame(rows[2], 0, 400, 320, 200)
        expectRect(scroll.frameLayoutGuide.layoutFrame, CGRect(x: 0, y: 300, width: 320, height: 480))
        scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 40, right: 0)
        scroll.setContentOffset(CGPoint(x: 0, y: -20), animated: true)
        root.layoutIfNeeded()
        #expect(scroll.adjustedContentInset.top == 20)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -20))
        #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
        expectFrame(stack, 0, 0, 320, 1000)
        scroll.bounds = CGRect(x: 0, y: 100, width: 320, height: 480)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
    }

    /// A scroll view at rest at the top of its content stays there when its inset changes:
    /// the offset follows the inset (−20), so the content starts 20 below the frame's top,
    /// as the Dynamic Stack View recipe shows it. One scrolled elsewhere keeps its offset.
    @Test func anInsetMovesAnOffsetAtRest() {
        let (root, scroll, stack, _) = scrollingStack()
        scroll.contentInset = UIEdgeInsets(top: 20, left: 5, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(scroll.contentOffset == CGPoint(x: -5, y: -20))
        #expect(scroll.bounds.origin == CGPoint(x: -5, y: -20))
        expectFrame(stack, 0, 0, 320, 1000)
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        scroll.contentInset = UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 300))
    }

    /// The older form: a subview pinned to the scroll view's own edges with margins sets the
    /// content size (edges mean the content area's), its size constraints the frame's.
    @Test func edgesOfTheScrollViewMeanItsContent() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.addSubview(scroll)
        let content = SizedView(height: 900)
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor, constant: -10),
            content.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 10),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor, constant: -10),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor, constant: -20),
        ])
        root.layoutIfNeeded()
        expectFrame(content, 10, 10, 300, 900)
        #expect(scroll.contentSize == CGSize(width: 320, height: 920))
        #expect(scroll.clipsToBounds)
    }

    /// Before its first pass a scroll view reports the content size its code set, even in a
    /// tree laid out before it arrived; the pass then gives the constraints' size.
    @Test func contentSizeIsReadAfterLayout() {
        let (root, scroll, stack, _) = scrollingStack()
        scroll.removeFromSuperview()
        root.layoutIfNeeded()
        root.addSubview(scroll)
        scroll.contentSize = CGSize(width: 10, height: 10)
        #expect(scroll.contentSize == CGSize(width: 10, height: 10))
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
        expectFrame(stack, 0, 0, 320, 1000)
    }

    /// A subview framed by hand is in content coordinates: scrolling or insetting the
    /// content moves where it shows, never its frame, pass after pass (its autoresizing
    /// constraints are measured from the content's corner, not the scroll view's).
    @Test func framedSubviewsKeepTheirFramesWhenScrolled() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView(frame: root.bounds)
        root.addSubview(scroll)
        let box = UIView(frame: CGRect(x: 10, y: 600, width: 100, height: 50))
        scroll.addSubview(box)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        root.layoutIfNeeded()
        expectFrame(box, 10, 600, 100, 50)
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        expectFrame(box, 10, 600, 100, 50)
        scroll.contentInset = UIEdgeInsets(top: 20, left: 5, bottom: 0, right: 0)
        root.layoutIfNeeded()
        expectFrame(box, 10, 600, 100, 50)
    }

    /// A scroll view whose content is framed by hand keeps the content size its code sets.
    @Test func contentSizeSetInCodeStaysWithoutConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView(frame: root.bounds)
        root.addSubview(scroll)
        scroll.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000)))
        scroll.contentSize = CGSize(width: 320, height: 2000)
        scroll.alwaysBounceVertical = true
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 2000))
        #expect(scroll.alwaysBounceVertical)
    }

    /// A visual effect view lays out as a plain view; its content view fills it and follows
    /// its size, and content pinned inside the content view is framed from it.
    @Test func visualEffectViewsContentViewFillsIt() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(blur)
        let badge = SizedView(width: 40, height: 20)
        blur.contentView.addSubview(badge)
        NSLayoutConstraint.activate([
            blur.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            blur.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            blur.widthAnchor.constraint(equalToConstant: 200),
            blur.heightAnchor.constraint(equalToConstant: 100),
            badge.trailingAnchor.constraint(equalTo: blur.contentView.trailingAnchor, constant: -8),
            badge.bottomAnchor.constraint(equalTo: blur.contentView.bottomAnchor, constant: -8),
        ])
        root.layoutIfNeeded()
        expectFrame(blur, 10, 20, 200, 100)
        expectFrame(blur.contentView, 0, 0, 200, 100)
        expectFrame(badge, 152, 72, 40, 20)
        #expect((blur.effect as? UIBlurEffect)?.style == .systemMaterial)
    }
}

@Suite @MainActor
struct UIScrollViewConsoleTests {
    /// A content guide held to 100 high while a 200-high view fills it: the console names
    /// the guide as UIKit does, `_UIScrollViewLayoutGuide:0x…'UIScrollView-contentLayoutGuide'`,
    /// for each of two scroll views.
    @Test func conflictNamesTheContentGuideAsUIKitDoes() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        for index in 0..<2 {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: CGFloat(index) * 240, width: 320, height: 240))
            root.addSubview(scroll)
            let content = SizedView()
            scroll.addSubview(content)
            NSLayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                content.widthAnchor.constraint(equalToConstant: 320),
                content.heightAnchor.constraint(equalToConstant: 200),
                scroll.contentLayoutGuide.heightAnchor.constraint(equalToConstant: 100),
            ])
        }
        let issues = PlumbLayoutIssues.collect { root.layoutIfNeeded() }
        #expect(issues.count == 2)
        var guides = Set<String>()
        for issue in issues {
            guard case let .conflict(conflict) = issue else {
                Issue.record("expected a conflict, got \(issue)")
                continue
            }
            let text = conflict.consoleText
            let match = try #require(
                text.firstRange(of: /_UIScrollViewLayoutGuide:0x[0-9a-f]+'UIScrollView-contentLayoutGuide'/))
            guides.insert(String(text[match]))
        }
        #expect(guides.count == 2)
    }
}
