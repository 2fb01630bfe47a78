import AutoLayout

/// Rectangle arithmetic the audit's geometric rules share.
extension Rect {
    func union(_ other: Rect) -> Rect {
        let x = min(self.x, other.x), y = min(self.y, other.y)
        return Rect(
            x: x, y: y, width: max(self.x + width, other.x + other.width) - x,
            height: max(self.y + height, other.y + other.height) - y)
    }

    /// The overlap (zero-sized at the nearer corner when there is none).
    func intersection(_ other: Rect) -> Rect {
        let x = max(self.x, other.x), y = max(self.y, other.y)
        let maxX = min(self.x + width, other.x + other.width), maxY = min(self.y + height, other.y + other.height)
        return Rect(x: x, y: y, width: max(0, maxX - x), height: max(0, maxY - y))
    }

    var isEmptyArea: Bool { width <= 0 || height <= 0 }
    var area: Double { max(0, width) * max(0, height) }

    func containsPoint(_ point: Point) -> Bool {
        point.x >= x && point.x < x + width && point.y >= y && point.y < y + height
    }

    /// How far this rectangle reaches past `other`'s edges, the largest of the four (0 inside).
    func overhang(beyond other: Rect) -> Double {
        max(0, other.x - x, maxX - other.maxX, other.y - y, maxY - other.maxY)
    }
}
