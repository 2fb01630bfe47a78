import AutoLayout

/// One variant's renderings against their references, one per strategy, under a record mode:
/// the logic the runner and `assertSnapshot` share. It knows no format: each strategy renders,
/// encodes, decodes, compares and leaves its own artifacts.
struct SnapshotCheck {
    /// Shown in failures.
    let name: String
    /// The reference path without extension; each strategy adds its own ending.
    let reference: String
    /// `reference`'s path relative to the snapshots directory, reused under the artifacts directory.
    let stem: String
    let artifactsDirectory: String
    let strategies: [AnySnapshotStrategy]
    let tolerance: Tolerance
    /// Whether conflicts or ambiguity fail the check on their own.
    var failsOnLayoutProblems = false
    /// The suite's variant (nil for `assertSnapshot`) and what makes its inspector page on failure.
    var variant: SnapshotVariant?
    var inspector: SnapshotInspector?

    func run(_ subject: SnapshotSubject, mode: RecordMode) -> SnapshotOutcome {
        do {
            return try check(subject, mode: mode)
        } catch {
            return .error(error)
        }
    }

    private func check(_ subject: SnapshotSubject, mode: RecordMode) throws(SnapshotError) -> SnapshotOutcome {
        // Every strategy renders first: a variant that cannot be drawn is an error, whatever
        // its references.
        var taken: [TakenSnapshot] = []
        for strategy in strategies { taken.append(try strategy.take(subject)) }
        // A layout with problems is recorded (the reference shows what the user sees), but
        // under the strict option it fails however it compares.
        let problems = subject.problems
        var layoutCauses: [SnapshotFailure.Reason] = []
        if failsOnLayoutProblems, let problems { layoutCauses.append(.layoutProblems(problems.summary)) }
        let paths = strategies.map { $0.referencePath(reference) }
        let exists = paths.map(SnapshotFiles.exists)
        let writes = mode != .never

        var comparisons: [TakenSnapshot.Comparison] = []
        var causes: [SnapshotFailure.Reason] = []
        var record: [Int] = []
        for index in taken.indices {
            if mode == .all || (!exists[index] && writes) {
                record.append(index)
                comparisons.append(taken[index].compare(.recorded, tolerance))
                continue
            }
            guard exists[index] else {
                comparisons.append(taken[index].compare(.none, tolerance))
                continue
            }
            var comparison = taken[index].compare(.none, tolerance)
            var found: [SnapshotFailure.Reason] = []
            if let bytes = SnapshotFiles.read(paths[index]) {
                comparison = taken[index].compare(.file(bytes, path: paths[index]), tolerance)
            } else {
                found.append(.unreadableReference(.unreadableFile(paths[index])))
            }
            if let unreadable = comparison.unreadable { found.append(.unreadableReference(unreadable)) }
            if let difference = comparison.difference {
                found.append(.differs(strategy: strategies[index].name, difference))
            }
            // `failed` rewrites only what fails: a reference within the tolerance keeps its bytes.
            if !found.isEmpty && mode == .failed {
                record.append(index)
                comparisons.append(taken[index].compare(.recorded, tolerance))
            } else {
                causes += found
                comparisons.append(comparison)
            }
        }
        // A reference that is missing is the one reason given (the first missing one named):
        // the others cannot be judged against a half-recorded variant.
        if let missing = exists.indices.first(where: { !exists[$0] && !record.contains($0) }) {
            causes = [.noReference(path: paths[missing])]
        }
        for index in record { try SnapshotFiles.write(try taken[index].encode(), to: paths[index]) }
        let suffixes =
            strategies.flatMap(\.artifactSuffixes) + SnapshotArtifacts.problemSuffixes
            + [SnapshotArtifacts.inspectorSuffix]
        guard causes.isEmpty && layoutCauses.isEmpty else {
            return .failed(try failure(causes + layoutCauses, comparisons, subject: subject, suffixes: suffixes))
        }
        SnapshotArtifacts.clear(stem: stem, directory: artifactsDirectory, suffixes: suffixes)
        return record.isEmpty ? .matched : .recorded
    }

    private func failure(
        _ causes: [SnapshotFailure.Reason], _ comparisons: [TakenSnapshot.Comparison],
        subject: SnapshotSubject, suffixes: [String]
    ) throws(SnapshotError) -> SnapshotFailure {
        var artifacts: [SnapshotArtifact] = []
        for comparison in comparisons { artifacts += try comparison.artifacts() }
        // The debug render and the explanation, when the layout has problems and the engine
        // that solved it is at hand to diagnose them.
        var explanation: String?
        if subject.problems != nil, let diagnosis = subject.diagnosis {
            let text = DiagnosisReport(diagnosis: diagnosis).text
            explanation = text
            artifacts.append(
                SnapshotArtifact(
                    key: "debug", suffix: "debug.png",
                    contents: try SnapshotStrategies.png(try subject.debugImage())))
            artifacts.append(SnapshotArtifact(key: "explanation", suffix: "explain.txt", contents: Array(text.utf8)))
        }
        if let inspector, let variant {
            let image = { (key: String) in artifacts.first { $0.key == key }?.contents }
            func text(_ path: String) -> String? {
                SnapshotFiles.read(path).map { String(decoding: $0, as: UTF8.self) }
            }
            // A constraints file the suite no longer records may be stale: only a recorded one counts.
            let constraints = strategies.first { $0.name == SnapshotStrategies.constraints.name }
            let inspection = SnapshotInspection(
                variant: variant, name: name, reasons: causes.map(\.description), reference: reference,
                referenceFrames: text(reference + ".txt"),
                referenceConstraints: constraints.flatMap { text($0.referencePath(reference)) },
                expectedImage: image("expected"), actualImage: image("actual"))
            artifacts.append(
                SnapshotArtifact(
                    key: "inspect", suffix: SnapshotArtifacts.inspectorSuffix, contents: try inspector(inspection)))
        }
        let files = try SnapshotArtifacts.write(
            artifacts, stem: stem, directory: artifactsDirectory, suffixes: suffixes)
        let moved = FrameDiff(lines: comparisons.flatMap { $0.difference?.whatMoved ?? [] })
        return SnapshotFailure(
            name: name, reference: reference, causes: causes, frameDiff: moved, artifacts: files,
            explanation: explanation)
    }
}
