internal import AutoLayout

// Today's iPhones in upstream's spelling (`.iPhone16`, `.iPhone17Pro(.landscape)`): sizes and
// safe areas come from Plumb's device table (SPEC §2, docs/traits.md), not restated here.
// Their traits are built as upstream builds its phones' (Dynamic Type `.medium`, left to
// right, the phone idiom), with no 3D Touch (none of these phones has it) and regular width
// in landscape where the table says so (the Plus, Pro Max and Air widths).

extension ViewImageConfig {
    /// A phone of Plumb's table in an orientation.
    static func today(_ device: Device, _ orientation: Orientation) -> ViewImageConfig {
        let size = device.portraitSize
        func insets(_ e: EdgeInsets) -> UIEdgeInsets {
            UIEdgeInsets(top: CGFloat(e.top), left: CGFloat(e.left), bottom: CGFloat(e.bottom), right: CGFloat(e.right))
        }
        return phone(
            device.id, orientation, width: CGFloat(size.width), height: CGFloat(size.height),
            portrait: insets(device.portraitSafeArea), landscape: insets(device.landscapeSafeArea),
            traits: UITraitCollection.todaysPhone(orientation, regularWidthInLandscape: device.regularWidthInLandscape))
    }

    public static let iPhone16 = ViewImageConfig.iPhone16(.portrait)
    public static func iPhone16(_ orientation: Orientation) -> ViewImageConfig { today(.iPhone16, orientation) }

    public static let iPhone16Plus = ViewImageConfig.iPhone16Plus(.portrait)
    public static func iPhone16Plus(_ orientation: Orientation) -> ViewImageConfig { today(.iPhone16Plus, orientation) }

    public static let iPhone16Pro = ViewImageConfig.iPhone16Pro(.portrait)
    public static func iPhone16Pro(_ orientation: Orientation) -> ViewImageConfig { today(.iPhone16Pro, orientation) }

    public static let iPhone16ProMax = ViewImageConfig.iPhone16ProMax(.portrait)
    public static func iPhone16ProMax(_ orientation: Orientation) -> ViewImageConfig {
        today(.iPhone16ProMax, orientation)
    }

    public static let iPhone16e = ViewImageConfig.iPhone16e(.portrait)
    public static func iPhone16e(_ orientation: Orientation) -> ViewImageConfig { today(.iPhone16e, orientation) }

    public static let iPhone17 = ViewImageConfig.iPhone17(.portrait)
    public static func iPhone17(_ orientation: Orientation) -> ViewImageConfig { today(.iPhone17, orientation) }

    public static let iPhoneAir = ViewImageConfig.iPhoneAir(.portrait)
    public static func iPhoneAir(_ orientation: Orientation) -> ViewImageConfig { today(.iPhoneAir, orientation) }

    public static let iPhone17Pro = ViewImageConfig.iPhone17Pro(.portrait)
    public static func iPhone17Pro(_ orientation: Orientation) -> ViewImageConfig { today(.iPhone17Pro, orientation) }

    public static let iPhone17ProMax = ViewImageConfig.iPhone17ProMax(.portrait)
    public static func iPhone17ProMax(_ orientation: Orientation) -> ViewImageConfig {
        today(.iPhone17ProMax, orientation)
    }
}
