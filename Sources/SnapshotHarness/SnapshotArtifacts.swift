import Raster

/// The files written for a failure, so it can be looked at: the reference, the new rendering,
/// the diff, the three side by side, and the frame diff with both text snapshots.
public enum SnapshotArtifacts {
    /// Paths relative to `directory`, so the HTML report can link them.
    public struct Files: Equatable, Sendable {
        public let directory: String
        /// Nil when there was no readable reference image.
        public let expected: String?
        public let actual: String
        public let diff: String?
        public let composite: String?
        public let frames: String
        /// The debug render and the explanation, when the layout has conflicts or ambiguity.
        public let debug: String?
        public let explanation: String?

        /// The most useful file to open: the composite, else the actual image.
        public var primary: String { SnapshotFiles.join(directory, composite ?? actual) }
    }

    /// Writes the artifacts of `stem` (`<slug>/<variant>` or an assertion's name) under
    /// `directory`: `<stem>-expected.png`, `-actual.png`, `-diff.png`, `-composite.png`, `-frames.txt`,
    /// and for a layout with conflicts or ambiguity `-debug.png` and `-explain.txt`.
    static func write(stem: String, directory: String, expected: Bitmap?, actual: Bitmap, comparison: ImageComparison,
                      frameDiff: FrameDiff, expectedText: String?, actualText: String,
                      problems: LayoutProblems? = nil) throws(SnapshotError) -> Files
    {
        func path(_ suffix: String) -> String { "\(stem)-\(suffix)" }
        try SnapshotFiles.writePNG(actual, to: SnapshotFiles.join(directory, path("actual.png")))
        var expectedName: String?, diffName: String?, compositeName: String?
        if let expected {
            expectedName = path("expected.png")
            diffName = path("diff.png")
            compositeName = path("composite.png")
            try SnapshotFiles.writePNG(expected, to: SnapshotFiles.join(directory, path("expected.png")))
            try SnapshotFiles.writePNG(comparison.diffImage(expected: expected, actual: actual),
                                       to: SnapshotFiles.join(directory, path("diff.png")))
            try SnapshotFiles.writePNG(comparison.composite(expected: expected, actual: actual),
                                       to: SnapshotFiles.join(directory, path("composite.png")))
        } else {
            // A reference that is gone must not leave an older run's images looking current.
            for suffix in ["expected.png", "diff.png", "composite.png"] {
                SnapshotFiles.remove(SnapshotFiles.join(directory, path(suffix)))
            }
        }
        var text = "what moved:\n" + (frameDiff.isEmpty ? "(no frame changed)\n" : frameDiff.description + "\n")
        text += "\nexpected:\n" + (expectedText ?? "(no text snapshot)\n") + "\nactual:\n" + actualText
        try SnapshotFiles.writeText(text, to: SnapshotFiles.join(directory, path("frames.txt")))
        var debugName: String?, explanationName: String?
        if let problems {
            debugName = path("debug.png")
            explanationName = path("explain.txt")
            try SnapshotFiles.writePNG(try problems.debugImage(), to: SnapshotFiles.join(directory, path("debug.png")))
            try SnapshotFiles.writeText(problems.explanation, to: SnapshotFiles.join(directory, path("explain.txt")))
        } else {
            for suffix in ["debug.png", "explain.txt"] { SnapshotFiles.remove(SnapshotFiles.join(directory, path(suffix))) }
        }
        return Files(directory: directory, expected: expectedName, actual: path("actual.png"), diff: diffName,
                     composite: compositeName, frames: path("frames.txt"), debug: debugName,
                     explanation: explanationName)
    }

    /// Removes what `write` would have written for `stem`, so a variant that passes now does
    /// not leave stale images behind.
    static func clear(stem: String, directory: String) {
        for suffix in ["expected.png", "actual.png", "diff.png", "composite.png", "frames.txt", "debug.png", "explain.txt"] {
            let file = SnapshotFiles.join(directory, "\(stem)-\(suffix)")
            SnapshotFiles.remove(file)
        }
    }
}
