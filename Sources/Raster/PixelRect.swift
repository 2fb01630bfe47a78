import AutoLayout

/// A view's frame snapped to the device pixel grid: each edge to the nearest pixel (UIKit
/// rounds frames to the screen scale), so flat views have crisp edges. Snapping is its own
/// pass: the solver's values stay exact.
public struct PixelRect: Equatable, Sendable {
    public var x0: Int
    public var y0: Int
    public var x1: Int
    public var y1: Int

    public init(_ rect: Rect, scale: Double) {
        x0 = Int((rect.x * scale).rounded())
        y0 = Int((rect.y * scale).rounded())
        x1 = Int((rect.maxX * scale).rounded())
        y1 = Int((rect.maxY * scale).rounded())
    }

    public var width: Int { max(0, x1 - x0) }
    public var height: Int { max(0, y1 - y0) }
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The overlap with another rectangle (nil: no limit).
    public func intersection(_ other: PixelRect?) -> PixelRect {
        guard let other else { return self }
        var result = self
        result.x0 = max(x0, other.x0)
        result.y0 = max(y0, other.y0)
        result.x1 = max(result.x0, min(x1, other.x1))
        result.y1 = max(result.y0, min(y1, other.y1))
        return result
    }
}
