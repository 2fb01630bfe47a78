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
        x0 = pixelCoordinate(rect.x * scale)
        y0 = pixelCoordinate(rect.y * scale)
        x1 = pixelCoordinate(rect.maxX * scale)
        y1 = pixelCoordinate(rect.maxY * scale)
    }

    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
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

/// The nearest pixel to a coordinate, clamped far outside any canvas: a scene may place a view
/// at 1e300 points, and converting that to `Int` unchecked would trap.
func pixelCoordinate(_ value: Double) -> Int {
    guard value.isFinite else { return value > 0 ? 1 << 30 : -(1 << 30) }
    return Int(max(-1e9, min(1e9, value)).rounded())
}
