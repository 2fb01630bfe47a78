import AutoLayout
import Typesetting

extension Renderer {
    /// A pill: the track, its hollow inside when the switch says so, and the round knob at the
    /// side the switch says.
    func drawSwitch(_ toggle: DrawnSwitch, scale: Double, into bitmap: inout Bitmap) {
        let p = PixelRect(toggle.frame, scale: scale)
        guard !p.isEmpty else { return }
        let (x0, y0, x1, y1) = (Double(p.x0), Double(p.y0), Double(p.x1), Double(p.y1))
        let radius = (y1 - y0) / 2
        shapes.fill(.roundedRectangle(x0, y0, x1, y1, radius: radius), color: tint(toggle.track), into: &bitmap)
        if let hollow = toggle.hollow {
            let inset = 1.5 * scale
            shapes.fill(
                .roundedRectangle(x0 + inset, y0 + inset, x1 - inset, y1 - inset, radius: radius - inset),
                color: tint(hollow), into: &bitmap)
        }
        let knob = (y1 - y0) - 4 * scale
        let knobX = toggle.knobAtRight ? x1 - 2 * scale - knob : x0 + 2 * scale
        shapes.fill(
            .roundedRectangle(knobX, y0 + 2 * scale, knobX + knob, y0 + 2 * scale + knob, radius: knob / 2),
            color: tint(toggle.knob), into: &bitmap)
    }

    /// The image placed per its content mode and clipped to the view: a PNG or decoded pixels
    /// scaled nearest neighbour (in a template's tint when it has one), or a generated picture
    /// (gray ground, a mountain, a sun) that is the same every run, composited source-over
    /// (premultiplied) onto what is below. A PNG that cannot be decoded throws (`invalidPNG`
    /// naming the file); PNG bytes are decoded before anything is placed, so an undecodable
    /// image is an error even where it would not show.
    func drawImage(_ image: DrawnImage, scale: Double, into bitmap: inout Bitmap) throws(RasterError) {
        var picture: Bitmap?
        switch image.source {
        case let .png(bytes, name): picture = try PNGCodec.decode(bytes, file: name)
        case let .pixels(pixels): picture = Bitmap(pixels)
        case .file, .generated: break
        }
        let frame = image.frame
        let area = PixelRect(image.target, scale: scale)
        // Only the part of the picture that can show is made: the view's frame, its clipping
        // ancestors and the bitmap bound it, so a view 1e9 points wide costs the screen.
        let shown = area.intersection(PixelRect(frame, scale: scale)).intersection(bitmap.clip)
            .intersection(PixelRect(x0: 0, y0: 0, x1: bitmap.width, y1: bitmap.height))
        guard !area.isEmpty, !shown.isEmpty else { return }
        if case let .file(path) = image.source { picture = try PNGCodec.read(path) }
        if let tint = image.tint { picture = picture?.tinted(with: tint) }
        // The canvas covers `shown`; (ox, oy) is its offset within the whole picture.
        let ox = shown.x0 - area.x0, oy = shown.y0 - area.y0
        var canvas = Bitmap(width: shown.width, height: shown.height)
        if let picture {
            // Nearest neighbour, each source index computed as for the whole picture (Double:
            // an area ~2e9 pixels times a picture's size would overflow nothing, but stays exact
            // as integers below 2^53). The columns are worked out once for every row, and each
            // pixel is copied as one 32-bit word through the buffers: copied byte by byte
            // through the arrays, with a bounds and a uniqueness check each, this loop was 6 %
            // of `plumb bench uikit --only screen` in `perf` (its ten icons), now 1 %.
            let columns = (0..<shown.width).map { x in
                min(picture.width - 1, Self.sourceIndex(ox + x, picture.width, area.width))
            }
            picture.pixels.withUnsafeBytes { source in
                canvas.pixels.withUnsafeMutableBytes { target in
                    for y in 0..<shown.height {
                        let sy = min(picture.height - 1, Self.sourceIndex(oy + y, picture.height, area.height))
                        let sourceRow = sy * picture.width, targetRow = y * shown.width
                        for (x, sx) in columns.enumerated() {
                            let word = source.loadUnaligned(fromByteOffset: (sourceRow + sx) * 4, as: UInt32.self)
                            target.storeBytes(of: word, toByteOffset: (targetRow + x) * 4, as: UInt32.self)
                        }
                    }
                }
            }
        } else {
            let w = Double(area.width), h = Double(area.height)
            let dx = Double(ox), dy = Double(oy)
            canvas = Bitmap(width: shown.width, height: shown.height, fill: Palette.imageBackground)
            var mountain = ShapeRasterizer.Path()
            mountain.contours = [
                [
                    (0 - dx, h - dy, .on), (w * 0.35 - dx, h * 0.4 - dy, .on), (w * 0.6 - dx, h * 0.7 - dy, .on),
                    (w * 0.75 - dx, h * 0.55 - dy, .on), (w - dx, h - dy, .on),
                ]
            ]
            shapes.fill(mountain, color: Palette.imageShape, into: &canvas)
            let r = min(w, h) * 0.12
            shapes.fill(
                .roundedRectangle(
                    w * 0.72 - r - dx, h * 0.25 - r - dy, w * 0.72 + r - dx, h * 0.25 + r - dy, radius: r),
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
}
