/// The constraints of one stack arrangement, made the way UIKit makes them
/// (`reference/uikit-facts.md` §9.2): canvas connections, spacing, distribution, alignment
/// with its spanner, hiding, and low-priority fits and ambiguity suppression. "Axis" is
/// along the stack; "cross" is across it.
struct StackArrangement {
    let stack: StackView
    let horizontal: Bool
    /// The arranged views that take space, in order.
    let visible: [View]
    let marginsRelative: Bool
    private(set) var made: [LayoutConstraint] = []

    init(stack: StackView) {
        self.stack = stack
        horizontal = stack.axis == .horizontal
        visible = stack.visibleArrangedSubviews
        marginsRelative = stack.isLayoutMarginsRelativeArrangement
    }

    // Horizontal stacks run leading to trailing, so they reverse in right-to-left layouts.
    var lead: LayoutAttribute { horizontal ? .leading : .top }
    var trail: LayoutAttribute { horizontal ? .trailing : .bottom }
    var center: LayoutAttribute { horizontal ? .centerX : .centerY }
    var length: LayoutAttribute { horizontal ? .width : .height }
    var crossLead: LayoutAttribute { horizontal ? .top : .leading }
    var crossTrail: LayoutAttribute { horizontal ? .bottom : .trailing }
    var crossCenter: LayoutAttribute { horizontal ? .centerY : .centerX }
    var crossLength: LayoutAttribute { horizontal ? .height : .width }
    /// Baseline-to-baseline spacing applies to vertical stacks only (UIKit's documentation).
    var baselineSpacing: Bool { stack.isBaselineRelativeArrangement && !horizontal }

    /// The stack's side of a connection: its margins when the arrangement is margin-relative.
    func canvas(_ attribute: LayoutAttribute) -> LayoutAttribute {
        marginsRelative ? attribute.withinMargins : attribute
    }

    mutating func build() {
        guard let first = visible.first, let last = visible.last else {
            // Nothing takes space: the stack shrinks to nothing unless told otherwise.
            make(stack, length, .equal, nil, priority: 49, "UISV-canvas-fit")
            make(stack, crossLength, .equal, nil, priority: 49, "UISV-canvas-fit")
            hide()
            return
        }
        make(stack, canvas(lead), .equal, first, lead, "UISV-canvas-connection")
        make(stack, canvas(trail), .equal, last, trail, "UISV-canvas-connection")
        addSpacing()
        distribute()
        align()
        hide()
    }

