import AutoLayout

extension AuditRules {
    /// Content (text, a control, an image) laid out above the screen's top edge or below its
    /// bottom, outside any scroll view: nobody can scroll to it. Past the sides is
    /// `horizontal-overflow`.
    public static let offscreen = AuditRule(
        code: .offscreen, summary: "content above or below the screen, outside a scroll view",
        reference: "WCAG 2.2 SC 1.4.10 Reflow; Android layout validation: off-screen"
    ) { subject, thresholds in
        let screen = subject.screen
        return subject.contentEntries(subject.painted).compactMap { entry -> AuditHit? in
            let frame = entry.frame
            let above = screen.y - frame.y
            let below = frame.maxY - screen.maxY
            let worst = max(above, below)
            guard worst > thresholds.edgeTolerance + 1e-6 else { return nil }
            let edge = below >= above ? "below the screen's bottom edge" : "above the screen's top edge"
            return AuditHit(
                itemID: entry.id,
                detail: "\(entry.kind) \(subject.quoted(entry.id)) reaches \(formatPoints(worst)) pt \(edge) "
                    + "(\(formatPoints(screen.height)) pt high)",
                measured: worst, threshold: thresholds.edgeTolerance, unit: "pt")
        }
    }
}
