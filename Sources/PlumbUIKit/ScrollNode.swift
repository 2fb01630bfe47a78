internal import AutoLayout

/// The node of a `UIScrollView` (and of a `UITextView`, which is one): the model's
/// `ScrollView`, whose content guide the engine places by the inset and the offset and sizes
/// by the constraints, asking its owner what any view is asked.
final class ScrollNode: ScrollView, UIKitNode, @unchecked Sendable {
    weak var owner: UIView?

    override func accessibilityDescription(direction: LayoutDirection) -> AccessibilityDescription {
        ownerAccessibility() ?? super.accessibilityDescription(direction: direction)
    }

    override func intrinsicContentSize(
        forWidth width: Double?, direction: LayoutDirection, contentSize: ContentSizeCategory, iosVersion: Int?
    ) -> Size {
        ownerIntrinsicSize(MeasuringContext(width: width, direction: direction, contentSize: contentSize))
            ?? super.intrinsicContentSize(
                forWidth: width, direction: direction, contentSize: contentSize, iosVersion: iosVersion)
    }

    override var hasWidthDependentIntrinsicSize: Bool { ownerHasWidthDependentSize }
    override var measurementProblem: String? { ownerMeasurementProblem }

    override func firstBaseline(contentSize: ContentSizeCategory) -> BaselineRule {
        ownerBaseline(first: true, contentSize: contentSize) ?? super.firstBaseline(contentSize: contentSize)
    }

    override func lastBaseline(contentSize: ContentSizeCategory) -> BaselineRule {
        ownerBaseline(first: false, contentSize: contentSize) ?? super.lastBaseline(contentSize: contentSize)
    }

    override func drawing(in frame: Rect, context: DrawingContext) throws(DrawingFailure) -> [DrawCommand] {
        try super.drawing(in: frame, context: context) + ownerContentDrawing(in: frame, context: context)
    }
}
