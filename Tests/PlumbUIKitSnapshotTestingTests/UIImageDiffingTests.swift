import Foundation
@_spi(Plumb) import PlumbUIKit
import PlumbUIKitSnapshotTesting
import SnapshotTesting
import Testing

/// `Diffing<UIImage>.image`'s verdicts on crafted 10 × 10 images whose pixels differ by known
/// ΔE (DeltaETests): gray 128 against 129 is ΔE 0.3917, against white about 46.4.
@Suite struct UIImageDiffingTests {
    /// A 10 × 10 image of gray 128 with the first `changed` pixels set to `to`.
    static func image(changed: Int = 0, to value: (UInt8, UInt8, UInt8, UInt8) = (129, 129, 129, 255)) -> UIImage {
        var bytes = [UInt8](repeating: 0, count: 400)
        for pixel in 0..<100 {
            let colour = pixel < changed ? value : (128, 128, 128, 255)
            bytes[pixel * 4] = colour.0
            bytes[pixel * 4 + 1] = colour.1
            bytes[pixel * 4 + 2] = colour.2
            bytes[pixel * 4 + 3] = colour.3
        }
        return UIImage(premultipliedRGBA: bytes, width: 10, height: 10, scale: 1)!
    }

    func verdict(_ actual: UIImage, precision: Float = 1, perceptualPrecision: Float = 1) -> String? {
        Diffing<UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: 1)
            .diffV2(Self.image(), actual)?.0.components(separatedBy: "\n\nDifference image: ")[0]
    }

    @Test func identicalImagesPass() {
        #expect(verdict(Self.image()) == nil)
    }

    @Test func anyDifferenceFailsAtFullPrecision() {
        #expect(verdict(Self.image(changed: 1)) == "Newly-taken snapshot does not match reference.")
    }

    /// ΔE 0.3917 is within 1.0 (perceptualPrecision 0.99) and beyond 0.1 (0.999).
    @Test func perceptualPrecisionIsADeltaEThreshold() {
        #expect(verdict(Self.image(changed: 100), perceptualPrecision: 0.99) == nil)
        let failure = verdict(Self.image(changed: 100), perceptualPrecision: 0.999)
        #expect(failure?.hasPrefix("The percentage of pixels that match 0.0 is less than required 1.0\n") == true)
        #expect(failure?.contains("The lowest perceptual color precision 0.99608") == true)
        #expect(failure?.contains("is less than required 0.999") == true)
    }

    /// With perceptualPrecision 0.999, 10 pixels of 100 fail: precision 0.9 passes exactly at
    /// the boundary, 11 failing pixels do not.
    @Test func precisionIsTheFractionOfMatchingPixels() {
        #expect(verdict(Self.image(changed: 10), precision: 0.9, perceptualPrecision: 0.999) == nil)
        let failure = verdict(Self.image(changed: 11), precision: 0.9, perceptualPrecision: 0.999)
        #expect(failure?.hasPrefix("The percentage of pixels that match 0.89 is less than required 0.9\n") == true)
        // White pixels (ΔE 46.4) fail any perceptual precision above 0.536.
        #expect(verdict(Self.image(changed: 1, to: (255, 255, 255, 255)), perceptualPrecision: 0.5) == nil)
        #expect(verdict(Self.image(changed: 1, to: (255, 255, 255, 255)), perceptualPrecision: 0.6) != nil)
    }

    /// With perceptualPrecision 1, upstream counts bytes: 10 gray pixels are 30 of 400 bytes
    /// (alpha is unchanged), so precision 0.92 (32 bytes allowed) passes and 0.93 (28) fails.
    /// 0.925 fails too, as upstream's does: (1 − 0.925) × 400 is 29.99999 in `Float`, and the
    /// allowance is truncated to 29.
    @Test func precisionAloneCountsBytes() {
        #expect(verdict(Self.image(changed: 10), precision: 0.92) == nil)
        #expect(
            verdict(Self.image(changed: 10), precision: 0.925)
                == "Actual image precision 0.925 is less than required 0.925")
        #expect(
            verdict(Self.image(changed: 10), precision: 0.93)
                == "Actual image precision 0.925 is less than required 0.93")
    }

    @Test func sizesMustMatch() {
        let small = UIImage(premultipliedRGBA: [UInt8](repeating: 255, count: 4), width: 1, height: 1, scale: 1)!
        #expect(
            verdict(small)
                == "Newly-taken snapshot@CGSize(width: 1.0, height: 1.0) does not match reference@CGSize(width: 10.0, height: 10.0)."
        )
    }

    /// A failure attaches the reference, the failure and the difference: black where the
    /// pixels agree, white where they differ most.
    @Test func failuresAttachADifferenceImage() throws {
        let result = try #require(
            Diffing<UIImage>.image(scale: 1).diffV2(Self.image(), Self.image(changed: 2, to: (0, 0, 0, 255))))
        let names = result.1.compactMap { attachment -> String? in
            if case let .data(_, name) = attachment { return name }
            return nil
        }
        #expect(names == ["reference.png", "failure.png", "difference.png"])
        guard case let .data(png, _) = result.1[2] else { return }
        let difference = try #require(UIImage(data: png)?.premultipliedRGBA)
        #expect(difference.width == 10 && difference.height == 10)
        #expect(Array(difference.bytes[0..<4]) == [255, 255, 255, 255])
        #expect(Array(difference.bytes[8..<12]) == [0, 0, 0, 255])
        #expect(result.0.contains("Difference image: "))
    }

    /// A reference file that is not a PNG fails the comparison with upstream's words.
    @Test func anUnreadableReferenceFails() {
        let diffing = Diffing<UIImage>.image(scale: 1)
        let reference = diffing.fromData(Data("not a png".utf8))
        #expect(diffing.diffV2(reference, Self.image())?.0.hasPrefix("Reference image could not be loaded.\n") == true)
    }

    /// References are PNG: what `toData` writes, `fromData` reads back pixel for pixel, at the
    /// scale asked for.
    @Test func pngRoundTrip() throws {
        let diffing = Diffing<UIImage>.image(scale: 2)
        let image = Self.image(changed: 7, to: (10, 100, 30, 128))
        let read = diffing.fromData(diffing.toData(image))
        #expect(read.premultipliedRGBA?.bytes == image.premultipliedRGBA?.bytes)
        #expect(read.size == CGSize(width: 5, height: 5))
        #expect(Snapshotting<UIImage, UIImage>.image.pathExtension == "png")
    }
}
