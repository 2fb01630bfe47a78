import AutoLayout

extension AuditRules {
    /// Text at least half of whose ink another view paints over: a fill at half opacity or
    /// more, an image, a path or a switch, drawn later (above it) by any other view. Another
    /// view's text over it is `text-overlap`.
    public static let textCovered = AuditRule(
        code: .textCovered, summary: "text at least half hidden by another view drawn above it",
        reference: "WCAG 2.2 SC 1.4.4 Resize Text; Android layout validation: text covered"
    ) { subject, thresholds in
        let layers = subject.painted
        // Per view, in paint order: its ink's area, the part covered, and the views covering it.
        var order: [Int] = []
        var totals: [Int: (ink: Double, covered: Double, by: [Int])] = [:]
        for (index, layer) in layers.layers.enumerated() {
            guard case let .glyphs(_, lines) = layer.kind else { continue }
            var covers: [(Rect, Int)] = []
            for above in layers.layers[(index + 1)...] where above.itemID != layer.itemID {
                let opaque: Bool
                switch above.kind {
                case let .fill(color): opaque = Double(color.alpha) / 255 * above.opacity >= 0.5
                case .picture, .toggle: opaque = above.opacity >= 0.5
                case .border, .glyphs: opaque = false
                }
                if opaque, let visible = above.visible { covers.append((visible, above.itemID)) }
            }
            var total = totals[layer.itemID] ?? (0, 0, [])
            if totals[layer.itemID] == nil { order.append(layer.itemID) }
            for line in lines {
                let shown = layer.clip.map { line.intersection($0) } ?? line
                total.ink += shown.area
                let over = covers.map { ($0.0.intersection(shown), $0.1) }.filter { !$0.0.isEmptyArea }
                total.covered += Rect.unionArea(over.map(\.0))
                for (_, id) in over where !total.by.contains(id) { total.by.append(id) }
            }
            totals[layer.itemID] = total
        }
        return order.compactMap { id -> AuditHit? in
            guard let total = totals[id], total.ink > 0 else { return nil }
            let fraction = total.covered / total.ink
            guard fraction >= thresholds.coveredFraction, fraction > 0 else { return nil }
            let names = total.by.compactMap { subject.entries[$0]?.name }.map { "'\($0)'" }
            return AuditHit(
                itemID: id,
                detail: "\(subject.quoted(id)) \(formatPoints((fraction * 100).rounded()))% covered by "
                    + names.joined(separator: ", "),
                measured: fraction * 100, threshold: thresholds.coveredFraction * 100, unit: "% covered")
        }
    }
}

extension Rect {
    /// The area the rectangles cover together, each point once: the plane cut at every edge
    /// into cells, each cell counted when some rectangle holds its centre.
    static func unionArea(_ rects: [Rect]) -> Double {
        let shown = rects.filter { !$0.isEmptyArea }
        guard shown.count > 1 else { return shown.first?.area ?? 0 }
        let xs = Array(Set(shown.flatMap { [$0.x, $0.maxX] })).sorted()
        let ys = Array(Set(shown.flatMap { [$0.y, $0.maxY] })).sorted()
        var area = 0.0
        for i in 0..<(xs.count - 1) {
            for j in 0..<(ys.count - 1) {
                let centre = Point(x: (xs[i] + xs[i + 1]) / 2, y: (ys[j] + ys[j + 1]) / 2)
                if shown.contains(where: { $0.containsPoint(centre) }) {
                    area += (xs[i + 1] - xs[i]) * (ys[j + 1] - ys[j])
                }
            }
        }
        return area
    }
}
