import AutoLayout

// Strokes as filled outlines, so FreeType's anti-aliasing draws them too: a segment is a
// quadrilateral around its centre line; caps extend it, dashes split it, arrows end it with
// a triangle, and polylines square-cap each segment so their joints are covered. Every
// contour turns the same way, so overlapping pieces add up under the non-zero rule instead
// of cancelling.

extension ShapeRasterizer.Path {
    /// How a stroke ends.
    public enum Cap: Sendable {
        /// At the end point.
        case butt
        /// Half the width past the end point.
        case square
    }

    /// A closed polygon through `points` (pixel coordinates, y down).
    public static func polygon(_ points: [(x: Double, y: Double)]) -> Self {
        var path = Self()
        guard points.count >= 3 else { return path }
        path.contours = [points.map { ($0.x, $0.y, .on) }]
        return path
    }

    /// A straight stroke `width` wide from (x0, y0) to (x1, y1).
    public static func segment(
        _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, width: Double,
        cap: Cap = .butt
    ) -> Self {
        var path = Self()
        path.addSegment(x0, y0, x1, y1, width: width, cap: cap)
        return path
    }

    /// A dashed stroke: `dash` on, `gap` off, starting with a dash at (x0, y0). With `visible`,
    /// only the dashes that cross it are made, in the phase they have on the whole line: a
    /// line 1e308 long costs what is on screen.
    public static func dashedSegment(
        _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, width: Double,
        dash: Double, gap: Double, visible: Rect? = nil
    ) -> Self {
        var path = Self()
        guard dash > 0, gap >= 0, dash.isFinite, gap.isFinite, width.isFinite else { return path }
        guard let line = Self.visibleStretch(x0, y0, x1, y1, within: visible, margin: width) else { return path }
        let (ux, uy) = (line.ux, line.uy)
        // The dash that covers the entry, in the line's own phase; then offsets from the entry,
        // so they stay small and exact however far away the line starts.
        let period = dash + gap
        let phase = line.from.truncatingRemainder(dividingBy: period) // exact, in [0, period)
        let (cx, cy) = line.entry
        let limit = ((line.exit.x - cx) * (line.exit.x - cx) + (line.exit.y - cy) * (line.exit.y - cy)).squareRoot()
        var start = -phase
        while start < limit {
            let end = min(limit, start + dash)
            if end > 0 {
                path.addSegment(
                    cx + ux * start, cy + uy * start, cx + ux * end, cy + uy * end, width: width, cap: .butt)
            }
            start = end + gap
        }
        return path
    }

    /// The stretch of the line from (x0, y0) to (x1, y1) inside `visible` grown by `margin`
    /// (all of it without one): where it enters and leaves, its direction, and how far along
    /// the line it enters (for the dash phase); nil when none of it is visible or it is not a
    /// line (a point, or a NaN end). Entry and exit are computed on the box's sides, not as
    /// start + distance × direction, which loses every digit when the start is 1e308 away.
    static func visibleStretch(
        _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, within visible: Rect?,
        margin: Double
    )
        -> (entry: (x: Double, y: Double), exit: (x: Double, y: Double), ux: Double, uy: Double, from: Double)?
    {
        // An infinite end (a constraint 1e308 long, scaled) is pulled in like a far one; NaN
        // has no place at all.
        guard !x0.isNaN, !y0.isNaN, !x1.isNaN, !y1.isNaN else { return nil }
        let far = farthest
        let a = (x: max(-far, min(far, x0)), y: max(-far, min(far, y0)))
        let b = (x: max(-far, min(far, x1)), y: max(-far, min(far, y1)))
        let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        guard length > 0 else { return nil }
        let ux = (b.x - a.x) / length, uy = (b.y - a.y) / length
        guard let visible else { return (a, b, ux, uy, 0) }
        // Liang–Barsky: narrow [from, to] by each side of the box, remembering which side set
        // each end.
        var from = 0.0, to = length
        var entry = a, exit = b
        let m = max(0, margin)
        let sides = [
            (a.x, ux, visible.x - m, visible.maxX + m, true), (a.y, uy, visible.y - m, visible.maxY + m, false),
        ]
        for (start, direction, lo, hi, isX) in sides {
            if direction == 0 {
                guard start >= lo, start <= hi else { return nil }
                continue
            }
            let (near, farSide) = direction > 0 ? (lo, hi) : (hi, lo)
            let t0 = (near - start) / direction, t1 = (farSide - start) / direction
            if t0 > from {
                from = t0
                entry = isX ? (near, a.y + uy * t0) : (a.x + ux * t0, near)
            }
            if t1 < to {
                to = t1
                exit = isX ? (farSide, a.y + uy * t1) : (a.x + ux * t1, farSide)
            }
        }
        // Whether any of it is left, judged on the points: `from` and `to` may both round to
        // the same huge distance when the start is 1e150 away.
        guard (exit.x - entry.x) * ux + (exit.y - entry.y) * uy > 0 else { return nil }
        return (entry, exit, ux, uy, from)
    }

    /// A stroke with a filled triangular head at (x1, y1).
    public static func arrow(
        _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, width: Double,
        headLength: Double, headWidth: Double
    ) -> Self {
        var path = Self()
        let length = ((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)).squareRoot()
        guard length > 0 else { return path }
        let ux = (x1 - x0) / length, uy = (y1 - y0) / length
        let head = min(headLength, length)
        let bx = x1 - ux * head, by = y1 - uy * head
        path.addSegment(x0, y0, bx, by, width: width, cap: .butt)
        let nx = -uy * headWidth / 2, ny = ux * headWidth / 2
        path.contours.append([(bx + nx, by + ny, .on), (x1, y1, .on), (bx - nx, by - ny, .on)])
        return path
    }

    /// Connected straight strokes through `points`.
    public static func polyline(_ points: [(x: Double, y: Double)], width: Double) -> Self {
        var path = Self()
        for (a, b) in zip(points, points.dropFirst()) {
            path.addSegment(a.x, a.y, b.x, b.y, width: width, cap: .square)
        }
        return path
    }

    /// The outline of a rectangle, `width` wide, drawn dashed.
    public static func dashedRectangle(
        _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, width: Double,
        dash: Double, gap: Double, visible: Rect? = nil
    ) -> Self {
        var path = Self()
        let half = width / 2
        let sides = [
            (x0, y0 + half, x1, y0 + half), (x1 - half, y0, x1 - half, y1),
            (x1, y1 - half, x0, y1 - half), (x0 + half, y1, x0 + half, y0),
        ]
        for side in sides {
            path.contours +=
                dashedSegment(
                    side.0, side.1, side.2, side.3, width: width, dash: dash, gap: gap,
                    visible: visible
                ).contours
        }
        return path
    }

    mutating func addSegment(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, width: Double, cap: Cap) {
        let length = ((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)).squareRoot()
        guard length > 0, width > 0 else { return }
        let ux = (x1 - x0) / length, uy = (y1 - y0) / length
        let extend = cap == .square ? width / 2 : 0
        let sx = x0 - ux * extend, sy = y0 - uy * extend
        let ex = x1 + ux * extend, ey = y1 + uy * extend
        let nx = -uy * width / 2, ny = ux * width / 2
        contours.append([
            (sx + nx, sy + ny, .on), (ex + nx, ey + ny, .on), (ex - nx, ey - ny, .on), (sx - nx, sy - ny, .on),
        ])
    }
}
