/// Findings as UIKit's console prints them (`reference/uikit-facts.md` §13): a conflict is the
/// "Unable to simultaneously satisfy constraints" block; what UIKit has no block for (it
/// throws, or approximates in silence) is one "Plumb:" line. Ambiguity is not per finding in
/// UIKit's console but a synopsis of the window's tree, which `DiagnosisReport` prints from
/// the layout.
public enum FindingConsoleText {
    public static func text(of finding: Finding) -> String {
        guard case let .conflict(broken, members) = finding.payload else {
            return "Plumb: \(finding.message)\n"
        }
        return "Unable to simultaneously satisfy constraints.\n"
            + "\tProbably at least one of the constraints in the following list is one you don't want. "
            + "Try this: (1) look at each constraint and try to figure out which you don't expect; "
            + "(2) find the code that added the unwanted constraint or constraints and fix it. "
            + "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
            + "refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)\n"
            + "(\n"
            + members.map { "    \"<\($0)>\"" }.joined(separator: ",\n") + "\n"
            + ")\n\n"
            + "Will attempt to recover by breaking constraint\n<\(broken)>\n\n"
            + "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
            + "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
            + "<UIKit/UIView.h> may also be helpful.\n\n"
    }
}
