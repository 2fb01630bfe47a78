import PlumbUIKit
import Testing

/// A data source of sized items (and labels, for self-sizing cells), counting what the
/// collection view asks of it.
@MainActor
final class ItemsSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sizes: [[CGSize]]
    var texts: [[String]] = []
    var cellsAsked = 0
    var distinctCells: [UICollectionViewCell] = []
    var headersAsked = 0

    init(_ sizes: [[CGSize]]) {
        self.sizes = sizes
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sizes.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sizes[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        cellsAsked += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        if !distinctCells.contains(where: { $0 === cell }) { distinctCells.append(cell) }
        if texts.indices.contains(indexPath.section) {
            (cell as? LabelCell)?.label.text = texts[indexPath.section][indexPath.item]
        }
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        headersAsked += 1
        return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { sizes[indexPath.section][indexPath.item] }
}

/// A cell that counts its reuses.
final class ReuseCountingCell: UICollectionViewCell {
    var reuses = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A cell whose one-line label is pinned 8 inside its content view.
final class LabelCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A custom layout: one column of 60-pt rows, 5 apart, inset 10 at the sides, counting its
/// `prepare()` calls, with attributes of its own class.
final class ColumnLayout: UICollectionViewLayout {
    var prepared = 0
    private var frames: [CGRect] = []

    override class var layoutAttributesClass: AnyClass { TaggedAttributes.self }

    override func prepare() {
        super.prepare()
        prepared += 1
        let width = collectionView?.bounds.width ?? 0
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        frames = (0..<count).map { CGRect(x: 10, y: 5 + CGFloat($0) * 65, width: width - 20, height: 60) }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: 5 + CGFloat(frames.count) * 65)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.indices.filter { frames[$0].intersects(rect) }.compactMap {
            layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard frames.indices.contains(indexPath.item) else { return nil }
        let attributes = TaggedAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        attributes.tag = 100 + indexPath.item
        return attributes
    }
}

final class TaggedAttributes: UICollectionViewLayoutAttributes {
    var tag = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? TaggedAttributes)?.tag = tag
        return copy
    }
}

/// A cell that reads its attributes, as Parchment's paging cells do.
final class TaggedCell: UICollectionViewCell {
    var appliedTag = -1

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        appliedTag = (layoutAttributes as? TaggedAttributes)?.tag ?? -1
    }
}

@Suite @MainActor
struct UICollectionViewTests {
    func collection(
        layout: UICollectionViewLayout, source: ItemsSource, cellClass: AnyClass = ReuseCountingCell.self,
        size: CGSize = CGSize(width: 320, height: 480)
    ) -> UICollectionView {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        let view = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        view.register(cellClass, forCellWithReuseIdentifier: "item")
        view.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        view.dataSource = source
        view.delegate = source
        root.addSubview(view)
        root.layoutIfNeeded()
        return view
    }

