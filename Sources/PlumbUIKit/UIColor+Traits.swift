internal import AutoLayout

extension UIColor {
    /// The colour as the traits show it: a colour with a dark appearance (a system colour, an
    /// asset catalog's, a dynamic one) gives that appearance's for `.dark`, its light one
    /// otherwise.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        UIColor(model: model.resolved(traitCollection.userInterfaceStyle == .dark ? .dark : .light))
    }
}
