import Raster

/// One rendering against its reference, under a record mode: the logic the runner and
/// `assertSnapshot` share.
struct SnapshotCheck {
    /// Shown in failures.
    let name: String
    /// The reference path without extension; `.png` and `.txt` are added.
    let reference: String
    /// `reference`'s path relative to the snapshots directory, reused under the artifacts directory.
    let stem: String
    let artifactsDirectory: String
    let comparison: ImageComparison

    func run(image: Bitmap, text: String, mode: RecordMode) -> SnapshotOutcome {
        do {
            return try check(image: image, text: text, mode: mode)
        } catch {
            return .error(error)
        }
    }

    private func check(image: Bitmap, text: String, mode: RecordMode) throws(SnapshotError) -> SnapshotOutcome {
        let png = reference + ".png", txt = reference + ".txt"
        if mode == .all { return try record(image: image, text: text) }
        guard SnapshotFiles.exists(png), SnapshotFiles.exists(txt) else {
            if mode == .missing || mode == .failed { return try record(image: image, text: text) }
            let expectedText = SnapshotFiles.exists(txt) ? try SnapshotFiles.readText(txt) : nil
            return .failed(try failure(reasons: ["no reference (\(SnapshotFiles.exists(png) ? txt : png))"],
                                       expected: nil, image: image, expectedText: expectedText, text: text))
        }
        var reasons: [String] = []
        var expected: Bitmap?
        do {
            expected = try PNGCodec.read(png)
        } catch {
            reasons.append(error.description)
        }
        if let expected {
            let result = comparison.compare(expected: expected, actual: image)
            if !result.passes { reasons.append("pixels: \(result)") }
        }
        let expectedText = try SnapshotFiles.readText(txt)
        // Frames are exact and deterministic, so any text difference is a layout change,
        // whatever the pixel tolerance.
        if expectedText != text { reasons.append("frames changed") }
        if reasons.isEmpty {
            SnapshotArtifacts.clear(stem: stem, directory: artifactsDirectory)
            return .matched
        }
        if mode == .failed { return try record(image: image, text: text) }
        return .failed(try failure(reasons: reasons, expected: expected, image: image, expectedText: expectedText, text: text))
    }

    private func record(image: Bitmap, text: String) throws(SnapshotError) -> SnapshotOutcome {
        try SnapshotFiles.writePNG(image, to: reference + ".png")
        try SnapshotFiles.writeText(text, to: reference + ".txt")
        SnapshotArtifacts.clear(stem: stem, directory: artifactsDirectory)
        return .recorded
    }

    private func failure(reasons: [String], expected: Bitmap?, image: Bitmap, expectedText: String?,
                         text: String) throws(SnapshotError) -> SnapshotFailure
    {
        let frameDiff = expectedText.map { FrameDiff(expected: $0, actual: text) } ?? FrameDiff(expected: "", actual: "")
        let files = try SnapshotArtifacts.write(stem: stem, directory: artifactsDirectory, expected: expected,
                                                actual: image, comparison: comparison, frameDiff: frameDiff,
                                                expectedText: expectedText, actualText: text)
        return SnapshotFailure(name: name, reference: reference, reasons: reasons, frameDiff: frameDiff, artifacts: files)
    }
}
