import AutoLayout
import Typesetting

extension AuditRules {
    /// Text that scales with Dynamic Type, needing more room at the variant's category than it
    /// has, inside a box whose width or height a required constant constraint holds (its own
    /// `Height = 30`, or an ancestor's): the text grows, the box cannot. Names the constraint.
    public static let scalableTextFixedBox = AuditRule(
        code: .scalableTextFixedBox,
        summary: "scaling text that outgrows a box a required constant width or height holds",
        reference: "WCAG 2.2 SC 1.4.4 Resize Text; HIG Typography: Dynamic Type"
    ) { subject, _ in
        let held = FixedBoxes(subject.scene.root)
        let category = subject.environment.contentSize
        let rtl = subject.environment.direction == .rightToLeft
        return subject.layout.entries.compactMap { entry -> AuditHit? in
            guard !subject.invisible.contains(entry.id), let shown = subject.shownText(entry.id),
                shown.font.scalesWithContentSize, let view = subject.views[entry.id]
            else { return nil }
            if (view as? TextView)?.isScrollEnabled == true { return nil }
            guard let need = Self.room(needed: view, text: shown, category: category, rtl: rtl, frame: entry.frame)
            else { return nil }
            // The nearest box, itself first, whose size on that axis a required constant holds.
            var current: Int? = entry.id
            while let id = current, let box = subject.entries[id], box.parentID != nil {
                let size = need.axis == .horizontal ? box.frame.width : box.frame.height
                if let constraint = held.constraint(on: id, axis: need.axis, size: size) {
                    let font = shown.font.resolved(category)
                    let style = shown.font.textStyle.map { "\($0.rawValue), " } ?? ""
                    let side = need.axis == .horizontal ? "wide" : "high"
                    let line = subject.scene.constraintLines[constraint.constraintID].map { " (line \($0))" } ?? ""
                    return AuditHit(
                        itemID: entry.id,
                        detail: "\(subject.quoted(entry.id)) (\(style)\(formatPoints(font.size)) pt) needs "
                            + "\(formatPoints(need.needed)) pt \(side), has \(formatPoints(need.available)): "
                            + "'\(constraint.writtenAs ?? constraint.description)' is required\(line)",
                        measured: need.needed, threshold: need.available, unit: "pt \(side)")
                }
                current = box.parentID
            }
            return nil
        }
    }

    /// The room a text needs at `category` and the room its frame gives, on the axis it lacks
    /// (one line: the width; wrapping text: the height), or nil when it fits.
    static func room(
        needed view: View, text: (text: String, font: Font), category: ContentSizeCategory, rtl: Bool, frame: Rect
    ) -> (axis: LayoutAxis, needed: Double, available: Double)? {
        let font = text.font.resolved(category)
        let engine: TextEngine
        var insets = EdgeInsets.zero
        var lines = 1
        switch view {
        case let label as Label:
            engine = label.textEngine
            insets = label.contentInsets
            lines = label.numberOfLines
        case let button as Button:
            engine = button.textEngine
            insets = button.contentEdgeInsets
        case let field as TextField:
            engine = field.textEngine
            if field.borderStyle != .none { insets = EdgeInsets(top: 0, left: 7, bottom: 0, right: 7) }
        case let textView as TextView:
            engine = textView.textEngine
            insets = textView.containerInset
            lines = 0
        default:
            return nil
        }
        let width = frame.width - insets.left - insets.right
        let height = frame.height - insets.top - insets.bottom
        if lines == 1 {
            guard let set = try? engine.layout(text.text, font: font, width: nil, numberOfLines: 1, rightToLeft: rtl)
            else { return nil }
            if set.size.width > width + 1e-3 { return (.horizontal, set.size.width, width) }
            if set.size.height > height + 1e-3 { return (.vertical, set.size.height, height) }
            return nil
        }
        guard
            let set = try? engine.layout(
                text.text, font: font, width: max(0, width), numberOfLines: 0, rightToLeft: rtl)
        else { return nil }
        return set.size.height > height + 1e-3 ? (.vertical, set.size.height, height) : nil
    }
}

/// The required constant width and height constraints of a scene's views (`Box.Height = 30`,
/// `Box.Width <= 200`; no second item), by the view's id, in the order they were written: the
/// boxes Dynamic Type cannot grow.
struct FixedBoxes {
    private var width: [Int: [LayoutConstraint]] = [:]
    private var height: [Int: [LayoutConstraint]] = [:]

    init(_ root: View) {
        var width: [Int: [LayoutConstraint]] = [:], height: [Int: [LayoutConstraint]] = [:]
        root.visit { view in
            for constraint in view.constraints
            where constraint.secondItem == nil && constraint.priority == .required && constraint.origin == .user
                && constraint.relation != .greaterThanOrEqual
            {
                let id = constraint.firstItem.itemID
                if constraint.firstAttribute == .width { width[id, default: []].append(constraint) }
                if constraint.firstAttribute == .height { height[id, default: []].append(constraint) }
            }
        }
        self.width = width
        self.height = height
    }

    /// The first constraint that holds the box at `size` on `axis`: an equality, or a maximum
    /// the box has reached.
    func constraint(on id: Int, axis: LayoutAxis, size: Double) -> LayoutConstraint? {
        (axis == .horizontal ? width[id] : height[id])?.first {
            $0.relation == .equal || abs($0.constant - size) < 1e-3
        }
    }
}
