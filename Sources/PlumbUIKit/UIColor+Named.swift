extension UIColor {
    /// The colour set of that name in the asset catalogs (`PlumbAssetCatalogs`), with its
    /// dark appearance; nil when none has it.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The same, searching `bundle`'s catalogs after the registered ones. The colour keeps
    /// both appearances; the traits do not pick one here (views resolve it as they draw).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard let color = PlumbAssetCatalogs.color(named: name, in: bundle) else { return nil }
        self.init(model: color)
    }
}
