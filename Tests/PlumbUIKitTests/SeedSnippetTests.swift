import PlumbUIKit
import Testing

// The cheat sheet Plumb was founded on (../shared/reference/seeds/004_88940653d4e7c9ae.txt):
// each of its code snippets, as written, inside ordinary view code, laid out at a stated root
// size, against frames worked by hand. The snippets are UIKit calls; what the sheet leaves
// as `// ...` is filled with constraints of the test's own.

@Suite @MainActor
struct SeedSnippetTests {
    /// Root 320 × 480. view2: leading 16, top 20, 200 × 100, so its centre is (116, 70);
    /// view1 (40 × 30) centred on it: (96, 55).
    @Test func anchorsWithConstantsCentreOneViewOnAnother() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view1 = UIView()
        let view2 = UIView()
        for view in [view2, view1] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            view2.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            view2.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            view2.widthAnchor.constraint(equalToConstant: 200),
            view2.heightAnchor.constraint(equalToConstant: 100),
        ])
        // adding constraints programmatically
        NSLayoutConstraint.activate([
            view1.centerXAnchor.constraint(equalTo: view2.centerXAnchor),
            view1.centerYAnchor.constraint(equalTo: view2.centerYAnchor),
            // ... other constraints
            view1.widthAnchor.constraint(equalToConstant: 40),
            view1.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        expectFrame(view2, 16, 20, 200, 100)
        expectFrame(view1, 96, 55, 40, 30)
    }

    /// The inequality forms with constants: top ≥ view2's bottom (120) + 8 while pulled to 0
    /// at 250 stops at 128; leading ≤ 50 while pulled to the right edge at 250 stops at 50.
    @Test func inequalityAnchorsWithConstantsStopAtTheirBounds() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view2 = UIView()
        let view3 = UIView()
        for view in [view2, view3] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let pullUp = view3.topAnchor.constraint(equalTo: root.topAnchor)
        pullUp.priority = .defaultLow
        let pullRight = view3.leadingAnchor.constraint(equalTo: root.trailingAnchor)
        pullRight.priority = .defaultLow
        NSLayoutConstraint.activate([
            view2.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            view2.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view2.widthAnchor.constraint(equalToConstant: 100),
            view2.heightAnchor.constraint(equalToConstant: 100),
            view3.topAnchor.constraint(greaterThanOrEqualTo: view2.bottomAnchor, constant: 8),
            view3.leadingAnchor.constraint(lessThanOrEqualTo: root.leadingAnchor, constant: 50),
            view3.widthAnchor.constraint(equalToConstant: 10),
            view3.heightAnchor.constraint(lessThanOrEqualToConstant: 10),
            view3.heightAnchor.constraint(greaterThanOrEqualToConstant: 10),
            pullUp, pullRight,
        ])
        root.layoutIfNeeded()
        expectFrame(view3, 50, 128, 10, 10)
    }

    /// `NSLayoutConstraint(item:…)` against the container's leading margin (8 on every side
    /// for a view made in code): x = 8; top on the top margin, 100 × 50 by constants.
    @Test func itemAttributeFormPinsToTheLeadingMargin() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let myView = UIView()
        myView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(myView)
        // directly instantiating constraints
        NSLayoutConstraint(
            item: myView,
            attribute: .leading,
            relatedBy: .equal,
            toItem: view,
            attribute: .leadingMargin,
            multiplier: 1.0,
            constant: 0.0
        )
        .isActive = true
        NSLayoutConstraint(
            item: myView, attribute: .top, relatedBy: .equal, toItem: view, attribute: .topMargin, multiplier: 1,
            constant: 0
        ).isActive = true
        NSLayoutConstraint(
            item: myView, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 100
        ).isActive = true
        NSLayoutConstraint(
            item: myView, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 50
        ).isActive = true
        view.layoutIfNeeded()
        expectFrame(myView, 8, 8, 100, 50)

        // Margins are live: a new leading margin moves the view at the next pass.
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 8)
        view.layoutIfNeeded()
        expectFrame(myView, 20, 8, 100, 50)
    }

    /// The parent sits at y 40, 400 high; the child's top, measured in the parent, is at most
    /// a quarter of the parent's bottom (100) while a weak constraint wants it at 300; its
    /// bottom is the parent's, so it is 300 high.
    @Test func topAtMostAQuarterOfTheParentsHeight() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let parent = UIView()
        let child = UIView()
        parent.translatesAutoresizingMaskIntoConstraints = false
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(parent)
        parent.addSubview(child)
        let wantsLow = child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 300)
        wantsLow.priority = .defaultLow
        NSLayoutConstraint.activate([
            parent.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            parent.heightAnchor.constraint(equalToConstant: 400),
            parent.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            parent.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            child.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
            wantsLow,
        ])
        // top position is aligned to the quater height of parent
        NSLayoutConstraint(
            item: child,
            attribute: .top,
            relatedBy: .lessThanOrEqual,
            toItem: parent,
            attribute: .bottom,
            multiplier: 0.25,
            constant: 0.0
        ).isActive = true
        root.layoutIfNeeded()
        expectFrame(parent, 0, 40, 320, 400)
        expectFrame(child, 0, 100, 320, 300)
    }

    /// Three children of intrinsic heights 30, 40 and 50 stacked top to bottom wrap the
    /// parent (120 high), which is centred in the 480-point root: y = 180. The children's
    /// frames are in the parent's coordinates.
    @Test func columnOfThreeChildrenWrapsAndCentresItsParent() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let parent = UIView()
        parent.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(parent)
        let child1 = SizedView(height: 30)
        let child2 = SizedView(height: 40)
        let child3 = SizedView(height: 50)
        for child in [child1, child2, child3] { parent.addSubview(child) }
        NSLayoutConstraint.activate([
            parent.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            parent.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        ])

        NSLayoutConstraint.activate([
            child1.topAnchor.constraint(equalTo: parent.topAnchor),
            // ...
            child1.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child1.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
        ])

        NSLayoutConstraint.activate([
            child2.topAnchor.constraint(equalTo: child1.bottomAnchor),
            // ...
            child2.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child2.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
        ])

        NSLayoutConstraint.activate([
            child3.topAnchor.constraint(equalTo: child2.bottomAnchor),
            child3.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
            // ...
            child3.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child3.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
        ])

        parent.centerYAnchor.constraint(equalTo: root.centerYAnchor).isActive = true
        root.layoutIfNeeded()
        expectFrame(parent, 16, 180, 288, 120)
        expectFrame(child1, 0, 0, 288, 30)
        expectFrame(child2, 0, 30, 288, 40)
        expectFrame(child3, 0, 70, 288, 50)

        // An intrinsic size asked again after invalidation: the column grows, and stays centred.
        child2.size = CGSize(width: UIView.noIntrinsicMetric, height: 60)
        root.layoutIfNeeded()
        expectFrame(parent, 16, 170, 288, 140)
        expectFrame(child3, 0, 90, 288, 50)
    }

    struct PostImage { var proportion: Double }
    struct Post { var image: PostImage }

    /// A cell's image view, 120 high until a post arrives: `configure` removes that height
    /// constraint (which the image view holds) and makes the height the content view's width
    /// over the proportion.
    final class PostCell: UIView {
        let contentView = UIView()
        let image = UIImageView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.translatesAutoresizingMaskIntoConstraints = false
            image.translatesAutoresizingMaskIntoConstraints = false
            addSubview(contentView)
            contentView.addSubview(image)
            NSLayoutConstraint.activate([
                contentView.topAnchor.constraint(equalTo: topAnchor),
                contentView.leadingAnchor.constraint(equalTo: leadingAnchor),
                contentView.trailingAnchor.constraint(equalTo: trailingAnchor),
                contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
                image.topAnchor.constraint(equalTo: contentView.topAnchor),
                image.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                image.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                image.heightAnchor.constraint(equalToConstant: 120),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        func configure(with post: Post) {
            let multiplier = 1.0 / CGFloat(post.image.proportion)

            // search and remove previous height constraint
            if let heightConstraint = (image.constraints.filter { $0.firstAttribute == .height }.first) {
                image.removeConstraint(heightConstraint)
            }

            // resize image for new aspect ratio
            image.heightAnchor.constraint(equalTo: contentView.widthAnchor, multiplier: multiplier).isActive = true
        }
    }

    @Test func aspectRatioImageReplacesItsPreviousHeightConstraint() throws {
        let cell = PostCell(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        cell.layoutIfNeeded()
        expectFrame(cell.image, 0, 0, 320, 120)
        #expect(cell.image.constraints.count == 1)

        let issues = PlumbLayoutIssues.collect {
            cell.configure(with: Post(image: PostImage(proportion: 2)))
            cell.layoutIfNeeded()
        }
        #expect(issues.isEmpty)
        #expect(cell.image.constraints.isEmpty)
        expectFrame(cell.image, 0, 0, 320, 160)

        // The sheet's third note: the aspect constraint is held by the content view (the
        // items' nearest common ancestor), so a second `configure` does not find it and the
        // new one conflicts with it. UIKit breaks the newer; so does Plumb, and says so.
        let again = PlumbLayoutIssues.collect {
            cell.configure(with: Post(image: PostImage(proportion: 4)))
            cell.layoutIfNeeded()
        }
        #expect(again.count == 1)
        guard case let .conflict(conflict) = try #require(again.first) else {
            Issue.record("expected a conflict, got \(again)")
            return
        }
        #expect(conflict.brokenConstraint?.multiplier == 0.25)
        #expect(conflict.brokenConstraint?.firstAttribute == .height)
        // Both aspect constraints, and what makes the content view's width 320 rather than
        // the zero both could share: its edges to the cell, and the root's width.
        #expect(conflict.constraints.count == 5)
        #expect(
            conflict.constraints.first { $0.hasPrefix("'UIView-Encapsulated-Layout-Width'") }?.hasSuffix("= 320")
                == true)
        #expect(conflict.constraints.filter { $0.hasPrefix("UIImageView:") && $0.contains(".Height = 0.") }.count == 2)
        #expect(cell.contentView.constraints.count == 5)
        expectFrame(cell.image, 0, 0, 320, 160)
    }

    /// A label with insets: `super.intrinsicContentSize` is the text's size, which the
    /// subclass grows by its insets. The engine rounds intrinsic sizes up to the pixel
    /// (2 per point here), and the insets are whole points.
    final class InsetLabel: UILabel {
        var insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8) {
            didSet { invalidateIntrinsicContentSize() }
        }

        override func drawText(in rect: CGRect) {
            super.drawText(in: rect.inset(by: insets))
        }

        override var intrinsicContentSize: CGSize {
            let size = super.intrinsicContentSize
            return CGSize(
                width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
        }
    }

    @Test func labelWithInsetsOverridesIntrinsicContentSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let empty = InsetLabel()
        let label = InsetLabel()
        label.text = "Hello, world"
        for view in [empty, label] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            empty.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            empty.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: empty.bottomAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        // UIKit: an empty label measures nothing, so the insets are the whole size.
        expectFrame(empty, 16, 20, 16, 8)

        let plain = UILabel()
        plain.text = "Hello, world"
        let text = plain.intrinsicContentSize
        #expect(text.width > 50 && text.height > 15)
        func pixel(_ value: CGFloat) -> CGFloat { (value * 3).rounded(.up) / 3 } // the default device is 3x
        expectFrame(label, 16, 38, pixel(text.width) + 16, pixel(text.height) + 8)

        label.insets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        root.layoutIfNeeded()
        expectFrame(label, 16, 38, pixel(text.width) + 20, pixel(text.height) + 20)
    }
}
