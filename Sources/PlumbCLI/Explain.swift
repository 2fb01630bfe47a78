import ArgumentParser
import AutoLayout

/// `plumb explain`: UIKit's console diagnosis of conflicts and ambiguity, then what UIKit
/// does not say: why each broken constraint was the one broken and what breaking each other
/// one would have given, each ambiguous value's range and constraints that would pin it; with
/// `--view`, why that view's frame is what it is.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Diagnose unsatisfiable and ambiguous constraints, as UIKit's console does, and explain frames.")

    @OptionGroup var options: LayoutOptions

    @Option(help: "Explain this view's frame: its constraints on each axis, tight, with room or lost.")
    var view: String?

    func run() throws {
        let scene = try options.loadScene()
        var target: View?
        if let view {
            switch scene.view(named: view) {
            case let .success(found): target = found
            case let .failure(error): throw CommandFailure.invalidInput(error.description)
            }
        }
        let engine = LayoutEngine(root: scene.root, environment: try options.environment(for: scene))
        let report = DiagnosisReport(diagnosis: engine.diagnose())
        try FrameLimits.check(report.layout, scene: scene)
        print(report.text, terminator: "")
        if let target { print("\n" + engine.explain(view: target).text, terminator: "") }
        if report.hasProblems { throw ExitCode(1) }
    }
}
