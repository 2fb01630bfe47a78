import Cassowary

// Reading the solution constraint by constraint: who made each one, whether it is tight,
// has room, or lost (and by how much), and where it sits on screen. The engine does not keep
// any of this while solving (it would cost every layout for the sake of the few that are
// explained); it is rebuilt from the model and the solver on demand.

extension LayoutEngine {
    /// Who made one solver constraint, and the model or view behind it.
    struct ConstraintOrigin {
        var source: ConstraintStatus.Source
        var model: LayoutConstraint?
        var view: View?
    }

    /// A solver constraint together with its status.
    struct InspectedConstraint {
        let constraint: Constraint
        let status: ConstraintStatus
    }

    /// Every constraint in force, in the order it was added, then each one broken in a
    /// conflict, with how the solution treats it.
    public func constraintStatuses() -> [ConstraintStatus] {
        inspectedConstraints().map(\.status)
    }

    func inspectedConstraints(origins: [Int: ConstraintOrigin]? = nil) -> [InspectedConstraint] {
        enforceSizeFloors()
        let origins = origins ?? constraintOrigins()
        var conflicting = Set<Int>()
        for record in conflictRecords {
            for member in record.members { conflicting.insert(member.id) }
        }
        var result: [InspectedConstraint] = []
        // The size floors are implicit (SPEC §3): never listed.
        for constraint in solver.constraints where !constraint.isImplicit {
            let key = constraint.id
            result.append(
                InspectedConstraint(
                    constraint: constraint,
                    status: status(
                        of: constraint, origin: origins[key], conflicting: conflicting.contains(key), broken: false)))
        }
        for record in conflictRecords {
            guard let constraint = record.brokenSolverConstraint else { continue }
            result.append(
                InspectedConstraint(
                    constraint: constraint,
                    status: status(
                        of: constraint, origin: origins[constraint.id], conflicting: true, broken: true)))
        }
        return result
    }

    /// The origin of every solver constraint the model or the views account for; the rest
    /// (window, device guides, margins) are the engine's.
    func constraintOrigins() -> [Int: ConstraintOrigin] {
        var origins: [Int: ConstraintOrigin] = [:]
        func record(_ model: LayoutConstraint, _ constraint: Constraint) {
            let source: ConstraintStatus.Source
            switch model.origin {
            case .user: source = .user
            case .system: source = .container(identifier: model.identifier)
            case .autoresizing: source = .autoresizing
            }
            origins[constraint.id] = ConstraintOrigin(source: source, model: model, view: nil)
        }
        root.visit { view in
            for model in view.constraints {
                if let constraint = translated[model.constraintID] { record(model, constraint) }
            }
            if let sizes = items[view.itemID]?.intrinsic {
                let parts: [(Constraint?, ConstraintStatus.Source)] = [
                    (sizes.widthHugging, .contentHugging(.horizontal)),
                    (sizes.widthResistance, .compressionResistance(.horizontal)),
                    (sizes.heightHugging, .contentHugging(.vertical)),
                    (sizes.heightResistance, .compressionResistance(.vertical)),
                ]
                for case let (constraint?, source) in parts {
                    origins[constraint.id] = ConstraintOrigin(source: source, model: nil, view: view)
                }
            }
        }
        autoresizingViews.forEach { key, view in
            origins[key] = ConstraintOrigin(source: .autoresizing, model: nil, view: view)
        }
        for conflict in conflictRecords {
            if let model = conflict.brokenModel, let constraint = conflict.brokenSolverConstraint {
                record(model, constraint)
            }
        }
        return origins
    }

    /// The value of `expression REL 0`'s left side in `solver`'s solution, with the constant
    /// in force.
    func residual(of constraint: Constraint, in solver: Solver) -> Double {
        var expression = constraint.expression
        expression.constant = solver.constant(of: constraint) ?? expression.constant
        return expression.value(solver.value(of:))
    }

