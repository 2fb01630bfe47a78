/// Turns a parsed format into ordinary constraints, using the edges the orientation and the
/// direction option pick.
///
/// Every spacing constraint has the same shape: the item that comes later along the axis is
/// the first item, `later.startEdge REL earlier.endEdge + N`. When a superview is the later
/// item its end edge is used (`superview.trailing == a.trailing + N`), and when it is the
/// earlier one its start edge (`a.leading == superview.leading + N`).
struct VisualFormatBuilder {
    /// One end of a connection.
    private enum Node {
        case superview(View)
        case view(LayoutItem)

        var isSuperview: Bool {
            if case .superview = self { return true }
            return false
        }
    }

    private let axis: LayoutAxis
    private let start: LayoutAttribute
    private let end: LayoutAttribute
    private let startMargin: LayoutAttribute
    private let endMargin: LayoutAttribute
    /// Whether the views run right to left (`directionRightToLeft`): the view written later
    /// then sits before the earlier one along the axis.
    private let reversed: Bool
    private let alignment: [LayoutAttribute]

    /// Checks the options against the orientation before any of the format is read.
    init(options: FormatOptions, axis: LayoutAxis, format: String) throws(VisualFormatError) {
        alignment = options.alignmentAttributes
        // Aligning views along the axis they are laid out on would pile them up; UIKit
        // refuses it, and baselines (vertical positions) can only align a horizontal row.
        for attribute in alignment where attribute.axis == axis {
            throw VisualFormatError(.notPerpendicular(attribute, axis), format: format, column: 0)
        }
        let direction = options.intersection(.directionMask)
        guard direction != .directionMask else {
            throw VisualFormatError(.conflictingDirections, format: format, column: 0)
        }
        self.axis = axis
        if axis == .vertical {
            (start, end, startMargin, endMargin, reversed) = (.top, .bottom, .topMargin, .bottomMargin, false)
        } else if direction == .directionLeftToRight {
            (start, end, startMargin, endMargin, reversed) = (.left, .right, .leftMargin, .rightMargin, false)
        } else if direction == .directionRightToLeft {
            (start, end, startMargin, endMargin, reversed) = (.left, .right, .leftMargin, .rightMargin, true)
        } else {
            (start, end, startMargin, endMargin, reversed) =
                (.leading, .trailing, .leadingMargin, .trailingMargin, false)
        }
    }

    /// The constraints in the order the format reads: each connection, then the size of the
    /// view it leads to; the trailing edge; then the alignment options.
    func constraints(for statement: VisualFormatStatement) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        let first = statement.first
        if let connection = statement.leadingEdge, let superview = statement.superview {
            result += connect(.superview(superview), connection, .view(first.item))
        }
        result += size(of: first)
        var previous = first
        for link in statement.following {
            result += connect(.view(previous.item), link.connection, .view(link.view.item))
            result += size(of: link.view)
            previous = link.view
        }
        if let connection = statement.trailingEdge, let superview = statement.superview {
            result += connect(.view(previous.item), connection, .superview(superview))
        }
        for link in statement.following {
            for attribute in alignment {
                result.append(
                    LayoutConstraint(
                        link.view.item, attribute, .equal, first.item, attribute,
                        multiplier: 1, constant: 0))
            }
        }
        return result
    }

    /// The constraints for a connection between two nodes, `earlier` written first.
    private func connect(_ earlier: Node, _ connection: VisualFormatConnection, _ later: Node) -> [LayoutConstraint] {
        let (before, after) = reversed ? (later, earlier) : (earlier, later)
        switch connection {
        case .flush:
            return [spacing(after, before, .equal, 0, .required, margins: false)]
        case .standard:
            // Apple's documentation: a bare `-` at `|` follows the superview's layout margins
            // (reference/uikit-facts.md §4); between siblings it is the standard 8.
            let touchesSuperview = before.isSuperview || after.isSuperview
            let constant = touchesSuperview ? 0 : VisualFormatParser.standardSpacing
            return [spacing(after, before, .equal, constant, .required, margins: touchesSuperview)]
        case let .predicates(predicates):
            return predicates.map {
                spacing(after, before, $0.relation, $0.constant, $0.priority, margins: false)
            }
        }
    }

    private func spacing(
        _ after: Node, _ before: Node, _ relation: LayoutRelation, _ constant: Double,
        _ priority: Priority, margins: Bool
    ) -> LayoutConstraint {
        let first: (item: LayoutItem, attribute: LayoutAttribute)
        switch after {
        case let .superview(view): first = (view, margins ? endMargin : end)
        case let .view(item): first = (item, start)
        }
        let second: (item: LayoutItem, attribute: LayoutAttribute)
        switch before {
        case let .superview(view): second = (view, margins ? startMargin : start)
        case let .view(item): second = (item, end)
        }
        let constraint = LayoutConstraint(
            first.item, first.attribute, relation, second.item, second.attribute,
            multiplier: 1, constant: constant)
        constraint.priority = priority
        return constraint
    }

    /// `[a(…)]`: width in a horizontal format, height in a vertical one.
    private func size(of view: VisualFormatView) -> [LayoutConstraint] {
        let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
        return view.size.map { predicate in
            let constraint: LayoutConstraint
            if let other = predicate.item {
                constraint = LayoutConstraint(
                    view.item, attribute, predicate.relation, other, attribute,
                    multiplier: 1, constant: 0)
            } else {
                constraint = LayoutConstraint(
                    view.item, attribute, predicate.relation, nil, .notAnAttribute,
                    multiplier: 1, constant: predicate.constant)
            }
            constraint.priority = predicate.priority
            return constraint
        }
    }
}
