internal import AutoLayout
internal import Raster

/// UIKit's `UIImage`, as far as layout reads it: a size in points and a scale, and for an
/// image drawn by `UIGraphicsImageRenderer` its pixels (`pngData()`). Asset catalogs and
/// symbol images arrive later.
open class UIImage: NSObject, @unchecked Sendable {
    public let size: CGSize
    public let scale: CGFloat
    /// The pixels, for an image a renderer drew.
    let bitmap: Bitmap?

    init(size: CGSize, scale: CGFloat, bitmap: Bitmap? = nil) {
        self.size = size
        self.scale = scale
        self.bitmap = bitmap
        super.init()
    }

    /// The image as PNG bytes, as Plumb's renderer encodes them (the same bytes every run);
    /// nil for an image with no pixels (a placeholder).
    public func pngData() -> Data? {
        guard let bitmap, let bytes = try? PNGCodec.encode(bitmap) else { return nil }
        return Data(bytes)
    }

    /// `#imageLiteral(resourceName:)`: asset catalogs are not read yet, so the image is an
    /// empty placeholder of no size (a view sized by it is sized as by no image).
    public required convenience init(imageLiteralResourceName name: String) {
        self.init(size: .zero, scale: 1)
    }

    /// Asset catalogs are not read yet: no image has a name.
    public convenience init?(named name: String) {
        return nil
    }

    /// Asset catalogs are not read yet: no image has a name, in any bundle or traits.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        return nil
    }
}

/// UIKit's `UIGraphicsImageRenderer`: makes an image of a size, at the scale of the device
/// Plumb lays out on. What its actions draw with `UIView.drawHierarchy(in:afterScreenUpdates:)`
/// is Plumb's render of those views; other drawing calls are not recorded yet (the image
/// stays transparent there).
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: NSObject {
    public let size: CGSize
    public let scale: CGFloat

    public init(size: CGSize) {
        self.size = size
        scale = CGFloat(Device.default.scale)
        super.init()
    }

    public convenience init(bounds: CGRect) { self.init(size: bounds.size) }

    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(size: size, scale: scale)
        context.begin()
        actions(context)
        context.end()
        return UIImage(size: size, scale: scale, bitmap: context.canvas)
    }

    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}

/// What `UIGraphicsImageRenderer.image(actions:)` hands its actions: the canvas the views it
/// draws are copied into.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: NSObject {
    /// The contexts whose actions are running, innermost last (`drawHierarchy` draws into it).
    static var stack: [UIGraphicsImageRendererContext] = []
    static var current: UIGraphicsImageRendererContext? { stack.last }

    var canvas: Bitmap
    let scale: CGFloat
    /// Where the actions' own drawing calls are recorded (`UIGraphicsGetCurrentContext()`),
    /// in points; drawn into the canvas before anything is copied onto it and at the end.
    public let cgContext: CGContext

    init(size: CGSize, scale: CGFloat) {
        self.scale = scale
        cgContext = CGContext(transform: .identity, clip: nil, appearance: .light)
        canvas = Bitmap(
            width: Int((Double(size.width) * Double(scale)).rounded()),
            height: Int((Double(size.height) * Double(scale)).rounded()))
        super.init()
    }

    /// Makes this the current context (for `drawHierarchy` and for drawing calls).
    func begin() {
        Self.stack.append(self)
        CGContext.stack.append(cgContext)
    }

    /// Draws what is pending and stops being current.
    func end() {
        flush()
        if Self.stack.last === self { Self.stack.removeLast() }
        if CGContext.stack.last === cgContext { CGContext.stack.removeLast() }
    }

    /// The canvas as an image, what was drawn so far included.
    func currentImage() -> UIImage {
        flush()
        return UIImage(
            size: CGSize(width: CGFloat(canvas.width) / scale, height: CGFloat(canvas.height) / scale), scale: scale,
            bitmap: canvas)
    }

    /// Draws the recorded calls into the canvas; what Plumb cannot draw is reported.
    func flush() {
        for call in cgContext.takeUnsupported() {
            PlumbLayoutIssues.report(.drawing(PlumbLayoutIssue.Drawing(drawer: "UIGraphicsImageRenderer", call: call)))
        }
        let commands = cgContext.takeCommands()
        guard !commands.isEmpty else { return }
        // Paths and rectangles only: nothing recorded here can fail to draw.
        try? Renderer().draw(commands, scale: Double(scale), into: &canvas)
    }

    /// Fills `rect` in the current fill colour (`UIColor.setFill()`).
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Draws `rect`'s outline 1 point wide inside it, in the fill colour (UIKit's rule).
    public func stroke(_ rect: CGRect) {
        UIGraphicsPushContext(cgContext)
        UIRectFrame(rect)
        UIGraphicsPopContext()
    }

    /// Copies `bitmap`'s pixels of `source` (in its pixels) to `origin` (in points) on the
    /// canvas, where they fall inside it: a row at a time, the whole bitmap at once when it
    /// is the canvas's size and lands at its origin (a root drawn into its own bounds).
    func copy(_ bitmap: Bitmap, from source: PixelRect, to origin: CGPoint) {
        let dx = Int((Double(origin.x) * Double(scale)).rounded()) - source.x0
        let dy = Int((Double(origin.y) * Double(scale)).rounded()) - source.y0
        if dx == 0, dy == 0, source.x0 <= 0, source.y0 <= 0, bitmap.width == canvas.width,
            bitmap.height == canvas.height, source.x1 >= bitmap.width, source.y1 >= bitmap.height
        {
            canvas = bitmap
            canvas.clip = nil
            return
        }
        let x0 = max(source.x0, 0, -dx), x1 = min(source.x1, bitmap.width, canvas.width - dx)
        guard x0 < x1 else { return }
        var pixels = canvas.pixels
        for y in max(source.y0, 0, -dy)..<max(min(source.y1, bitmap.height, canvas.height - dy), max(source.y0, 0, -dy))
        {
            let from = (y * bitmap.width + x0) * 4
            let to = ((y + dy) * canvas.width + x0 + dx) * 4
            let count = (x1 - x0) * 4
            pixels.replaceSubrange(to..<to + count, with: bitmap.pixels[from..<from + count])
        }
        canvas.pixels = pixels
    }
}

extension UIView {
    /// Draws the view and its subviews, as the last layout pass left them, into the running
    /// `UIGraphicsImageRenderer` at `rect` (its size should be the view's: the pixels are
    /// copied, not scaled). The view's tree is laid out first. Returns false outside a
    /// renderer's actions or when the render fails (a font that cannot be read).
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsImageRendererContext.current else { return false }
        context.flush()
        layoutIfNeeded()
        let root = rootView
        let engine = LayoutCycle.state(of: root).engine
        guard let bitmap = try? Renderer().render(engine, scale: Double(context.scale)) else { return false }
        let frame = engine.frame(of: node)
        context.copy(bitmap, from: PixelRect(frame, scale: Double(context.scale)), to: rect.origin)
        return true
    }
}

extension UIImage: _ExpressibleByImageLiteral {}

/// The type `#imageLiteral` makes where no other is asked for, as UIKit declares it.
public typealias _ImageLiteralType = UIImage