    func status(of constraint: Constraint, origin: ConstraintOrigin?, conflicting: Bool, broken: Bool)
        -> ConstraintStatus
    {
        let state: ConstraintStatus.State
        if broken {
            state = .broken
        } else {
            let value = residual(of: constraint, in: solver)
            // Below this the difference is floating-point noise, far under a device pixel.
            let tolerance = 1e-5
            switch constraint.relation {
            case .equal:
                state = abs(value) <= tolerance ? .tight : .lost(abs(value))
            case .greaterThanOrEqual:
                state = value < -tolerance ? .lost(-value) : (value <= tolerance ? .tight : .slack(value))
            case .lessThanOrEqual:
                state = value > tolerance ? .lost(value) : (value >= -tolerance ? .tight : .slack(-value))
            }
        }
        return ConstraintStatus(
            description: label(of: constraint),
            priority: constraint.priority, source: origin?.source ?? .engine, state: state,
            isConflicting: conflicting, geometry: origin.flatMap { geometry(of: constraint, origin: $0) },
            constraintID: origin?.model?.constraintID, viewID: origin?.view?.itemID)
    }

    // MARK: - Geometry

    func geometry(of constraint: Constraint, origin: ConstraintOrigin) -> ConstraintGeometry? {
        if let model = origin.model { return geometry(of: model) }
        guard let view = origin.view else { return nil }
        let v = variables(for: view)
        let frame = alignmentRect(of: view)
        let uses = { (variable: Variable) in constraint.expression.terms.contains { $0.variable === variable } }
        let constant = -(solver.constant(of: constraint) ?? constraint.expression.constant)
        switch origin.source {
        case let .contentHugging(axis), let .compressionResistance(axis):
            let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
            let hugging = origin.source == .contentHugging(axis)
            return ConstraintGeometry(
                first: anchor(view, attribute, frame: frame, value: axis == .horizontal ? frame.width : frame.height),
                second: nil, relation: hugging ? .lessThanOrEqual : .greaterThanOrEqual, multiplier: 1,
                constant: constant)
        case .autoresizing:
            if uses(v.width) || uses(v.height) {
                let attribute: LayoutAttribute = uses(v.width) ? .width : .height
                return ConstraintGeometry(
                    first: anchor(
                        view, attribute, frame: frame, value: attribute == .width ? frame.width : frame.height),
                    second: nil, relation: .equal, multiplier: 1, constant: frame.size.value(attribute))
            }
            guard let parent = view.superview else { return nil }
            let attribute: LayoutAttribute = uses(v.x) ? .left : .top
            let parentFrame = alignmentRect(of: parent)
            let offset = attribute == .left ? frame.x - parentFrame.x : frame.y - parentFrame.y
            return ConstraintGeometry(
                first: anchor(view, attribute, frame: frame, value: attribute == .left ? frame.x : frame.y),
                second: anchor(
                    parent, attribute, frame: parentFrame, value: attribute == .left ? parentFrame.x : parentFrame.y),
                relation: .equal, multiplier: 1, constant: offset)
        default:
            return nil
        }
    }

    /// Where a model constraint's two anchors are in the solution.
    func geometry(of model: LayoutConstraint) -> ConstraintGeometry? {
        guard let holder = model.holder ?? (try? model.findHolder()) else { return nil }
        let direction = effectiveDirection(of: holder)
        func side(_ item: LayoutItem, _ attribute: LayoutAttribute) -> ConstraintGeometry.Anchor {
            let value = rootExpression(item, attribute, direction).value(solver.value(of:))
            return anchor(item, attribute, frame: alignmentRect(of: item), value: value)
        }
        var second: ConstraintGeometry.Anchor?
        if let item = model.secondItem, model.secondAttribute != .notAnAttribute {
            second = side(item, model.secondAttribute)
        }
        return ConstraintGeometry(
            first: side(model.firstItem, model.firstAttribute), second: second,
            relation: model.relation, multiplier: model.multiplier, constant: model.constant)
    }

    func anchor(_ item: LayoutItem, _ attribute: LayoutAttribute, frame: Rect, value: Double)
        -> ConstraintGeometry.Anchor
    {
        ConstraintGeometry.Anchor(item: item.name, attribute: attribute, frame: frame, value: value)
    }

    /// A frame as another solver (a what-if copy) has it.
    func frame(of item: LayoutItem, in other: Solver) -> Rect {
        alignmentRect(of: item, in: other).outset(by: alignmentInsets(of: item))
    }

    /// An alignment rectangle as another solver has it.
    func alignmentRect(of item: LayoutItem, in other: Solver) -> Rect {
        let v = variables(for: item)
        return Rect(
            x: other.value(of: v.x), y: other.value(of: v.y),
            width: other.value(of: v.width), height: other.value(of: v.height))
    }
}

extension Size {
    func value(_ attribute: LayoutAttribute) -> Double { attribute == .width ? width : height }
}
