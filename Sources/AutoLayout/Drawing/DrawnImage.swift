/// A picture and where it goes: `target` is the picture's rectangle after the content mode,
/// `frame` the view's, which clips it.
public struct DrawnImage: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        /// A PNG file, read when drawn (a file that cannot be decoded is the renderer's error,
        /// naming the view).
        case file(path: String)
        /// The generated picture recipes use for artwork: the same pixels every run.
        case generated
    }

    public var source: Source
    public var target: Rect
    public var frame: Rect

    public init(source: Source, target: Rect, frame: Rect) {
        self.source = source
        self.target = target
        self.frame = frame
    }
}
