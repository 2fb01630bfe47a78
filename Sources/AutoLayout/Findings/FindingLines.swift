/// Findings as compilers print them, one a line — `file:line: warning: message [code, scene]`
/// — which Xcode, editors and CI annotators read. A finding with no location prints its
/// message alone after the severity.
public enum FindingLines {
    public static func line(of finding: Finding) -> String {
        let context = [finding.code.rawValue] + (finding.location?.scene.map { [$0] } ?? [])
        let prefix = finding.location.map { "\($0.prefix): " } ?? ""
        return "\(prefix)\(finding.severity.rawValue): \(finding.message) [\(context.joined(separator: ", "))]"
    }

    /// Every finding's line, each ending in a newline (empty for none).
    public static func text(of findings: [Finding]) -> String {
        findings.map { line(of: $0) + "\n" }.joined()
    }
}