    /// Six items of the delegate's sizes in a 320-wide view, insets 20/15/20/15 (290 across),
    /// 10 between items and lines, a 40-pt header. Line 1 takes 80 + 100 + 60 (+ 20) = 260
    /// (120 more would not fit): its 50 of room left go to its two gaps, 25 each; line 2,
    /// 120 + 150, gap 20; line 3, the 200-wide item alone, centred. Items are centred on
    /// their line's tallest.
    @Test func flowLayoutWrapsJustifiedLinesInsideTheSectionInset() {
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 20, left: 15, bottom: 20, right: 15)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let source = ItemsSource([
            [
                CGSize(width: 80, height: 50), CGSize(width: 100, height: 30), CGSize(width: 60, height: 40),
                CGSize(width: 120, height: 50), CGSize(width: 150, height: 20), CGSize(width: 200, height: 30),
            ]
        ])
        let view = collection(layout: layout, source: source)
        let expected: [CGRect] = [
            CGRect(x: 15, y: 60, width: 80, height: 50), CGRect(x: 120, y: 70, width: 100, height: 30),
            CGRect(x: 245, y: 65, width: 60, height: 40), CGRect(x: 15, y: 120, width: 120, height: 50),
            CGRect(x: 155, y: 135, width: 150, height: 20), CGRect(x: 60, y: 180, width: 200, height: 30),
        ]
        for (item, frame) in expected.enumerated() {
            let indexPath = IndexPath(item: item, section: 0)
            guard let cell = view.cellForItem(at: indexPath) else {
                Issue.record("no cell for item \(item)")
                continue
            }
            expectRect(cell.frame, frame)
            expectRect(cell.contentView.frame, CGRect(origin: .zero, size: frame.size))
            #expect(view.indexPath(for: cell) == indexPath)
        }
        #expect(view.contentSize == CGSize(width: 320, height: 230))
        let header = view.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header.map { $0.frame } == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(header?.reuseIdentifier == "header")
        #expect(source.headersAsked == 1)
    }

    /// Scrolling sideways, lines are columns: two 50-pt items fit down a 120-pt view
    /// (justified: 0 and 70), the fifth item's column centres it (35).
    @Test func horizontalFlowFillsColumns() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let source = ItemsSource([Array(repeating: CGSize(width: 50, height: 50), count: 5)])
        let view = collection(layout: layout, source: source, size: CGSize(width: 320, height: 120))
        let origins = (0..<5).compactMap { view.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.origin }
        #expect(
            origins == [
                CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 70), CGPoint(x: 60, y: 0), CGPoint(x: 60, y: 70),
                CGPoint(x: 120, y: 35),
            ])
        #expect(view.contentSize == CGSize(width: 170, height: 120))
    }

    /// Self-sizing items (`estimatedItemSize = automaticSize`): each cell is its label's line
    /// (its text's width and the 17-pt line, rounded up to the pixel) plus 8 on every side.
    /// The two fit one line, which is justified: the second ends at the right edge.
    @Test func selfSizingCellsTakeTheirLabelsSize() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let source = ItemsSource([[.zero, .zero]])
        source.texts = [["Hello", "Wide world"]]
        let view = collection(layout: layout, source: source, cellClass: LabelCell.self)
        let height = pixelCeil(lineHeight(17)) + 16
        let first = pixelCeil(oneLineWidth("Hello", font: .systemFont(ofSize: 17))) + 16
        let second = pixelCeil(oneLineWidth("Wide world", font: .systemFont(ofSize: 17))) + 16
        guard let a = view.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelCell,
            let b = view.cellForItem(at: IndexPath(item: 1, section: 0)) as? LabelCell
        else {
            Issue.record("cells missing")
            return
        }
        expectFrame(a, 0, 0, first, height)
        expectFrame(b, 320 - second, 0, second, height)
        expectFrame(b.label, 8, 8, second - 16, height - 16)
        #expect(b.label.text == "Wide world")
    }

    /// A cell that overrides `preferredLayoutAttributesFitting(_:)` to take the collection
    /// view's width (the usual way to make a list of self-sizing rows with a flow layout):
    /// its wrapping label, pinned 8 inside, sets the height at 320 − 16 = 304 points.
    @Test func preferredAttributesCanBeOverridden() {
        final class RowCell: UICollectionViewCell {
            let label = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                label.numberOfLines = 0
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                    label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                    label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                    label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                ])
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }

            override func preferredLayoutAttributesFitting(
                _ layoutAttributes: UICollectionViewLayoutAttributes
            ) -> UICollectionViewLayoutAttributes {
                let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
                let size = systemLayoutSizeFitting(
                    CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel)
                attributes.frame.size = size
                return attributes
            }
        }
        final class Rows: UICollectionViewDataSource {
            let texts = [
                "One line.",
                "A longer text that wraps over more than one line at the width of the collection view.",
            ]
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                texts.count
            }
            func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            ) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
                (cell as? RowCell)?.label.text = texts[indexPath.item]
                return cell
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 320, height: 44)
        let rows = Rows()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        view.register(RowCell.self, forCellWithReuseIdentifier: "row")
        view.dataSource = rows
        root.addSubview(view)
        root.layoutIfNeeded()
        let font = UIFont.systemFont(ofSize: 17)
        var y: CGFloat = 0
        for (item, text) in rows.texts.enumerated() {
            let height = pixelCeil(CGFloat(wrappedLineCount(text, width: 304, font: font)) * lineHeight(17)) + 16
            expectFrame(view.cellForItem(at: IndexPath(item: item, section: 0))!, 0, y, 320, height)
            y += height + 10
        }
        #expect(wrappedLineCount(rows.texts[1], width: 304, font: font) == 3)
    }

    /// Thirty 100-pt items, three a line (10 apart), in a 480-pt view: lines at 0, 110, …,
    /// 440 are on screen, 15 cells. A reload sends them back to their queue and the same 15
    /// come back through `prepareForReuse()`; scrolled to 550 (lines 5 to 9), all 15 leave
    /// and are reused again, and no cell is made.
    @Test func cellsAreReusedAfterReloadAndScrolling() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let source = ItemsSource([Array(repeating: CGSize(width: 100, height: 100), count: 30)])
        let view = collection(layout: layout, source: source)
        #expect(view.visibleCells.count == 15)
        #expect(source.cellsAsked == 15)
        // Ten lines of 100 and nine gaps of 10.
        #expect(view.contentSize == CGSize(width: 320, height: 1090))
        let first = view.visibleCells
        view.reloadData()
        view.layoutIfNeeded()
        #expect(source.distinctCells.count == 15)
        #expect(first.allSatisfy { ($0 as? ReuseCountingCell)?.reuses == 1 })
        view.contentOffset = CGPoint(x: 0, y: 550)
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems == (15..<30).map { IndexPath(item: $0, section: 0) })
        #expect(source.distinctCells.count == 15)
        #expect(first.allSatisfy { ($0 as? ReuseCountingCell)?.reuses == 2 })
        expectFrame(view.cellForItem(at: IndexPath(item: 29, section: 0))!, 220, 990, 100, 100)
    }

    /// A team's layout: prepared once (scrolling does not invalidate it, as UIKit's base
    /// class says), asked for the elements in the bounds, its attributes' class made and
    /// handed to the cells; `invalidateLayout()` prepares it again.
    @Test func customLayoutSubclassPlacesTheCells() {
        let layout = ColumnLayout()
        let source = ItemsSource([Array(repeating: .zero, count: 20)])
        let view = collection(layout: layout, source: source, cellClass: TaggedCell.self)
        #expect(layout.prepared == 1)
        #expect(view.contentSize == CGSize(width: 320, height: 1305))
        #expect(view.visibleCells.count == 8)
        for item in 0..<8 {
            guard let cell = view.cellForItem(at: IndexPath(item: item, section: 0)) as? TaggedCell else {
                Issue.record("no cell for \(item)")
                continue
            }
            expectFrame(cell, 10, 5 + CGFloat(item) * 65, 300, 60)
            #expect(cell.appliedTag == 100 + item)
        }
        view.contentOffset = CGPoint(x: 0, y: 650)
        view.layoutIfNeeded()
        #expect(layout.prepared == 1)
        #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 9, section: 0))
        #expect(view.indexPathsForVisibleItems.last == IndexPath(item: 17, section: 0))
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(layout.prepared == 2)
        let attributes = view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))
        #expect(attributes is TaggedAttributes)
        #expect((attributes?.copy() as? TaggedAttributes)?.tag == 103)
        #expect(attributes?.center == CGPoint(x: 160, y: 230))
    }

    /// Selection shows on the cell and its selected background; an unregistered identifier
    /// is UIKit's exception, reported.
    @Test func selectionAndUnregisteredIdentifiers() {
        let layout = UICollectionViewFlowLayout()
        let source = ItemsSource([Array(repeating: CGSize(width: 50, height: 50), count: 3)])
        let view = collection(layout: layout, source: source)
        let cell = view.cellForItem(at: IndexPath(item: 1, section: 0))
        cell?.selectedBackgroundView = UIView()
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        view.layoutIfNeeded()
        #expect(cell?.isSelected == true)
        #expect(cell?.selectedBackgroundView?.isHidden == false)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        view.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        view.layoutIfNeeded()
        #expect(cell?.selectedBackgroundView?.isHidden == true)

        let issues = PlumbLayoutIssues.collect {
            _ = view.dequeueReusableCell(withReuseIdentifier: "nobody", for: IndexPath(item: 0, section: 0))
        }
        guard case let .exception(exception)? = issues.first else {
            Issue.record("expected an exception, got \(issues)")
            return
        }
        #expect(
            exception.reason
                == "could not dequeue a view of kind: UICollectionElementKindCell with identifier nobody - must "
                + "register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }
}
