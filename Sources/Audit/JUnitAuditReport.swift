import AutoLayout
import SnapshotHarness

/// Findings as JUnit XML (`plumb audit --format junit`), which CI test reporters show without
/// a plug-in: one `<testsuite>` per scene, in the order scenes first appear; one `<testcase>`
/// per finding, its class the rule and its name the view's path, with the scene file and line;
/// a new finding is a `<failure>` carrying its whole `file:line:` line, a baselined one is
/// `<skipped>` with the reviewer's reason. Fixed baseline entries are not test cases.
public enum JUnitAuditReport {
    public static func text(of outcome: AuditOutcome) -> String {
        struct Suite {
            var name: String
            var file: String
            var findings: [Finding]
        }
        var suites: [Suite] = []
        for finding in outcome.findings {
            let name = finding.location?.scene ?? finding.location?.file ?? ""
            let file = finding.location?.file ?? ""
            if let index = suites.firstIndex(where: { $0.name == name && $0.file == file }) {
                suites[index].findings.append(finding)
            } else {
                suites.append(Suite(name: name, file: file, findings: [finding]))
            }
        }
        let failures = outcome.new.count
        let skipped = outcome.known.count
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"plumb audit\" tests=\"\(outcome.findings.count)\" failures=\"\(failures)\" "
                + "skipped=\"\(skipped)\">",
        ]
        for suite in suites {
            let failed = suite.findings.filter { $0.severity != .note }.count
            lines.append(
                "  <testsuite name=\"\(escape(suite.name))\" file=\"\(escape(suite.file))\" "
                    + "tests=\"\(suite.findings.count)\" failures=\"\(failed)\" "
                    + "skipped=\"\(suite.findings.count - failed)\">")
            for finding in suite.findings {
                guard case let .audit(measurement) = finding.payload else { continue }
                let line = finding.location?.line.map { " line=\"\($0)\"" } ?? ""
                let open =
                    "    <testcase classname=\"\(escape(finding.code.rawValue))\" name=\"\(escape(measurement.view))\" "
                    + "file=\"\(escape(suite.file))\"\(line)>"
                lines.append(open)
                if let reason = measurement.baselineReason {
                    lines.append("      <skipped message=\"\(escape("in the baseline: \(reason)"))\"/>")
                } else {
                    lines.append(
                        "      <failure type=\"\(escape(finding.code.rawValue))\" "
                            + "message=\"\(escape(measurement.detail))\">\(escape(FindingLines.line(of: finding)))"
                            + "</failure>")
                }
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// XML text, as the snapshot harness's JUnit file writes it.
    static func escape(_ text: String) -> String { JUnitReport.escape(text) }
}
