import AutoLayout
import Typesetting

extension AuditRules {
    /// Text at a fixed size, which Dynamic Type does not enlarge. When no text on the screen
    /// scales, one finding on the screen's root; when some does and some does not (Xcode's
    /// "partially unsupported"), one on each text that does not.
    public static let fontNotScaling = AuditRule(
        code: .fontNotScaling, summary: "text at a fixed size that Dynamic Type does not scale",
        reference: "WCAG 2.2 SC 1.4.4 Resize Text; HIG Typography: Dynamic Type"
    ) { subject, _ in
        let texts = subject.layout.entries.compactMap { entry -> (id: Int, font: Font)? in
            guard !subject.invisible.contains(entry.id), let shown = subject.shownText(entry.id) else { return nil }
            return (entry.id, shown.font)
        }
        let scaling = texts.filter { $0.font.scalesWithContentSize }.count
        guard !texts.isEmpty, scaling < texts.count, let root = subject.layout.entries.first else { return [] }
        if scaling == 0 {
            var sizes: [Double] = []
            for text in texts where !sizes.contains(text.font.size) { sizes.append(text.font.size) }
            let list = sizes.sorted().map { "\(formatPoints($0)) pt" }.joined(separator: ", ")
            return [
                AuditHit(
                    itemID: root.id,
                    detail: "Dynamic Type unsupported: "
                        + (texts.count == 1
                            ? "the screen's one text does not scale (\(list))"
                            : "none of the screen's \(texts.count) texts scales (\(list))"),
                    measured: 0, threshold: Double(texts.count), unit: "texts scaling")
            ]
        }
        return texts.filter { !$0.font.scalesWithContentSize }.map { text in
            AuditHit(
                itemID: text.id,
                detail: "\(subject.quoted(text.id)) stays at \(formatPoints(text.font.size)) pt: Dynamic Type "
                    + "partially unsupported (\(scaling) of the screen's \(texts.count) texts scale)",
                measured: Double(scaling), threshold: Double(texts.count), unit: "texts scaling")
        }
    }
}
