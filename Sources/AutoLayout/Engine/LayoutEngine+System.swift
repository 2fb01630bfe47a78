import Cassowary

// Constraints the engine makes from views themselves: autoresizing masks and intrinsic
// content sizes (SPEC §3), and the layout guides' definitions.

extension LayoutEngine {
    /// Adds a view's own system constraints the first time the engine meets it.
    func ensureView(_ view: View) {
        let record = record(for: view)
        guard !record.isSettled else { return }
        record.isSettled = true
        if !hasScrollViews, view is ScrollView { hasScrollViews = true }
        guard isInstalled(view) else { return }
        if view !== root, view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview {
            addAutoresizing(view, in: parent)
        }
        // Its margins guide stands in for its margin attributes; made here, before any
        // constraint is translated (translation never adds to the model).
        if preservesMargins(view) { _ = variables(for: view.layoutMarginsGuide) }
        installIntrinsicSize(
            view,
            view.resolvedIntrinsicContentSize(
                forWidth: nil, direction: effectiveDirection(of: view),
                contentSize: environment.contentSize,
                iosVersion: environment.iosVersion))
        if let problem = view.measurementProblem {
            diagnostics.append(.unmeasured(view: view.name, viewID: view.itemID, reason: problem))
        }
    }

    /// The pixel grid rounds intrinsic sizes up (SPEC §1).
    func roundedUp(_ value: Double) -> Double {
        let scale = environment.scale
        return (value * scale - 1e-9).rounded(.up) / scale
    }

    func installIntrinsicSize(_ view: View, _ size: Size) {
        let v = variables(for: view)
        var record = IntrinsicConstraints(size: size)
        for axis in LayoutAxis.allCases {
            let raw = axis == .horizontal ? size.width : size.height
            guard raw >= 0, raw.isFinite else { continue }
            let value = roundedUp(raw)
            let variable = axis == .horizontal ? v.width : v.height
            let attribute = axis == .horizontal ? "Width" : "Height"
            let hugging = view.contentHuggingPriority(for: axis)
            let resistance = view.contentCompressionResistancePriority(for: axis)
            let name = view.name
            let hug = addSystem(
                Constraint(Expression(variable) - value, .lessThanOrEqual, priority: hugging) {
                    "\(name).\(attribute) <= \(formatPoints(value)) (content hugging, Priority \(hugging))"
                })
            let resist = addSystem(
                Constraint(Expression(variable) - value, .greaterThanOrEqual, priority: resistance) {
                    "\(name).\(attribute) >= \(formatPoints(value)) (compression resistance, Priority \(resistance))"
                })
            if axis == .horizontal {
                record.widthHugging = hug
                record.widthResistance = resist
            } else {
                record.heightHugging = hug
                record.heightResistance = resist
            }
        }
        items[view.itemID]?.intrinsic = record
    }

    /// Views whose intrinsic height depends on their width (wrapping labels) are measured
    /// again at the width the layout gave them, until the height stops changing; with
    /// `everyView`, all views are measured again (after a change of direction). With
    /// `fromUnmeasured`, wrapping views start again from their unconstrained size, where a
    /// build starts (`reconcile`). Then margins that follow a superview's are settled (which
    /// measures again when they move).
    func refreshIntrinsicSizes(everyView: Bool = false, fromUnmeasured: Bool = false) {
        remeasure(everyView: everyView, fromUnmeasured: fromUnmeasured)
        settlePreservedMargins()
    }

    /// The measuring half of `refreshIntrinsicSizes`.
    func remeasure(everyView: Bool = false, fromUnmeasured: Bool = false) {
        var views: [View] = []
        root.visit { if everyView || $0.hasWidthDependentIntrinsicSize { views.append($0) } }
        guard !views.isEmpty else { return }
        if fromUnmeasured {
            for view in views where view.hasWidthDependentIntrinsicSize && items[view.itemID]?.intrinsic != nil {
                _ = updateIntrinsicSize(
                    view,
                    view.resolvedIntrinsicContentSize(
                        forWidth: nil, direction: effectiveDirection(of: view), contentSize: environment.contentSize,
                        iosVersion: environment.iosVersion))
            }
        }
        for _ in 0..<4 {
            var changed = false
            for view in views {
                let width = view.hasWidthDependentIntrinsicSize ? solver.value(of: variables(for: view).width) : nil
                let size = view.resolvedIntrinsicContentSize(
                    forWidth: width, direction: effectiveDirection(of: view),
                    contentSize: environment.contentSize,
                    iosVersion: environment.iosVersion)
                if updateIntrinsicSize(view, size) { changed = true }
            }
            if !changed { return }
        }
    }

