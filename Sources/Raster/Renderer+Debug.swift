import AutoLayout
import Typesetting

// `plumb render --debug`: the layout washed pale, every view outlined, then on top of it every constraint worth
// seeing as an I-bar or a line between the anchors it relates, with its constant; the
// conflicting set in red with the broken constraint crossed out; unmet optional constraints
// dashed orange with their error; ambiguous views outlined in purple with dashed ghosts of
// the extremes of their alternative layouts; view names; a legend in a strip below the
// screen, so it hides nothing. Colours: SPEC §8.

extension Renderer {
    /// `drawing` is of the diagnosis's layout. Throws what `render` throws, and
    /// `.text(view: nil, …)` when the overlay's font cannot be read.
    public func renderDebug(_ diagnosis: Diagnosis, drawing: Drawing, scale: Double? = nil) throws(RasterError)
        -> Bitmap
    {
        let scale = scale ?? diagnosis.layout.environment.scale
        let screen = try render(diagnosis.layout, drawing: drawing, scale: scale)
        let pen = DebugPen(renderer: self, scale: scale, canvas: diagnosis.layout.environment.size)
        let strip = Int((pen.legendHeight * scale).rounded(.up))
        var bitmap = Bitmap(width: screen.width, height: screen.height + strip, fill: Palette.white)
        let whole = PixelRect(Rect(x: 0, y: 0, width: Double(screen.width), height: Double(screen.height)), scale: 1)
        bitmap.composite(screen, atX: 0, y: 0, within: whole, opacity: 1)
        bitmap.fill(x0: 0, y0: 0, x1: screen.width, y1: screen.height, color: DebugPalette.veil)
        bitmap.fill(
            x0: 0, y0: screen.height, x1: screen.width, y1: screen.height + max(1, Int(scale)),
            color: DebugPalette.ink)
        // Every view outlined 1 pt inside its frame, whatever its background (SPEC §8): a view
        // that paints nothing would otherwise be seen only through its name and lines.
        for entry in diagnosis.layout.entries.dropFirst() where !entry.isHidden {
            let f = entry.frame
            pen.stroke(
                .border(f.x, f.y, f.x + f.width, f.y + f.height, radius: 0, width: DebugPalette.viewOutlineWidth),
                DebugPalette.viewOutline, into: &bitmap)
        }
        for ambiguity in diagnosis.ambiguities {
            for ghost in ambiguity.ghosts {
                pen.stroke(
                    .dashedRectangle(
                        ghost.x, ghost.y, ghost.x + ghost.width, ghost.y + ghost.height,
                        width: DebugPalette.ghostWidth, dash: DebugPalette.dash, gap: DebugPalette.gap,
                        visible: pen.visible(bitmap)),
                    DebugPalette.ambiguous, into: &bitmap)
            }
            let f = ambiguity.frame
            pen.stroke(
                .border(f.x, f.y, f.x + f.width, f.y + f.height, radius: 0, width: DebugPalette.outlineWidth),
                DebugPalette.ambiguous, into: &bitmap)
        }
        do throws(TypesettingError) {
            try overlay(diagnosis, pen: pen, screenHeight: Double(screen.height) / scale, into: &bitmap)
        } catch {
            throw .text(view: nil, error)
        }
        return bitmap
    }

    /// View names, constraints and the legend, set in the debug font.
    func overlay(_ diagnosis: Diagnosis, pen: DebugPen, screenHeight: Double, into bitmap: inout Bitmap)
        throws(TypesettingError)
    {
        // Names under the constraints, so their plates never wash a line out.
        for entry in diagnosis.layout.entries.dropFirst() where !entry.isHidden {
            try pen.caption(
                entry.name, at: (entry.frame.x + 2, entry.frame.y + 2), anchor: .topLeft,
                color: DebugPalette.ink, into: &bitmap)
        }
        // Satisfied first, so problems are drawn over them.
        let shown = diagnosis.constraints.filter(Self.isDrawn).map { ($0, Self.color(of: $0)) }
        for layer in [DebugPalette.satisfied, DebugPalette.unsatisfied, DebugPalette.conflicting] {
            for case let (status, color) in shown where color == layer {
                if let geometry = status.geometry { try pen.draw(status, geometry, color: color, into: &bitmap) }
            }
        }
        try pen.legend(top: screenHeight, into: &bitmap)
    }

    /// Constraints written in the scene are always drawn; the ones the engine and containers
    /// make only when they take part in a conflict, or when an unmet one truncates content
    /// (a lost compression resistance). Everything else would bury the layout in lines.
    static func isDrawn(_ status: ConstraintStatus) -> Bool {
        guard status.geometry != nil else { return false }
        if status.isConflicting || status.state == .broken { return true }
        switch status.source {
        case .user: return true
        case .compressionResistance: return status.error > 0
        default: return false
        }
    }

    static func color(of status: ConstraintStatus) -> Color {
        if status.isConflicting || status.state == .broken { return DebugPalette.conflicting }
        if status.error > 0 { return DebugPalette.unsatisfied }
        return DebugPalette.satisfied
    }
}
