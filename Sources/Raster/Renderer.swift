import AutoLayout
import Typesetting

/// Draws a solved `Layout` and its view tree, back to front, into a bitmap at the device scale
/// (or another): backgrounds, then each control in a flat iOS style. Reads the layout; never
/// solves.
public final class Renderer {
    let shapes = ShapeRasterizer()
    let textEngine: TextEngine
    /// The opacity of the view being drawn (its alpha times its ancestors').
    var opacity = 1.0
    /// The Dynamic Type category of the layout being drawn.
    var contentSize = ContentSizeCategory.large
    /// The appearance of the layout being drawn: which value of a dynamic colour `tint` uses.
    var appearance = Appearance.light

    public init(textEngine: TextEngine = .shared) {
        self.textEngine = textEngine
    }

    /// UIKit's system colours of the era.
    enum Palette {
        static let white = Color(red: 255, green: 255, blue: 255)
        static let tint = Color(red: 0, green: 122, blue: 255)
        /// The root's background when the scene sets none: UIKit's `systemBackground`.
        static let background = Color.system(named: "systemBackground") ?? white
        /// A rounded-rect field's fill and border: white and light gray; in the dark, UIKit's
        /// tertiary background and a separator grey.
        static let fieldFill = Color.system(named: "tertiarySystemBackground") ?? white
        static let fieldBorder = Color(light: Color(red: 199, green: 199, blue: 205), dark: Color(red: 84, green: 84, blue: 88))
        static let switchOn = Color(light: Color(red: 76, green: 217, blue: 100), dark: Color(red: 48, green: 209, blue: 88))
        static let switchOff = Color(light: Color(red: 229, green: 229, blue: 234), dark: Color(red: 58, green: 58, blue: 60))
        static let imageBackground = Color(red: 209, green: 209, blue: 214)
        static let imageShape = Color(red: 142, green: 142, blue: 147)
        static let imageSun = Color(red: 255, green: 204, blue: 0)
    }

    /// Throws when a view's picture or font cannot be read: nothing is drawn in its place.
    public func render(_ layout: Layout, scale: Double? = nil) throws(RasterError) -> Bitmap {
        let scale = scale ?? layout.environment.scale
        let size = layout.environment.size
        let root = layout.entries.first?.view
        var bitmap = Bitmap(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
                            fill: (root?.backgroundColor ?? Palette.background).resolved(layout.environment.appearance))
        let rtl = layout.environment.direction == .rightToLeft
        contentSize = layout.environment.contentSize
        appearance = layout.environment.appearance
        // Per open ancestor: its depth, the clip its subviews inherit, and their opacity.
        var ancestors: [(depth: Int, clip: PixelRect?, opacity: Double)] = [(0, nil, root?.alpha ?? 1)]
        var hiddenBelow: Int?
        for entry in layout.entries.dropFirst() {
            if let depth = hiddenBelow {
                if entry.depth > depth { continue }
                hiddenBelow = nil
            }
            if entry.view.isHidden {
                hiddenBelow = entry.depth
                continue
            }
            while let last = ancestors.last, last.depth >= entry.depth { ancestors.removeLast() }
            let parent = ancestors.last ?? (0, nil, 1)
            bitmap.clip = parent.clip
            opacity = parent.opacity * entry.view.alpha
            try draw(entry, rtl: rtl && entry.view.semanticContentAttribute.resolve(.rightToLeft) == .rightToLeft,
                 scale: scale, into: &bitmap)
            var clip = parent.clip
            if entry.view.clipsToBounds || entry.view is ScrollView {
                clip = PixelRect(entry.frame, scale: scale).intersection(parent.clip)
            }
            ancestors.append((entry.depth, clip, opacity))
        }
        bitmap.clip = nil
        opacity = 1
        return bitmap
    }

    /// A colour in the layout's appearance at the current view's opacity.
    func tint(_ color: Color) -> Color {
        let color = color.resolved(appearance)
        guard opacity < 1 else { return color }
        var faded = color
        faded.alpha = UInt8((Double(color.alpha) * max(0, opacity)).rounded())
        return faded
    }

