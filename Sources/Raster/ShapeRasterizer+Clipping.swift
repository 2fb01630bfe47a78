// Geometry is clipped to a box around the bitmap before it becomes FreeType's 26.6 fixed
// point: a view 1e9 points wide, a constraint line 1e308 long, or a NaN from a degenerate
// frame must cost what is visible and never overflow a conversion. Contours inside the box
// pass untouched (so ordinary pictures keep their exact pixels); contours wholly outside it
// are dropped (their winding number is zero everywhere inside); the rest are clipped as
// polygons (Sutherland–Hodgman keeps the winding of every point inside the box), their
// cubic arcs flattened first.

extension ShapeRasterizer.Path {
    typealias Box = (x0: Double, y0: Double, x1: Double, y1: Double)

    /// Coordinates beyond this are pulled in before clipping, so differences of two of them
    /// stay finite.
    static let farthest = 1e150

    /// The part of the path that can touch `box`; contours with a non-finite point are left out.
    func clipped(to box: Box) -> Self {
        var result = Self()
        for contour in contours where !contour.isEmpty {
            guard contour.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { continue }
            var lo = (x: Double.infinity, y: Double.infinity), hi = (x: -Double.infinity, y: -Double.infinity)
            for point in contour {
                lo = (min(lo.x, point.x), min(lo.y, point.y))
                hi = (max(hi.x, point.x), max(hi.y, point.y))
            }
            if lo.x >= box.x0, lo.y >= box.y0, hi.x <= box.x1, hi.y <= box.y1 {
                result.contours.append(contour)
                continue
            }
            if hi.x < box.x0 || hi.y < box.y0 || lo.x > box.x1 || lo.y > box.y1 { continue }
            let far = Self.farthest
            let pulledIn = contour.map { (x: max(-far, min(far, $0.x)), y: max(-far, min(far, $0.y)), tag: $0.tag) }
            let polygon = Self.clip(Self.flattened(pulledIn), to: box)
            if polygon.count >= 3 { result.contours.append(polygon.map { ($0.x, $0.y, .on) }) }
        }
        return result
    }

    /// The contour as straight edges: each cubic arc (on, cubic, cubic, on) split into pieces
    /// by the length of its control polygon.
    static func flattened(_ contour: [(x: Double, y: Double, tag: Tag)]) -> [(x: Double, y: Double)] {
        guard contour.contains(where: { $0.tag == .cubic }) else { return contour.map { ($0.x, $0.y) } }
        let n = contour.count
        var out: [(x: Double, y: Double)] = []
        var index = 0
        while index < n {
            let point = contour[index]
            guard point.tag == .cubic, index + 1 < n, let start = out.last else {
                if point.tag == .on { out.append((point.x, point.y)) }
                index += 1
                continue
            }
            let c1 = point, c2 = contour[index + 1], end = contour[(index + 2) % n]
            func distance(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
                ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            }
            let length =
                distance(start, (c1.x, c1.y)) + distance((c1.x, c1.y), (c2.x, c2.y))
                + distance((c2.x, c2.y), (end.x, end.y))
            let pieces = Int(max(1, min(256, length.squareRoot())))
            for step in 1...pieces {
                let t = Double(step) / Double(pieces), u = 1 - t
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                out.append(
                    (a * start.x + b * c1.x + c * c2.x + d * end.x, a * start.y + b * c1.y + c * c2.y + d * end.y))
            }
            // An arc that closes the contour ends on its first point, already there.
            if index + 2 >= n { out.removeLast() }
            index += 3
        }
        return out
    }

    /// Sutherland–Hodgman against the four sides of `box`.
    static func clip(_ polygon: [(x: Double, y: Double)], to box: Box) -> [(x: Double, y: Double)] {
        var points = polygon
        let sides:
            [(
                inside: ((x: Double, y: Double)) -> Bool,
                cut: ((x: Double, y: Double), (x: Double, y: Double)) -> (x: Double, y: Double)
            )] = [
                ({ $0.x >= box.x0 }, { a, b in (box.x0, a.y + (b.y - a.y) * (box.x0 - a.x) / (b.x - a.x)) }),
                ({ $0.x <= box.x1 }, { a, b in (box.x1, a.y + (b.y - a.y) * (box.x1 - a.x) / (b.x - a.x)) }),
                ({ $0.y >= box.y0 }, { a, b in (a.x + (b.x - a.x) * (box.y0 - a.y) / (b.y - a.y), box.y0) }),
                ({ $0.y <= box.y1 }, { a, b in (a.x + (b.x - a.x) * (box.y1 - a.y) / (b.y - a.y), box.y1) }),
            ]
        for side in sides {
            guard let last = points.last else { break }
            var out: [(x: Double, y: Double)] = []
            var previous = last
            for point in points {
                let inNow = side.inside(point), inBefore = side.inside(previous)
                if inNow {
                    if !inBefore { out.append(side.cut(previous, point)) }
                    out.append(point)
                } else if inBefore {
                    out.append(side.cut(previous, point))
                }
                previous = point
            }
            points = out
        }
        return points
    }
}
