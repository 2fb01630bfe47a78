import AutoLayout

/// One lint check as a value: a code and what it finds in a subject. A team's own rule is
/// one of these added to the list `Linter` runs (docs/architecture.md, "Findings").
public struct LintRule: Sendable {
    /// The code its findings carry (a rule may report more than one; this is its main one).
    public let code: FindingCode
    /// One line for `plumb lint --help`-style listings and the docs.
    public let summary: String
    public let check: @Sendable (LintSubject) -> [Finding]

    public init(code: FindingCode, summary: String, check: @escaping @Sendable (LintSubject) -> [Finding]) {
        self.code = code
        self.summary = summary
        self.check = check
    }
}
