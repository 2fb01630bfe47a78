import AutoLayout
import Raster
import Typesetting

/// Text over an image, a path or a switch, where no single colour is under it: its contrast
/// from the rendered pixels behind its glyphs. The variant is rendered once without the text —
/// everything painted before the text's view, and that view's own paint but its glyphs — so
/// the pixels are what the text sits on, not its ink; then every pixel under each glyph's ink
/// box (FreeType's bitmap box, placed as the renderer places it) is compared with the text's
/// colour composited over it, and the worst ratio is the run's.
enum SampledContrast {
    struct Sample: Equatable {
        /// The lowest ratio of any pixel behind the glyphs.
        var worst: Double
        /// How many distinct pixels were compared.
        var pixels: Int
    }

    /// Nil when the picture cannot be rendered (then the finding stays "needs review").
    static func sample(_ run: PaintedText.Run, in subject: AuditSubject, engine: TextEngine = .shared) -> Sample? {
        guard let index = subject.layout.entries.firstIndex(where: { $0.id == run.itemID }),
            index < subject.drawing.views.count
        else { return nil }
        var behind = subject.drawing
        for position in behind.views.indices where position >= index {
            behind.views[position].commands =
                position == index ? withoutGlyphs(behind.views[position].commands) : []
        }
        let scale = subject.environment.scale
        guard let bitmap = try? Renderer().render(subject.layout, drawing: behind, scale: scale) else { return nil }
        let background = Contrast.RGB(subject.drawing.background)
        // Pixels counted once where two glyphs' boxes meet; the order of the set decides nothing
        // (the minimum and the count are the same in any order).
        var seen = Set<Int>()
        var worst = Double.infinity
        for glyph in run.glyphs.glyphs {
            guard
                let box = try? engine.glyphBitmap(
                    fontPath: run.glyphs.fontPath, glyph: glyph.id, pixelSize: run.glyphs.size * scale),
                box.width > 0, box.height > 0
            else { continue }
            let left = Int((glyph.x * scale).rounded()) + box.left
            let top = Int((glyph.y * scale).rounded()) - box.top
            for y in max(0, top)..<min(bitmap.height, top + box.height) {
                for x in max(0, left)..<min(bitmap.width, left + box.width) {
                    if let clip = run.clip, !contains(clip, x: x, y: y, scale: scale) { continue }
                    guard seen.insert(y * bitmap.width + x).inserted else { continue }
                    let under = background.under(bitmap.color(x: x, y: y))
                    worst = min(worst, Contrast.ratio(under.under(run.glyphs.color, opacity: run.opacity), under))
                }
            }
        }
        return seen.isEmpty ? nil : Sample(worst: worst, pixels: seen.count)
    }

    static func withoutGlyphs(_ commands: [DrawCommand]) -> [DrawCommand] {
        commands.compactMap { command in
            switch command {
            case .glyphs: nil
            case let .clipped(rect, inner): .clipped(rect, withoutGlyphs(inner))
            default: command
            }
        }
    }

    /// Whether pixel (x, y)'s centre is inside `rect` (points).
    static func contains(_ rect: Rect, x: Int, y: Int, scale: Double) -> Bool {
        let px = (Double(x) + 0.5) / scale, py = (Double(y) + 0.5) / scale
        return px >= rect.x && px < rect.x + rect.width && py >= rect.y && py < rect.y + rect.height
    }
}
