internal import AutoLayout

/// The sizes of the controls Plumb lays out as plain views (no text to measure), by iOS
/// version: the table is the model's `IOSMetrics` (each row cites the Xcode-stored frames
/// that show it, `reference/ib-canvas.md` §1.3), read at the version layouts use now.
///
/// UIKit's intrinsic sizes are alignment-rectangle sizes, as constraints are: a control
/// whose frame is drawn past its alignment rectangle (a switch 2 points to the right, a
/// slider 2 to each side and 1 below) has an intrinsic size that much smaller than its frame.
@MainActor
enum ControlMetrics {
    static var iosVersion: Int? { LayoutCycle.iosVersion }

    static func value(_ metric: IOSMetric) -> CGFloat { CGFloat(metric.value(for: iosVersion)) }

    /// The version number as the tables compare it (nil: the newest).
    static var version: Int { iosVersion ?? IOSMetrics.newest }

    /// A frame size less the alignment insets, keeping `noIntrinsicMetric` on an axis that has
    /// no intrinsic size.
    static func intrinsicSize(frame: CGSize, insets: UIEdgeInsets) -> CGSize {
        CGSize(
            width: frame.width == UIView.noIntrinsicMetric ? frame.width : frame.width - insets.left - insets.right,
            height: frame.height == UIView.noIntrinsicMetric
                ? frame.height : frame.height - insets.top - insets.bottom)
    }
}

extension UIView {
    /// Where the view's alignment rectangle sits inside its frame (UIKit's
    /// `alignmentRectInsets`), for the controls that have one; the engine lays out the
    /// alignment rectangle and draws the frame around it.
    func setAlignmentInsets(_ insets: UIEdgeInsets) {
        node.alignmentRectInsets = EdgeInsets(
            top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
            right: Double(insets.right))
        LayoutCycle.modelChanged()
    }

    var modelAlignmentInsets: UIEdgeInsets {
        let insets = node.alignmentRectInsets
        return UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}
