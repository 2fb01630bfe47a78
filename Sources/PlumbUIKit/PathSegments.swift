/// A path as Core Graphics builds it, in one coordinate space: straight and cubic segments
/// (quadratic curves, arcs and ellipses become cubics as they are added), with the current
/// point and the start of the open subpath. `CGMutablePath` builds one in its own space,
/// `CGContext` in the root's (each point through the transform current when it is added, as
/// Core Graphics does).
struct PathSegments: Equatable, Sendable {
    enum Segment: Equatable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case curve(CGPoint, CGPoint, CGPoint)
        case close
    }

    private(set) var segments: [Segment] = []
    private(set) var current: CGPoint?
    private var start: CGPoint?

    var isEmpty: Bool { segments.isEmpty }

    mutating func move(to point: CGPoint) {
        segments.append(.move(point))
        current = point
        start = point
    }

    /// A line from the current point; with none, Core Graphics starts a subpath there.
    mutating func line(to point: CGPoint) {
        guard current != nil else { return move(to: point) }
        segments.append(.line(point))
        current = point
    }

    mutating func curve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if current == nil { move(to: control1) }
        segments.append(.curve(control1, control2, end))
        current = end
    }

    /// A quadratic curve is the cubic with control points two thirds of the way from each end
    /// to its one control point.
    mutating func quadCurve(to end: CGPoint, control: CGPoint) {
        let from = current ?? control
        curve(
            to: end,
            control1: CGPoint(x: from.x + 2 / 3 * (control.x - from.x), y: from.y + 2 / 3 * (control.y - from.y)),
            control2: CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)))
    }

    mutating func close() {
        guard current != nil, let start else { return }
        segments.append(.close)
        current = start
    }

    /// Every segment of `other`, through `transform`.
    mutating func append(_ other: PathSegments, transform: CGAffineTransform) {
        for segment in other.segments {
            switch segment {
            case let .move(p): move(to: p.applying(transform))
            case let .line(p): line(to: p.applying(transform))
            case let .curve(c1, c2, p):
                curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .close: close()
            }
        }
    }

    // MARK: - Shapes, in their own space and then through `transform`

    mutating func rect(_ rect: CGRect, transform: CGAffineTransform) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY).applying(transform))
        line(to: CGPoint(x: r.maxX, y: r.minY).applying(transform))
        line(to: CGPoint(x: r.maxX, y: r.maxY).applying(transform))
        line(to: CGPoint(x: r.minX, y: r.maxY).applying(transform))
        close()
    }

    /// Four quarter arcs, clockwise on screen from the right-hand point, as Core Graphics adds
    /// an ellipse.
    mutating func ellipse(in rect: CGRect, transform: CGAffineTransform) {
        let r = rect.standardized
        let radii = CGSize(width: r.width / 2, height: r.height / 2)
        guard let arc = Self.arc(center: CGPoint(x: r.midX, y: r.midY), radii: radii, start: 0, sweep: 2 * .pi)
        else { return }
        move(to: arc.start.applying(transform))
        add(arc.curves, transform: transform)
        close()
    }

    /// A rectangle whose corners are quarter ellipses `cornerWidth` by `cornerHeight`
    /// (clamped to half the sides, as Core Graphics requires of its callers).
    mutating func roundedRect(_ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform)
    {
        let r = rect.standardized
        let rx = max(0, min(cornerWidth, r.width / 2)), ry = max(0, min(cornerHeight, r.height / 2))
        guard rx > 0, ry > 0 else { return self.rect(r, transform: transform) }
        let radii = CGSize(width: rx, height: ry)
        let corners: [(CGPoint, CGFloat)] = [
            (CGPoint(x: r.maxX - rx, y: r.minY + ry), -.pi / 2), (CGPoint(x: r.maxX - rx, y: r.maxY - ry), 0),
            (CGPoint(x: r.minX + rx, y: r.maxY - ry), .pi / 2), (CGPoint(x: r.minX + rx, y: r.minY + ry), .pi),
        ]
        move(to: CGPoint(x: r.minX + rx, y: r.minY).applying(transform))
        for (center, start) in corners {
            guard let arc = Self.arc(center: center, radii: radii, start: start, sweep: .pi / 2) else { continue }
            line(to: arc.start.applying(transform))
            add(arc.curves, transform: transform)
        }
        close()
    }

    /// A rectangle with only `corners` rounded, each a quarter ellipse of `radii` (clamped
    /// to half the sides), in the path's own space.
    mutating func roundedRect(_ rect: CGRect, corners: UIRectCorner, radii: CGSize) {
        let r = rect.standardized
        let rx = max(0, min(radii.width, r.width / 2)), ry = max(0, min(radii.height, r.height / 2))
        let size = CGSize(width: rx, height: ry)
        let plan: [(UIRectCorner, CGPoint, CGPoint, CGFloat)] = [
            (.topRight, CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX - rx, y: r.minY + ry), -.pi / 2),
            (.bottomRight, CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.maxX - rx, y: r.maxY - ry), 0),
            (.bottomLeft, CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX + rx, y: r.maxY - ry), .pi / 2),
            (.topLeft, CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.minX + rx, y: r.minY + ry), .pi),
        ]
        let roundsTopLeft = corners.contains(.topLeft) && rx > 0 && ry > 0
        move(to: CGPoint(x: roundsTopLeft ? r.minX + rx : r.minX, y: r.minY))
        for (corner, point, center, start) in plan {
            if corners.contains(corner), rx > 0, ry > 0,
                let arc = Self.arc(center: center, radii: size, start: start, sweep: .pi / 2)
            {
                line(to: arc.start)
                add(arc.curves, transform: .identity)
            } else {
                line(to: point)
            }
        }
        close()
    }

    /// An arc of the circle around `center`, from `startAngle` to `endAngle`, in `transform`'s
    /// space. `increasing`: the angle grows along the arc (Core Graphics' `clockwise: false`;
    /// on UIKit's screen, y down, that turns clockwise). Core Graphics' rules: a line joins
    /// the current point to the arc's start (a move starts it when there is none); the sweep
    /// is brought within one turn in the direction asked; a sweep of a whole turn or more
    /// draws the whole circle.
    mutating func arc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, increasing: Bool,
        transform: CGAffineTransform
    ) {
        let turn = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if increasing {
            sweep = sweep >= turn ? turn : (sweep < 0 ? sweep.truncatingRemainder(dividingBy: turn) + turn : sweep)
        } else {
            sweep = sweep <= -turn ? -turn : (sweep > 0 ? sweep.truncatingRemainder(dividingBy: turn) - turn : sweep)
        }
        let radii = CGSize(width: radius, height: radius)
        guard let arc = Self.arc(center: center, radii: radii, start: startAngle, sweep: sweep) else { return }
        let first = arc.start.applying(transform)
        if current == nil { move(to: first) } else { line(to: first) }
        add(arc.curves, transform: transform)
    }

    private mutating func add(_ curves: [(CGPoint, CGPoint, CGPoint)], transform: CGAffineTransform) {
        for (c1, c2, end) in curves {
            curve(to: end.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
        }
    }

    /// An elliptical arc as its start point and cubic pieces of at most a quarter turn each
    /// (`k = 4/3·tan(θ/4)`); nil when a number is not finite.
    static func arc(center: CGPoint, radii: CGSize, start: CGFloat, sweep: CGFloat)
        -> (start: CGPoint, curves: [(CGPoint, CGPoint, CGPoint)])?
    {
        guard center.x.isFinite, center.y.isFinite, radii.width.isFinite, radii.height.isFinite, start.isFinite,
            sweep.isFinite
        else { return nil }
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radii.width * cos(angle), y: center.y + radii.height * sin(angle))
        }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4)
        var curves: [(CGPoint, CGPoint, CGPoint)] = []
        var angle = start
        for _ in 0..<pieces where step != 0 {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            curves.append(
                (
                    CGPoint(x: center.x + radii.width * (c0 - k * s0), y: center.y + radii.height * (s0 + k * c0)),
                    CGPoint(x: center.x + radii.width * (c1 + k * s1), y: center.y + radii.height * (s1 - k * c1)),
                    point(next)
                ))
            angle = next
        }
        return (point(start), curves)
    }

    /// The smallest rectangle holding every point, control points included (Core Graphics'
    /// `boundingBox`); `.null` for an empty path.
    var boundingBox: CGRect {
        var points: [CGPoint] = []
        for segment in segments {
            switch segment {
            case let .move(p), let .line(p): points.append(p)
            case let .curve(c1, c2, p): points += [c1, c2, p]
            case .close: break
            }
        }
        guard let first = points.first else { return .null }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for p in points.dropFirst() {
            (x0, y0, x1, y1) = (min(x0, p.x), min(y0, p.y), max(x1, p.x), max(y1, p.y))
        }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
