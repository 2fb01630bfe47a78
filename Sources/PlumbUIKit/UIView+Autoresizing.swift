// UIKit resizes a view's autoresizing subviews the moment its size is set in code, by their
// masks; the engine's autoresizing constraints then hold those frames. Without this, a
// frame set in code would become the base the subviews' constraints grow from, and a
// flexible-width subview would keep its old width in a wider superview.

extension UIView {
    /// Moves and sizes each subview that translates its mask for the change from `oldSize`:
    /// per axis, the change is shared by the flexible parts (leading margin, size, trailing
    /// margin) in proportion to their lengths, or equally when those are all zero — the
    /// rule the engine's autoresizing constraints follow (`LayoutEngine.addAutoresizing`).
    func resizeAutoresizingSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = storedFrame.size
        for child in subviews where child.translatesAutoresizingMaskIntoConstraints && !child.autoresizingMask.isEmpty {
            let mask = child.autoresizingMask
            var frame = child.storedFrame
            let x = Self.resized(
                origin: frame.minX, size: frame.width, old: oldSize.width, new: newSize.width,
                flexible: (
                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin)
                ))
            let y = Self.resized(
                origin: frame.minY, size: frame.height, old: oldSize.height, new: newSize.height,
                flexible: (
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin)
                ))
            frame = CGRect(x: x.origin, y: y.origin, width: x.size, height: y.size)
            child.setFrameFromCode(frame)
        }
    }

    private static func resized(
        origin: CGFloat, size: CGFloat, old: CGFloat, new: CGFloat, flexible: (Bool, Bool, Bool)
    ) -> (origin: CGFloat, size: CGFloat) {
        let parts = [origin, size, max(0, old - origin - size)]
        var flags = [flexible.0, flexible.1, flexible.2]
        if !flags.contains(true) { flags[2] = true }
        let total = zip(parts, flags).filter(\.1).map(\.0).reduce(0, +)
        let count = CGFloat(flags.filter { $0 }.count)
        func share(_ index: Int) -> CGFloat {
            guard flags[index] else { return 0 }
            return total > 0 ? parts[index] / total : 1 / count
        }
        let growth = new - old
        return (origin + share(0) * growth, size + share(1) * growth)
    }
}
