import Raster
import Typesetting

/// The strategies the harness knows, by the names a suite's `strategies:` gives. Adding one
/// is a value here and a line in `all`.
public enum SnapshotStrategies {
    /// What a suite records when it names no strategies: the image and the frames, the
    /// `.png` and `.txt` every reference has always had.
    public static let standard = [AnySnapshotStrategy(image), AnySnapshotStrategy(frames)]

    /// Every strategy a suite can name.
    public static let all = [
        AnySnapshotStrategy(image), AnySnapshotStrategy(frames), AnySnapshotStrategy(debugImage),
        AnySnapshotStrategy(accessibility), AnySnapshotStrategy(accessibilityImage),
        AnySnapshotStrategy(constraints),
    ]

    /// The strategy a suite names; nil for a name no strategy has.
    public static func named(_ name: String) -> AnySnapshotStrategy? {
        all.first { $0.name == name.lowercased() }
    }

    /// The layout drawn (`plumb render`), stored as PNG, compared as decoded pixels under the
    /// tolerance, never as file bytes (another zlib compresses the same pixels differently).
    public static let image = pixels(name: "image", referenceSuffix: "", artifactPrefix: "", reason: "pixels") {
        subject throws(SnapshotError) in try subject.image()
    }

    /// The solved frames as text (`Layout.dump`, the tree with frames, conflicts and
    /// ambiguity, and the font when it is not the default), compared exactly: frames are
    /// deterministic, so any difference is a layout change, whatever the pixel tolerance.
    public static let frames = SnapshotStrategy<String>(
        name: "frames", pathExtension: "txt",
        render: { subject in subject.layout.dump + TextEngine.shared.systemFonts.snapshotLine },
        encode: { text in Array(text.utf8) },
        decode: { bytes, _ in String(decoding: bytes, as: UTF8.self) },
        diff: { reference, actual, _ in
            reference == actual
                ? nil
                : SnapshotDifference(
                    summary: "frames changed", whatMoved: FrameDiff(expected: reference, actual: actual).lines)
        },
        artifacts: { reference, actual, _ in
            let moved = reference.map { FrameDiff(expected: $0, actual: actual) } ?? FrameDiff(lines: [])
            var text = "what moved:\n" + (moved.isEmpty ? "(no frame changed)\n" : moved.description + "\n")
            text += "\nexpected:\n" + (reference ?? "(no text snapshot)\n") + "\nactual:\n" + actual
            return [SnapshotArtifact(key: "frames", suffix: "frames.txt", contents: Array(text.utf8))]
        },
        artifactSuffixes: ["frames.txt"])

    /// Every constraint of the layout, in force or broken, one a line in byte order
    /// (`ConstraintDiff.text`), as `<variant>.constraints.txt`, compared exactly like the
    /// frames. A suite names it to have failures, and their inspector pages, list every
    /// constraint added, removed or changed since the reference: a frames reference keeps only
    /// the conflicting sets' members. Needs the engine that solved the layout.
    public static let constraints = SnapshotStrategy<String>(
        name: "constraints", pathExtension: "txt", referenceSuffix: ".constraints",
        render: { subject throws(SnapshotError) in ConstraintDiff.text(try subject.constraintStatuses()) },
        encode: { text in Array(text.utf8) },
        decode: { bytes, _ in String(decoding: bytes, as: UTF8.self) },
        diff: { reference, actual, _ in
            reference == actual
                ? nil
                : SnapshotDifference(
                    summary: "constraints changed", whatMoved: constraintDiff(reference, actual).lines)
        },
        artifacts: { reference, actual, _ in
            let changed = reference.map { constraintDiff($0, actual).lines } ?? []
            var text =
                "what changed:\n" + (changed.isEmpty ? "(no constraint changed)\n" : changed.map { $0 + "\n" }.joined())
            text += "\nexpected:\n" + (reference ?? "(no constraints snapshot)\n") + "\nactual:\n" + actual
            return [SnapshotArtifact(key: "constraints", suffix: "constraints.txt", contents: Array(text.utf8))]
        },
        artifactSuffixes: ["constraints.txt"])

    static func constraintDiff(_ reference: String, _ actual: String) -> ConstraintDiff {
        ConstraintDiff(
            expected: ConstraintDiff.constraints(in: reference), actual: ConstraintDiff.constraints(in: actual))
    }

