import AutoLayout

/// A fuzzer's input as plumb would read it, and the checks plumb makes before it draws.
public enum FuzzInput {
    /// Where the scene "is": relative image and font paths resolve from here (to nothing).
    public static let sceneFile = "/nonexistent-plumb-fuzz/fuzz.yaml"

    /// The bytes as text, or nil where `SceneLoader.load(path:)` refuses the file before
    /// parsing (a NUL byte, invalid UTF-8).
    public static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard !bytes.contains(0) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    /// FNV-1a of the bytes: picks an input's environment, so that a saved input replays the
    /// same way.
    public static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return hash
    }

    /// One of every device × orientation × direction, chosen by `hash`.
    public static func environment(_ hash: UInt64, bars: (navigation: Bool, tab: Bool) = (false, false))
        -> Environment
    {
        let devices = Device.all
        let device = devices[Int(hash % UInt64(devices.count))]
        let orientation: Orientation = (hash >> 8) & 1 == 0 ? .portrait : .landscape
        let direction: LayoutDirection = (hash >> 9) & 1 == 0 ? .leftToRight : .rightToLeft
        return Environment(
            device: device, orientation: orientation, direction: direction,
            navigationBar: bars.navigation, tabBar: bars.tab)
    }

    /// Whether plumb would print or draw this layout: the CLI's `FrameLimits` (every frame
    /// value finite and within ±1e15 pt; docs/robustness.md, "Limits") stops it before.
    public static func framesInRange(_ layout: Layout) -> Bool {
        layout.entries.allSatisfy { entry in
            let frame = entry.frame
            return [frame.x, frame.y, frame.width, frame.height].allSatisfy { abs($0) <= 1e15 }
        }
    }
}

extension FuzzInput {
    /// Lets go of the model under `root` once an input is done with it. An active constraint
    /// and the views it names keep each other alive (the view holds it, it holds its items; a
    /// stack view also keeps the constraints it generated), so a scene outlives its last use:
    /// a few kilobytes an input, which over a long run grows past the fuzzer's memory limit
    /// and would read as a finding. Emptying each stack, then deactivating every constraint,
    /// breaks those cycles.
    public static func release(_ root: View) {
        var views: [View] = []
        var pending = [root]
        while let view = pending.popLast() {
            views.append(view)
            pending += view.subviews
        }
        for case let stack as StackView in views {
            for view in stack.arrangedSubviews.reversed() { stack.removeArrangedSubview(view) }
        }
        for view in views { LayoutConstraint.deactivate(view.constraints) }
    }
}
