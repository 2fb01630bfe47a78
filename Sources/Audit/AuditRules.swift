import AutoLayout
import Typesetting

/// The rules `plumb audit` runs, in the order their findings print for each scene. Each id is
/// stable: baselines, suppressions (`auditIgnore:`) and SARIF name it.
public enum AuditRules {
    public static let standard: [AuditRule] = [
        textTruncated, controlCollapsed, targetSize, contrastText, textClipped, textCovered, textOverlap, offscreen,
        underSystemUI, horizontalOverflow, contrastNonText, fontNotScaling, scalableTextFixedBox, missingLabel,
        readingOrderRTL,
    ]

    /// A label whose text needs more room than it has: a line ends in an ellipsis (or is
    /// clipped, per its line break mode), or more lines are needed than `numberOfLines` allows.
    public static let textTruncated = AuditRule(
        code: .textTruncated, summary: "a label's text cut short (an ellipsis, or more lines than it allows)",
        reference: "WCAG 2.2 SC 1.4.4 Resize Text; HIG Typography: Dynamic Type"
    ) { subject, _ in
        subject.layout.entries.compactMap { entry -> AuditHit? in
            guard !subject.invisible.contains(entry.id), let label = subject.views[entry.id] as? Label else {
                return nil
            }
            let direction = subject.environment.direction
            let text = label.displayedText(rightToLeft: direction == .rightToLeft)
            guard !text.isEmpty else { return nil }
            let available = max(0, entry.frame.width - label.contentInsets.left - label.contentInsets.right)
            let category = subject.environment.contentSize
            guard
                let set = try? label.textLayout(
                    forWidth: entry.frame.width, direction: direction, contentSize: category),
                set.lines.contains(where: \.isTruncated)
            else { return nil }
            let font = label.font.resolved(category)
            let quoted = "'\(text.count > 40 ? String(text.prefix(39)) + "…" : text)'"
            if label.numberOfLines != 1,
                let needed = try? label.textEngine.layout(
                    text, font: font, width: label.preferredMaxLayoutWidth ?? available, numberOfLines: 0,
                    lineBreakMode: label.lineBreakMode, rightToLeft: direction == .rightToLeft),
                label.numberOfLines > 0, needed.lineCount > label.numberOfLines
            {
                return AuditHit(
                    itemID: entry.id,
                    detail: "\(quoted) needs \(needed.lineCount) lines at \(formatPoints(font.size)) pt, "
                        + "\(label.numberOfLines) allowed",
                    measured: Double(needed.lineCount), threshold: Double(label.numberOfLines), unit: "lines")
            }
            let natural =
                (try? label.textEngine.layout(
                    text, font: font, width: nil, numberOfLines: 1, lineBreakMode: label.lineBreakMode,
                    rightToLeft: direction == .rightToLeft))?.size.width ?? 0
            return AuditHit(
                itemID: entry.id,
                detail: "\(quoted) truncated at \(formatPoints(font.size)) pt",
                measured: natural, threshold: available, unit: "pt wide")
        }
    }

    /// An interactive view laid out with no width or no height: nobody can see or reach it.
    public static let controlCollapsed = AuditRule(
        code: .controlCollapsed, summary: "an interactive view 0 wide or 0 high",
        reference: "WCAG 2.2 SC 2.5.8 Target Size (Minimum); HIG Accessibility: controls"
    ) { subject, _ in
        subject.controls.compactMap { entry, view -> AuditHit? in
            let frame = entry.frame
            let side = min(frame.width, frame.height)
            guard side < 0.001 else { return nil }
            let axis = frame.width < 0.001 ? "wide" : "high"
            return AuditHit(
                itemID: entry.id,
                detail: "\(entry.kind) collapsed to \(formatPoints(frame.width))x\(formatPoints(frame.height)) pt "
                    + "(0 \(axis))",
                measured: side, threshold: 0, unit: "pt")
        }
    }

