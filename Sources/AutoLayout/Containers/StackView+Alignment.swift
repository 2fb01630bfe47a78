// Across the axis: how the arranged views line up and how the stack wraps them
// (uikit-facts §9.2). Fill pins every view to both cross edges. The other alignments line
// the views up on one attribute and wrap them in a spanner guide: the spanner encloses
// every view, the stack's free cross edges follow the spanner, and the spanner is pulled
// tight at 51 so a stack without a cross size of its own is as thick as its thickest view.

extension StackArrangement {
    mutating func align() {
        guard let first = visible.first else { return }
        var alignment = stack.alignment
        // Baseline alignment only means something in a row; a column lines up edges.
        if !horizontal {
            if alignment == .firstBaseline { alignment = .leading }
            if alignment == .lastBaseline { alignment = .trailing }
        }
        switch alignment {
        case .fill:
            make(stack, canvas(crossLead), .equal, first, crossLead, "UISV-canvas-connection")
            make(stack, canvas(crossTrail), .equal, first, crossTrail, "UISV-canvas-connection")
            alignAll(crossLead)
            alignAll(crossTrail)
            // Every view is as thick as the stack: nothing is left to suppress.
            return
        case .leading:
            make(stack, canvas(crossLead), .equal, first, crossLead, "UISV-canvas-connection")
            make(stack, canvas(crossTrail), .equal, stack.alignmentSpanner, crossTrail, "UISV-canvas-connection")
            alignAll(crossLead)
            span(anchoredAt: crossLead)
        case .trailing:
            make(stack, canvas(crossLead), .equal, stack.alignmentSpanner, crossLead, "UISV-canvas-connection")
            make(stack, canvas(crossTrail), .equal, first, crossTrail, "UISV-canvas-connection")
            alignAll(crossTrail)
            span(anchoredAt: crossTrail)
        case .center:
            make(stack, canvas(crossCenter), .equal, first, crossCenter, "UISV-canvas-connection")
            make(stack, canvas(crossLead), .equal, stack.alignmentSpanner, crossLead, "UISV-canvas-connection")
            make(stack, canvas(crossTrail), .equal, stack.alignmentSpanner, crossTrail, "UISV-canvas-connection")
            alignAll(crossCenter)
            span(anchoredAt: nil)
        case .firstBaseline, .lastBaseline:
            // UIKit ties the stack's top (first baseline) or bottom (last baseline) to the
            // first view's, not to the spanner: a taller later view sticks out past that edge
            // (Apple bug 32291130, and Xcode's stored frames in the cookbook's Nested Stack
            // Views). The other edge follows the spanner.
            let firstBaseline = alignment == .firstBaseline
            let pinned = firstBaseline ? crossLead : crossTrail
            let free = firstBaseline ? crossTrail : crossLead
            make(stack, canvas(pinned), .equal, first, pinned, "UISV-canvas-connection")
            make(stack, canvas(free), .equal, stack.alignmentSpanner, free, "UISV-canvas-connection")
            alignAll(firstBaseline ? .firstBaseline : .lastBaseline)
            // The baseline-aligned group rises to the top (first) or sinks to the bottom
            // (last) of a stack taller than it. Views of different heights cannot all touch
            // the spanner, so this pull sits below every content priority and below the
            // ambiguity suppression: it places the group and never stretches a view.
            span(anchoredAt: firstBaseline ? crossLead : crossTrail, priority: 24)
            make(stack, crossLength, .equal, nil, priority: 49, "UISV-canvas-fit")
        }
        // A view with no cross size of its own would otherwise be free within the spanner.
        guard stack.suppressesCrossAmbiguity else { return }
        for view in visible {
            make(view, crossLength, .equal, nil, priority: 25, "UISV-ambiguity-suppression")
        }
    }

    /// `first.attribute = view.attribute` for every later visible view.
    mutating func alignAll(_ attribute: LayoutAttribute) {
        guard let first = visible.first else { return }
        for view in visible.dropFirst() {
            make(first, attribute, .equal, view, attribute, "UISV-alignment")
        }
    }

    /// The spanner encloses every visible view (required) and, on the anchored side, is
    /// pulled to each (999.5 as in UIKit when the views share that edge).
    mutating func span(anchoredAt anchor: LayoutAttribute?, priority: Priority = 999.5) {
        let spanner = stack.alignmentSpanner
        for view in visible {
            make(spanner, crossLead, .lessThanOrEqual, view, crossLead, "UISV-spanning-boundary")
            make(spanner, crossTrail, .greaterThanOrEqual, view, crossTrail, "UISV-spanning-boundary")
            if let anchor {
                make(spanner, anchor, .equal, view, anchor, priority: priority, "UISV-spanning-boundary")
            }
        }
        make(spanner, crossLength, .equal, nil, priority: 51, "UISV-spanning-fit")
    }
}
