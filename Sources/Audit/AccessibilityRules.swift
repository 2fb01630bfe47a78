import AutoLayout
import Foundation

extension FindingCode {
    /// An element VoiceOver reads as a button or an image with no label to say.
    public static let missingLabel = FindingCode(rawValue: "missing-label")
    /// The right-to-left reading order is not the left-to-right one mirrored.
    public static let readingOrderRTL = FindingCode(rawValue: "reading-order-rtl")
}

/// The rules decided from what VoiceOver reads (the elements, their labels and their order),
/// beside the geometric and colour rules of `AuditRules`.
extension AuditRules {
    /// An element read as a button or an image with no accessibility label: an icon-only
    /// button, an informative image (an image view made an element), a switch with no label of
    /// its own. VoiceOver says only "button" or "image" and the value (on iOS, an image's file
    /// name when it has one, which is no better). A label of only spaces counts as none.
    public static let missingLabel = AuditRule(
        code: .missingLabel, summary: "a button or informative image VoiceOver reads with no label",
        reference: "WCAG 2.2 SC 1.1.1 Non-text Content, SC 4.1.2 Name, Role, Value; HIG Accessibility: VoiceOver"
    ) { subject, _ in
        let order = AccessibilityOrder(root: subject.scene.root, layout: subject.layout)
        return order.elements.compactMap { element -> AuditHit? in
            let label = element.label?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            guard label.isEmpty, !element.traits.isDisjoint(with: [.button, .image]) else { return nil }
            // The view's kind, as the layout names it ("Button", "Switch", "ImageView").
            let kind = subject.entries[element.itemID]?.kind ?? "view"
            let traits = element.traits.names.joined(separator: ", ")
            let heard = element.value.map { "its value and traits: \"\($0)\", \(traits)" } ?? "its traits: \(traits)"
            return AuditHit(
                itemID: element.itemID,
                detail: "\(kind) with no accessibility label (VoiceOver reads only \(heard))",
                measured: 0, threshold: 1, unit: "characters")
        }
    }

    /// In a right-to-left variant, the elements are not read in the same sequence as in the
    /// same screen laid out left to right: in a layout that mirrors, VoiceOver reads right to
    /// left what it read left to right, view for view. The finding names the first view, in the
    /// right-to-left order from where the two part, whose frame does not mirror (pinned by
    /// left/right constraints, or a forced direction); when every frame mirrors, the first view
    /// out of place (the rows' 8-point tolerance or an explicit order decided it).
    public static let readingOrderRTL = AuditRule(
        code: .readingOrderRTL, summary: "the right-to-left reading order is not the left-to-right one mirrored",
        reference: "WCAG 2.2 SC 1.3.2 Meaningful Sequence, SC 2.4.3 Focus Order; HIG Right to left"
    ) { subject, _ in
        guard subject.environment.direction == .rightToLeft else { return [] }
        var environment = subject.environment
        environment.direction = .leftToRight
        let ltrLayout = LayoutEngine(root: subject.scene.root, environment: environment).layout()
        let ltr = AccessibilityOrder(root: subject.scene.root, layout: ltrLayout).elements
        let rtl = AccessibilityOrder(root: subject.scene.root, layout: subject.layout).elements
        let ltrIDs = ltr.map(\.itemID), rtlIDs = rtl.map(\.itemID)
        guard ltrIDs != rtlIDs else { return [] }
        let common = min(ltrIDs.count, rtlIDs.count)
        let split = (0..<common).first { ltrIDs[$0] != rtlIDs[$0] } ?? common
        let width = subject.environment.size.width
        let ltrFrames = Dictionary(ltr.map { ($0.itemID, $0.frame) }, uniquingKeysWith: { first, _ in first })
        func mirrors(_ element: AccessibilityElement) -> Bool {
            guard let before = ltrFrames[element.itemID] else { return false }
            return abs(element.frame.x - (width - before.maxX)) < 0.5 && abs(element.frame.y - before.y) < 0.5
                && abs(element.frame.width - before.width) < 0.5
        }
        let rest = rtl.dropFirst(split)
        guard let culprit = rest.first(where: { !mirrors($0) }) ?? rest.first ?? ltr.dropFirst(split).first else {
            return []
        }
        let outOfPlace = zip(ltrIDs, rtlIDs).filter { $0 != $1 }.count + abs(ltrIDs.count - rtlIDs.count)
        func position(_ ids: [Int]) -> String {
            ids.firstIndex(of: culprit.itemID).map { "number \($0 + 1)" } ?? "not read"
        }
        func names(_ elements: [AccessibilityElement]) -> String {
            elements.map(\.name).joined(separator: ", ")
        }
        var why = "every frame mirrors; the order changes at number \(split + 1)"
        if !mirrors(culprit), let before = ltrFrames[culprit.itemID] {
            why =
                "its frame does not mirror (x \(formatPoints(before.x)) left to right, "
                + "\(formatPoints(culprit.frame.x)) right to left, mirror \(formatPoints(width - before.maxX)))"
        }
        return [
            AuditHit(
                itemID: culprit.itemID,
                detail: "'\(culprit.name)' breaks the mirrored reading order: read \(position(rtlIDs)) right to left, "
                    + "\(position(ltrIDs)) left to right; \(why); right to left: \(names(rtl)); "
                    + "left to right: \(names(ltr))",
                measured: Double(outOfPlace), threshold: 0, unit: "elements out of place")
        ]
    }
}