    /// An interactive view (not collapsed: that is `control-collapsed`) narrower or lower than
    /// the profile's side.
    public static let targetSize = AuditRule(
        code: .targetSize,
        summary: "an interactive view smaller than the target-size profile (hig 44, wcag-aa 24, material 48)",
        reference: "the profile's: HIG Accessibility 44x44 pt, WCAG 2.2 SC 2.5.8 24x24, Material 48x48 dp"
    ) { subject, thresholds in
        let target = thresholds.target
        return subject.controls.compactMap { entry, _ -> AuditHit? in
            let frame = entry.frame
            guard min(frame.width, frame.height) >= 0.001,
                frame.width < target.width - 0.001 || frame.height < target.height - 0.001
            else { return nil }
            // The side that falls shorter is the measurement (the smaller side for a square).
            let byWidth = target.width - frame.width >= target.height - frame.height
            return AuditHit(
                itemID: entry.id,
                detail: "\(entry.kind) \(formatPoints(frame.width))x\(formatPoints(frame.height)) pt, below "
                    + "\(formatPoints(target.width))x\(formatPoints(target.height)) (\(target.name))",
                measured: byWidth ? frame.width : frame.height, threshold: byWidth ? target.width : target.height,
                unit: "pt", reference: target.reference)
        }
    }

    /// Text whose colour, over the composited colours under it, is below WCAG's minimum
    /// ratio: 4.5:1, or 3:1 for large text (18 pt and up, or 14 pt and up in bold) at the size
    /// the variant's category resolves to; at the AAA level 7:1 and 4.5:1. Over a picture it
    /// cannot decide: "needs review".
    public static let contrastText = AuditRule(
        code: .contrastText, summary: "text below 4.5:1 (3:1 when large) against what is under it",
        reference: "WCAG 2.2 SC 1.4.3 Contrast (Minimum); HIG Accessibility: color and contrast"
    ) { subject, thresholds in
        var hits: [AuditHit] = []
        // The rule's own reference is AA's; at AAA each hit names SC 1.4.6.
        let reference = thresholds.contrastLevel == .aa ? nil : thresholds.contrastLevel.reference
        for run in PaintedText.runs(in: subject) {
            let large = run.size >= 18 || (run.isBold && run.size >= 14)
            let threshold = thresholds.textContrastMinimum(large: large)
            let worst = run.samples.map { Contrast.ratio($0.text, $0.background) }.min()
            let size = "\(formatPoints(run.size)) pt\(run.isBold ? " bold" : "")"
            let kind = large ? "large text" : "text"
            if let worst, worst < threshold {
                hits.append(
                    AuditHit(
                        itemID: run.itemID,
                        detail: "\(kind) (\(size)) contrast \(AuditMeasurement.formatRatio(worst)):1",
                        measured: worst, threshold: threshold, unit: ":1", reference: reference))
            } else if run.overPicture, !run.overGeneratedArt, let sampled = SampledContrast.sample(run, in: subject) {
                // Over a picture: the rendered pixels behind the glyphs decide.
                if sampled.worst < threshold {
                    hits.append(
                        AuditHit(
                            itemID: run.itemID,
                            detail: "\(kind) (\(size)) over an image or drawing: contrast "
                                + "\(AuditMeasurement.formatRatio(sampled.worst)):1, sampled over \(sampled.pixels) pixels",
                            measured: sampled.worst, threshold: threshold, unit: ":1", reference: reference))
                }
            } else if run.overPicture {
                hits.append(
                    AuditHit(
                        itemID: run.itemID,
                        detail: "\(kind) (\(size)) over an image or drawing: contrast not decided from colours",
                        measured: worst ?? 0, threshold: threshold, unit: ":1", needsReview: true,
                        reference: reference))
            }
        }
        // One finding per view and kind: a view's runs (a button's title, a field's text) merge
        // into its worst.
        var merged: [AuditHit] = []
        for hit in hits {
            if let index = merged.firstIndex(where: { $0.itemID == hit.itemID && $0.needsReview == hit.needsReview }) {
                if hit.measured < merged[index].measured { merged[index] = hit }
            } else {
                merged.append(hit)
            }
        }
        return merged
    }
}
