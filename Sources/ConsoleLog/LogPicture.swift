import AutoLayout
import SceneModel

/// `plumb explain --log --output`: a log's rebuilt views placed by a solution of their
/// constraints, on a canvas cut to fit them, ready for the debug renderer (SPEC §8).
///
/// The log gives no sizes and few places, so the picture chooses them, at priorities below
/// every listed (required) constraint: a view is 120×44 and sits 16 points in from its
/// superview's top-left corner, each next sibling 60 points lower. Each view's pulls get a
/// priority of their own, deeper views' sizes above their containers', so no two pulls tie
/// (a tie leaves the optimum a range, which the picture would draw as ambiguity the log does
/// not have). UIKit's broken entry is activated last, so the engine breaks that one and the
/// picture crosses out what UIKit did. The chosen pulls are not drawn; every view is outlined
/// in grey on a faint fill, since the log says nothing of how it looks.
public struct LogPicture {
    public static let chosenSize = Size(width: 120, height: 44)
    /// Room around the views for the constraint labels drawn outside them.
    public static let margin = 56.0
    /// The largest canvas side, in points: a log whose constraints spread further is cut off.
    public static let largestSide = 2000.0
    /// The smallest canvas, wide enough for the debug legend.
    public static let smallestSize = Size(width: 300, height: 120)
    static let outline = Color(red: 142, green: 142, blue: 147)
    static let fill = Color(red: 142, green: 142, blue: 147, alpha: 20)

    public let system: LogSystem
    public let diagnosis: Diagnosis
    /// What the picture's views draw (`Renderer.renderDebug(_:drawing:)` takes it with the diagnosis).
    public let drawing: Drawing
    /// The engine that laid the picture out, for questions about one view
    /// (`LayoutEngine.explain(view:)`: the inspector's "why this frame").
    public let engine: LayoutEngine
    /// The constraints the picture chose (sizes and places), by `constraintID`: not the log's.
    public let chosenConstraintIDs: Set<Int>

    public init(_ analysis: LogAnalysis, environment: Environment = Environment()) {
        let system = LogSystem(analysis.log.entries, activatingLast: analysis.broken)
        self.system = system
        for key in system.order {
            guard let view = system.views[key] else { continue }
            view.borderWidth = 1
            view.borderColor = Self.outline
            view.backgroundColor = Self.fill
        }
        let pulls = Self.choose(system)
        // Lay out once on a large canvas to find where the views fall, then move the top-level
        // views' place pulls so the views sit `margin` in, and cut the canvas to fit: every
        // pull moves by the same amount, so the solution moves rigidly with them.
        var canvas = environment
        canvas.device = Self.canvas(Size(width: Self.largestSide, height: Self.largestSide), scale: environment.scale)
        canvas.orientation = .portrait
        let first = LayoutEngine(root: system.root, environment: canvas).layout()
        let frames = first.entries.dropFirst().filter { !$0.isHidden }.map(\.frame)
        var size = Self.smallestSize
        if let minX = frames.map(\.x).min(), let minY = frames.map(\.y).min(),
            let maxX = frames.map({ $0.x + $0.width }).max(), let maxY = frames.map({ $0.y + $0.height }).max()
        {
            let dx = Self.margin - minX, dy = Self.margin - minY
            for pull in pulls.places where pull.secondItem === system.root {
                pull.constant += pull.firstAttribute == .left ? dx : dy
            }
            size = Size(
                width: min(Self.largestSide, max(size.width, maxX - minX + 2 * Self.margin)),
                height: min(Self.largestSide, max(size.height, maxY - minY + 2 * Self.margin)))
        }
        canvas.device = Self.canvas(size, scale: environment.scale)
        let chosen = Set((pulls.sizes + pulls.places).map(\.description))
        let engine = LayoutEngine(root: system.root, environment: canvas)
        self.engine = engine
        chosenConstraintIDs = Set((pulls.sizes + pulls.places).map(\.constraintID))
        diagnosis = engine.diagnose().hidingConstraints { chosen.contains($0.description) }
        drawing = engine.drawing(of: diagnosis.layout)
    }

    static func canvas(_ size: Size, scale: Double) -> Device {
        Device(
            id: "log canvas", portraitSize: size, scale: scale, rootSideMargin: 16, isPad: false,
            portraitSafeArea: .zero, landscapeSafeArea: .zero, regularWidthInLandscape: false, hasStatusBar: false)
    }

    /// Activates the chosen sizes and places; returns them.
    static func choose(_ system: LogSystem) -> (sizes: [LayoutConstraint], places: [LayoutConstraint]) {
        var views: [(view: View, depth: Int, order: Int)] = []
        for (order, key) in system.order.enumerated() {
            guard let view = system.views[key] else { continue }
            var depth = 0
            var parent = view.superview
            while let next = parent, next !== system.root { depth += 1; parent = next.superview }
            views.append((view, depth, order))
        }
        // Rank: deepest first, then in order of first mention; a lower rank pulls harder.
        let ranked = views.sorted { ($0.depth, -$0.order) > ($1.depth, -$1.order) }
        var rankOf: [Int: Double] = [:]
        for (rank, entry) in ranked.enumerated() { rankOf[entry.order] = Double(rank) / Double(ranked.count) }
        var sizes: [LayoutConstraint] = []
        var places: [LayoutConstraint] = []
        var rowsPerParent: [Int: Int] = [:]
        // In order of first mention, so siblings stack in the order the log names them.
        for entry in views {
            guard let parent = entry.view.superview, let rank = rankOf[entry.order] else { continue }
            let row = rowsPerParent[parent.itemID, default: 0]
            rowsPerParent[parent.itemID] = row + 1
            let sizePriority = Priority(999 - 499 * rank), placePriority = Priority(499 - 498 * rank)
            for (attribute, constant) in [(LayoutAttribute.width, chosenSize.width), (.height, chosenSize.height)] {
                if let pull = pull(entry.view, attribute, nil, .notAnAttribute, constant, sizePriority) {
                    sizes.append(pull)
                }
            }
            for (attribute, constant) in [(LayoutAttribute.left, 16.0), (.top, 16 + 60 * Double(row))] {
                if let pull = pull(entry.view, attribute, parent, attribute, constant, placePriority) {
                    places.append(pull)
                }
            }
        }
        return (sizes, places)
    }

    private static func pull(
        _ view: View, _ attribute: LayoutAttribute, _ other: LayoutItem?,
        _ otherAttribute: LayoutAttribute, _ constant: Double, _ priority: Priority
    )
        -> LayoutConstraint?
    {
        let pull = LayoutConstraint(view, attribute, .equal, other, otherAttribute, multiplier: 1, constant: constant)
        pull.priority = priority
        pull.writtenAs = "chosen: \(view.name).\(attribute.displayName) = \(formatPoints(constant))"
        do throws(LayoutError) { try pull.activate() } catch { return nil }
        return pull
    }
}