    /// `item1.attribute1 REL multiplier × item2.attribute2 + constant`, marked as the stack's.
    mutating func make(
        _ item1: LayoutItem, _ attribute1: LayoutAttribute, _ relation: LayoutRelation,
        _ item2: LayoutItem?, _ attribute2: LayoutAttribute = .notAnAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: Priority = .required,
        _ identifier: String
    ) {
        let constraint = LayoutConstraint(
            item1, attribute1, relation, item2, attribute2,
            multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        constraint.origin = .system
        made.append(constraint)
    }

    // MARK: - Along the axis

    /// `next.leading = previous.trailing + spacing`; at least the spacing for the equal kinds.
    mutating func addSpacing() {
        let relation: LayoutRelation =
            stack.distribution == .equalSpacing || stack.distribution == .equalCentering
            ? .greaterThanOrEqual : .equal
        for (previous, next) in zip(visible, visible.dropFirst()) {
            make(
                next, baselineSpacing ? .firstBaseline : lead, relation,
                previous, baselineSpacing ? .lastBaseline : trail,
                constant: stack.effectiveSpacing(after: previous), "UISV-spacing")
        }
    }

    mutating func distribute() {
        switch stack.distribution {
        case .fill:
            suppressAmbiguityAlongAxis()
        case .fillEqually:
            fillEqually()
        case .fillProportionally:
            fillProportionally()
        case .equalSpacing, .equalCentering:
            distributeGaps()
            suppressAmbiguityAlongAxis()
            // The gaps only have a minimum; without this a free stack could grow forever.
            make(stack, length, .equal, nil, priority: 49, "UISV-canvas-fit")
        }
    }

    mutating func fillEqually() {
        guard let first = visible.first else { return }
        for view in visible.dropFirst() {
            make(view, length, .equal, first, length, "UISV-fill-equally")
        }
    }

    /// Each view's length = (its intrinsic length / (the sum of intrinsic lengths + the
    /// spacing)) × the stack's length, at 999, 998, … so the last view absorbs what the
    /// proportions cannot (UIKit's multipliers and priorities). Views without an intrinsic
    /// length get no share and keep the length their own constraints give them.
    mutating func fillProportionally() {
        let sizes = visible.map { view in
            let size = view.resolvedIntrinsicContentSize(forWidth: nil, direction: .leftToRight)
            return horizontal ? size.width : size.height
        }
        let positive = sizes.filter { $0 > 0 && $0.isFinite }
        let spacingTotal = zip(visible, visible.dropFirst()).reduce(0.0) { $0 + stack.effectiveSpacing(after: $1.0) }
        let total = positive.reduce(spacingTotal, +)
        guard !positive.isEmpty, total > 0 else {
            fillEqually()
            return
        }
        // One measured view and nothing else in the way: its share is exact, so required.
        let exact = positive.count == 1 && (visible.count == 1 || spacingTotal == 0)
        var priority = Priority(exact ? 1000 : 999)
        for (view, size) in zip(visible, sizes) where size >= 0 && size.isFinite {
            if size == 0 {
                make(view, length, .equal, nil, priority: priority, "UISV-fill-proportionally")
            } else {
                make(
                    view, length, .equal, stack, length, multiplier: size / total, priority: priority,
                    "UISV-fill-proportionally")
            }
            if !exact { priority = Priority(max(1, priority.value - 1)) }
        }
    }

    /// Guides fill the gaps between neighbours (between centres for equal centering) and are
    /// made equal: required for equal spacing, at 149 for equal centering.
    mutating func distributeGaps() {
        let centering = stack.distribution == .equalCentering
        let from = centering ? center : (baselineSpacing ? .lastBaseline : trail)
        let to = centering ? center : (baselineSpacing ? .firstBaseline : lead)
        var gaps: [LayoutGuide] = []
        for (index, pair) in zip(visible, visible.dropFirst()).enumerated() {
            let gap = stack.gapGuide(index)
            gaps.append(gap)
            make(gap, lead, .equal, pair.0, from, "UISV-distributing-edge")
            make(gap, trail, .equal, pair.1, to, "UISV-distributing-edge")
        }
        guard let first = gaps.first else { return }
        for gap in gaps.dropFirst() {
            make(gap, length, .equal, first, length, priority: centering ? 149 : .required, "UISV-fill-equally")
        }
    }

    /// UIKit settles what hugging and compression resistance leave open by index: the
    /// first view stretches and later views shrink first. Each later view's length is
    /// pulled to zero at a tiny priority that grows with its index, so the last view
    /// yields first; these never outweigh any real priority (all are below 2).
    mutating func suppressAmbiguityAlongAxis() {
        for (index, view) in visible.enumerated().dropFirst() {
            make(
                view, length, .equal, nil, priority: Priority(1 + Double(min(index, 999)) / 1000),
                "UISV-ambiguity-suppression")
        }
    }

    // MARK: - Hidden views

    /// A hidden view takes no length and no spacing: it sits, zero long, where the previous
    /// visible view ends (or at the stack's start), at the cross start.
    mutating func hide() {
        var previous: View?
        for view in stack.arrangedSubviews {
            guard view.isHidden else {
                previous = view
                continue
            }
            make(view, length, .equal, nil, .notAnAttribute, "UISV-hiding")
            if let previous {
                make(view, lead, .equal, previous, trail, "UISV-hiding")
            } else {
                make(view, lead, .equal, stack, canvas(lead), "UISV-hiding")
            }
            make(view, crossLead, .equal, stack, canvas(crossLead), "UISV-hiding")
            make(view, crossLength, .equal, nil, priority: 25, "UISV-ambiguity-suppression")
        }
    }
}

extension LayoutAttribute {
    /// The margin form of an edge or centre (`Leading` → `LeadingMargin`).
    var withinMargins: LayoutAttribute {
        switch self {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return self
        }
    }
}
