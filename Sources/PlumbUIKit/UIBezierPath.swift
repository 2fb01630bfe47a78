/// UIKit's path object: a `CGMutablePath` with its own stroke settings, drawn into the
/// current context (`UIGraphicsGetCurrentContext()`) by `fill()` and `stroke()` in the colours
/// `UIColor.setFill()` and `setStroke()` set there. Angles and `clockwise` are the screen's
/// (y down): `clockwise: true` turns clockwise as seen.
///
/// `init(roundedRect:cornerRadius:)` rounds with circular arcs; UIKit's own corners are
/// "continuous" (a smoother curve), so the pixels of the corners differ slightly.
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
    private var mutable: CGMutablePath

    /// A copy of the path; setting it replaces the path.
    open var cgPath: CGPath {
        get { mutable.copy() ?? CGPath() }
        set { mutable = newValue.mutableCopy() ?? CGMutablePath() }
    }

    open var lineWidth: CGFloat = 1
    open var lineCapStyle = CGLineCap.butt
    open var lineJoinStyle = CGLineJoin.miter
    open var miterLimit: CGFloat = 10
    open var usesEvenOddFillRule = false
    /// Not recorded: drawing with a dash pattern is reported as something Plumb cannot draw.
    private var dashed = false

    public override init() {
        mutable = CGMutablePath()
        super.init()
    }

    public convenience init(rect: CGRect) {
        self.init()
        mutable.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        mutable.addEllipse(in: rect)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        mutable.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        mutable.path.roundedRect(rect, corners: corners, radii: cornerRadii)
    }

    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        mutable.addPath(cgPath)
    }

    open var isEmpty: Bool { mutable.isEmpty }
    open var bounds: CGRect { mutable.boundingBox }
    open var currentPoint: CGPoint { mutable.currentPoint }

    open func move(to point: CGPoint) { mutable.move(to: point) }
    open func addLine(to point: CGPoint) { mutable.addLine(to: point) }
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        mutable.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        mutable.addQuadCurve(to: end, control: controlPoint)
    }
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        // The screen's clockwise is Core Graphics' counter-clockwise (its y grows upwards).
        mutable.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    open func close() { mutable.closeSubpath() }
    open func removeAllPoints() { mutable.path = PathSegments() }
    open func append(_ bezierPath: UIBezierPath) { mutable.addPath(bezierPath.cgPath) }

    open func apply(_ transform: CGAffineTransform) {
        var moved = PathSegments()
        moved.append(mutable.path, transform: transform)
        mutable.path = moved
    }

    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashed = pattern != nil && count > 0
    }

    /// Fills the inside in the current context's fill colour.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Strokes the outline in the current context's stroke colour, with this path's width,
    /// caps and joins.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        if dashed { context.setLineDash(phase: 0, lengths: [1]) }
        context.beginPath()
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }
}
