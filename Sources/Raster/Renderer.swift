import AutoLayout
import Typesetting

/// Draws a solved `Layout` and its view tree, back to front, into a bitmap at the device scale
/// (or another): backgrounds, then each control in a flat iOS style. Reads the layout; never
/// solves.
public final class Renderer {
    let shapes = ShapeRasterizer()
    let textEngine: TextEngine

    public init(textEngine: TextEngine = .shared) {
        self.textEngine = textEngine
    }

    /// UIKit's system colours of the era.
    enum Palette {
        static let white = Color(red: 255, green: 255, blue: 255)
        static let tint = Color(red: 0, green: 122, blue: 255)
        static let fieldBorder = Color(red: 199, green: 199, blue: 205)
        static let switchOn = Color(red: 76, green: 217, blue: 100)
        static let switchOff = Color(red: 229, green: 229, blue: 234)
        static let imageBackground = Color(red: 209, green: 209, blue: 214)
        static let imageShape = Color(red: 142, green: 142, blue: 147)
        static let imageSun = Color(red: 255, green: 204, blue: 0)
    }

    public func render(_ layout: Layout, scale: Double? = nil) -> Bitmap {
        let scale = scale ?? layout.environment.scale
        let size = layout.environment.size
        let root = layout.entries.first?.view
        var bitmap = Bitmap(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
                            fill: root?.backgroundColor ?? Palette.white)
        let rtl = layout.environment.direction == .rightToLeft
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
            draw(entry, rtl: rtl && entry.view.semanticContentAttribute.resolve(.rightToLeft) == .rightToLeft,
                 scale: scale, into: &bitmap)
        }
        return bitmap
    }

    func draw(_ entry: Layout.Entry, rtl: Bool, scale: Double, into bitmap: inout Bitmap) {
        let frame = entry.frame
        let pixels = PixelRect(frame, scale: scale)
        if let color = entry.view.backgroundColor, !pixels.isEmpty {
            bitmap.fill(x0: pixels.x0, y0: pixels.y0, x1: pixels.x1, y1: pixels.y1, color: color)
        }
        let direction: LayoutDirection = rtl ? .rightToLeft : .leftToRight
        switch entry.view {
        case let label as Label:
            let box = Rect(x: frame.x + label.contentInsets.left, y: frame.y + label.contentInsets.top,
                           width: frame.width - label.contentInsets.left - label.contentInsets.right,
                           height: frame.height - label.contentInsets.top - label.contentInsets.bottom)
            if let text = label.textLayout(forWidth: box.width, direction: direction), !label.displayedText(rightToLeft: rtl).isEmpty {
                drawText(text, in: box, alignment: label.textAlignment, color: label.textColor, centred: false,
                         scale: scale, into: &bitmap)
            }
        case let button as Button:
            if !button.displayedTitle(rightToLeft: rtl).isEmpty, let text = button.titleLayout(direction: direction) {
                drawText(text, in: frame, alignment: .center, color: button.titleColor, centred: true, scale: scale,
                         into: &bitmap)
            }
        case let field as TextField:
            drawTextField(field, frame: frame, direction: direction, scale: scale, into: &bitmap)
        case let toggle as Switch:
            drawSwitch(toggle, frame: frame, scale: scale, into: &bitmap)
        case let image as ImageView:
            drawImage(image, frame: frame, scale: scale, into: &bitmap)
        case let textView as TextView:
            let box = Rect(x: frame.x + TextView.linePadding, y: frame.y + TextView.verticalInset,
                           width: frame.width - 2 * TextView.linePadding, height: frame.height - 2 * TextView.verticalInset)
            if let text = textView.textLayout(forWidth: frame.width, direction: direction) {
                drawText(text, in: box, alignment: .natural, color: textView.textColor, centred: false, scale: scale,
                         into: &bitmap)
            }
        default:
            break
        }
    }
}
