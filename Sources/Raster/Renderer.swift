import AutoLayout
import Typesetting

/// Draws a solved `Layout` and its `Drawing`, back to front, into a bitmap at the device scale
/// (or another). Reads values only: it never solves, sets text or looks at a view.
public final class Renderer {
    let shapes = ShapeRasterizer()
    let textEngine: TextEngine
    /// The opacity of the view being drawn (its alpha times its ancestors').
    var opacity = 1.0

    public init(textEngine: TextEngine = .shared) {
        self.textEngine = textEngine
    }

    /// Colours the renderer itself chooses: the debug render's white, and the generated
    /// picture's. Views' colours come resolved in their drawing.
    enum Palette {
        static let white = Color(red: 255, green: 255, blue: 255)
        static let imageBackground = Color(red: 209, green: 209, blue: 214)
        static let imageShape = Color(red: 142, green: 142, blue: 147)
        static let imageSun = Color(red: 255, green: 204, blue: 0)
    }

    /// Draws `drawing`, which must be of this layout (`LayoutEngine.drawing(of:)`): each entry's
    /// commands over its ancestors', clipped and faded as they say. Throws when a view's content
    /// could not be made ready, or its picture or glyphs cannot be read: nothing is drawn in its
    /// place.
    public func render(_ layout: Layout, drawing: Drawing, scale: Double? = nil) throws(RasterError) -> Bitmap {
        let scale = scale ?? layout.environment.scale
        let size = layout.environment.size
        var bitmap = Bitmap(
            width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
            fill: drawing.background)
        let views = Array(zip(layout.entries, drawing.views))
        // Per open ancestor: its depth, the clip its subviews inherit, and their opacity.
        var ancestors: [(depth: Int, clip: PixelRect?, opacity: Double)] = [(0, nil, views.first?.1.alpha ?? 1)]
        var hiddenBelow: Int?
        for (entry, view) in views.dropFirst() {
            if let depth = hiddenBelow {
                if entry.depth > depth { continue }
                hiddenBelow = nil
            }
            if view.isHidden {
                hiddenBelow = entry.depth
                continue
            }
            while let last = ancestors.last, last.depth >= entry.depth { ancestors.removeLast() }
            let parent = ancestors.last ?? (0, nil, 1)
            bitmap.clip = parent.clip
            opacity = parent.opacity * view.alpha
            if let failure = view.failure { throw .drawing(view: view.name, failure) }
            for command in view.commands {
                try draw(command, view: view.name, scale: scale, into: &bitmap)
            }
            var clip = parent.clip
            if view.clipsSubviews {
                clip = PixelRect(entry.frame, scale: scale).intersection(parent.clip)
            }
            ancestors.append((entry.depth, clip, opacity))
        }
        bitmap.clip = nil
        opacity = 1
        return bitmap
    }

    /// A colour at the current view's opacity.
    func tint(_ color: Color) -> Color {
        guard opacity < 1 else { return color }
        var faded = color
        faded.alpha = UInt8((Double(color.alpha) * max(0, opacity)).rounded())
        return faded
    }

    /// Draws `commands` into `bitmap` at `scale`, at full opacity, as a view's are drawn:
    /// for pictures made outside a layout (UIKit's image renderers).
    public func draw(_ commands: [DrawCommand], scale: Double, into bitmap: inout Bitmap) throws(RasterError) {
        opacity = 1
        for command in commands { try draw(command, view: "image", scale: scale, into: &bitmap) }
    }

    /// One command of the view named `view` (for errors).
    func draw(_ command: DrawCommand, view: String, scale: Double, into bitmap: inout Bitmap) throws(RasterError) {
        switch command {
        case let .fill(rect, radius, color):
            let p = PixelRect(rect, scale: scale)
            guard !p.isEmpty else { return }
            if radius > 0 {
                shapes.fill(
                    .roundedRectangle(Double(p.x0), Double(p.y0), Double(p.x1), Double(p.y1), radius: radius * scale),
                    color: tint(color), into: &bitmap)
            } else {
                bitmap.fill(x0: p.x0, y0: p.y0, x1: p.x1, y1: p.y1, color: tint(color))
            }
        case let .border(rect, radius, width, color):
            let p = PixelRect(rect, scale: scale)
            guard !p.isEmpty else { return }
            let pixels =
                switch width {
                case let .points(points): points * scale
                case .hairline: max(1, scale * 0.5)
                }
            shapes.fill(
                .border(Double(p.x0), Double(p.y0), Double(p.x1), Double(p.y1), radius: radius * scale, width: pixels),
                color: tint(color), into: &bitmap)
        case let .glyphs(glyphs):
            do throws(TypesettingError) {
                try drawGlyphs(glyphs, scale: scale, into: &bitmap)
            } catch {
                throw .text(view: view, error)
            }
        case let .image(image):
            do throws(RasterError) {
                try drawImage(image, scale: scale, into: &bitmap)
            } catch {
                throw .image(view: view, error)
            }
        case let .toggle(toggle):
            drawSwitch(toggle, scale: scale, into: &bitmap)
        case let .path(path):
            shapes.draw(path, scale: scale, color: tint(path.color), into: &bitmap)
        case let .clipped(rect, commands):
            let outer = bitmap.clip
            bitmap.clip = PixelRect(rect, scale: scale).intersection(outer)
            defer { bitmap.clip = outer }
            for command in commands { try draw(command, view: view, scale: scale, into: &bitmap) }
        }
    }
}
