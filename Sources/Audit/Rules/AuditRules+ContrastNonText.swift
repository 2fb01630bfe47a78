import AutoLayout
import Typesetting

extension AuditRules {
    /// A component's boundary against what is behind it, below WCAG's 3:1 for non-text
    /// contrast: a switch's track (its outline when off in the light), a bordered text field
    /// (the better of its border and its fill), a button filled with a colour. Behind means
    /// the composited colours under the view's centre before it paints; over an image: needs
    /// review.
    public static let contrastNonText = AuditRule(
        code: .contrastNonText,
        summary: "a switch track, field border or filled button below 3:1 against what is behind it",
        reference: "WCAG 2.2 SC 1.4.11 Non-text Contrast; HIG Accessibility: color and contrast"
    ) { subject, thresholds in
        let layers = subject.painted
        let minimum = thresholds.nonTextContrast
        var hits: [AuditHit] = []
        var seen = Set<Int>()
        for (index, layer) in layers.layers.enumerated() where !seen.contains(layer.itemID) {
            guard let entry = subject.entries[layer.itemID], let view = subject.views[layer.itemID] else { continue }
            let centre = Point(x: entry.frame.x + entry.frame.width / 2, y: entry.frame.y + entry.frame.height / 2)
            // What the view stands out from, and the colours it shows against it, by part.
            var parts: [(name: String, color: Color)] = []
            switch (view, layer.kind) {
            case let (_ as Switch, .toggle(toggle)):
                parts = [(toggle.hollow == nil ? "switch track" : "switch outline", toggle.track)]
            case (let field as TextField, _) where field.borderStyle != .none:
                let own = layers.layers[index...].prefix { $0.itemID == layer.itemID }
                for part in own {
                    if case let .border(color) = part.kind { parts.append(("field border", color)) }
                    if case let .fill(color) = part.kind { parts.append(("field fill", color)) }
                }
            case let (_ as Button, .fill(color)) where color.alpha > 0:
                parts = [("filled button", color)]
            default:
                continue
            }
            guard !parts.isEmpty, !entry.frame.isEmptyArea else { continue }
            seen.insert(layer.itemID)
            guard let behind = layers.colour(at: centre, below: index) else {
                hits.append(
                    AuditHit(
                        itemID: entry.id,
                        detail: "\(parts[0].name) over an image or drawing: contrast not decided from colours",
                        measured: 0, threshold: minimum, unit: ":1", needsReview: true))
                continue
            }
            let ratios = parts.map { ($0.name, Contrast.ratio(behind.under($0.color, opacity: layer.opacity), behind)) }
            guard let best = ratios.max(by: { $0.1 < $1.1 }), best.1 < minimum else { continue }
            let words = ratios.map { "\($0.0) \(AuditMeasurement.formatRatio($0.1)):1" }.joined(separator: ", ")
            hits.append(
                AuditHit(
                    itemID: entry.id, detail: "\(words) against what is behind it", measured: best.1,
                    threshold: minimum, unit: ":1"))
        }
        return hits
    }
}
