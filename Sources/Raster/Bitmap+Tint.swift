import AutoLayout

extension Bitmap {
    /// The bitmap as a template drawn in `color`: each pixel takes the colour, at the colour's
    /// alpha times the pixel's (`a′ = round(a × tintAlpha / 255)`, then each channel
    /// `round(channel × a′ / 255)`, premultiplied as every bitmap is). The pixels' own colours
    /// are dropped, as UIKit draws `alwaysTemplate` images and `withTintColor(_:)` bakes them
    /// (destination-in over a fill of the colour).
    public func tinted(with color: Color) -> Bitmap {
        var result = self
        let tintAlpha = UInt32(color.alpha)
        let (r, g, b) = (UInt32(color.red), UInt32(color.green), UInt32(color.blue))
        result.pixels.withUnsafeMutableBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                let alpha = (UInt32(buffer[index + 3]) * tintAlpha + 127) / 255
                buffer[index] = UInt8((r * alpha + 127) / 255)
                buffer[index + 1] = UInt8((g * alpha + 127) / 255)
                buffer[index + 2] = UInt8((b * alpha + 127) / 255)
                buffer[index + 3] = UInt8(alpha)
                index += 4
            }
        }
        return result
    }

    /// A bitmap of decoded pixels (`ImagePixels` holds them premultiplied, as bitmaps do).
    public init(_ pixels: ImagePixels) {
        self.init(width: pixels.width, height: pixels.height, pixels: pixels.premultipliedRGBA)
    }

    /// The pixels as a model value, for a view to draw.
    public var imagePixels: ImagePixels? {
        ImagePixels(width: width, height: height, premultipliedRGBA: pixels)
    }
}
