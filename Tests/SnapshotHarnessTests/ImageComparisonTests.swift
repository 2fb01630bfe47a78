import Testing

@testable import AutoLayout
@testable import Raster
@testable import SnapshotHarness

/// Exact and tolerant comparison on small synthetic bitmaps.
@Suite struct ImageComparisonTests {
    let white = Color(red: 255, green: 255, blue: 255)

    func image(_ changes: [(x: Int, y: Int, delta: UInt8)] = [], width: Int = 4, height: Int = 4) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height, fill: white)
        for change in changes {
            let i = (change.y * width + change.x) * 4
            bitmap.pixels[i] -= change.delta
        }
        return bitmap
    }

    @Test func identicalImagesMatchExactly() {
        let result = ImageComparison().compare(expected: image(), actual: image())
        #expect(result.passes)
        #expect(result.differingPixels == 0)
        #expect(result.description == "identical")
    }

    @Test func oneChannelStepFailsExactComparison() {
        let result = ImageComparison().compare(expected: image(), actual: image([(1, 2, 1)]))
        #expect(!result.passes)
        #expect(result.differingPixels == 1)
        #expect(result.maxChannelDelta == 1)
        #expect(result.description == "1 of 16 pixels differ (6.25 %, max channel delta 1)")
    }

    @Test func channelDeltaToleranceIgnoresSmallSteps() {
        let tolerance = Tolerance(maxChannelDelta: 2)
        let comparison = ImageComparison(tolerance: tolerance)
        #expect(comparison.compare(expected: image(), actual: image([(0, 0, 2), (3, 3, 1)])).passes)
        let result = comparison.compare(expected: image(), actual: image([(0, 0, 3), (3, 3, 1)]))
        #expect(!result.passes)
        #expect(result.differingPixels == 1)
    }

    @Test func pixelCountAndRatioAllowances() {
        let actual = image([(0, 0, 200), (1, 0, 200)])
        #expect(
            !ImageComparison(tolerance: Tolerance(allowed: .count(1))).compare(expected: image(), actual: actual).passes
        )
        #expect(
            ImageComparison(tolerance: Tolerance(allowed: .count(2))).compare(expected: image(), actual: actual).passes)
        // 2 of 16 = 12.5 %.
        #expect(
            !ImageComparison(tolerance: Tolerance(allowed: .ratio(0.12))).compare(expected: image(), actual: actual)
                .passes)
        #expect(
            ImageComparison(tolerance: Tolerance(allowed: .ratio(0.125))).compare(expected: image(), actual: actual)
                .passes)
    }

    @Test func differentSizesNeverPass() {
        let comparison = ImageComparison(tolerance: Tolerance(maxChannelDelta: 255, allowed: .ratio(1)))
        let result = comparison.compare(expected: image(), actual: image(width: 5))
        #expect(!result.passes)
        #expect(result.description == "size 5×4 px, expected 4×4 px")
    }

    @Test func diffPaintsDifferencesRedOverFadedActual() {
        let comparison = ImageComparison()
        var actual = Bitmap(width: 2, height: 1, fill: Color(red: 0, green: 0, blue: 0))
        actual.pixels[0] = 10
        let expected = Bitmap(width: 2, height: 1, fill: Color(red: 0, green: 0, blue: 0))
        let diff = comparison.diffImage(expected: expected, actual: actual)
        #expect(Array(diff.pixels[0..<4]) == [255, 0, 0, 255])
        // Black faded three quarters towards white.
        #expect(Array(diff.pixels[4..<8]) == [191, 191, 191, 255])
        let composite = comparison.composite(expected: expected, actual: actual)
        #expect(composite.width == 2 * 3 + 8 * 4)
        #expect(composite.height == 1 + 16)
        #expect(composite.color(x: 8 + 2 + 8 + 2 + 8, y: 8) == Color(red: 255, green: 0, blue: 0))
    }

    @Test func toleranceParsing() throws {
        #expect(try Tolerance(parsing: "exact") == .exact)
        #expect(try Tolerance(parsing: "delta=2,pixels=10") == Tolerance(maxChannelDelta: 2, allowed: .count(10)))
        #expect(try Tolerance(parsing: "ratio=0.5%") == Tolerance(allowed: .ratio(0.005)))
        #expect(throws: SnapshotError.invalidTolerance("delta=300")) { try Tolerance(parsing: "delta=300") }
        #expect(throws: SnapshotError.invalidTolerance("pixels=1,ratio=0.1")) {
            try Tolerance(parsing: "pixels=1,ratio=0.1")
        }
    }
}
