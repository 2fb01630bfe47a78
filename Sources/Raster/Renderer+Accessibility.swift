import AutoLayout
import Typesetting

// The accessibility snapshot's picture: the layout washed pale, each element of the reading
// order outlined in a colour of its own with its number on a badge at its top-left corner,
// and a legend below the screen listing, per number, what VoiceOver says (label, value,
// traits). Deterministic: the colours follow the numbers, text is set by the renderer's own
// engine, nothing depends on the time or the machine.

extension Renderer {
    /// `order` is of `layout`, and `drawing` what its views draw. Throws what `render`
    /// throws, and `.text(view: nil, …)` when the overlay's font cannot be read.
    public func renderAccessibility(
        _ order: AccessibilityOrder, layout: Layout, drawing: Drawing, scale: Double? = nil
    ) throws(RasterError) -> Bitmap {
        let scale = scale ?? layout.environment.scale
        let screen = try render(layout, drawing: drawing, scale: scale)
        let pen = DebugPen(renderer: self, scale: scale, canvas: layout.environment.size)
        let rowHeight = AccessibilityPalette.legendRowHeight
        let legendHeight = rowHeight * Double(max(order.elements.count, 1)) + 12
        let strip = Int((legendHeight * scale).rounded(.up))
        var bitmap = Bitmap(width: screen.width, height: screen.height + strip, fill: Palette.white)
        let whole = PixelRect(Rect(x: 0, y: 0, width: Double(screen.width), height: Double(screen.height)), scale: 1)
        bitmap.composite(screen, atX: 0, y: 0, within: whole, opacity: 1)
        bitmap.fill(x0: 0, y0: 0, x1: screen.width, y1: screen.height, color: DebugPalette.veil)
        bitmap.fill(
            x0: 0, y0: screen.height, x1: screen.width, y1: screen.height + max(1, Int(scale)),
            color: DebugPalette.ink)
        for (index, element) in order.elements.enumerated() {
            let f = element.frame
            pen.stroke(
                .border(f.x, f.y, f.x + f.width, f.y + f.height, radius: 0, width: DebugPalette.outlineWidth),
                AccessibilityPalette.color(index), into: &bitmap)
        }
        do throws(TypesettingError) {
            for (index, element) in order.elements.enumerated() {
                try badge(index, at: (element.frame.x, element.frame.y), pen: pen, into: &bitmap)
            }
            let top = Double(screen.height) / scale
            if order.elements.isEmpty {
                try legendText(
                    "no accessibility elements", x: 8, centreY: top + 6 + rowHeight / 2, pen: pen, into: &bitmap)
            }
            for (index, element) in order.elements.enumerated() {
                let centreY = top + 6 + rowHeight * (Double(index) + 0.5)
                try badge(index, at: (8, centreY - AccessibilityPalette.badgeHeight / 2), pen: pen, into: &bitmap)
                try legendText(
                    Self.legendLine(element), x: 8 + AccessibilityPalette.badgeWidth(index) + 6, centreY: centreY,
                    pen: pen, into: &bitmap)
            }
        } catch {
            throw .text(view: nil, error)
        }
        return bitmap
    }

    /// `Inbox, 3 unread — button, header`: label (or "(no label)"), value, traits; cut to
    /// `AccessibilityPalette.legendCharacters` so one row never runs past the picture.
    static func legendLine(_ element: AccessibilityElement) -> String {
        var text = element.label ?? "(no label)"
        if let value = element.value { text += ", " + value }
        let traits = element.traits.names
        if !traits.isEmpty { text += " — " + traits.joined(separator: ", ") }
        let limit = AccessibilityPalette.legendCharacters
        return text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }

    /// The element's number, white on its colour, with its top-left corner at `point`.
    private func badge(
        _ index: Int, at point: (x: Double, y: Double), pen: DebugPen, into bitmap: inout Bitmap
    ) throws(TypesettingError) {
        let width = AccessibilityPalette.badgeWidth(index), height = AccessibilityPalette.badgeHeight
        let x = max(0, min(point.x, pen.canvas.width - width)), y = max(0, point.y)
        pen.stroke(
            .roundedRectangle(x, y, x + width, y + height, radius: height / 2), AccessibilityPalette.color(index),
            into: &bitmap)
        let text = try textEngine.layout(String(index + 1), font: pen.font)
        try drawText(
            text, in: Rect(x: x, y: y + (height - text.size.height) / 2, width: width, height: text.size.height),
            alignment: .center, color: Palette.white, centred: false, scale: pen.scale, into: &bitmap)
    }

    private func legendText(
        _ text: String, x: Double, centreY: Double, pen: DebugPen, into bitmap: inout Bitmap
    ) throws(TypesettingError) {
        let layout = try textEngine.layout(text, font: pen.font)
        try drawText(
            layout,
            in: Rect(x: x, y: centreY - layout.size.height / 2, width: layout.size.width, height: layout.size.height),
            alignment: .left, color: DebugPalette.ink, centred: false, scale: pen.scale, into: &bitmap)
    }
}

/// The accessibility overlay's colours and sizes (points).
public enum AccessibilityPalette {
    /// Eight colours far apart in hue (UIKit's system colours, darkened where white text
    /// needs it), taken in turn by the elements' numbers.
    public static let colors = [
        Color(red: 0x00, green: 0x5F, blue: 0xCC), Color(red: 0xC9, green: 0x34, blue: 0x00),
        Color(red: 0x24, green: 0x8A, blue: 0x3D), Color(red: 0x89, green: 0x44, blue: 0xAB),
        Color(red: 0xB2, green: 0x5B, blue: 0x00), Color(red: 0x00, green: 0x71, blue: 0x7A),
        Color(red: 0xC7, green: 0x00, blue: 0x5A), Color(red: 0x4E, green: 0x4E, blue: 0x5A),
    ]
    public static func color(_ index: Int) -> Color { colors[index % colors.count] }

    static let badgeHeight = 13.0
    /// Wide enough for the number's digits.
    static func badgeWidth(_ index: Int) -> Double { 7 + 6 * Double(String(index + 1).count) }
    static let legendRowHeight = 16.0
    static let legendCharacters = 64
}
