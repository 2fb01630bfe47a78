package import AutoLayout

// What Plumb's inspector page needs of a laid-out UIKit tree (PlumbUIKitSnapshotTesting's
// `plumbInspectorPage`): the engine that laid it out and where the team's code made each
// constraint. `package`, not public: a team's files never see Plumb's model types, and only
// the package's own modules ask.

extension UIView {
    /// The engine of this view's tree (its topmost view's): the one layout passes use, made
    /// now if no pass has run yet.
    package var plumbLayoutEngine: LayoutEngine { LayoutCycle.state(of: rootView).engine }

    /// Where the team's code made each constraint held in this view's tree
    /// (`Module/File.swift:42`, from `#fileID` and `#line`), by the model constraint's id. The
    /// constraints UIKit makes itself (stack views', autoresizing masks') have none.
    package var plumbConstraintSites: [Int: String] {
        var sites: [Int: String] = [:]
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            for constraint in view.constraints {
                if let site = constraint.creationSite { sites[constraint.model.constraintID] = site }
            }
            pending.append(contentsOf: view.subviews)
        }
        return sites
    }
}
