internal import AutoLayout

/// The model view behind a `UIView`, and the way back: whatever the engine asks a view (its
/// intrinsic size, baselines, whether its height follows its width) is asked of the
/// `UIView` that owns it, so a team's `override var intrinsicContentSize` is what the engine
/// lays out with. `ViewNode`, `StackNode` and `ScrollNode` each repeat the same few overrides,
/// one line each into the helpers below: they subclass different model classes, and a
/// protocol extension cannot override a class's members.
protocol UIKitNode: View {
    var owner: UIView? { get set }
}

/// One measuring request from the engine: the width the layout has given the view (nil
/// before the first solve) and the environment the text is set in.
struct MeasuringContext {
    var width: Double?
    var direction: LayoutDirection = .leftToRight
    var contentSize: ContentSizeCategory = .large
}

/// The engine calls the model on the main actor: layout passes start from
/// `UIView.layoutIfNeeded()`, and the engine's build thread only adds solver rows, it never
/// measures. These helpers say so once, for both node classes.
extension UIKitNode {
    func ownerIntrinsicSize(_ context: MeasuringContext) -> Size? {
        guard let owner else { return nil }
        return MainActor.assumeIsolated { owner.engineIntrinsicSize(context) }
    }

    func ownerBaseline(first: Bool, contentSize: ContentSizeCategory) -> BaselineRule? {
        guard let owner else { return nil }
        return MainActor.assumeIsolated { owner.contentBaseline(first: first, contentSize: contentSize) }
    }

    var ownerHasWidthDependentSize: Bool {
        guard let owner else { return false }
        return MainActor.assumeIsolated { owner.hasWidthDependentContentSize }
    }

    /// What the owner draws inside its frame (a label's text), after the node's background
    /// and border.
    func ownerContentDrawing(in frame: Rect, context: DrawingContext) throws(DrawingFailure) -> [DrawCommand] {
        guard let owner else { return [] }
        let result: Result<[DrawCommand], DrawingFailure> = MainActor.assumeIsolated {
            do throws(DrawingFailure) {
                return .success(try owner.contentDrawing(in: frame, context: context))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    var ownerMeasurementProblem: String? {
        guard let owner else { return nil }
        return MainActor.assumeIsolated { owner.contentMeasurementProblem }
    }
}

/// The node of every view but stack views.
final class ViewNode: View, UIKitNode, @unchecked Sendable {
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

    /// A root's background is the screen's, but its own content (text, `draw(_:)`) is drawn.
    override func drawingAsRoot(in frame: Rect, context: DrawingContext) throws(DrawingFailure) -> [DrawCommand] {
        try ownerContentDrawing(in: frame, context: context)
    }
}

/// The node of a `UIStackView`: the model's stack, which generates the arrangement's
/// constraints, asking its owner what any view is asked.
final class StackNode: StackView, UIKitNode, @unchecked Sendable {
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
}
