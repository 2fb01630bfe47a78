import AutoLayout
import Typesetting

/// Draws overlay pieces given in points at the render's scale. Remembers where captions
/// went, so a later one steps aside instead of printing over an earlier one.
final class DebugPen {
    let renderer: Renderer
    let scale: Double
    /// The screen in points: captions stay inside it.
    let canvas: Size
    let font = Font.systemFont(ofSize: DebugPalette.captionSize, weight: .semibold)
    private var placed: [Rect] = []

    init(renderer: Renderer, scale: Double, canvas: Size) {
        self.renderer = renderer
        self.scale = scale
        self.canvas = canvas
    }

    enum CaptionAnchor { case topLeft, above, below, right }

    func stroke(_ path: ShapeRasterizer.Path, _ color: Color, into bitmap: inout Bitmap) {
        renderer.shapes.fill(path.scaled(by: scale), color: color, into: &bitmap)
    }

    /// The bitmap in points with a margin: lines are cut to it before they become outlines, so
    /// a constraint 1e308 points long costs what is on screen.
    func visible(_ bitmap: Bitmap) -> Rect {
        let margin = 8.0
        return Rect(
            x: -margin, y: -margin, width: Double(bitmap.width) / scale + 2 * margin,
            height: Double(bitmap.height) / scale + 2 * margin)
    }

    func line(
        _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, color: Color, dashed: Bool,
        into bitmap: inout Bitmap
    ) {
        let width = DebugPalette.lineWidth
        let path: ShapeRasterizer.Path
        if dashed {
            path = .dashedSegment(
                x0, y0, x1, y1, width: width, dash: DebugPalette.dash, gap: DebugPalette.gap,
                visible: visible(bitmap))
        } else if abs(x0) < Self.near, abs(y0) < Self.near, abs(x1) < Self.near, abs(y1) < Self.near {
            path = .segment(x0, y0, x1, y1, width: width)
        } else {
            // Far ends: only the visible stretch (butt ends fall outside the bitmap).
            guard
                let stretch = ShapeRasterizer.Path.visibleStretch(
                    x0, y0, x1, y1, within: visible(bitmap),
                    margin: width)
            else { return }
            path = .segment(stretch.entry.x, stretch.entry.y, stretch.exit.x, stretch.exit.y, width: width)
        }
        stroke(path, color, into: &bitmap)
    }

    /// Lines within this many points of the origin are drawn whole, as they always were.
    static let near = 100_000.0

    /// A line with short perpendicular caps at both ends; a mark across the edge when the
    /// two ends meet.
    func iBar(
        _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, color: Color, dashed: Bool,
        into bitmap: inout Bitmap
    ) {
        let horizontal = abs(y1 - y0) < 1e-9
        let half = DebugPalette.capLength / 2
        if abs(x1 - x0) + abs(y1 - y0) < 1 {
            // Coincident anchors: a bar along the shared edge.
            let path: ShapeRasterizer.Path =
                horizontal
                ? .segment(x0, y0 - half * 1.5, x0, y0 + half * 1.5, width: DebugPalette.lineWidth * 1.5)
                : .segment(x0 - half * 1.5, y0, x0 + half * 1.5, y0, width: DebugPalette.lineWidth * 1.5)
            stroke(path, color, into: &bitmap)
            return
        }
        line(x0, y0, x1, y1, color: color, dashed: dashed, into: &bitmap)
        for (x, y) in [(x0, y0), (x1, y1)] {
            let cap: ShapeRasterizer.Path =
                horizontal
                ? .segment(x, y - half, x, y + half, width: DebugPalette.lineWidth)
                : .segment(x - half, y, x + half, y, width: DebugPalette.lineWidth)
            stroke(cap, color, into: &bitmap)
        }
    }

    func cross(at x: Double, _ y: Double, color: Color, into bitmap: inout Bitmap) {
        let h = DebugPalette.crossSize / 2
        var path = ShapeRasterizer.Path.segment(
            x - h, y - h, x + h, y + h, width: DebugPalette.lineWidth * 1.5, cap: .square)
        path.contours +=
            ShapeRasterizer.Path.segment(
                x - h, y + h, x + h, y - h, width: DebugPalette.lineWidth * 1.5,
                cap: .square
            ).contours
        stroke(path, color, into: &bitmap)
    }

