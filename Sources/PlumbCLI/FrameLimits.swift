import AutoLayout
import SceneFormat

/// The largest frame value plumb prints or draws (docs/robustness.md, "Limits"): 1e15 pt.
/// Below it every whole number of points is exact in a `Double` and in any JSON reader that
/// uses doubles, and the text format's thousandths still fit in one; above it (and at inf or
/// nan, which JSON cannot carry) a frame means a constraint's constant or multiplier ran away,
/// and printing it would be a number no one can use.
enum FrameLimits {
    static let maximum = 1e15

    /// Throws, naming the scene file, the first view (tree order) and value out of range.
    static func check(_ layout: Layout, scene: LoadedScene) throws(CommandFailure) {
        if let message = violation(in: layout, file: scene.file) { throw .invalidInput(message) }
    }

    /// The message for the first view whose frame is out of range, or nil.
    static func violation(in layout: Layout, file: String) -> String? {
        for entry in layout.entries {
            let frame = entry.frame
            let values = [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)]
            for (name, value) in values where !(abs(value) <= maximum) {
                return "\(file): error: view '\(entry.name)': \(name) \(value) is out of range "
                    + "(frame values are limited to ±1e15 pt)"
            }
        }
        return nil
    }
}
