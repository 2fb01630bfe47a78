import PlumbUIKit
import Testing

// Sizing to content (`sizeToFit`) and the debugging questions of UIKit's
// `UIConstraintBasedLayoutDebugging`.

@Suite @MainActor
struct SizingAndDebuggingTests {
    /// `sizeToFit()` as frame-based code uses it: a plain view keeps its size, an image view
    /// takes its image's, a label its text's.
    @Test func sizeToFitTakesTheContentsSize() {
        let plain = UIView(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        plain.sizeToFit()
        #expect(plain.frame == CGRect(x: 5, y: 6, width: 30, height: 40))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 12)).image { _ in }
        let imageView = UIImageView(frame: CGRect(x: 1, y: 2, width: 100, height: 100))
        imageView.image = image
        imageView.sizeToFit()
        #expect(imageView.frame == CGRect(x: 1, y: 2, width: 24, height: 12))
        let label = UILabel()
        label.text = "Sized"
        label.sizeToFit()
        #expect(label.frame.size == label.intrinsicContentSize && label.frame.width > 0)
    }

    /// A view whose x nothing decides is ambiguous; pinned, it is not. The constraints that
    /// affect it are the team's, in activation order.
    @Test func ambiguityAndTheConstraintsAffectingAView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        let height = box.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([top, width, height])
        #expect(box.hasAmbiguousLayout)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        leading.isActive = true
        #expect(!box.hasAmbiguousLayout)
        #expect(box.constraintsAffectingLayout(for: .horizontal) == [width, leading])
        #expect(box.constraintsAffectingLayout(for: .vertical) == [top, height])
    }
}
