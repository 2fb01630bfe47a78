/// The files written for a failure, so it can be looked at: what each strategy leaves (for
/// the image the reference, the new rendering, the diff and the three side by side; for the
/// frames the frame diff with both text snapshots) and, for a layout with conflicts or
/// ambiguity, its debug render and explanation.
public enum SnapshotArtifacts {
    /// Paths relative to `directory`, so the HTML report can link them.
    public struct Files: Equatable, Sendable {
        public let directory: String
        /// Each file by its key (`SnapshotArtifact.key`).
        public let paths: [String: String]

        public init(directory: String, paths: [String: String]) {
            self.directory = directory
            self.paths = paths
        }

        /// The image strategy's: nil when there was no readable reference image (or no image strategy).
        public var expected: String? { paths["expected"] }
        public var actual: String? { paths["actual"] }
        public var diff: String? { paths["diff"] }
        public var composite: String? { paths["composite"] }
        /// The frames strategy's frame diff and both text snapshots.
        public var frames: String? { paths["frames"] }
        /// The debug render and the explanation, when the layout has conflicts or ambiguity.
        public var debug: String? { paths["debug"] }
        public var explanation: String? { paths["explanation"] }
        /// The inspector page, when the run was asked for one (`--inspect`).
        public var inspector: String? { paths["inspect"] }

        /// The keys the report and JUnit show in their own places; any other is a strategy's own.
        static let knownKeys: Set = [
            "expected", "actual", "diff", "composite", "frames", "debug", "explanation", "inspect",
        ]

        /// Files of other strategies, by key.
        var others: [(key: String, path: String)] {
            paths.filter { !Self.knownKeys.contains($0.key) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        }

        /// The most useful file to open: the composite, else the actual image, else any.
        public var primary: String {
            SnapshotFiles.join(directory, composite ?? actual ?? frames ?? paths.values.sorted().first ?? "")
        }
    }

    /// The files layout problems leave, whatever the strategies: the debug render and
    /// `plumb explain`'s report.
    static let problemSuffixes = ["debug.png", "explain.txt"]

    /// A failing variant's inspector page (`snapshot verify --inspect`); cleared by every run,
    /// so a page from an earlier run never stands beside newer images.
    static let inspectorSuffix = "inspect.html"

    /// Writes the artifacts of `stem` (`<slug>/<variant>` or an assertion's name) under
    /// `directory` as `<stem>-<suffix>`, after removing every file of `suffixes` an earlier
    /// run may have left (a reference that is gone must not leave an older run's images
    /// looking current).
    static func write(_ artifacts: [SnapshotArtifact], stem: String, directory: String, suffixes: [String])
        throws(SnapshotError) -> Files
    {
        clear(stem: stem, directory: directory, suffixes: suffixes)
        var paths: [String: String] = [:]
        for artifact in artifacts {
            let path = "\(stem)-\(artifact.suffix)"
            try SnapshotFiles.write(artifact.contents, to: SnapshotFiles.join(directory, path))
            paths[artifact.key] = path
        }
        return Files(directory: directory, paths: paths)
    }

    /// Removes what `write` would have written for `stem`, so a variant that passes now does
    /// not leave stale images behind.
    static func clear(stem: String, directory: String, suffixes: [String]) {
        for suffix in suffixes {
            SnapshotFiles.remove(SnapshotFiles.join(directory, "\(stem)-\(suffix)"))
        }
    }
}