    /// One constraint: an I-bar between two locations on one axis, an I-bar across a view
    /// for a size, and for a size equal to another's, both I-bars joined by a line.
    func draw(_ status: ConstraintStatus, _ g: ConstraintGeometry, color: Color, into bitmap: inout Bitmap)
        throws(TypesettingError)
    {
        let dashed = status.error > 0
        var mid: (x: Double, y: Double)
        var captionAnchor = CaptionAnchor.above
        let first = g.first
        if first.attribute.isSize {
            let across = first.attribute == .width
            let f = first.frame
            // Sizes to constants sit just inside the top (left) edge, sizes to other sizes
            // inside the bottom (right) edge, so the two kinds do not overlap.
            let inset = g.second == nil ? 4.0 : -4.0
            func bar(_ frame: Rect) -> (Double, Double, Double, Double) {
                across
                    ? (
                        frame.x, inset > 0 ? frame.y + inset : frame.y + frame.height + inset, frame.x + frame.width,
                        inset > 0 ? frame.y + inset : frame.y + frame.height + inset
                    )
                    : (
                        inset > 0 ? frame.x + inset : frame.x + frame.width + inset, frame.y,
                        inset > 0 ? frame.x + inset : frame.x + frame.width + inset, frame.y + frame.height
                    )
            }
            let a = bar(f)
            iBar(a.0, a.1, a.2, a.3, color: color, dashed: dashed, into: &bitmap)
            mid = ((a.0 + a.2) / 2, (a.1 + a.3) / 2)
            if let second = g.second {
                let b = bar(second.frame)
                iBar(b.0, b.1, b.2, b.3, color: color, dashed: dashed, into: &bitmap)
                line(mid.x, mid.y, (b.0 + b.2) / 2, (b.1 + b.3) / 2, color: color, dashed: true, into: &bitmap)
            }
            // Inside the view, away from the spacing captions around its edges.
            captionAnchor = across ? (g.second == nil ? .below : .above) : .right
        } else {
            let second = g.second ?? first
            let horizontal = first.attribute.axis == .horizontal
            // Along the other axis: the middle of the stretch both items share, or the first
            // item's middle when they share none.
            func shared(_ a: Rect, _ b: Rect) -> Double {
                let lo = horizontal ? max(a.y, b.y) : max(a.x, b.x)
                let hi = horizontal ? min(a.y + a.height, b.y + b.height) : min(a.x + a.width, b.x + b.width)
                if lo <= hi, hi - lo >= 1 { return (lo + hi) / 2 }
                // No common stretch (or a zero-size guide): the middle of the item that has
                // some extent, the first one if both do.
                let aExtent = horizontal ? a.height : a.width
                let c = aExtent >= 1 ? a : b
                return horizontal ? c.y + c.height / 2 : c.x + c.width / 2
            }
            let across = shared(first.frame, second.frame)
            if horizontal {
                iBar(first.value, across, second.value, across, color: color, dashed: dashed, into: &bitmap)
                mid = ((first.value + second.value) / 2, across)
            } else {
                iBar(across, first.value, across, second.value, color: color, dashed: dashed, into: &bitmap)
                mid = (across, (first.value + second.value) / 2)
                captionAnchor = .right
            }
        }
        if status.state == .broken { cross(at: mid.x, mid.y, color: color, into: &bitmap) }
        var text = caption(of: g)
        if status.error > 0 { text += " (error \(formatPoints(status.error)))" }
        if status.state == .broken { text += " (broken)" }
        try caption(text, at: mid, anchor: captionAnchor, color: color, into: &bitmap)
    }

    /// The constant, with the relation and multiplier when they are not `=` and 1.
    func caption(of g: ConstraintGeometry) -> String {
        var parts: [String] = []
        if g.relation != .equal { parts.append(g.relation == .greaterThanOrEqual ? "≥" : "≤") }
        if let second = g.second, g.first.attribute.isSize {
            parts.append((g.multiplier != 1 ? "\(formatPoints(g.multiplier))× " : "") + second.item)
            if g.constant != 0 { parts.append((g.constant > 0 ? "+ " : "- ") + formatPoints(abs(g.constant))) }
        } else {
            if g.multiplier != 1 { parts.append("\(formatPoints(g.multiplier))×") }
            parts.append(formatPoints(g.constant))
        }
        return parts.joined(separator: " ")
    }

