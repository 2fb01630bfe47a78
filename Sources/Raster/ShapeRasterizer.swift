import AutoLayout
import CFreeType

/// Fills shapes with FreeType's anti-aliased rasterizer: a hand-built `FT_Outline` rendered
/// in direct mode, each span blended into the bitmap (reference/text-and-raster.md §3).
/// Owns its own `FT_Library`; one rasterizer per thread.
public final class ShapeRasterizer {
    private(set) var library: FT_Library?

    public init() {
        FT_Init_FreeType(&library)
    }

    deinit {
        if let library { FT_Done_FreeType(library) }
    }

    /// A closed path in pixels (y down), one contour per array; cubic control points follow
    /// FreeType's tags.
    public struct Path {
        enum Tag { case on, cubic }
        var contours: [[(x: Double, y: Double, tag: Tag)]] = []

        public init() {}

        public static func rectangle(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Path {
            var path = Path()
            path.contours = [[(x0, y0, .on), (x1, y0, .on), (x1, y1, .on), (x0, y1, .on)]]
            return path
        }

        /// A rounded rectangle: four lines and four cubic quarter arcs (k = 0.5523).
        public static func roundedRectangle(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, radius: Double)
            -> Path
        {
            let r = max(0, min(radius, (x1 - x0) / 2, (y1 - y0) / 2))
            guard r > 0 else { return rectangle(x0, y0, x1, y1) }
            let k = 0.5523 * r
            var points: [(x: Double, y: Double, tag: Tag)] = []
            points += [(x0 + r, y0, .on), (x1 - r, y0, .on)]
            points += [(x1 - r + k, y0, .cubic), (x1, y0 + r - k, .cubic), (x1, y0 + r, .on)]
            points += [(x1, y1 - r, .on)]
            points += [(x1, y1 - r + k, .cubic), (x1 - r + k, y1, .cubic), (x1 - r, y1, .on)]
            points += [(x0 + r, y1, .on)]
            points += [(x0 + r - k, y1, .cubic), (x0, y1 - r + k, .cubic), (x0, y1 - r, .on)]
            points += [(x0, y0 + r, .on)]
            points += [(x0, y0 + r - k, .cubic), (x0 + r - k, y0, .cubic)]
            var path = Path()
            path.contours = [points]
            return path
        }

        /// A ring between two rounded rectangles (a border): the inner contour runs the other way.
        public static func border(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, radius: Double, width: Double)
            -> Path
        {
            var outer = roundedRectangle(x0, y0, x1, y1, radius: radius)
            let inner = roundedRectangle(x0 + width, y0 + width, x1 - width, y1 - width, radius: max(0, radius - width))
            if let contour = inner.contours.first {
                // Reversed, (on, c1, c2, on) becomes (on, c2, c1, on): still valid cubics. Start
                // it on an on-point, as FreeType expects.
                let reversed = Array(contour.reversed())
                let start = reversed.firstIndex { $0.tag == .on } ?? 0
                outer.contours.append(Array(reversed[start...] + reversed[..<start]))
            }
            return outer
        }
    }

    /// Fills `path` with `color` (nonzero winding, or even–odd). The path is first clipped to a margin
    /// around the bitmap (`Path.clipped(to:)`), so offscreen geometry costs nothing and every
    /// coordinate fits FreeType's 26.6 fixed point; outlines over FreeType's Int16 point and
    /// contour counts go in batches of whole contours.
    public func fill(_ path: Path, color: Color, evenOdd: Bool = false, into bitmap: inout Bitmap) {
        guard bitmap.width > 0, bitmap.height > 0 else { return }
        let margin = Self.margin
        let box = (x0: -margin, y0: -margin, x1: Double(bitmap.width) + margin, y1: Double(bitmap.height) + margin)
        let contours = path.clipped(to: box).contours
        var batch: [[(x: Double, y: Double, tag: Path.Tag)]] = []
        var count = 0
        for contour in contours where contour.count < Self.maximumPoints {
            if count + contour.count >= Self.maximumPoints {
                fill(batch, color: color, evenOdd: evenOdd, into: &bitmap)
                batch = []
                count = 0
            }
            batch.append(contour)
            count += contour.count
        }
        fill(batch, color: color, evenOdd: evenOdd, into: &bitmap)
    }