    func draw(_ entry: Layout.Entry, rtl: Bool, scale: Double, into bitmap: inout Bitmap) throws(RasterError) {
        drawBackground(entry, scale: scale, into: &bitmap)
        if let image = entry.view as? ImageView {
            do throws(RasterError) {
                try drawImage(image, frame: entry.frame, scale: scale, into: &bitmap)
            } catch {
                throw .image(view: entry.name, error)
            }
            return
        }
        do throws(TypesettingError) {
            try drawControl(entry, rtl: rtl, contentSize: contentSize, scale: scale, into: &bitmap)
        } catch {
            throw .text(view: entry.name, error)
        }
    }

    /// The view's background colour and border.
    func drawBackground(_ entry: Layout.Entry, scale: Double, into bitmap: inout Bitmap) {
        let frame = entry.frame
        let pixels = PixelRect(frame, scale: scale)
        // Stack views draw nothing of their own (a CATransformLayer before iOS 14).
        if let color = entry.view.backgroundColor, !pixels.isEmpty, !(entry.view is StackView) {
            if entry.view.cornerRadius > 0 {
                shapes.fill(.roundedRectangle(Double(pixels.x0), Double(pixels.y0), Double(pixels.x1), Double(pixels.y1),
                                              radius: entry.view.cornerRadius * scale), color: tint(color), into: &bitmap)
            } else {
                bitmap.fill(x0: pixels.x0, y0: pixels.y0, x1: pixels.x1, y1: pixels.y1, color: tint(color))
            }
        }
        if entry.view.borderWidth > 0, let color = entry.view.borderColor, !pixels.isEmpty {
            shapes.fill(.border(Double(pixels.x0), Double(pixels.y0), Double(pixels.x1), Double(pixels.y1),
                                radius: entry.view.cornerRadius * scale, width: entry.view.borderWidth * scale),
                        color: tint(color), into: &bitmap)
        }
    }

    /// A control's own drawing (text, switch); throws when its font cannot be read.
    func drawControl(_ entry: Layout.Entry, rtl: Bool, contentSize: ContentSizeCategory, scale: Double,
                     into bitmap: inout Bitmap) throws(TypesettingError)
    {
        let frame = entry.frame
        let direction: LayoutDirection = rtl ? .rightToLeft : .leftToRight
        switch entry.view {
        case let label as Label:
            let box = Rect(x: frame.x + label.contentInsets.left, y: frame.y + label.contentInsets.top,
                           width: frame.width - label.contentInsets.left - label.contentInsets.right,
                           height: frame.height - label.contentInsets.top - label.contentInsets.bottom)
            if !label.displayedText(rightToLeft: rtl).isEmpty {
                let text = try label.textLayout(forWidth: box.width, direction: direction, contentSize: contentSize)
                try drawText(text, in: box, alignment: label.textAlignment, color: label.textColor, centred: false,
                             scale: scale, into: &bitmap)
            }
        case let button as Button:
            if !button.displayedTitle(rightToLeft: rtl).isEmpty {
                let text = try button.titleLayout(direction: direction, contentSize: contentSize)
                try drawText(text, in: frame, alignment: .center, color: button.titleColor, centred: true, scale: scale,
                             into: &bitmap)
            }
        case let field as TextField:
            try drawTextField(field, frame: frame, direction: direction, contentSize: contentSize, scale: scale,
                              into: &bitmap)
        case let toggle as Switch:
            drawSwitch(toggle, frame: frame, rightToLeft: rtl, scale: scale, into: &bitmap)
        case let textView as TextView:
            let box = Rect(x: frame.x + TextView.linePadding, y: frame.y + TextView.verticalInset,
                           width: frame.width - 2 * TextView.linePadding, height: frame.height - 2 * TextView.verticalInset)
            let text = try textView.textLayout(forWidth: frame.width, direction: direction, contentSize: contentSize)
            // A text view scrolls: text beyond its frame is clipped, as UIScrollView clips.
            let outer = bitmap.clip
            bitmap.clip = PixelRect(frame, scale: scale).intersection(outer)
            defer { bitmap.clip = outer }
            try drawText(text, in: box, alignment: .natural, color: textView.textColor, centred: false, scale: scale,
                         into: &bitmap)
        default:
            break
        }
    }
}