    /// The debug render (`plumb render --debug`: every view's frame outlined, conflicts and
    /// ambiguity drawn), as `<variant>.debug.png`, compared as pixels like the image. Needs
    /// the engine that solved the layout.
    public static let debugImage = pixels(
        name: "debug-image", referenceSuffix: ".debug", artifactPrefix: "debug-image-",
        reason: "debug pixels"
    ) { subject throws(SnapshotError) in
        try subject.debugImage()
    }

    /// The elements in VoiceOver's reading order with what VoiceOver says and where
    /// (`AccessibilityOrder.dump`), as `<variant>.accessibility.txt`, compared exactly like the
    /// frames; a failure says what changed, element by element.
    public static let accessibility = SnapshotStrategy<String>(
        name: "accessibility", pathExtension: "txt", referenceSuffix: ".accessibility",
        render: { subject throws(SnapshotError) in try subject.accessibilityOrder().dump },
        encode: { text in Array(text.utf8) },
        decode: { bytes, _ in String(decoding: bytes, as: UTF8.self) },
        diff: { reference, actual, _ in
            reference == actual
                ? nil
                : SnapshotDifference(
                    summary: "accessibility changed",
                    whatMoved: AccessibilityDiff(expected: reference, actual: actual).lines)
        },
        artifacts: { reference, actual, _ in
            let changed =
                reference.map { AccessibilityDiff(expected: $0, actual: actual) } ?? AccessibilityDiff(lines: [])
            var text = "what changed:\n" + (changed.isEmpty ? "(no element changed)\n" : changed.description + "\n")
            text += "\nexpected:\n" + (reference ?? "(no accessibility snapshot)\n") + "\nactual:\n" + actual
            return [SnapshotArtifact(key: "accessibility", suffix: "accessibility.txt", contents: Array(text.utf8))]
        },
        artifactSuffixes: ["accessibility.txt"])

    /// The accessibility overlay (each element outlined and numbered, a legend below), as
    /// `<variant>.accessibility.png`, compared as pixels like the image.
    public static let accessibilityImage = pixels(
        name: "accessibility-image", referenceSuffix: ".accessibility", artifactPrefix: "accessibility-image-",
        reason: "accessibility pixels"
    ) { subject throws(SnapshotError) in
        try subject.accessibilityImage()
    }

    /// A strategy of images: PNG files, pixels compared under the tolerance, and for a
    /// failure the reference, the rendering, the diff and the three side by side.
    static func pixels(
        name: String, referenceSuffix: String, artifactPrefix: String, reason: String,
        render: @escaping @Sendable (SnapshotSubject) throws(SnapshotError) -> Bitmap
    )
        -> SnapshotStrategy<Bitmap>
    {
        let roles = ["expected", "actual", "diff", "composite"]
        return SnapshotStrategy(
            name: name, pathExtension: "png", referenceSuffix: referenceSuffix, render: render,
            encode: { bitmap throws(SnapshotError) in try png(bitmap) },
            decode: { bytes, path throws(SnapshotError) in
                do throws(RasterError) {
                    return try PNGCodec.decode(bytes, file: path)
                } catch {
                    throw .invalidReference(error.description)
                }
            },
            diff: { reference, actual, tolerance in
                let result = ImageComparison(tolerance: tolerance).compare(expected: reference, actual: actual)
                return result.passes ? nil : SnapshotDifference(summary: "\(reason): \(result)")
            },
            artifacts: { reference, actual, tolerance throws(SnapshotError) in
                func artifact(_ role: String, _ bitmap: Bitmap) throws(SnapshotError) -> SnapshotArtifact {
                    SnapshotArtifact(
                        key: artifactPrefix + role, suffix: artifactPrefix + role + ".png",
                        contents: try png(bitmap))
                }
                guard let reference else { return [try artifact("actual", actual)] }
                let comparison = ImageComparison(tolerance: tolerance)
                return [
                    try artifact("expected", reference), try artifact("actual", actual),
                    try artifact("diff", comparison.diffImage(expected: reference, actual: actual)),
                    try artifact("composite", comparison.composite(expected: reference, actual: actual)),
                ]
            },
            artifactSuffixes: roles.map { artifactPrefix + $0 + ".png" })
    }

    static func png(_ bitmap: Bitmap) throws(SnapshotError) -> [UInt8] {
        do throws(RasterError) {
            return try PNGCodec.encode(bitmap)
        } catch {
            throw .renderingFailed(error.description)
        }
    }
}
