import AutoLayout
import Foundation
import Typesetting

/// Everything a variant paints, in the renderer's order (back to front, hidden subtrees
/// skipped, opacity multiplied down the tree, clips inherited), each with the view that paints
/// it, and the ink of every run of glyphs: what the geometric and non-text colour rules read.
/// Made from the drawing value once per variant (`AuditSubject.painted`); no pixel is
/// rasterized (a glyph's ink box is FreeType's bitmap box at the device's scale, as the
/// renderer places it).
struct PaintedLayers {
    enum Kind {
        case fill(Color)
        case border(Color)
        /// An image or a path a view draws: no single colour.
        case picture
        case toggle(DrawnSwitch)
        /// A run of glyphs; `rect` is its ink's bounds and `lines` each line's.
        case glyphs(DrawnGlyphs, lines: [Rect])
    }

    struct Layer {
        var itemID: Int
        var kind: Kind
        var rect: Rect
        /// The clip in force (the view's ancestors', and a `.clipped` command's), if any.
        var clip: Rect?
        var opacity: Double

        /// The part that can show: the rectangle within its clip (nil when none can).
        var visible: Rect? { clip.map { rect.intersection($0) } ?? (rect.isEmptyArea ? nil : rect) }
    }

    var layers: [Layer] = []
    var background: Color

    init(_ subject: AuditSubject, engine: TextEngine = .shared) {
        background = subject.drawing.background
        let scale = subject.environment.scale
        var ancestors: [(depth: Int, clip: Rect?, opacity: Double)] = [
            (0, nil, subject.drawing.views.first?.alpha ?? 1)
        ]
        var layers: [Layer] = []
        // The root paints the background, which `background` stands for.
        for (entry, view) in zip(subject.layout.entries, subject.drawing.views).dropFirst() {
            while let last = ancestors.last, last.depth >= entry.depth { ancestors.removeLast() }
            if subject.invisible.contains(entry.id) { continue }
            let parent = ancestors.last ?? (0, nil, 1)
            let opacity = parent.opacity * view.alpha
            func visit(_ commands: [DrawCommand], clip: Rect?) {
                for command in commands {
                    switch command {
                    case let .fill(rect, _, color):
                        layers.append(
                            Layer(itemID: entry.id, kind: .fill(color), rect: rect, clip: clip, opacity: opacity))
                    case let .border(rect, _, _, color):
                        layers.append(
                            Layer(itemID: entry.id, kind: .border(color), rect: rect, clip: clip, opacity: opacity))
                    case let .image(image):
                        layers.append(
                            Layer(itemID: entry.id, kind: .picture, rect: image.frame, clip: clip, opacity: opacity))
                    case .path:
                        layers.append(
                            Layer(itemID: entry.id, kind: .picture, rect: entry.frame, clip: clip, opacity: opacity))
                    case let .toggle(toggle):
                        layers.append(
                            Layer(
                                itemID: entry.id, kind: .toggle(toggle), rect: toggle.frame, clip: clip,
                                opacity: opacity))
                    case let .glyphs(glyphs):
                        let lines = Self.inkLines(glyphs, scale: scale, engine: engine)
                        guard let first = lines.first else { continue }
                        let bounds = lines.dropFirst().reduce(first) { $0.union($1) }
                        layers.append(
                            Layer(
                                itemID: entry.id, kind: .glyphs(glyphs, lines: lines), rect: bounds, clip: clip,
                                opacity: opacity))
                    case let .clipped(rect, inner):
                        visit(inner, clip: clip.map { $0.intersection(rect) } ?? rect)
                    }
                }
            }
            visit(view.commands, clip: parent.clip)
            var clip = parent.clip
            if view.clipsSubviews { clip = parent.clip.map { $0.intersection(entry.frame) } ?? entry.frame }
            ancestors.append((entry.depth, clip, opacity))
        }
        self.layers = layers
    }

    /// Each line's ink: the union of its glyphs' bitmap boxes, placed as the renderer places
    /// them (pen positions rounded to whole pixels, the bitmap's left and top bearings).
    static func inkLines(_ glyphs: DrawnGlyphs, scale: Double, engine: TextEngine) -> [Rect] {
        var baselines: [Double] = []
        var boxes: [Rect?] = []
        for glyph in glyphs.glyphs {
            guard
                let bitmap = try? engine.glyphBitmap(
                    fontPath: glyphs.fontPath, glyph: glyph.id, pixelSize: glyphs.size * scale),
                bitmap.width > 0, bitmap.height > 0
            else { continue }
            let x = (glyph.x * scale).rounded() + Double(bitmap.left)
            let y = (glyph.y * scale).rounded() - Double(bitmap.top)
            let box = Rect(
                x: x / scale, y: y / scale, width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale)
            if let index = baselines.firstIndex(of: glyph.y) {
                boxes[index] = boxes[index].map { $0.union(box) } ?? box
            } else {
                baselines.append(glyph.y)
                boxes.append(box)
            }
        }
        return boxes.compactMap { $0 }
    }

    /// The colour under `point` from the layers below `index` (what is behind a view before it
    /// paints), composited on the screen's background; nil when a picture or a switch is there.
    /// Borders are rings at an edge and are left out, as `contrast-text` leaves them.
    func colour(at point: Point, below index: Int) -> Contrast.RGB? {
        let below = layers[..<max(0, min(index, layers.count))]
        // From the topmost opaque fill under the point up; a picture above it decides nothing.
        var start = below.startIndex
        var base = Contrast.RGB(background)
        for position in below.indices.reversed() where below[position].covers(point) {
            let layer = below[position]
            if case .picture = layer.kind { return nil }
            if case .toggle = layer.kind { return nil }
            if case let .fill(color) = layer.kind, color.alpha == 255, layer.opacity >= 1 {
                start = position + 1
                base = Contrast.RGB(color)
                break
            }
        }
        for layer in below[start...] where layer.covers(point) {
            if case let .fill(color) = layer.kind { base = base.under(color, opacity: layer.opacity) }
        }
        return base
    }
}

extension PaintedLayers.Layer {
    func covers(_ point: Point) -> Bool {
        rect.containsPoint(point) && (clip.map { $0.containsPoint(point) } ?? true)
    }
}

/// The one `PaintedLayers` of a subject, made on first use: the geometric and colour rules
/// all read it, so a variant's glyph inks are found once, not once per rule. A subject is
/// audited on one thread, so the box needs no lock.
final class PaintedCache {
    var layers: PaintedLayers?
}

extension AuditSubject {
    var painted: PaintedLayers {
        if let layers = paintedCache.layers { return layers }
        let layers = PaintedLayers(self)
        paintedCache.layers = layers
        return layers
    }
}
