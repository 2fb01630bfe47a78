internal import AutoLayout

// Between Foundation's CG geometry (what a team's code speaks) and the model's points
// (what the engine speaks). Internal: neither side's types cross into the other's API.

extension CGRect {
    var model: Rect {
        Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height))
    }
}

extension Rect {
    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}

extension CGSize {
    var model: Size { Size(width: Double(width), height: Double(height)) }
}

extension Size {
    var cgSize: CGSize { CGSize(width: width, height: height) }
}

extension NSDirectionalEdgeInsets {
    var model: DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }
}
