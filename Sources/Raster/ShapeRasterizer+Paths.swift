import AutoLayout
import CFreeType

// A view's own paths (`DrawnPath`): filled as they are, or stroked by FreeType's stroker,
// whose outline (both sides of the line, its joins and caps) is then filled by the nonzero
// rule like any other shape. FreeType's joins and caps are PostScript's, which Core Graphics
// follows: a miter past its limit becomes a bevel, a butt cap ends at the point, a square
// cap half the width beyond it.

extension ShapeRasterizer {
    /// Draws `drawn` at `scale` pixels per point in `color` (the path's, at the view's
    /// opacity).
    public func draw(_ drawn: DrawnPath, scale: Double, color: Color, into bitmap: inout Bitmap) {
        let subpaths = Self.subpaths(of: drawn, scale: scale)
        switch drawn.paint {
        case let .fill(evenOdd):
            var path = Path()
            path.contours = subpaths.map(\.points).filter { $0.count >= 3 }
            fill(path, color: color, evenOdd: evenOdd, into: &bitmap)
        case let .stroke(stroke):
            guard stroke.width.isFinite, stroke.width > 0 else { return }
            fill(self.stroke(subpaths, stroke, scale: scale), color: color, into: &bitmap)
        }
    }

    /// One subpath in pixels (y down), in the contour form `Path` uses.
    struct Subpath {
        var points: [(x: Double, y: Double, tag: Path.Tag)]
        var closed: Bool
    }

    /// Pixels beyond this distance from the origin are pulled in before stroking, so that
    /// FreeType's 26.6 fixed point and its 16.16 products never overflow.
    static let strokeReach = Double(1 << 20)

    /// The path's subpaths at `scale`; a subpath with a point that is not finite is left out
    /// (Core Graphics draws nothing sensible there either), and a `line` or `curve` with no
    /// subpath before it starts one.
    static func subpaths(of drawn: DrawnPath, scale: Double) -> [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var broken = false
        func pixel(_ point: Point) -> (Double, Double) {
            if !point.x.isFinite || !point.y.isFinite { broken = true }
            return (point.x * scale, point.y * scale)
        }
        func finish() {
            if let subpath = current, !broken, subpath.points.count > 1 { result.append(subpath) }
            current = nil
            broken = false
        }
        for element in drawn.elements {
            switch element {
            case let .move(point):
                finish()
                let (x, y) = pixel(point)
                current = Subpath(points: [(x, y, .on)], closed: false)
            case let .line(point):
                let (x, y) = pixel(point)
                if current == nil { current = Subpath(points: [(x, y, .on)], closed: false) }
                current?.points.append((x, y, .on))
            case let .curve(c1, c2, end):
                let (x1, y1) = pixel(c1), (x2, y2) = pixel(c2), (x, y) = pixel(end)
                if current == nil { current = Subpath(points: [(x1, y1, .on)], closed: false) }
                current?.points += [(x1, y1, .cubic), (x2, y2, .cubic), (x, y, .on)]
            case .close:
                if current != nil {
                    current?.closed = true
                    // A closed subpath goes on from where it started (Core Graphics' rule).
                    let start = current?.points.first
                    finish()
                    if let start { current = Subpath(points: [start], closed: false) }
                }
            }
        }
        finish()
        return result
    }

    /// The outline of `subpaths` stroked with `stroke`, from FreeType's stroker.
    func stroke(_ subpaths: [Subpath], _ stroke: DrawnPath.Stroke, scale: Double) -> Path {
        guard let library, !subpaths.isEmpty else { return Path() }
        var stroker: FT_Stroker?
        guard FT_Stroker_New(library, &stroker) == 0, let stroker else { return Path() }
        defer { FT_Stroker_Done(stroker) }
        let radius = min(stroke.width * scale / 2, Self.strokeReach)
        let cap: FT_Stroker_LineCap =
            switch stroke.cap {
            case .butt: FT_STROKER_LINECAP_BUTT
            case .round: FT_STROKER_LINECAP_ROUND
            case .square: FT_STROKER_LINECAP_SQUARE
            }
        let join: FT_Stroker_LineJoin =
            switch stroke.join {
            case .miter: FT_STROKER_LINEJOIN_MITER_FIXED
            case .round: FT_STROKER_LINEJOIN_ROUND
            case .bevel: FT_STROKER_LINEJOIN_BEVEL
            }
        // Below 1 every join is a bevel in Core Graphics; FreeType wants at least 1.
        let miterLimit = max(1, min(stroke.miterLimit.isFinite ? stroke.miterLimit : 1, 1e4))
        FT_Stroker_Set(stroker, FT_Fixed((radius * 64).rounded()), cap, join, FT_Fixed((miterLimit * 65536).rounded()))

        func vector(_ point: (x: Double, y: Double, tag: Path.Tag)) -> FT_Vector {
            let reach = Self.strokeReach
            return FT_Vector(
                x: FT_Pos((max(-reach, min(reach, point.x)) * 64).rounded()),
                y: FT_Pos((max(-reach, min(reach, point.y)) * 64).rounded()))
        }
        var result = Path()
        for subpath in subpaths {
            var start = vector(subpath.points[0])
            // Stroked one subpath at a time: FreeType's border buffers grow with the outline,
            // and a subpath that fails (a degenerate curve) costs only itself.
            FT_Stroker_Rewind(stroker)
            guard FT_Stroker_BeginSubPath(stroker, &start, subpath.closed ? 0 : 1) == 0 else { continue }
            var index = 1
            var failed = false
            while index < subpath.points.count, !failed {
                let point = subpath.points[index]
                if point.tag == .cubic, index + 2 < subpath.points.count {
                    var c1 = vector(point), c2 = vector(subpath.points[index + 1])
                    var end = vector(subpath.points[index + 2])
                    failed = FT_Stroker_CubicTo(stroker, &c1, &c2, &end) != 0
                    index += 3
                } else {
                    var end = vector(point)
                    failed = FT_Stroker_LineTo(stroker, &end) != 0
                    index += 1
                }
            }
            guard !failed, FT_Stroker_EndSubPath(stroker) == 0 else { continue }
            result.contours += exported(stroker, library: library)
        }
        return result
    }

