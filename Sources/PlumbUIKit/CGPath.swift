/// Core Graphics' immutable path, which Linux's Foundation lacks: what `UIBezierPath` and
/// `CGContext.addPath` draw, and what a layer stores (`shadowPath`, stored, not drawn).
open class CGPath: @unchecked Sendable {
    var path: PathSegments

    init(path: PathSegments) { self.path = path }

    public convenience init() { self.init(path: PathSegments()) }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var path = PathSegments()
        path.rect(rect, transform: transform?.pointee ?? .identity)
        self.init(path: path)
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var path = PathSegments()
        path.ellipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(path: path)
    }

    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        var path = PathSegments()
        path.roundedRect(
            rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(path: path)
    }

    public var isEmpty: Bool { path.isEmpty }
    /// The end of the last segment (`.zero` for an empty path, as Core Graphics answers).
    public var currentPoint: CGPoint { path.current ?? .zero }
    /// Every point's box, control points included.
    public var boundingBox: CGRect { path.boundingBox }
    /// Plumb keeps the control points: the same box as `boundingBox` (Core Graphics'
    /// tighter box of the curves themselves can be smaller).
    public var boundingBoxOfPath: CGRect { path.boundingBox }

    public func copy() -> CGPath? { CGPath(path: path) }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        var copied = PathSegments()
        copied.append(path, transform: transform?.pointee ?? .identity)
        return CGPath(path: copied)
    }
}

/// Core Graphics' mutable path: each shape is added through the transform given with it.
open class CGMutablePath: CGPath, @unchecked Sendable {

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.line(to: point.applying(transform))
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        path.move(to: first.applying(transform))
        for point in points.dropFirst() { path.line(to: point.applying(transform)) }
    }

    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        path.curve(
            to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.quadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    /// `clockwise` as Core Graphics means it, in a space whose y grows upwards: on UIKit's
    /// screen, y down, `clockwise: true` turns counter-clockwise (`UIBezierPath`'s
    /// `clockwise` is the screen's).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        path.arc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasing: !clockwise,
            transform: transform)
    }

    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
    ) {
        path.arc(
            center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
            increasing: delta >= 0,
            transform: transform)
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.rect(rect, transform: transform)
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { path.rect(rect, transform: transform) }
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.ellipse(in: rect, transform: transform)
    }

    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        path.roundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform)
    }

    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.append(other.path, transform: transform)
    }

    public func closeSubpath() { path.close() }
}
