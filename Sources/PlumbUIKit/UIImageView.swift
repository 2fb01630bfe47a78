internal import AutoLayout
internal import Typesetting

/// UIKit's `UIImageView`: its intrinsic size is its image's size in points (none without
/// an image). Content hugging is 250 as for every view made in code.
open class UIImageView: UIView {
    override class var startsInteractive: Bool { false }
    // UIKit's image views are not elements until marked (an image is decorative by default),
    // and carry the image trait.
    override class var startsOpaque: Bool { false }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }

    open var image: UIImage? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// As in UIKit, the view starts at the image's size.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The image placed by the content mode, as the model's image views place theirs: its
    /// pixels at its scale (an @2x image of 4 pixels covers 2 points), composited over the
    /// background; an `alwaysTemplate` image in the view's `tintColor` (inherited, resolved
    /// for the appearance) through its alpha; Plumb's generated picture for a placeholder. As
    /// in UIKit, a picture larger than the view (`center`, a side or corner mode,
    /// `scaleAspectFill`) spills over its edges unless `clipsToBounds` is set (scene files'
    /// image views always clip).
    override func contentDrawing(in frame: Rect, context: DrawingContext) throws(DrawingFailure) -> [DrawCommand] {
        var commands = try super.contentDrawing(in: frame, context: context)
        guard let image else { return commands }
        let target = Self.placement(of: image.size.model, in: frame, mode: contentMode)
        let tint = (tintColor ?? UIColor.systemBlue).model.resolved(context.appearance)
        let shownWithin = clipsToBounds ? frame : target
        if let drawn = image.drawnImage(target: target, frame: shownWithin, tint: tint) {
            commands.append(.image(drawn))
        }
        return commands
    }

    /// Where an image of `size` goes in `frame` under UIKit's content modes: stretched, fitted
    /// or filled keeping its aspect (centred), or at its own size against the side or corner
    /// the mode names.
    static func placement(of size: Size, in frame: Rect, mode: ContentMode) -> Rect {
        switch mode {
        case .scaleToFill, .redraw: return ImageView.placement(of: size, in: frame, mode: .scaleToFill)
        case .scaleAspectFit: return ImageView.placement(of: size, in: frame, mode: .aspectFit)
        case .scaleAspectFill: return ImageView.placement(of: size, in: frame, mode: .aspectFill)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            let centred = ImageView.placement(of: size, in: frame, mode: .center)
            var x = centred.x, y = centred.y
            if [.left, .topLeft, .bottomLeft].contains(mode) { x = frame.x }
            if [.right, .topRight, .bottomRight].contains(mode) { x = frame.x + frame.width - size.width }
            if [.top, .topLeft, .topRight].contains(mode) { y = frame.y }
            if [.bottom, .bottomLeft, .bottomRight].contains(mode) { y = frame.y + frame.height - size.height }
            return Rect(x: x, y: y, width: size.width, height: size.height)
        }
    }

    /// The image's size (zero without one).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
