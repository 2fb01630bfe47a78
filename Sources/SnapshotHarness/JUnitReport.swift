import Foundation

/// A run's results as JUnit XML (`--junit FILE`), the form CI systems read: one `<testsuite>`
/// per scene, one `<testcase>` per variant named after it with the time it took, a `<failure>` carrying the reasons,
/// the frame diff and the artifact paths, an `<error>` for a variant that could not run. The
/// counts are the console summary's: tests = variants, failures = failed, errors = could not
/// run.
public struct JUnitReport {
    public let results: SnapshotResults
    /// Where the artifacts are, for the paths in failures.
    public let artifactsDirectory: String

    public init(results: SnapshotResults, artifactsDirectory: String) {
        self.results = results
        self.artifactsDirectory = artifactsDirectory
    }

    public var xml: String {
        var suites: [(scene: String, slug: String, records: [SnapshotResults.Record])] = []
        for record in results.records {
            if let last = suites.indices.last, suites[last].slug == record.slug {
                suites[last].records.append(record)
            } else {
                suites.append((record.scene, record.slug, [record]))
            }
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<testsuites name=\"plumb snapshot\" tests=\"\(results.records.count)\" failures=\"\(results.failed)\" "
            + "errors=\"\(results.errors)\" time=\"\(Self.seconds(results.seconds))\">\n"
        for suite in suites {
            let failures = suite.records.filter { $0.outcome == .failed }.count
            let errors = suite.records.filter { $0.outcome == .error }.count
            let time = suite.records.reduce(0) { $0 + ($1.seconds ?? 0) }
            out +=
                "  <testsuite name=\"\(Self.escape(suite.scene))\" tests=\"\(suite.records.count)\" "
                + "failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" time=\"\(Self.seconds(time))\">\n"
            for record in suite.records {
                let open =
                    "    <testcase name=\"\(Self.escape(record.variant))\" classname=\"\(Self.escape(suite.slug))\""
                    + " time=\"\(Self.seconds(record.seconds ?? 0))\""
                switch record.outcome {
                case .failed:
                    out +=
                        open + ">\n      <failure message=\"\(Self.escape(record.reasons.joined(separator: "; ")))\" "
                        + "type=\"snapshot\">\(Self.escape(body(record)))</failure>\n    </testcase>\n"
                case .error:
                    out +=
                        open + ">\n      <error message=\"\(Self.escape(record.error ?? ""))\" type=\"snapshot\"/>\n"
                        + "    </testcase>\n"
                case .matched, .recorded:
                    out += open + "/>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    public func write(to path: String) throws(SnapshotError) {
        try SnapshotFiles.writeText(xml, to: path)
    }

    /// A failure's text: the reasons, what moved, and where to look.
    private func body(_ record: SnapshotResults.Record) -> String {
        var lines = record.reasons
        lines.append("what moved:")
        lines += record.frameDiff.isEmpty ? ["  (no frame changed)"] : record.frameDiff.map { "  " + $0 }
        if let files = record.files {
            // The image's and the frames' first, as they always were; then other strategies' files by key.
            let shown = ["expected", "actual", "diff", "frames", "debug"]
            let named =
                shown.compactMap { key in files[key].map { (key, $0) } }
                + files.filter { !SnapshotArtifacts.Files.knownKeys.contains($0.key) }.sorted { $0.key < $1.key }
                .map { ($0.key, $0.value) }
            for (label, file) in named { lines.append("\(label): \(SnapshotFiles.join(artifactsDirectory, file))") }
            // The page that shows the failure: expected and actual layouts, what moved, the images.
            if let page = files["inspect"] {
                lines.append("inspector: \(SnapshotFiles.join(artifactsDirectory, page))")
            }
        }
        return lines.joined(separator: "\n")
    }

    static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value.isFinite ? max(0, value) : 0)
    }

    /// XML 1.0 text: the five markup characters as entities; control characters other than
    /// tab, newline and return, which XML cannot carry, left out. The audit's JUnit file
    /// (module Audit) writes its text through this too.
    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
