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
    /// Whether conflicts or ambiguity fail the check on their own.
    var failsOnLayoutProblems = false

    func run(image: Bitmap, text: String, problems: LayoutProblems? = nil, mode: RecordMode) -> SnapshotOutcome {
        do {
            return try check(image: image, text: text, problems: problems, mode: mode)
        } catch {
            return .error(error)
        }
    }

    private func check(image: Bitmap, text: String, problems: LayoutProblems?, mode: RecordMode)
        throws(SnapshotError) -> SnapshotOutcome
    {
        // A layout with problems is recorded (the reference shows what the user sees), but
        // under the strict option it fails however it compares.
        var layoutReasons: [String] = []
        if failsOnLayoutProblems, let problems { layoutReasons.append(problems.summary) }
        let png = reference + ".png", txt = reference + ".txt"
        if mode == .all { return try record(image: image, text: text, problems: problems, layoutReasons) }
        guard SnapshotFiles.exists(png), SnapshotFiles.exists(txt) else {
            if mode == .missing || mode == .failed {
                return try record(image: image, text: text, problems: problems, layoutReasons)
            }
            let expectedText = SnapshotFiles.exists(txt) ? try SnapshotFiles.readText(txt) : nil
            return .failed(try failure(reasons: ["no reference (\(SnapshotFiles.exists(png) ? txt : png))"] + layoutReasons,
                                       expected: nil, image: image, expectedText: expectedText, text: text,
                                       problems: problems))
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
        if reasons.isEmpty && layoutReasons.isEmpty {
            SnapshotArtifacts.clear(stem: stem, directory: artifactsDirectory)
            return .matched
        }
        if mode == .failed, !reasons.isEmpty {
            return try record(image: image, text: text, problems: problems, layoutReasons)
        }
        return .failed(try failure(reasons: reasons + layoutReasons, expected: expected, image: image,
                                   expectedText: expectedText, text: text, problems: problems))
    }

    /// Writes the reference; still a failure when the strict option finds layout problems.
    private func record(image: Bitmap, text: String, problems: LayoutProblems?, _ layoutReasons: [String])
        throws(SnapshotError) -> SnapshotOutcome
    {
        try SnapshotFiles.writePNG(image, to: reference + ".png")
        try SnapshotFiles.writeText(text, to: reference + ".txt")
        SnapshotArtifacts.clear(stem: stem, directory: artifactsDirectory)
        guard layoutReasons.isEmpty else {
            return .failed(try failure(reasons: layoutReasons, expected: nil, image: image, expectedText: text,
                                       text: text, problems: problems))
        }
        return .recorded
    }

    private func failure(reasons: [String], expected: Bitmap?, image: Bitmap, expectedText: String?,
                         text: String, problems: LayoutProblems?) throws(SnapshotError) -> SnapshotFailure
    {
        let frameDiff = expectedText.map { FrameDiff(expected: $0, actual: text) } ?? FrameDiff(expected: "", actual: "")
        let files = try SnapshotArtifacts.write(stem: stem, directory: artifactsDirectory, expected: expected,
                                                actual: image, comparison: comparison, frameDiff: frameDiff,
                                                expectedText: expectedText, actualText: text, problems: problems)
        return SnapshotFailure(name: name, reference: reference, reasons: reasons, frameDiff: frameDiff, artifacts: files,
                               explanation: problems?.explanation)
    }
}
