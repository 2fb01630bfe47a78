extension UIColor {
    /// Makes the colour the current context's fill and stroke colour.
    @MainActor public func set() {
        setFill()
        setStroke()
    }

    @MainActor public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    @MainActor public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}
