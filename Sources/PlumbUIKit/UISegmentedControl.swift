internal import AutoLayout

/// UIKit's `UISegmentedControl`: segments with titles (or images), one selected. Its frame is
/// 32 high from iOS 13 and 29 before (`IOSMetrics.segmentedControlHeight`), with an
/// alignment rectangle 1 point shorter at the bottom, so its intrinsic height is 31 (28) and a
/// view pinned below it starts 1 point inside its frame, as Xcode's stored frames show.
///
/// Its intrinsic width on iOS is the widest title's (in the segments' font, plus padding)
/// times the number of segments; the padding is not yet measured from stored frames, so it has
/// no intrinsic width here: constrain it, or let a stack give it one.
open class UISegmentedControl: UIControl {
    static let alignmentInsets = UIEdgeInsets(top: 0, left: 0, bottom: 1, right: 0)

    /// UIKit's `noSegment`: no segment selected.
    public nonisolated static let noSegment = -1

    /// A title or an image per segment.
    private enum Segment {
        case title(String)
        case image(UIImage?)
    }

    private var segments: [Segment] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setAlignmentInsets(Self.alignmentInsets)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setAlignmentInsets(Self.alignmentInsets)
    }

    /// Strings become titled segments and images image segments; anything else is skipped.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                segments.append(.title(title))
            } else if let image = item as? UIImage {
                segments.append(.image(image))
            }
        }
    }

    open var numberOfSegments: Int { segments.count }

    /// `noSegment` (-1) or a segment's index; an index out of range selects none.
    open var selectedSegmentIndex: Int {
        get { storedSelection }
        set { storedSelection = segments.indices.contains(newValue) ? newValue : Self.noSegment }
    }
    private var storedSelection = UISegmentedControl.noSegment

    /// Stored (no touch selects a segment here).
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false
    /// Stored for drawing.
    open var selectedSegmentTintColor: UIColor?

    /// Inserts at `segment`, clamped to the segments as UIKit does; the selection follows its
    /// segment. Applied at once (no animation here).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(.title(title ?? ""), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(.image(image), at: segment)
    }

    private func insert(_ item: Segment, at segment: Int) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(item, at: index)
        if storedSelection >= index { storedSelection += 1 }
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if storedSelection == segment {
            storedSelection = Self.noSegment
        } else if storedSelection > segment {
            storedSelection -= 1
        }
    }

    open func removeAllSegments() {
        segments.removeAll()
        storedSelection = Self.noSegment
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment] = .title(title ?? "")
    }

    /// The segment's title; nil for an image segment or an index out of range.
    open func titleForSegment(at segment: Int) -> String? {
        guard segments.indices.contains(segment), case let .title(title) = segments[segment] else { return nil }
        return title
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment] = .image(image)
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        guard segments.indices.contains(segment), case let .image(image) = segments[segment] else { return nil }
        return image
    }

    /// Stored: segments share the width equally in this version.
    private var segmentWidths: [Int: CGFloat] = [:]
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) { segmentWidths[segment] = width }
    open func widthForSegment(at segment: Int) -> CGFloat { segmentWidths[segment] ?? 0 }

    open override var intrinsicContentSize: CGSize {
        ControlMetrics.intrinsicSize(
            frame: CGSize(
                width: UIView.noIntrinsicMetric, height: ControlMetrics.value(IOSMetrics.segmentedControlHeight)),
            insets: Self.alignmentInsets)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: ControlMetrics.value(IOSMetrics.segmentedControlHeight))
    }
}
