import AutoLayout
import Typesetting

extension AuditRules {
    /// Glyph ink outside the view that draws it (UIKit draws a label's, a button's or a field's
    /// text into the view's own bounds, so ink beyond them is cut), or outside an ancestor
    /// that clips its subviews, up to the nearest scroll view (what scrolls out of a scroll
    /// view comes back into view). A text view that scrolls may hold more than it shows. One
    /// pixel is allowed beyond the tolerance for the pen's rounding to the pixel grid.
    public static let textClipped = AuditRule(
        code: .textClipped, summary: "glyph ink outside its view, or outside an ancestor that clips",
        reference: "WCAG 2.2 SC 1.4.4 Resize Text; HIG Typography: Dynamic Type"
    ) { subject, thresholds in
        let layers = subject.painted
        let clips = Dictionary(
            zip(subject.layout.entries, subject.drawing.views).map { ($0.id, $1.clipsSubviews) },
            uniquingKeysWith: { first, _ in first })
        var hits: [AuditHit] = []
        for layer in layers.layers {
            guard case let .glyphs(glyphs, _) = layer.kind, let entry = subject.entries[layer.itemID] else { continue }
            // The boxes that cut this text: its own view's, then each clipping ancestor's.
            var boxes: [(Rect, String)] = []
            if (subject.views[entry.id] as? TextView)?.isScrollEnabled != true {
                boxes.append((entry.frame, "its \(entry.kind)"))
            }
            var current = entry.parentID
            while let id = current, let ancestor = subject.entries[id] {
                let view = subject.views[id]
                if view is ScrollView || (view as? TextView)?.isScrollEnabled == true { break }
                if clips[id] == true { boxes.append((ancestor.frame, "'\(ancestor.name)', which clips")) }
                current = ancestor.parentID
            }
            // Ink sits on whole pixels (pen positions rounded, as the renderer draws them) and
            // frames do not, and an antialiased edge may add a faint pixel: one is not a cut.
            let rounding = 1 / subject.environment.scale
            guard
                let worst = boxes.map({ (layer.rect.overhang(beyond: $0.0), $0.1) }).max(by: { $0.0 < $1.0 }),
                worst.0 > thresholds.edgeTolerance + rounding + 1e-6
            else { continue }
            let hit = AuditHit(
                itemID: entry.id,
                detail: "\(subject.quoted(entry.id)) (\(formatPoints(glyphs.size)) pt) inked "
                    + "\(formatPoints(worst.0)) pt outside \(worst.1)",
                measured: worst.0, threshold: thresholds.edgeTolerance, unit: "pt")
            if let index = hits.firstIndex(where: { $0.itemID == entry.id }) {
                if hit.measured > hits[index].measured { hits[index] = hit }
            } else {
                hits.append(hit)
            }
        }
        return hits
    }
}