    /// What the stroker holds, as contours in pixels (its conic arcs raised to cubics).
    private func exported(_ stroker: FT_Stroker, library: FT_Library) -> [[(x: Double, y: Double, tag: Path.Tag)]] {
        var points: FT_UInt = 0
        var contours: FT_UInt = 0
        guard FT_Stroker_GetCounts(stroker, &points, &contours) == 0, points > 0, contours > 0,
            points < FT_UInt(Self.maximumPoints), contours < FT_UInt(Self.maximumPoints)
        else { return [] }
        var outline = FT_Outline()
        guard FT_Outline_New(library, points, Int32(contours), &outline) == 0 else { return [] }
        defer { FT_Outline_Done(library, &outline) }
        outline.n_points = 0
        outline.n_contours = 0
        FT_Stroker_Export(stroker, &outline)
        let collector = OutlineCollector()
        var funcs = FT_Outline_Funcs()
        funcs.move_to = { to, user in
            guard let to, let user else { return 1 }
            Unmanaged<OutlineCollector>.fromOpaque(user).takeUnretainedValue().move(to.pointee)
            return 0
        }
        funcs.line_to = { to, user in
            guard let to, let user else { return 1 }
            Unmanaged<OutlineCollector>.fromOpaque(user).takeUnretainedValue().line(to.pointee)
            return 0
        }
        funcs.conic_to = { control, to, user in
            guard let control, let to, let user else { return 1 }
            Unmanaged<OutlineCollector>.fromOpaque(user).takeUnretainedValue().conic(control.pointee, to.pointee)
            return 0
        }
        funcs.cubic_to = { c1, c2, to, user in
            guard let c1, let c2, let to, let user else { return 1 }
            Unmanaged<OutlineCollector>.fromOpaque(user).takeUnretainedValue().cubic(c1.pointee, c2.pointee, to.pointee)
            return 0
        }
        let status = withExtendedLifetime(collector) {
            FT_Outline_Decompose(&outline, &funcs, Unmanaged.passUnretained(collector).toOpaque())
        }
        guard status == 0 else { return [] }
        return collector.contours.filter { $0.count >= 3 }
    }
}

/// Receives `FT_Outline_Decompose`'s calls: 26.6 vectors back to pixels, conic arcs as cubics.
private final class OutlineCollector {
    var contours: [[(x: Double, y: Double, tag: ShapeRasterizer.Path.Tag)]] = []
    private var last = (x: 0.0, y: 0.0)

    private static func pixels(_ vector: FT_Vector) -> (x: Double, y: Double) {
        (Double(vector.x) / 64, Double(vector.y) / 64)
    }

    func move(_ to: FT_Vector) {
        last = Self.pixels(to)
        contours.append([(last.x, last.y, .on)])
    }

    func line(_ to: FT_Vector) {
        last = Self.pixels(to)
        contours[contours.count - 1].append((last.x, last.y, .on))
    }

    /// A quadratic arc is the cubic whose control points lie two thirds of the way from
    /// each end towards its one control point.
    func conic(_ control: FT_Vector, _ to: FT_Vector) {
        let q = Self.pixels(control), end = Self.pixels(to)
        let c1 = (x: last.x + 2 / 3 * (q.x - last.x), y: last.y + 2 / 3 * (q.y - last.y))
        let c2 = (x: end.x + 2 / 3 * (q.x - end.x), y: end.y + 2 / 3 * (q.y - end.y))
        contours[contours.count - 1] += [(c1.x, c1.y, .cubic), (c2.x, c2.y, .cubic), (end.x, end.y, .on)]
        last = end
    }

    func cubic(_ c1: FT_Vector, _ c2: FT_Vector, _ to: FT_Vector) {
        let a = Self.pixels(c1), b = Self.pixels(c2)
        last = Self.pixels(to)
        contours[contours.count - 1] += [(a.x, a.y, .cubic), (b.x, b.y, .cubic), (last.x, last.y, .on)]
    }
}
