internal import AutoLayout

/// UIKit's `UIScreen`: the bounds and scale of a Plumb device, in portrait. `UIScreen.main`
/// is the default device (the iPhone 17, SPEC §2) unless a test or the snapshot layer
/// chooses another with `UIScreen.useMainDevice(_:)`.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    let device: Device

    init(device: Device) {
        self.device = device
        super.init()
    }

    /// The screen every window made with `UIWindow(frame:)` is on.
    public private(set) static var main = UIScreen(device: .default)

    /// Makes the named Plumb device (`plumb devices`: `iphone-17`, `ipad-air-11`, `390x844@3`…)
    /// `UIScreen.main`; false, leaving it unchanged, for a name Plumb does not know.
    @_spi(Plumb) @discardableResult
    public static func useMainDevice(_ id: String) -> Bool {
        guard let device = Device.named(id) ?? Device.custom(id) else { return false }
        main = UIScreen(device: device)
        return true
    }

    /// The device's Plumb name (`iphone-17`).
    @_spi(Plumb) public var deviceID: String { device.id }

    /// The screen in points, in portrait.
    open var bounds: CGRect { CGRect(origin: .zero, size: device.portraitSize.cgSize) }
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    open var scale: CGFloat { CGFloat(device.scale) }
    open var nativeScale: CGFloat { scale }

    open var traitCollection: UITraitCollection {
        UITraitCollection(environment: Environment(device: device, iosVersion: LayoutCycle.iosVersion))
    }
}
