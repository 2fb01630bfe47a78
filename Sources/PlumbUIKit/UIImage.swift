internal import AutoLayout
internal import Raster

/// UIKit's `UIImage`: a size in points, a scale, a rendering mode, and its pixels (decoded
/// from an asset catalog's PNG, from PNG bytes or a file, or drawn by
/// `UIGraphicsImageRenderer`), which image views draw. Symbol images are not modelled.
open class UIImage: NSObject, @unchecked Sendable {
    public let size: CGSize
    public let scale: CGFloat
    /// The pixels, premultiplied (nil for a placeholder, and for an image whose PNG could
    /// not be decoded).
    let bitmap: Bitmap?
    /// Whether this is Plumb's generated picture (`init(plumbPlaceholderOfSize:)`), which an
    /// image view draws as scene files draw an `imageSize`.
    let isPlaceholderPicture: Bool
    /// An asset catalog's PNG that could not be decoded, with its path: an image view showing
    /// it fails its render with an error naming the view and the file (see
    /// `PlumbAssetCatalogs.image`).
    let undecodedPNG: (bytes: [UInt8], file: String)?
    /// Whether image views draw the pixels' colours or the tint colour through their alpha.
    public let renderingMode: RenderingMode

    init(
        size: CGSize, scale: CGFloat, bitmap: Bitmap? = nil, isPlaceholderPicture: Bool = false,
        undecodedPNG: (bytes: [UInt8], file: String)? = nil, renderingMode: RenderingMode = .automatic
    ) {
        self.size = size
        self.scale = scale
        self.bitmap = bitmap
        self.isPlaceholderPicture = isPlaceholderPicture
        self.undecodedPNG = undecodedPNG
        self.renderingMode = renderingMode
        super.init()
    }

    /// A screen-sized image's pixels go back to the pool the next bitmap of their size is
    /// made from (`PixelBufferPool`): a screen drawn at 3x is 12 MB, and a fresh buffer cost
    /// up to 3,100 page faults a render.
    deinit {
        if let bitmap { PixelBufferPool.shared.recycle(bitmap.pixels) }
    }

    /// Plumb's generated picture (a grey ground, a mountain, a sun) of a size in points: the
    /// artwork a scene file's `imageSize` stands for, the same pixels every run, at whatever
    /// size an image view draws it. A stand-in for an asset a test does not have (asset
    /// catalogs are not read yet), so that code and scene draw the same image; not UIKit's API.
    @_spi(Plumb)
    public convenience init(plumbPlaceholderOfSize size: CGSize) {
        self.init(size: size, scale: 1, isPlaceholderPicture: true)
    }

    /// The image as PNG bytes, as Plumb's renderer encodes them (the same bytes every run);
    /// nil for an image with no pixels (a placeholder).
    public func pngData() -> Data? {
        guard let bitmap, let bytes = try? PNGCodec.encode(bitmap) else { return nil }
        return Data(bytes)
    }

    /// An image decoded from PNG bytes (Plumb's decoder, libpng), at scale 1; nil for bytes
    /// that are not a PNG it reads. Other formats (JPEG, HEIC) are not read.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image decoded from PNG bytes, whose size in points is its pixels over `scale` (a
    /// scale of 0 or less counts as 1); nil for bytes that are not a PNG Plumb reads.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let bitmap = try? PNGCodec.decode([UInt8](data), file: "UIImage(data:)") else { return nil }
        self.init(bitmap: bitmap, scale: scale)
    }

    /// An image of the bitmap's pixels at `scale`.
    convenience init(bitmap: Bitmap, scale: CGFloat) {
        let scale = scale > 0 ? scale : 1
        self.init(
            size: CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale), scale: scale,
            bitmap: bitmap)
    }

    /// The pixels, for Plumb's snapshot layer: premultiplied 8-bit RGBA (sRGB), rows top to
    /// bottom; nil for an image with no pixels. Not UIKit's API (`CGImage` is not modelled).
    @_spi(Plumb)
    public var premultipliedRGBA: (width: Int, height: Int, bytes: [UInt8])? {
        bitmap.map { ($0.width, $0.height, $0.pixels) }
    }

    /// An image of premultiplied 8-bit RGBA pixels (4 × `width` × `height` bytes, else nil).
    @_spi(Plumb)
    public convenience init?(premultipliedRGBA bytes: [UInt8], width: Int, height: Int, scale: CGFloat) {
        guard width > 0, height > 0, bytes.count == width * height * 4 else { return nil }
        var bitmap = Bitmap(width: width, height: height)
        bitmap.pixels = bytes
        self.init(bitmap: bitmap, scale: scale)
    }

    /// `#imageLiteral(resourceName:)`: the asset catalogs' image of that name
    /// (`PlumbAssetCatalogs`), else an empty placeholder of no size (a view sized by it is
    /// sized as by no image).
    public required convenience init(imageLiteralResourceName name: String) {
        if let found = PlumbAssetCatalogs.image(named: name, scale: Device.default.scale, in: nil) {
            self.init(catalogImage: found)
        } else {
            self.init(size: .zero, scale: 1)
        }
    }

    /// The image set of that name in the asset catalogs (`PlumbAssetCatalogs`), at the
    /// default device's scale; nil when none has it.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The same, searching `bundle`'s catalogs after the registered ones; the traits' display
    /// scale picks the file when they name one.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        let scale =
            traitCollection.map { Double($0.displayScale) }.flatMap { $0 > 0 ? $0 : nil } ?? Device.default.scale
        guard let found = PlumbAssetCatalogs.image(named: name, scale: scale, in: bundle) else { return nil }
        self.init(catalogImage: found)
    }

    /// An image set's file: its pixels at its scale, in the rendering mode its
    /// `template-rendering-intent` names; an undecodable PNG keeps its bytes (no size) so the
    /// view drawing it fails with a located error.
    convenience init(catalogImage found: PlumbAssetCatalogs.Image) {
        let scale = CGFloat(found.scale)
        switch found.content {
        case let .decoded(bitmap):
            self.init(
                size: CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale),
                scale: scale, bitmap: bitmap, renderingMode: found.renderingMode)
        case let .undecodable(bytes):
            self.init(
                size: .zero, scale: scale, undecodedPNG: (bytes, found.file), renderingMode: found.renderingMode)
        }
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

    public let format: UIGraphicsImageRendererFormat

    /// At `UIScreen.main`'s scale, as UIKit's default format is.
    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat())
    }

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
        scale = format.scale > 0 ? format.scale : UIScreen.main.scale
        super.init()
    }

    public convenience init(bounds: CGRect) { self.init(size: bounds.size) }

    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.init(size: bounds.size, format: format)
    }

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