    /// How far outside the bitmap geometry is kept untouched, in pixels.
    static let margin = 4096.0
    /// FreeType's outline counts are Int16.
    static let maximumPoints = Int(Int16.max)

    /// Fills contours that lie within the margin box, fewer than `maximumPoints` in all.
    private func fill(
        _ contours: [[(x: Double, y: Double, tag: Path.Tag)]], color: Color, evenOdd: Bool, into bitmap: inout Bitmap
    ) {
        guard let library, !contours.isEmpty else { return }
        var points: [FT_Vector] = []
        var tags: [CChar] = []
        var ends: [Int16] = []
        let height = Double(bitmap.height)
        for contour in contours where !contour.isEmpty {
            for point in contour {
                // 26.6 fixed point, y up. Clipping keeps points within the margin; the clamp
                // only guards the conversion.
                let x = max(-2 * Self.margin, min(Double(bitmap.width) + 2 * Self.margin, point.x))
                let y = max(-2 * Self.margin, min(height + 2 * Self.margin, height - point.y))
                points.append(FT_Vector(x: FT_Pos((x * 64).rounded()), y: FT_Pos((y * 64).rounded())))
                tags.append(CChar(point.tag == .on ? FT_CURVE_TAG_ON : FT_CURVE_TAG_CUBIC))
            }
            ends.append(Int16(clamping: points.count - 1))
        }
        guard !points.isEmpty, points.count < Self.maximumPoints else { return }
        let target = SpanTarget(bitmap: bitmap, color: color)
        bitmap = Bitmap(width: 0, height: 0) // hand over the only copy: no copy-on-write
        points.withUnsafeMutableBufferPointer { pointBuffer in
            tags.withUnsafeMutableBufferPointer { tagBuffer in
                ends.withUnsafeMutableBufferPointer { endBuffer in
                    var outline = FT_Outline()
                    outline.n_points = Int16(pointBuffer.count)
                    outline.n_contours = Int16(endBuffer.count)
                    outline.points = pointBuffer.baseAddress
                    outline.tags = tagBuffer.baseAddress
                    outline.contours = endBuffer.baseAddress
                    outline.flags = Int32(evenOdd ? FT_OUTLINE_EVEN_ODD_FILL : FT_OUTLINE_NONE)
                    var params = FT_Raster_Params()
                    params.flags = Int32(FT_RASTER_FLAG_AA | FT_RASTER_FLAG_DIRECT | FT_RASTER_FLAG_CLIP)
                    params.clip_box = FT_BBox(
                        xMin: 0, yMin: 0, xMax: FT_Pos(target.bitmap.width), yMax: FT_Pos(target.bitmap.height))
                    params.gray_spans = { y, count, spans, user in
                        guard let spans, let user else { return }
                        let target = Unmanaged<SpanTarget>.fromOpaque(user).takeUnretainedValue()
                        let row = target.bitmap.height - 1 - Int(y)
                        for index in 0..<Int(count) {
                            let span = spans[index]
                            target.bitmap.blend(
                                x: Int(span.x), y: row, count: Int(span.len), coverage: span.coverage,
                                color: target.color)
                        }
                    }
                    params.user = Unmanaged.passUnretained(target).toOpaque()
                    FT_Outline_Render(library, &outline, &params)
                }
            }
        }
        bitmap = target.bitmap
    }
}

/// Where spans go while an outline renders.
final class SpanTarget {
    var bitmap: Bitmap
    let color: Color
    init(bitmap: Bitmap, color: Color) {
        self.bitmap = bitmap
        self.color = color
    }
}
