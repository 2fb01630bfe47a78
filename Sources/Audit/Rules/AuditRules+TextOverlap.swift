import AutoLayout

extension AuditRules {
    /// Two views' text inked over each other: a line of one view's glyphs crossing a line of
    /// another's by more than the edge tolerance both ways. Reported on the view drawn later
    /// (on top), naming the other.
    public static let textOverlap = AuditRule(
        code: .textOverlap, summary: "two views' text drawn over each other",
        reference: "WCAG 2.2 SC 1.4.4 Resize Text; Android layout validation: text overlap"
    ) { subject, thresholds in
        let layers = subject.painted
        let runs = layers.layers.compactMap { layer -> (id: Int, lines: [Rect])? in
            guard case let .glyphs(_, lines) = layer.kind else { return nil }
            return (layer.itemID, lines.map { line in layer.clip.map { line.intersection($0) } ?? line })
        }
        var hits: [AuditHit] = []
        for (index, top) in runs.enumerated() {
            for below in runs[..<index] where below.id != top.id {
                var worst = 0.0
                for a in top.lines {
                    for b in below.lines {
                        let overlap = a.intersection(b)
                        worst = max(worst, min(overlap.width, overlap.height))
                    }
                }
                // Both inks sit on whole pixels: one pixel of contact is the pens' rounding.
                guard worst > thresholds.edgeTolerance + 1 / subject.environment.scale + 1e-6 else { continue }
                let other = subject.entries[below.id]?.name ?? ""
                let hit = AuditHit(
                    itemID: top.id,
                    detail: "\(subject.quoted(top.id)) overlaps the text of '\(other)' by \(formatPoints(worst)) pt",
                    measured: worst, threshold: thresholds.edgeTolerance, unit: "pt")
                if let found = hits.firstIndex(where: { $0.itemID == top.id }) {
                    if worst > hits[found].measured { hits[found] = hit }
                } else {
                    hits.append(hit)
                }
            }
        }
        return hits
    }
}