    /// Text on a pale rounded plate, placed against `point`.
    func caption(
        _ text: String, at point: (x: Double, y: Double), anchor: CaptionAnchor, color: Color,
        into bitmap: inout Bitmap
    ) throws(TypesettingError) {
        guard !text.isEmpty else { return }
        let layout = try renderer.textEngine.layout(text, font: font)
        let size = layout.size
        let pad = 2.0
        let w = size.width + 2 * pad, h = size.height
        var origin: (x: Double, y: Double)
        switch anchor {
        case .topLeft: origin = (point.x, point.y)
        case .above: origin = (point.x - w / 2, point.y - h - 2)
        case .right: origin = (point.x + 3, point.y - h / 2)
        case .below: origin = (point.x - w / 2, point.y + 3)
        }
        origin.x = max(0, min(origin.x, canvas.width - w))
        origin.y = max(0, min(origin.y, canvas.height - h))
        // Step down (then wrap to the top) past captions already placed, a few times at most:
        // dense layouts get readable labels near their constraints rather than a pile-up.
        for _ in 0..<6 {
            let box = Rect(x: origin.x, y: origin.y, width: w, height: h)
            guard let other = placed.first(where: { $0.overlaps(box) }) else { break }
            origin.y = other.y + other.height + 1
            if origin.y + h > canvas.height { origin.y = max(0, other.y - h - 1) }
        }
        placed.append(Rect(x: origin.x, y: origin.y, width: w, height: h))
        stroke(
            .roundedRectangle(origin.x, origin.y, origin.x + w, origin.y + h, radius: 3), DebugPalette.paper,
            into: &bitmap)
        try renderer.drawText(
            layout, in: Rect(x: origin.x + pad, y: origin.y, width: size.width, height: h),
            alignment: .left, color: color, centred: false, scale: scale, into: &bitmap)
    }

    static let legendRows: [(Color, String, Bool)] = [
        (DebugPalette.satisfied, "satisfied constraint", false),
        (DebugPalette.unsatisfied, "unmet optional constraint (error)", true),
        (DebugPalette.conflicting, "conflicting set (✕ broken)", false),
        (DebugPalette.ambiguous, "ambiguous view (dashed: alternatives)", false),
    ]
    static let legendRowHeight = 14.0

    /// The strip below the screen that holds the legend.
    var legendHeight: Double { Self.legendRowHeight * Double(Self.legendRows.count) + 12 }

    /// Swatches and words for the four colours, one per row, in the strip from `top`.
    func legend(top: Double, into bitmap: inout Bitmap) throws(TypesettingError) {
        for (index, row) in Self.legendRows.enumerated() {
            let cy = top + 6 + Self.legendRowHeight * (Double(index) + 0.5)
            line(8, cy, 30, cy, color: row.0, dashed: row.2, into: &bitmap)
            let layout = try renderer.textEngine.layout(row.1, font: font)
            try renderer.drawText(
                layout,
                in: Rect(
                    x: 36, y: cy - layout.size.height / 2, width: layout.size.width,
                    height: layout.size.height),
                alignment: .left, color: DebugPalette.ink, centred: false, scale: scale, into: &bitmap)
        }
    }
}

extension ShapeRasterizer.Path {
    /// The same path with every coordinate multiplied (points to pixels), kept finite: a frame
    /// at 1e308 points must not become an infinity the rasterizer drops whole.
    func scaled(by factor: Double) -> Self {
        let far = Self.farthest
        func scale(_ value: Double) -> Double { value.isNaN ? value : max(-far, min(far, value * factor)) }
        var path = self
        path.contours = contours.map { $0.map { (scale($0.x), scale($0.y), $0.tag) } }
        return path
    }
}

extension Rect {
    func overlaps(_ other: Rect) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }
}
