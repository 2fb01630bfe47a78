/// UIKit's `UIVisualEffect`: what a `UIVisualEffectView` draws behind its content. Stored
/// for drawing; layout never reads it.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    public override init() {
        super.init()
    }
}

/// UIKit's `UIBlurEffect`, with its style.
open class UIBlurEffect: UIVisualEffect {
    /// UIKit's `UIBlurEffect.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case extraLight = 0, light, dark
        case regular = 4, prominent
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial
        case systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight
        case systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
        case systemThickMaterialDark, systemChromeMaterialDark
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// UIKit's `UIVibrancyEffect`: the blur it brightens content over.
open class UIVibrancyEffect: UIVisualEffect {
    public let blurEffect: UIBlurEffect

    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}
