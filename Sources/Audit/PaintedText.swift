import AutoLayout

/// Every run of glyphs a layout draws, with the colours under it, found from the drawing value
/// as the renderer would paint it (back to front, hidden subtrees skipped, opacity multiplied
/// down, clips inherited), without rasterizing: the WCAG formula needs colours, not pixels.
struct PaintedText {
    /// One run of glyphs: whose, how big, its colour over each sample of what lies under it.
    struct Run {
        var itemID: Int
        var size: Double
        var isBold: Bool
        /// The text colour composited over the background, and the background, at each sample
        /// point; empty when every sample lies over an image or a path (needs review).
        var samples: [(text: Contrast.RGB, background: Contrast.RGB)]
        /// Some sample lies over an image, a path or a switch: the colour there is not one value.
        var overPicture: Bool
        /// The glyphs, their opacity down the tree and the clip in force: what sampling the
        /// rendered pixels behind them needs (`SampledContrast`).
        var glyphs: DrawnGlyphs
        var opacity: Double
        var clip: Rect?
        /// Some picture under it is the generated artwork recipes stand in for their images:
        /// its pixels are Plumb's, not the app's, so they decide nothing.
        var overGeneratedArt: Bool
    }

    /// A filled rectangle or something with no single colour, as painted so far.
    private enum Paint {
        case fill(Rect, Color, opacity: Double, clip: Rect?)
        case picture(Rect, clip: Rect?, generated: Bool)
    }

    static func runs(in subject: AuditSubject) -> [Run] {
        var painted: [Paint] = []
        var runs: [Run] = []
        var ancestors: [(depth: Int, clip: Rect?, opacity: Double)] = [
            (0, nil, subject.drawing.views.first?.alpha ?? 1)
        ]
        let background = Contrast.RGB(subject.drawing.background)
        for (entry, view) in zip(subject.layout.entries, subject.drawing.views).dropFirst() {
            if subject.invisible.contains(entry.id) { continue }
            while let last = ancestors.last, last.depth >= entry.depth { ancestors.removeLast() }
            let parent = ancestors.last ?? (0, nil, 1)
            let opacity = parent.opacity * view.alpha
            func visit(_ commands: [DrawCommand], clip: Rect?) {
                for command in commands {
                    switch command {
                    case let .fill(rect, _, color):
                        painted.append(.fill(rect, color, opacity: opacity, clip: clip))
                    case .border:
                        // A ring at the edge: text does not sit on it (docs/accessibility.md).
                        break
                    case let .image(image):
                        painted.append(.picture(image.frame, clip: clip, generated: image.source == .generated))
                    case .path:
                        painted.append(.picture(entry.frame, clip: clip, generated: false))
                    case let .toggle(toggle):
                        painted.append(.picture(toggle.frame, clip: clip, generated: false))
                    case let .glyphs(glyphs):
                        if let run = run(glyphs, item: entry.id, opacity: opacity, clip: clip) { runs.append(run) }
                    case let .clipped(rect, inner):
                        visit(inner, clip: intersect(clip, rect))
                    }
                }
            }
            func run(_ glyphs: DrawnGlyphs, item: Int, opacity: Double, clip: Rect?) -> Run? {
                let points = samplePoints(glyphs).filter { point in clip.map { contains($0, point) } ?? true }
                guard !points.isEmpty else { return nil }
                var samples: [(Contrast.RGB, Contrast.RGB)] = []
                var overPicture = false
                var overGenerated = false
                for point in points {
                    let found = colour(at: point)
                    guard let under = found.colour else {
                        overPicture = true
                        overGenerated = overGenerated || found.generated
                        continue
                    }
                    samples.append((under.under(glyphs.color, opacity: opacity), under))
                }
                return Run(
                    itemID: item, size: glyphs.size, isBold: isBold(glyphs.fontPath), samples: samples,
                    overPicture: overPicture, glyphs: glyphs, opacity: opacity, clip: clip,
                    overGeneratedArt: overGenerated)
            }
            func colour(at point: Point) -> (colour: Contrast.RGB?, generated: Bool) {
                // The topmost picture under the point wins unless opaque fills cover it later.
                var start = 0
                var base = background
                for (index, paint) in painted.enumerated().reversed() {
                    if case let .fill(rect, color, fillOpacity, fillClip) = paint, color.alpha == 255,
                        fillOpacity >= 1, covers(rect, fillClip, point)
                    {
                        start = index
                        base = Contrast.RGB(color)
                        break
                    }
                    if case let .picture(rect, pictureClip, generated) = paint, covers(rect, pictureClip, point) {
                        return (nil, generated)
                    }
                }
                for paint in painted[start...] {
                    if case let .fill(rect, color, fillOpacity, fillClip) = paint, covers(rect, fillClip, point) {
                        base = base.under(color, opacity: fillOpacity)
                    }
                }
                return (base, false)
            }
            visit(view.commands, clip: parent.clip)
            var clip = parent.clip
            if view.clipsSubviews { clip = intersect(parent.clip, entry.frame) }
            ancestors.append((entry.depth, clip, opacity))
        }
        return runs
    }

    /// Where the text's colour is compared with the background: the middle of each line's
    /// x-height band (a third of the size above the baseline), at its start, middle and end.
    static func samplePoints(_ glyphs: DrawnGlyphs) -> [Point] {
        var baselines: [Double] = []
        for glyph in glyphs.glyphs where !baselines.contains(glyph.y) { baselines.append(glyph.y) }
        return baselines.flatMap { baseline -> [Point] in
            let xs = glyphs.glyphs.filter { $0.y == baseline }.map(\.x)
            guard let first = xs.min(), let last = xs.max() else { return [] }
            // The pen position is a glyph's left edge; its ink reaches about half an em on.
            let start = first + glyphs.size * 0.25
            let end = last + glyphs.size * 0.25
            let y = baseline - glyphs.size / 3
            return [Point(x: start, y: y), Point(x: (start + end) / 2, y: y), Point(x: end, y: y)]
        }
    }

    /// Plumb draws semibold and heavier with the bold face (SPEC §7); SF files name theirs.
    static func isBold(_ fontPath: String) -> Bool {
        let name = fontPath.split(separator: "/").last.map(String.init) ?? fontPath
        return ["Bold", "Semibold", "Heavy", "Black"].contains { name.contains($0) }
    }

    private static func covers(_ rect: Rect, _ clip: Rect?, _ point: Point) -> Bool {
        contains(rect, point) && (clip.map { contains($0, point) } ?? true)
    }

    private static func contains(_ rect: Rect, _ point: Point) -> Bool {
        point.x >= rect.x && point.x < rect.x + rect.width && point.y >= rect.y && point.y < rect.y + rect.height
    }

    private static func intersect(_ clip: Rect?, _ rect: Rect) -> Rect {
        guard let clip else { return rect }
        let x = max(clip.x, rect.x)
        let y = max(clip.y, rect.y)
        let maxX = min(clip.x + clip.width, rect.x + rect.width)
        let maxY = min(clip.y + clip.height, rect.y + rect.height)
        return Rect(x: x, y: y, width: max(0, maxX - x), height: max(0, maxY - y))
    }
}
