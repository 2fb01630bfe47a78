extension View {
    /// This view and every view below it by `itemID`, for reading a `Layout`'s entries (which
    /// keep ids, never views) back against the model.
    public func subtreeByID() -> [Int: View] {
        var views: [Int: View] = [:]
        func collect(_ view: View) {
            views[view.itemID] = view
            for child in view.subviews { collect(child) }
        }
        collect(self)
        return views
    }
}
