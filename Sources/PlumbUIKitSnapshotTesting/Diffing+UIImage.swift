import Foundation
@_spi(Plumb) import PlumbUIKit
import SnapshotTesting

extension Diffing where Value == UIImage {
    /// Pixel equality: every byte of every pixel.
    public nonisolated(unsafe) static let image = Diffing.image()

    /// PNG on disk (Plumb's encoder: the same bytes every run); images compared as
    /// swift-snapshot-testing compares them (`ImageComparison`): `precision` is the fraction of
    /// pixels that must match (of bytes when `perceptualPrecision` is 1, as upstream counts),
    /// `perceptualPrecision` how close (1 − ΔE/100, CIE94) a pixel must be to match. `scale` is
    /// the scale a reference is read at (nil or 0: the main screen's). A reference that is not a
    /// PNG fails the comparison with "Reference image could not be loaded."
    /// A failure attaches the reference, the failure and their difference (`reference.png`,
    /// `failure.png`, `difference.png`), and its message names where the difference image
    /// was written (`SNAPSHOT_ARTIFACTS`, else the temporary directory).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let comparison = ImageComparison(precision: precision, perceptualPrecision: perceptualPrecision)
        let toData: (UIImage) -> Data = { $0.pngData() ?? UIImage.emptyImageMessage.pngData() ?? Data() }
        return .diff(
            toData: toData,
            fromData: { data in
                let imageScale =
                    scale.flatMap { $0 != 0 ? $0 : nil } ?? SnapshotHost.syncOnMainActor { UIScreen.main.scale }
                return UIImage(data: data, scale: imageScale) ?? UIImage.emptySnapshot
            }
        ) { reference, actual in
            guard let message = comparison.failure(reference: reference, actual: actual) else { return nil }
            var attachments = [
                DiffAttachment.data(toData(reference), name: "reference.png"),
                DiffAttachment.data(
                    toData(actual.premultipliedRGBA == nil ? UIImage.emptyImageMessage : actual), name: "failure.png"),
            ]
            var text = message
            if let difference = ImageComparison.difference(reference: reference, actual: actual),
                let png = difference.pngData()
            {
                attachments.append(.data(png, name: "difference.png"))
                if let path = DifferenceArtifact.write(png) { text += "\n\nDifference image: \(path)" }
            }
            return (text, attachments)
        }
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// An image against its reference, pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// An image against its reference, with `Diffing.image`'s tolerances.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil)
        -> Snapshotting
    {
        .init(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}

/// Where a failure's difference image goes: `$SNAPSHOT_ARTIFACTS` (upstream's variable for
/// failed snapshots), else the temporary directory, under `plumb-differences/`, named by an
/// FNV-1a hash of its bytes (the same image, the same name; nothing depends on an address or
/// the clock).
enum DifferenceArtifact {
    static func write(_ png: Data) -> String? {
        let root =
            ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let directory = URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent("plumb-differences")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in png {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let file = directory.appendingPathComponent("difference-\(String(hash, radix: 16)).png")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try png.write(to: file)
            return file.path
        } catch {
            return nil
        }
    }
}

extension UIImage {
    /// Upstream's stand-in for an image of no size: a red 400 × 80 label saying so.
    static var emptyImageMessage: UIImage {
        SnapshotHost.syncOnMainActor {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 80))
            label.backgroundColor = .red
            label.text =
                "Error: No image could be generated for this view as its size was zero. Please set an explicit size in the test."
            label.textAlignment = .center
            label.numberOfLines = 3
            return UIGraphicsImageRenderer(size: label.bounds.size).image { _ in
                label.drawHierarchy(in: label.bounds, afterScreenUpdates: true)
            }
        }
    }
}
