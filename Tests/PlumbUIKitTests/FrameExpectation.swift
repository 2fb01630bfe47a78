import PlumbUIKit
import Testing

/// Frames are compared to 1e-3 pt (SPEC §3's tolerance): the engine's floating point may
/// leave a few ulps on a hand-worked value.
@MainActor
func expectFrame(
    _ view: UIView, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectRect(view.frame, CGRect(x: x, y: y, width: width, height: height), sourceLocation: sourceLocation)
}

func expectRect(_ actual: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
    let close =
        abs(actual.origin.x - expected.origin.x) <= 1e-3 && abs(actual.origin.y - expected.origin.y) <= 1e-3
        && abs(actual.width - expected.width) <= 1e-3 && abs(actual.height - expected.height) <= 1e-3
    #expect(close, "got \(actual), expected \(expected)", sourceLocation: sourceLocation)
}

/// A view whose intrinsic size is what the test says: the engine must ask the override.
final class SizedView: UIView {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(width: CGFloat = UIView.noIntrinsicMetric, height: CGFloat = UIView.noIntrinsicMetric) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) {
        size = .zero
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize { size }
}
