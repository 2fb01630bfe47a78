internal import AutoLayout

/// Core Graphics' drawing context, as UIKit hands one to `draw(_:)` and to an image
/// renderer's actions. It records what is painted as Plumb's draw commands (paths filled or
/// stroked in one colour, clipped to rectangles), which the renderer draws with everything
/// else; what Plumb cannot draw (dashes, shadows, clearing, a clip that is not a rectangle)
/// is listed in `unsupported` and reported by whoever owns the context, never dropped
/// silently. Points go through the transform current when they are added, and a stroke's
/// width through the one current when it is stroked, as in Core Graphics.
open class CGContext: @unchecked Sendable {
    struct GraphicsState {
        var transform: CGAffineTransform
        var fill = Color(red: 0, green: 0, blue: 0)
        var stroke = Color(red: 0, green: 0, blue: 0)
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var alpha: CGFloat = 1
        /// In the root's points; nil: unclipped.
        var clip: Rect?
    }

    /// The contexts being drawn into, innermost last (`UIGraphicsGetCurrentContext()`).
    @MainActor static var stack: [CGContext] = []

    private let base: GraphicsState
    private var state: GraphicsState
    private var saved: [GraphicsState] = []
    private var path = PathSegments()
    let appearance: Appearance
    /// What has been painted, in order, in the root's points.
    private(set) var commands: [DrawCommand] = []
    /// The calls Plumb cannot draw, in order, each as written in Swift.
    private(set) var unsupported: [String] = []

    /// `transform` maps the user space the drawing code sees to the root's points; `clip`
    /// (root points) bounds everything, as a view's layer bounds what its `draw(_:)` draws.
    init(transform: CGAffineTransform, clip: Rect?, appearance: Appearance) {
        base = GraphicsState(transform: transform, clip: clip)
        state = base
        self.appearance = appearance
    }

    /// Takes the commands recorded so far (an image renderer draws them into its pixels).
    func takeCommands() -> [DrawCommand] {
        defer { commands = [] }
        return commands
    }

    /// Notes a call Plumb does not draw, for the context's owner to report.
    func markUnsupported(_ call: String) { unsupported.append(call) }

    /// Takes the calls not drawn so far, for their owner to report.
    func takeUnsupported() -> [String] {
        defer { unsupported = [] }
        return unsupported
    }

    // MARK: - Graphics state

    public func saveGState() { saved.append(state) }

    public func restoreGState() {
        if let last = saved.popLast() { state = last }
    }

    public var ctm: CGAffineTransform { state.transform }

    public func translateBy(x: CGFloat, y: CGFloat) { state.transform = state.transform.translatedBy(x: x, y: y) }
    public func scaleBy(x: CGFloat, y: CGFloat) { state.transform = state.transform.scaledBy(x: x, y: y) }
    public func rotate(by angle: CGFloat) { state.transform = state.transform.rotated(by: angle) }
    public func concatenate(_ transform: CGAffineTransform) {
        state.transform = transform.concatenating(state.transform)
    }

