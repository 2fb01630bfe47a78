import AutoLayout
import SceneModel

/// The pixel grid Xcode stored a scene's frames on. Xcode rounds every stored edge to its
/// canvas's pixels (a 375-wide row of four 93.75-wide buttons is stored 93.5, 94, 94, 93.5 on
/// a 2x grid; a 17-pt line 20.5 on 2x, 20.33 on 3x), and the grid is the Mac's screen as much
/// as the device's: a designer on a 1x screen stores whole points (`reference/ib-canvas.md`
/// §1.4). So the grid is read from the scene's own frames: any third of a point means 3x,
/// else any half 2x (the more frequent wins where both appear). Whole values sit on every
/// grid, so a scene whose frames are all whole keeps its device's scale. Such a scene may
/// come from a 1x Mac, but measuring its text at 1x does not give what that Mac stored
/// (the 2015 cookbook stores a Headline line, 19.09 at Medium, 19 high, and a 17-point line,
/// 20.29, 20 high in one file and 21 in another: neither the ceiling nor the nearest), and
/// loses more views than it gains, so it
/// is compared on the device's grid (docs/interface-builder.md, "The pixel grid").
public enum IBPixelGrid {
    /// The scale of the grid the stored frames of `sources` sit on: 3 or 2, or
    /// `deviceScale` when they do not tell.
    public static func scale(of sources: [Int: SceneViewSource], deviceScale: Double) -> Double {
        var halves = 0
        var thirds = 0
        for source in sources.values {
            guard let frame = source.storedFrame else { continue }
            for value in [frame.x, frame.y, frame.width, frame.height] {
                switch fraction(of: value) {
                case .half: halves += 1
                case .third: thirds += 1
                case .whole, .other: break
                }
            }
        }
        if thirds > 0 && thirds >= halves { return 3 }
        if halves > 0 { return 2 }
        return deviceScale
    }

    enum Fraction { case whole, half, third, other }

    /// What grid a stored value sits on. Xcode writes thirds as 20.333333333333332.
    static func fraction(of value: Double) -> Fraction {
        guard value.isFinite else { return .other }
        let fraction = value - value.rounded(.down)
        if fraction < 1e-6 || fraction > 1 - 1e-6 { return .whole }
        if abs(fraction - 0.5) < 1e-6 { return .half }
        let thirds = fraction * 3
        if abs(thirds - thirds.rounded()) < 1e-4 { return .third }
        return .other
    }

    /// `value` on a grid of `scale` pixels per point, to the nearest pixel.
    public static func round(_ value: Double, scale: Double) -> Double {
        (value * scale).rounded() / scale
    }

    /// `rect` with each edge on the grid (edges, not sizes, as Xcode stores them).
    public static func round(_ rect: Rect, scale: Double) -> Rect {
        let left = round(rect.x, scale: scale)
        let top = round(rect.y, scale: scale)
        let right = round(rect.x + rect.width, scale: scale)
        let bottom = round(rect.y + rect.height, scale: scale)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
