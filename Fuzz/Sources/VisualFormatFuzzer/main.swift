import AutoLayout
import FuzzSupport
import Typesetting

/// The options an input's first byte stands for: its low four bits an alignment (some of them
/// combinations UIKit rejects), the next two a direction (the last one invalid).
func formatOptions(_ byte: UInt8) -> FormatOptions {
    let alignments: [FormatOptions] = [
        [], .alignAllLeft, .alignAllRight, .alignAllTop, .alignAllBottom, .alignAllLeading, .alignAllTrailing,
        .alignAllCenterX, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline,
        [.alignAllLeft, .alignAllRight], [.alignAllTop, .alignAllLeading], .alignmentMask,
        [.alignAllTop, .alignAllBottom], [],
    ]
    let directions: [FormatOptions] = [
        .directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft, .directionMask,
    ]
    return alignments[Int(byte & 0x0F)].union(directions[Int(byte >> 4) & 3])
}

/// Metrics a format may name, extremes included (the API takes any Double).
let metrics: [String: Double] = [
    "m": 8, "p": 20.5, "zero": 0, "neg": -12, "tiny": 1e-300, "big": 1e7, "huge": 1e306, "max": 1e308,
    "inf": .infinity, "nan": .nan,
]

// A format string in the Visual Format Language (the input's first byte: its options) over
// siblings, a label, a nested view, a view outside the tree and a layout guide; what it makes
// is activated and laid out.
FuzzDriver.run { bytes in
    guard let first = bytes.first else { return }
    let format = String(decoding: UnsafeBufferPointer(rebasing: bytes.dropFirst()), as: UTF8.self)
    let root = View(name: "Root")
    let a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
    let label = Label(name: "label", text: "Hello")
    let nested = View(name: "nested")
    let orphan = View(name: "orphan")
    let guide = LayoutGuide(name: "guide")
    for view in [a, b, c, label, nested, orphan] { view.translatesAutoresizingMaskIntoConstraints = false }
    for view in [a, b, c, label] { root.addSubview(view) }
    a.addSubview(nested)
    root.addLayoutGuide(guide)
    let views: [String: LayoutItem] = [
        "a": a, "b": b, "c": c, "label": label, "nested": nested, "orphan": orphan, "guide": guide,
    ]
    let constraints: [LayoutConstraint]
    do throws(VisualFormatError) {
        constraints = try LayoutConstraint.constraints(
            withVisualFormat: format, options: formatOptions(first),
            metrics: metrics, views: views)
    } catch {
        _ = error.description
        return
    }
    do throws(LayoutError) {
        try LayoutConstraint.activate(constraints)
    } catch {
        _ = error.description
        FuzzInput.release(root)
        return
    }
    _ = LayoutEngine(root: root, environment: FuzzInput.environment(FuzzInput.hash(bytes))).layout()
    FuzzInput.release(root)
}
