import AutoLayout
import Typesetting

extension Renderer {
    /// A rounded-rect field: white fill, a one-point gray border, corner radius 5; the text
    /// (or the placeholder in gray) with 7 points of padding, centred vertically.
    func drawTextField(_ field: TextField, frame: Rect, direction: LayoutDirection, contentSize: ContentSizeCategory,
                       scale: Double, into bitmap: inout Bitmap) throws(TypesettingError)
    {
        let p = PixelRect(frame, scale: scale)
        guard !p.isEmpty else { return }
        let (x0, y0, x1, y1) = (Double(p.x0), Double(p.y0), Double(p.x1), Double(p.y1))
        shapes.fill(.roundedRectangle(x0, y0, x1, y1, radius: 5 * scale), color: tint(Palette.fieldFill), into: &bitmap)
        shapes.fill(.border(x0, y0, x1, y1, radius: 5 * scale, width: max(1, scale * 0.5)), color: tint(Palette.fieldBorder),
                    into: &bitmap)
        let shown = field.displayed(rightToLeft: direction == .rightToLeft)
        guard !shown.text.isEmpty else { return }
        let text = try field.textLayout(direction: direction, contentSize: contentSize)
        let box = Rect(x: frame.x + TextField.horizontalPadding, y: frame.y,
                       width: frame.width - 2 * TextField.horizontalPadding, height: frame.height)
        try drawText(text, in: box, alignment: .natural, color: shown.isPlaceholder ? TextField.placeholderColor : field.textColor,
                 centred: true, scale: scale, into: &bitmap)
    }

    /// A pill: green with the knob at the trailing end when on, a gray track (an outline in
    /// light mode) and the knob at the leading end when off (a switch flips in right-to-left
    /// layouts).
    func drawSwitch(_ toggle: Switch, frame: Rect, rightToLeft: Bool, scale: Double, into bitmap: inout Bitmap) {
        let p = PixelRect(frame, scale: scale)
        guard !p.isEmpty else { return }
        let (x0, y0, x1, y1) = (Double(p.x0), Double(p.y0), Double(p.x1), Double(p.y1))
        let radius = (y1 - y0) / 2
        if toggle.isOn {
            shapes.fill(.roundedRectangle(x0, y0, x1, y1, radius: radius), color: tint(Palette.switchOn), into: &bitmap)
        } else {
            shapes.fill(.roundedRectangle(x0, y0, x1, y1, radius: radius), color: tint(Palette.switchOff), into: &bitmap)
            // Light mode outlines the empty track; dark mode fills it with the grey, so the white
            // knob stands out against it.
            if appearance == .light {
                let inset = 1.5 * scale
                shapes.fill(.roundedRectangle(x0 + inset, y0 + inset, x1 - inset, y1 - inset, radius: radius - inset),
                            color: tint(Palette.white), into: &bitmap)
            }
        }
        let knob = (y1 - y0) - 4 * scale
        let knobAtRight = toggle.isOn != rightToLeft
        let knobX = knobAtRight ? x1 - 2 * scale - knob : x0 + 2 * scale
        shapes.fill(.roundedRectangle(knobX, y0 + 2 * scale, knobX + knob, y0 + 2 * scale + knob, radius: knob / 2),
                    color: tint(Palette.white), into: &bitmap)
    }

    /// The image placed per its content mode and clipped to the view: a PNG scaled nearest
    /// neighbour, or a generated picture (gray ground, a mountain, a sun) that is the same
    /// every run. A PNG that cannot be decoded throws (`invalidPNG` naming the file).
    func drawImage(_ view: ImageView, frame: Rect, scale: Double, into bitmap: inout Bitmap) throws(RasterError) {
        guard let image = view.image, image.size.width > 0, image.size.height > 0 else { return }
        let target = imageRect(image.size, in: frame, mode: view.contentMode)
        let area = PixelRect(target, scale: scale)
        // Only the part of the picture that can show is made: the view's frame, its clipping
        // ancestors and the bitmap bound it, so a view 1e9 points wide costs the screen.
        let shown = area.intersection(PixelRect(frame, scale: scale)).intersection(bitmap.clip)
            .intersection(PixelRect(x0: 0, y0: 0, x1: bitmap.width, y1: bitmap.height))
        guard !area.isEmpty, !shown.isEmpty else { return }
        var picture: Bitmap?
        if case let .file(path, _) = image { picture = try PNGCodec.read(path) }
        // The canvas covers `shown`; (ox, oy) is its offset within the whole picture.
        let ox = shown.x0 - area.x0, oy = shown.y0 - area.y0
        var canvas = Bitmap(width: shown.width, height: shown.height)
        if let picture {
            // Nearest neighbour, each source index computed as for the whole picture (Double:
            // an area ~2e9 pixels times a picture's size would overflow nothing, but stays exact
            // as integers below 2^53).
            for y in 0..<shown.height {
                let sy = min(picture.height - 1, Self.sourceIndex(oy + y, picture.height, area.height))
                for x in 0..<shown.width {
                    let sx = min(picture.width - 1, Self.sourceIndex(ox + x, picture.width, area.width))
                    let si = (sy * picture.width + sx) * 4, di = (y * shown.width + x) * 4
                    for c in 0..<4 { canvas.pixels[di + c] = picture.pixels[si + c] }
                }
            }
        } else {
            let w = Double(area.width), h = Double(area.height)
            let dx = Double(ox), dy = Double(oy)
            canvas = Bitmap(width: shown.width, height: shown.height, fill: Palette.imageBackground)
            var mountain = ShapeRasterizer.Path()
            mountain.contours = [[(0 - dx, h - dy, .on), (w * 0.35 - dx, h * 0.4 - dy, .on), (w * 0.6 - dx, h * 0.7 - dy, .on),
                                  (w * 0.75 - dx, h * 0.55 - dy, .on), (w - dx, h - dy, .on)]]
            shapes.fill(mountain, color: Palette.imageShape, into: &canvas)
            let r = min(w, h) * 0.12
            shapes.fill(.roundedRectangle(w * 0.72 - r - dx, h * 0.25 - r - dy, w * 0.72 + r - dx, h * 0.25 + r - dy, radius: r),
                        color: Palette.imageSun, into: &canvas)
        }
        bitmap.composite(canvas, atX: shown.x0, y: shown.y0, within: shown, opacity: opacity)
    }

    /// `index × sourceCount / count`, as integers when that cannot overflow.
    static func sourceIndex(_ index: Int, _ sourceCount: Int, _ count: Int) -> Int {
        let (product, overflow) = index.multipliedReportingOverflow(by: sourceCount)
        if !overflow { return product / count }
        return Int((Double(index) * Double(sourceCount) / Double(count)).rounded(.down))
    }

    func imageRect(_ size: Size, in frame: Rect, mode: ImageView.ContentMode) -> Rect {
        switch mode {
        case .scaleToFill:
            return frame
        case .center:
            return Rect(x: frame.x + (frame.width - size.width) / 2, y: frame.y + (frame.height - size.height) / 2,
                        width: size.width, height: size.height)
        case .aspectFit, .aspectFill:
            let sx = frame.width / size.width, sy = frame.height / size.height
            let s = mode == .aspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return Rect(x: frame.x + (frame.width - w) / 2, y: frame.y + (frame.height - h) / 2, width: w, height: h)
        }
    }
}
