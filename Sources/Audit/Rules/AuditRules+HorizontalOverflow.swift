import AutoLayout

extension AuditRules {
    /// Content (text, a control, an image) reaching past the screen's left or right edge,
    /// outside any scroll view: what a row needs at large text sizes or on a 320-pt phone and
    /// the screen does not have.
    public static let horizontalOverflow = AuditRule(
        code: .horizontalOverflow, summary: "content wider than the screen, past its left or right edge",
        reference: "WCAG 2.2 SC 1.4.10 Reflow (320 CSS px); HIG Layout"
    ) { subject, thresholds in
        let screen = subject.screen
        return subject.contentEntries(subject.painted).compactMap { entry -> AuditHit? in
            let frame = entry.frame
            let left = screen.x - frame.x
            let right = frame.maxX - screen.maxX
            let worst = max(left, right)
            guard worst > thresholds.edgeTolerance + 1e-6 else { return nil }
            let edge = right >= left ? "right" : "left"
            return AuditHit(
                itemID: entry.id,
                detail: "\(entry.kind) \(subject.quoted(entry.id)) reaches \(formatPoints(worst)) pt past the "
                    + "screen's \(edge) edge (\(formatPoints(screen.width)) pt wide)",
                measured: worst, threshold: thresholds.edgeTolerance, unit: "pt")
        }
    }
}
