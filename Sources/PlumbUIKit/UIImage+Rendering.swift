internal import AutoLayout
internal import Raster

extension UIImage {
    /// UIKit's `UIImage.RenderingMode`, with UIKit's raw values. An image view draws an
    /// `alwaysTemplate` image in its `tintColor` through the image's alpha; `automatic` and
    /// `alwaysOriginal` draw the image's own colours (an image view's default context is the
    /// original one).
    public enum RenderingMode: Int, Sendable {
        case automatic = 0, alwaysOriginal, alwaysTemplate
    }

    /// The same image (pixels, size, scale) in another rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(
            size: size, scale: scale, bitmap: bitmap, isPlaceholderPicture: isPlaceholderPicture,
            undecodedPNG: undecodedPNG, renderingMode: renderingMode)
    }

    /// The image drawn in `color`, as UIKit does for bitmap images: a fill of the colour kept
    /// where the image is (destination-in), so each pixel is the colour at the colour's alpha
    /// times the pixel's; the rendering mode stays the image's. A dynamic colour is baked in
    /// its light appearance (UIKit bakes it with the current traits). An image with no pixels
    /// (a placeholder) is returned as it is.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// The same, in `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(
            size: size, scale: scale, bitmap: bitmap?.tinted(with: color.model.resolved(.light)),
            isPlaceholderPicture: isPlaceholderPicture, undecodedPNG: undecodedPNG, renderingMode: renderingMode)
    }

    /// The PNG file at `path`, at the scale its name gives (`name@2x.png` is 2, `@3x` 3, else
    /// 1, as UIKit reads it); nil when the file is missing or is not a PNG Plumb decodes
    /// (JPEG, HEIC and PDF are not read), as UIKit answers for a file it cannot read.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path),
            let bitmap = try? PNGCodec.decode([UInt8](data), file: path)
        else { return nil }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(bitmap: bitmap, scale: scale)
    }

    /// What an image view draws for this image in `frame` at `target`: the pixels (in `tint`
    /// for a template), the generated picture, or the undecodable PNG's bytes (the render then
    /// fails naming the view); nil for an image with nothing to draw.
    func drawnImage(target: Rect, frame: Rect, tint: Color?) -> DrawnImage? {
        if let undecodedPNG {
            return DrawnImage(
                source: .png(bytes: undecodedPNG.bytes, name: undecodedPNG.file), target: target, frame: frame)
        }
        guard size.width > 0, size.height > 0 else { return nil }
        if isPlaceholderPicture { return DrawnImage(source: .generated, target: target, frame: frame) }
        guard let pixels = bitmap?.imagePixels else { return nil }
        return DrawnImage(
            source: .pixels(pixels), target: target, frame: frame, tint: renderingMode == .alwaysTemplate ? tint : nil)
    }
}