/// UIKit's `UIGraphicsImageRendererFormat`: the scale an image renderer draws at (the main
/// screen's by default, or a trait collection's `displayScale`). `opaque` is stored; the
/// canvas starts transparent either way.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: NSObject {
    open var scale: CGFloat
    open var opaque = false

    public override init() {
        scale = UIScreen.main.scale
        super.init()
    }

    /// The format for the traits: their `displayScale`, else the main screen's.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What `UIGraphicsImageRenderer.image(actions:)` hands its actions: the canvas the views it
/// draws are copied into.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: NSObject {
    /// The contexts whose actions are running, innermost last (`drawHierarchy` draws into it).
    static var stack: [UIGraphicsImageRendererContext] = []
    static var current: UIGraphicsImageRendererContext? { stack.last }

    /// The canvas's size in pixels.
    let pixelWidth: Int
    let pixelHeight: Int
    /// What has been drawn; nil while nothing has (a transparent canvas). Made on first
    /// drawing, not up front: a root drawn into its own bounds hands over its render whole,
    /// and filling 12 MB of transparency first (a phone screen at 3x) was a third of
    /// `drawHierarchy`'s time.
    private var drawn: Bitmap?
    let scale: CGFloat
    /// Where the actions' own drawing calls are recorded (`UIGraphicsGetCurrentContext()`),
    /// in points; drawn into the canvas before anything is copied onto it and at the end.
    public let cgContext: CGContext

    init(size: CGSize, scale: CGFloat) {
        self.scale = scale
        cgContext = CGContext(transform: .identity, clip: nil, appearance: .light)
        pixelWidth = max(0, Int((Double(size.width) * Double(scale)).rounded()))
        pixelHeight = max(0, Int((Double(size.height) * Double(scale)).rounded()))
        super.init()
    }

    /// The pixels so far: transparent where nothing was drawn.
    var canvas: Bitmap { drawn ?? Bitmap(width: pixelWidth, height: pixelHeight) }

    /// Draws into the canvas, made transparent first if nothing was drawn yet.
    private func drawIntoCanvas(_ body: (inout Bitmap) -> Void) {
        var bitmap = drawn ?? Bitmap(width: pixelWidth, height: pixelHeight)
        // Let go of the stored copy so that the pixels are written in place, not copied.
        drawn = nil
        body(&bitmap)
        drawn = bitmap
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
        let canvas = self.canvas
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
        drawIntoCanvas { canvas in try? Renderer().draw(commands, scale: Double(scale), into: &canvas) }
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
        if dx == 0, dy == 0, source.x0 <= 0, source.y0 <= 0, bitmap.width == pixelWidth,
            bitmap.height == pixelHeight, source.x1 >= bitmap.width, source.y1 >= bitmap.height
        {
            drawn = bitmap
            drawn?.clip = nil
            return
        }
        let x0 = max(source.x0, 0, -dx), x1 = min(source.x1, bitmap.width, pixelWidth - dx)
        guard x0 < x1 else { return }
        let rows = max(source.y0, 0, -dy)..<max(min(source.y1, bitmap.height, pixelHeight - dy), max(source.y0, 0, -dy))
        guard !rows.isEmpty else { return }
        drawIntoCanvas { canvas in
            for y in rows {
                let from = (y * bitmap.width + x0) * 4
                let to = ((y + dy) * canvas.width + x0 + dx) * 4
                let count = (x1 - x0) * 4
                canvas.pixels.replaceSubrange(to..<to + count, with: bitmap.pixels[from..<from + count])
            }
        }
    }
}

extension UIView {
    /// Draws the view and its subviews, as the last layout pass left them, into the running
    /// `UIGraphicsImageRenderer` at `rect` (its size should be the view's: the pixels are
    /// copied, not scaled). The view's tree is laid out first. Returns false outside a
    /// renderer's actions or when the render fails (a font that cannot be read, an image
    /// whose PNG cannot be decoded), which is reported as a `PlumbLayoutIssue.render`.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsImageRendererContext.current else { return false }
        context.flush()
        layoutIfNeeded()
        let root = rootView
        let engine = LayoutCycle.state(of: root).engine
        let bitmap: Bitmap
        do {
            bitmap = try Renderer().render(engine, scale: Double(context.scale))
        } catch {
            PlumbLayoutIssues.report(.render(PlumbLayoutIssue.Render(message: error.description)))
            return false
        }
        let frame = engine.frame(of: node)
        context.copy(bitmap, from: PixelRect(frame, scale: Double(context.scale)), to: rect.origin)
        return true
    }
}

extension UIImage: _ExpressibleByImageLiteral {}

/// The type `#imageLiteral` makes where no other is asked for, as UIKit declares it.
public typealias _ImageLiteralType = UIImage
