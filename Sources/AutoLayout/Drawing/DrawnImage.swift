/// A picture and where it goes: `target` is the picture's rectangle after the content mode,
/// `frame` the view's, which clips it.
public struct DrawnImage: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        /// A PNG file, read when drawn (a file that cannot be decoded is the renderer's error,
        /// naming the view).
        case file(path: String)
        /// The generated picture recipes use for artwork: the same pixels every run.
        case generated
        /// Pixels already decoded (an asset catalog's PNG, `UIImage(data:)`, an image a
        /// renderer drew): drawn as they are, nothing read.
        case pixels(ImagePixels)
        /// PNG bytes decoded when drawn, `name` (a file's path) naming them in the error when
        /// they cannot be.
        case png(bytes: [UInt8], name: String)
    }

    public var source: Source
    public var target: Rect
    public var frame: Rect
    /// A template image's colour: each pixel is drawn in it, at the colour's alpha times the
    /// pixel's (UIKit's `alwaysTemplate`); nil draws the picture's own colours.
    public var tint: Color?

    public init(source: Source, target: Rect, frame: Rect, tint: Color? = nil) {
        self.source = source
        self.target = target
        self.frame = frame
        self.tint = tint
    }
}
