/// A `SnapshotStrategy` with its format hidden, so a suite can list strategies of different
/// formats and the check can treat them alike.
public struct AnySnapshotStrategy: Sendable, CustomStringConvertible {
    public let name: String
    public let pathExtension: String
    public let referenceSuffix: String
    let artifactSuffixes: [String]
    private let takeSnapshot: @Sendable (SnapshotSubject) throws(SnapshotError) -> TakenSnapshot

    public init<Format>(_ strategy: SnapshotStrategy<Format>) {
        name = strategy.name
        pathExtension = strategy.pathExtension
        referenceSuffix = strategy.referenceSuffix
        artifactSuffixes = strategy.artifactSuffixes
        takeSnapshot = { subject throws(SnapshotError) in TakenSnapshot(strategy, actual: try strategy.render(subject))
        }
    }

    /// The reference file for a reference path without extension.
    public func referencePath(_ reference: String) -> String {
        reference + referenceSuffix + "." + pathExtension
    }

    /// Renders the subject.
    func take(_ subject: SnapshotSubject) throws(SnapshotError) -> TakenSnapshot {
        try takeSnapshot(subject)
    }

    public var description: String { name }
}

/// One strategy's rendering of one variant, and what the check does with it, its format
/// hidden inside the closures.
struct TakenSnapshot {
    /// The reference a rendering is compared with.
    enum Reference {
        /// No reference file.
        case none
        /// A reference file's bytes, and its path for messages.
        case file([UInt8], path: String)
        /// The rendering itself, just recorded as the reference.
        case recorded
    }

    /// What a comparison found.
    struct Comparison {
        /// Why the reference could not be decoded.
        var unreadable: SnapshotError?
        var difference: SnapshotDifference?
        /// The files a failure leaves, made only when asked.
        var artifacts: () throws(SnapshotError) -> [SnapshotArtifact]
    }

    /// The reference file's bytes for the rendering.
    let encode: () throws(SnapshotError) -> [UInt8]
    let compare: (Reference, Tolerance) -> Comparison

    init<Format>(_ strategy: SnapshotStrategy<Format>, actual: Format) {
        encode = { () throws(SnapshotError) in try strategy.encode(actual) }
        compare = { reference, tolerance in
            var expected: Format?
            var unreadable: SnapshotError?
            switch reference {
            case .none: break
            case .recorded: expected = actual
            case let .file(bytes, path):
                do throws(SnapshotError) {
                    expected = try strategy.decode(bytes, path)
                } catch {
                    unreadable = error
                }
            }
            let difference = expected.flatMap { strategy.diff($0, actual, tolerance) }
            return Comparison(
                unreadable: unreadable, difference: difference,
                artifacts: { () throws(SnapshotError) in try strategy.artifacts(expected, actual, tolerance) })
        }
    }
}
