import ArgumentParser
import AutoLayout

/// `plumb explain`: UIKit's console diagnosis of conflicts and ambiguity.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Diagnose unsatisfiable and ambiguous constraints, as UIKit's console does.")

    @OptionGroup var options: LayoutOptions

    func run() throws {
        let scene = try options.loadScene()
        let layout = LayoutEngine(root: scene.root, environment: options.environment(for: scene)).layout()
        let report = DiagnosisReport(layout: layout)
        print(report.text, terminator: "")
        if report.hasProblems { throw ExitCode(1) }
    }
}
