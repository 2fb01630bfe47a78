import AutoLayout
import SceneModel
import Yams

/// The scene `kind`s of this module's containers: `stack` and `scroll` (docs/containers.md).
public enum ContainerSceneFactories {
    public static let all: [SceneViewFactory] = [StackViewFactory(), ScrollViewFactory()]
}

/// `kind: stack`. Arranged views are listed by name; each must be declared with
/// `parent: <the stack>` or with no parent (it is then moved into the stack).
public struct StackViewFactory: SceneViewFactory {
    public let kind = "stack"
    public let keys = [
        "axis", "spacing", "distribution", "alignment", "baselineRelative", "layoutMarginsRelative",
        "arrangedSubviews", "customSpacing",
    ]

    public init() {}

    public func makeView(name: String, fields: SceneFields) throws(SceneError) -> View {
        let stack = StackView(name: name)
        try stack.performBatchUpdates { () throws(SceneError) in
            let axes = LayoutAxis.allCases.map { ($0.rawValue, $0) }
            if let axis = try fields.choice("axis", axes) { stack.axis = axis }
            if let spacing = try fields.number("spacing", .signedLength("spacing")) { stack.spacing = spacing }
            let distributions = StackView.Distribution.allCases.map { ($0.rawValue, $0) }
            if let distribution = try fields.choice("distribution", distributions) {
                stack.distribution = distribution
            }
            let alignments =
                StackView.Alignment.allCases.map { ($0.rawValue, $0) }
                + [("top", StackView.Alignment.top), ("bottom", StackView.Alignment.bottom)]
            if let alignment = try fields.choice("alignment", alignments) { stack.alignment = alignment }
            stack.isBaselineRelativeArrangement = try fields.bool("baselineRelative") ?? false
            stack.isLayoutMarginsRelativeArrangement = try fields.bool("layoutMarginsRelative") ?? false
        }
        return stack
    }

    /// Arranges the listed views once they all exist; the end of the batch generates the
    /// constraints, so they are active before the scene's own lines (a conflict then breaks
    /// the line). Scene numbers are finite, so generation cannot fail here.
    public func finish(_ view: View, fields: SceneFields, resolve: (String) -> View?) throws(SceneError) {
        guard let stack = view as? StackView else { return }
        try stack.performBatchUpdates { () throws(SceneError) in
            try arrange(stack, fields, resolve)
            try customSpacing(stack, fields, resolve)
        }
    }

    private func arrange(_ stack: StackView, _ fields: SceneFields, _ resolve: (String) -> View?) throws(SceneError) {
        guard let list = fields.value("arrangedSubviews") else { return }
        guard case let .sequence(entries) = list else {
            throw fields.error(
                "arrangedSubviews", "'arrangedSubviews' must be a list of view names",
                "arrangedSubviews")
        }
        for entry in entries {
            let location = fields.location(entry)
            guard case let .scalar(scalar) = entry else {
                throw location.error("each arranged view must be a view's name", entry.string ?? "")
            }
            let name = scalar.string
            guard let arranged = resolve(name) else { throw location.error("unknown view", name) }
            if stack.arrangedSubviews.contains(where: { $0 === arranged }) {
                throw location.error("view arranged twice", name)
            }
            if arranged === stack || stack.isDescendant(of: arranged) {
                throw location.error("a stack cannot arrange itself or a view that contains it", name)
            }
            // Views without a `parent` key sit on the root until the stack takes them.
            if let parent = arranged.superview, parent !== stack, parent !== stack.rootView {
                throw location.error(
                    "an arranged view's parent must be the stack or left out (it is "
                        + "'\(parent.name)')", name)
            }
            stack.addArrangedSubview(arranged)
        }
    }

    private func customSpacing(_ stack: StackView, _ fields: SceneFields, _ resolve: (String) -> View?)
        throws(SceneError)
    {
        guard let spacings = try fields.mapping("customSpacing") else { return }
        for name in spacings.keys {
            guard let arranged = resolve(name), stack.arrangedSubviews.contains(where: { $0 === arranged }) else {
                throw spacings.error(name, "custom spacing after a view that is not arranged in '\(stack.name)'", name)
            }
            if let value = try spacings.number(name, .signedLength("custom spacing")) {
                stack.setCustomSpacing(value, after: arranged)
            }
        }
    }
}

/// `kind: scroll`: `contentInset` (a number or `{top, left, bottom, right}`) and
/// `contentOffset` (`{x, y}`).
public struct ScrollViewFactory: SceneViewFactory {
    public let kind = "scroll"
    public let keys = ["contentInset", "contentOffset"]

    public init() {}

    public func makeView(name: String, fields: SceneFields) throws(SceneError) -> View {
        let scroll = ScrollView(name: name)
        if let insets = try fields.edgeInsets("contentInset", .signedLength("an inset")) {
            scroll.contentInset = insets
        }
        if let offset = try fields.mapping("contentOffset") {
            try offset.checkKeys(["x", "y"])
            scroll.contentOffset = Point(
                x: try offset.number("x", .signedLength("an offset")) ?? 0,
                y: try offset.number("y", .signedLength("an offset")) ?? 0)
        }
        return scroll
    }
}
