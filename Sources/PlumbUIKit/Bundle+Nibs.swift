extension Bundle {
    /// UIKit's `loadNibNamed(_:owner:options:)`: the top-level objects of `<name>.xib` in this
    /// bundle, the owner's outlets connected, as `UINib(nibName:bundle:)` then
    /// `instantiate(withOwner:options:)` give them. `Bundle.main` stands for the app's bundle,
    /// so it looks where `bundle: nil` does (NibLocator). Where iOS raises an exception for a
    /// nib it cannot find, the exception is reported and nil returned.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        let nib = UINib(nibName: name, bundle: self)
        // Not found: `instantiate` reports UIKit's exception and gives no objects.
        let objects = nib.instantiate(withOwner: owner, options: options)
        if case .notFound = nib.source { return nil }
        return objects
    }
}
