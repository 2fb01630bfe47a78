import Cassowary

// The engine's half of the invalidation seam (`LayoutAspect`): setters on the model tell the
// engine what went stale, the engine writes it down, and before anything is read it
// reconciles the list once, in the order the changes were made. Nothing the engine read from
// a view is read once and forgotten: a label's new text, an autoresizing view's new frame, a
// constraint's new priority all lay out as a fresh engine would lay out the same model.

/// One stale thing: an aspect of an item, or a constraint's priority.
enum StaleEntry {
    case item(LayoutItem, LayoutAspect)
    case constraint(LayoutConstraint)
}

extension LayoutEngine: LayoutInvalidating {
    func invalidate(_ item: LayoutItem, _ aspect: LayoutAspect) {
        let key = item.itemID * LayoutAspect.allCases.count + aspect.rawValue
        guard staleItemKeys.insert(key).inserted else { return }
        stale.append(.item(item, aspect))
    }

    func invalidate(_ constraint: LayoutConstraint) {
        guard staleConstraintIDs.insert(constraint.constraintID).inserted else { return }
        stale.append(.constraint(constraint))
    }

    /// Brings the solver up to date with every change recorded since the last read. Called
    /// by every read (through `enforceSizeFloors`); `View.layoutIfNeeded()` calls it too.
    public func reconcile() {
        guard !stale.isEmpty || needsRemeasure else { return }
        makeToldArrangements()
        let work = stale
        stale = []
        staleItemKeys = []
        staleConstraintIDs = []
        needsRemeasure = false
        // A margin is a constant inside every constraint on it and inside its guide's
        // definition, and a view's direction or size classes decide how each of its
        // constraints is read: start again from the model, as a change of direction does.
        let rebuilds = work.contains { entry in
            if case let .item(_, aspect) = entry { aspect == .margins || aspect == .translation } else { false }
        }
        if rebuilds {
            retranslateAll()
            return
        }
        for entry in work {
            switch entry {
            case let .item(item, .intrinsicSize):
                if let view = item as? View { reinstallIntrinsicSize(view) }
            case let .item(item, .autoresizing):
                guard let view = item as? View else { continue }
                redoAutoresizing(view)
                for child in view.subviews { redoAutoresizing(child) }
            case let .constraint(constraint):
                let id = constraint.constraintID
                guard constraint.engine === self, translated[id] != nil || broken.contains(id) else { continue }
                forgetTranslation(of: constraint)
                add(constraint)
            case .item(_, .margins), .item(_, .translation), .item(_, .arrangement):
                break
            }
        }
        // Wrapping labels settle on a fixed point of "measure at the width the layout gives";
        // which one depends on where the measuring starts. Starting them where a build does
        // (unmeasured width) reaches the point a fresh engine reaches.
        refreshIntrinsicSizes(fromUnmeasured: true)
    }

    /// Measures a view again and puts its intrinsic-size constraints back with its current
    /// priorities; constraints on its baselines are made again (a new font moves them).
    func reinstallIntrinsicSize(_ view: View) {
        guard let record = items[view.itemID], record.isSettled, isInstalled(view) else { return }
        if let old = record.intrinsic {
            for constraint in old.all { removeFromSolver(constraint) }
            record.intrinsic = nil
        }
        installIntrinsicSize(
            view,
            view.resolvedIntrinsicContentSize(
                forWidth: nil, direction: effectiveDirection(of: view), contentSize: environment.contentSize,
                iosVersion: environment.iosVersion))
        var holder: View? = view
        while let current = holder {
            for constraint in current.constraints where constraint.mentionsBaseline(of: view) {
                guard translated[constraint.constraintID] != nil || broken.contains(constraint.constraintID) else {
                    continue
                }
                forgetTranslation(of: constraint)
                add(constraint)
            }
            holder = current.superview
        }
    }

    /// Takes a view's autoresizing constraints out and, if it still translates its mask, makes
    /// them again from its frame and its superview's.
    func redoAutoresizing(_ view: View) {
        guard view !== root, let record = items[view.itemID], record.isSettled, isInstalled(view) else { return }
        let old = record.systemConstraints.filter { autoresizingViews[$0.id] === view }
        guard !old.isEmpty || view.translatesAutoresizingMaskIntoConstraints else { return }
        let oldIDs = Set(old.map(\.id))
        for constraint in old { removeFromSolver(constraint) }
        record.systemConstraints.removeAll { oldIDs.contains($0.id) }
        if view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview {
            addAutoresizing(view, in: parent)
        }
    }
}

extension LayoutConstraint {
    /// Whether a baseline attribute of the constraint is `view`'s, directly or through a
    /// container that takes its baseline from it.
    func mentionsBaseline(of view: View) -> Bool {
        func reaches(_ item: LayoutItem?, _ attribute: LayoutAttribute) -> Bool {
            guard let other = item as? View else { return false }
            switch attribute {
            case .firstBaseline: return other === view || other.viewForFirstBaselineLayout === view
            case .lastBaseline: return other === view || other.viewForLastBaselineLayout === view
            default: return false
            }
        }
        return reaches(firstItem, firstAttribute) || reaches(secondItem, secondAttribute)
    }
}
