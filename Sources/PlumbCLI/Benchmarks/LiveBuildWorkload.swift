import AutoLayout
import Typesetting

/// Building a screen under a live engine, in UIKit's order (the window first): labels added
/// and pinned one at a time in a column, every tenth one wrapping, then one layout. Each
/// change is only written down by the engine (the invalidation seam) and reconciled on the
/// read, so the time grows with the number of labels, not with its square.
struct LiveBuildWorkload {
    let labels: Int

    /// Milliseconds to build the column and read its layout.
    func run() throws -> Double {
        let root = View(name: "Root")
        let engine = LayoutEngine(root: root, environment: Environment(device: .iPhone8))
        var failure: LayoutError?
        let time = timed {
            var previous: View = root
            for index in 0..<labels {
                let label = Label(name: "Label \(index)", text: "Row \(index) of the column")
                if index % 10 == 0 { label.numberOfLines = 0 }
                label.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(label)
                do throws(LayoutError) {
                    try LayoutConstraint.activate([
                        label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                        label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16),
                        label.topAnchor.constraint(equalTo: previous === root ? root.topAnchor : previous.bottomAnchor),
                    ])
                } catch {
                    failure = error
                    return
                }
                previous = label
            }
            _ = engine.layout()
        }
        if let failure { throw failure }
        return time
    }
}
