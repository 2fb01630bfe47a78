/// A layout's problems in UIKit's console format: the "Unable to simultaneously satisfy
/// constraints" block per conflict and the `_autolayoutTrace`-style synopsis for ambiguity
/// (`reference/uikit-facts.md` §13–14).
public struct DiagnosisReport {
    public let layout: Layout

    public init(layout: Layout) { self.layout = layout }

    /// UIKit's names for the engine's frame variables in `_autolayoutTrace`.
    static func engineName(_ attribute: String) -> String {
        switch attribute {
        case "x": return "minX"
        case "y": return "minY"
        case "width": return "Width"
        case "height": return "Height"
        default: return attribute
        }
    }

    public var hasProblems: Bool { !layout.conflicts.isEmpty || !layout.ambiguous.isEmpty }

    public var text: String {
        var out = ""
        for conflict in layout.conflicts {
            out += "Unable to simultaneously satisfy constraints.\n"
            out += "\tProbably at least one of the constraints in the following list is one you don't want. "
                + "Try this: (1) look at each constraint and try to figure out which you don't expect; "
                + "(2) find the code that added the unwanted constraint or constraints and fix it. "
                + "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
                + "refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)\n"
            out += "(\n"
            out += conflict.constraints.map { "    \"<\($0)>\"" }.joined(separator: ",\n") + "\n"
            out += ")\n\n"
            out += "Will attempt to recover by breaking constraint\n<\(conflict.broken)>\n\n"
            out += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
            out += "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
                + "<UIKit/UIView.h> may also be helpful.\n\n"
        }
        if !layout.ambiguous.isEmpty {
            out += "[LayoutConstraints] Window has a view with an ambiguous layout. See \"Auto Layout Guide: "
                + "Ambiguous Layouts\" for help debugging. Displaying synopsis from invoking "
                + "-[UIView _autolayoutTrace] to provide additional detail.\n\n"
            for entry in layout.entries {
                // The root hosts the engine (UIKit's window); views that translate their
                // autoresizing mask are "+", the others "*".
                let marker = entry.depth == 0 ? "•" : (entry.view.translatesAutoresizingMaskIntoConstraints ? "+" : "*")
                var line = String(repeating: "|   ", count: entry.depth) + marker + entry.name
                if let ambiguity = layout.ambiguous.first(where: { $0.view == entry.name }) {
                    line += " - AMBIGUOUS LAYOUT for " + ambiguity.attributes.map { "\(entry.name).\(Self.engineName($0))" }
                        .joined(separator: ", ")
                }
                out += line + "\n"
            }
            out += "\nLegend:\n\t* - is laid out with auto layout\n"
                + "\t+ - is laid out manually, but is represented in the layout engine because "
                + "translatesAutoresizingMaskIntoConstraints = YES\n"
                + "\t• - layout engine host\n\n"
        }
        if !hasProblems { out += "No conflicts or ambiguity.\n" }
        return out
    }
}