    public func setFillColor(_ color: CGColor) { state.fill = color.model }
    public func setStrokeColor(_ color: CGColor) { state.stroke = color.model }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fill = UIColor(red: red, green: green, blue: blue, alpha: alpha).model
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.stroke = UIColor(red: red, green: green, blue: blue, alpha: alpha).model
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fill = UIColor(white: gray, alpha: alpha).model }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.stroke = UIColor(white: gray, alpha: alpha).model
    }

    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    public func setAlpha(_ alpha: CGFloat) { state.alpha = max(0, min(1, alpha)) }

    /// Dashed strokes are not drawn: an empty pattern (solid lines again) is accepted.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        if !lengths.isEmpty { unsupported.append("setLineDash(phase:lengths:)") }
    }

    /// Shadows are not drawn: a clear shadow colour (none) is accepted.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        if let color, color.model.alpha > 0 { unsupported.append("setShadow(offset:blur:color:)") }
    }

    public func setShadow(offset: CGSize, blur: CGFloat) {
        unsupported.append("setShadow(offset:blur:)")
    }

    // MARK: - The current path

    public func beginPath() { path = PathSegments() }
    public var isPathEmpty: Bool { path.isEmpty }
    /// In user space, as Core Graphics answers.
    public var currentPointOfPath: CGPoint { path.current?.applying(state.transform.inverted()) ?? .zero }
    public var boundingBoxOfPath: CGRect {
        path.isEmpty ? .null : path.boundingBox.applying(state.transform.inverted())
    }

    public func move(to point: CGPoint) { path.move(to: point.applying(state.transform)) }
    public func addLine(to point: CGPoint) { path.line(to: point.applying(state.transform)) }

    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        let t = state.transform
        path.curve(to: end.applying(t), control1: control1.applying(t), control2: control2.applying(t))
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        path.quadCurve(to: end.applying(state.transform), control: control.applying(state.transform))
    }

    /// `clockwise` as Core Graphics means it (y up): see `CGMutablePath.addArc`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.arc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasing: !clockwise,
            transform: state.transform)
    }

    public func addRect(_ rect: CGRect) { path.rect(rect, transform: state.transform) }
    public func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }
    public func addEllipse(in rect: CGRect) { path.ellipse(in: rect, transform: state.transform) }
    public func addPath(_ other: CGPath) { path.append(other.path, transform: state.transform) }
    public func closePath() { path.close() }

    // MARK: - Painting

    public func fillPath(using rule: CGPathFillRule = .winding) {
        paint(.fill(evenOdd: rule == .evenOdd), color: state.fill)
    }

    public func strokePath() { paint(stroke: true) }

    public func drawPath(using mode: CGPathDrawingMode) {
        let kept = path
        switch mode {
        case .fill, .eoFill:
            paint(.fill(evenOdd: mode == .eoFill), color: state.fill)
        case .stroke:
            paint(stroke: true)
        case .fillStroke, .eoFillStroke:
            paint(.fill(evenOdd: mode == .eoFillStroke), color: state.fill)
            path = kept
            paint(stroke: true)
        }
    }

    public func fill(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        fillPath()
    }

    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Each pair of points is one line.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Clearing pixels would erase what lies under the view in Plumb's single picture.
    public func clear(_ rect: CGRect) { unsupported.append("clear(_:)") }

    // MARK: - Clipping

    /// Clips to `rect`, which must stay a rectangle on screen (no rotation).
    public func clip(to rect: CGRect) {
        let t = state.transform
        guard t.b == 0, t.c == 0 else {
            unsupported.append("clip(to:) under a rotation")
            return
        }
        intersectClip(rect.applying(t))
    }

    public func clip(to rects: [CGRect]) {
        guard rects.count == 1, let rect = rects.first else {
            unsupported.append("clip(to:) with \(rects.count) rectangles")
            return
        }
        clip(to: rect)
    }

    /// Clips to the current path when it is one rectangle on screen; other shapes cannot be
    /// clipped to.
    public func clip(using rule: CGPathFillRule = .winding) {
        defer { path = PathSegments() }
        guard let rect = Self.rectangle(path.segments) else {
            unsupported.append("clip(using:) with a path that is not a rectangle")
            return
        }
        intersectClip(rect)
    }

    public func resetClip() { state.clip = base.clip }

    public var boundingBoxOfClipPath: CGRect {
        guard let clip = state.clip else { return .infinite }
        return CGRect(x: clip.x, y: clip.y, width: clip.width, height: clip.height).applying(state.transform.inverted())
    }

    private func intersectClip(_ rect: CGRect) {
        let r = rect.standardized
        var clip = Rect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height))
        if let current = state.clip {
            let x0 = max(clip.x, current.x), y0 = max(clip.y, current.y)
            let x1 = min(clip.maxX, current.maxX), y1 = min(clip.maxY, current.maxY)
            clip = Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
        }
        state.clip = clip
    }

    /// The rectangle a path of one axis-aligned four-sided subpath encloses.
    static func rectangle(_ segments: [PathSegments.Segment]) -> CGRect? {
        var points: [CGPoint] = []
        for (index, segment) in segments.enumerated() {
            switch segment {
            case let .move(p) where index == 0: points.append(p)
            case let .line(p): points.append(p)
            case .close where index == segments.count - 1: break
            default: return nil
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return nil }
        let xs = Set(points.map(\.x)), ys = Set(points.map(\.y))
        guard xs.count <= 2, ys.count <= 2 else { return nil }
        for i in 0..<4 {
            let a = points[i], b = points[(i + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return nil }
        }
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return CGRect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }

    // MARK: - Recording

    private func paint(stroke: Bool) {
        let t = state.transform
        let scale = Double(abs(t.a * t.d - t.b * t.c)).squareRoot()
        let cap: DrawnPath.Stroke.Cap =
            switch state.lineCap {
            case .butt: .butt
            case .round: .round
            case .square: .square
            }
        let join: DrawnPath.Stroke.Join =
            switch state.lineJoin {
            case .miter: .miter
            case .round: .round
            case .bevel: .bevel
            }
        let width = Double(state.lineWidth) * scale
        paint(
            .stroke(DrawnPath.Stroke(width: width, cap: cap, join: join, miterLimit: Double(state.miterLimit))),
            color: state.stroke)
    }

    /// Paints the current path and ends it, as every Core Graphics painting call does.
    private func paint(_ paint: DrawnPath.Paint, color: Color) {
        let segments = path.segments
        path = PathSegments()
        guard !segments.isEmpty else { return }
        func point(_ p: CGPoint) -> Point { Point(x: Double(p.x), y: Double(p.y)) }
        let elements: [DrawnPath.Element] = segments.map {
            switch $0 {
            case let .move(p): .move(point(p))
            case let .line(p): .line(point(p))
            case let .curve(c1, c2, p): .curve(point(c1), point(c2), to: point(p))
            case .close: .close
            }
        }
        var resolved = color.resolved(appearance)
        resolved.alpha = UInt8((Double(resolved.alpha) * Double(state.alpha)).rounded())
        var command = DrawCommand.path(DrawnPath(elements: elements, paint: paint, color: resolved))
        if let clip = state.clip { command = .clipped(clip, [command]) }
        commands.append(command)
    }
}
