import AutoLayout
import Foundation

/// WCAG 2.x contrast: the relative luminance of sRGB colours and the ratio between two, on
/// colours composited to opaque first (a translucent colour is what it shows over what is
/// under it).
public enum Contrast {
    /// Relative luminance (WCAG 2.2, "relative luminance"): each channel c/255 linearised
    /// (c/12.92 at or below 0.04045, else ((c+0.055)/1.055)^2.4), weighted 0.2126, 0.7152, 0.0722.
    public static func luminance(_ color: RGB) -> Double {
        func linear(_ channel: Double) -> Double {
            let c = channel / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// (L1 + 0.05) / (L2 + 0.05), the lighter over the darker: 1 to 21.
    public static func ratio(_ a: RGB, _ b: RGB) -> Double {
        let la = luminance(a)
        let lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// An opaque colour, channels 0…255 (fractional after compositing, so nothing rounds
    /// twice).
    public struct RGB: Sendable, Equatable {
        public var red: Double
        public var green: Double
        public var blue: Double

        public init(red: Double, green: Double, blue: Double) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// `color` (its alpha times `opacity`) drawn over this one: source-over.
        public func under(_ color: Color, opacity: Double = 1) -> RGB {
            let alpha = Double(color.alpha) / 255 * max(0, min(1, opacity))
            return RGB(
                red: Double(color.red) * alpha + red * (1 - alpha),
                green: Double(color.green) * alpha + green * (1 - alpha),
                blue: Double(color.blue) * alpha + blue * (1 - alpha))
        }

        public init(_ color: Color) {
            self.init(red: Double(color.red), green: Double(color.green), blue: Double(color.blue))
        }
    }
}