    /// Moves a view's intrinsic-size constraints to `size`; whether anything changed.
    func updateIntrinsicSize(_ view: View, _ size: Size) -> Bool {
        guard let record = items[view.itemID]?.intrinsic else { return false }
        var changed = false
        let axes: [(Double, Double, [Constraint?])] = [
            (size.width, record.size.width, [record.widthHugging, record.widthResistance]),
            (size.height, record.size.height, [record.heightHugging, record.heightResistance]),
        ]
        for (new, old, constraints) in axes where new >= 0 && roundedUp(new) != roundedUp(old) {
            for constraint in constraints.compactMap({ $0 }) {
                try? solver.setConstant(constraint, to: -roundedUp(new))
            }
            changed = true
        }
        if changed { items[view.itemID]?.intrinsic?.size = size }
        return changed
    }

    /// UIKit's autoresizing constraints for a view that translates its mask: per axis the
    /// fixed parts of (margin, size, margin) keep their values and the superview's growth
    /// since the frame was set is shared by the flexible parts in proportion to their size.
    /// The solver holds alignment rectangles, so the frames are turned into theirs first.
    func addAutoresizing(_ view: View, in parent: View) {
        let v = variables(for: view)
        let p = variables(for: parent)
        // A scroll view's subviews are framed in content coordinates (UIKit's bounds origin is
        // the content offset): their frames are measured from the content area's corner, which
        // the inset and the offset move, and only the scroll view's size resizes them.
        let corner = (parent as? ScrollView).map { variables(for: $0.contentLayoutGuide) } ?? p
        let mask = view.autoresizingMask
        let frame = view.alignmentRectInSuperview(forFrame: view.frame)
        let box = Rect(x: 0, y: 0, width: parent.frame.width, height: parent.frame.height)
            .inset(by: parent.alignmentRectInsets)
        let axes: [(LayoutAxis, Double, Double, Double, Variable, Variable, Variable, Variable)] = [
            (.horizontal, frame.x, frame.width, box.width, v.x, v.width, corner.x, p.width),
            (.vertical, frame.y, frame.height, box.height, v.y, v.height, corner.y, p.height),
        ]
        for (axis, origin, size, parentSize, position, length, parentPosition, parentLength) in axes {
            let flexible: (low: Bool, size: Bool, high: Bool) =
                axis == .horizontal
                ? (
                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin)
                )
                : (
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin)
                )
            let parts = [origin, size, max(0, parentSize - origin - size)]
            var flags = [flexible.low, flexible.size, flexible.high]
            if !flags.contains(true) { flags[2] = true }
            let flexibleTotal = zip(parts, flags).filter { $0.1 }.map { $0.0 }.reduce(0, +)
            let flexibleCount = Double(flags.filter { $0 }.count)
            func share(_ index: Int) -> Double {
                guard flags[index] else { return 0 }
                return flexibleTotal > 0 ? parts[index] / flexibleTotal : 1 / flexibleCount
            }
            let growth = parentLength - parentSize
            let names = axis == .horizontal ? ("minX", "Width") : ("minY", "Height")
            let model = LayoutConstraint(
                view, axis == .horizontal ? .left : .top, .equal, parent,
                axis == .horizontal ? .left : .top, multiplier: 1, constant: origin)
            model.origin = .autoresizing(mask)
            let placed = addSystem(
                position == parentPosition + origin + share(0) * growth,
                label: "\(mask.notation) \(view.name).\(names.0) = \(formatPoints(origin))")
            let sized = addSystem(
                length == size + share(1) * growth,
                label: "\(mask.notation) \(view.name).\(names.1) = \(formatPoints(size))")
            autoresizingViews[placed.id] = view
            autoresizingViews[sized.id] = view
            items[view.itemID]?.systemConstraints.append(contentsOf: [placed, sized])
        }
    }
}
