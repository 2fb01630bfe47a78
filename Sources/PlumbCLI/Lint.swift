import ArgumentParser
import AutoLayout
import Foundation
import InterfaceBuilder
import SceneFormat
import SceneModel
import SceneReading

/// `plumb lint FILE…`: what a CI should flag in storyboards, xibs and YAML scenes —
/// conflicts, ambiguity, views Xcode stored misplaced, what the reader could not reproduce —
/// as `file:line: warning:` lines (or JSON); exit 1 on any finding.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check storyboards, xibs and scenes for conflicts, ambiguity, misplaced views and unsupported elements.")

    @Argument(help: "Storyboards, xibs or YAML scene files.")
    var files: [String]

    @Option(help: "text or json.")
    var format: String = "text"

    func validate() throws {
        guard format == "text" || format == "json" else {
            throw ValidationError("unknown format '\(format)' (use text or json)")
        }
        guard !files.isEmpty else { throw ValidationError("give at least one file") }
    }

    func run() throws {
        // Everything is read before anything is printed: a bad file gives no partial output.
        var findings: [LintFinding] = []
        for file in files {
            do {
                findings += try LintFinding.findings(in: file)
            } catch {
                throw CommandFailure.invalidInput(error.description)
            }
        }
        if format == "json" {
            print("[" + findings.map(\.json).joined(separator: ",\n ") + "]")
        } else {
            for finding in findings { print(finding.text) }
        }
        if !findings.isEmpty { throw ExitCode(1) }
    }
}

/// One thing `plumb lint` reports.
struct LintFinding {
    enum Kind: String { case conflict, ambiguous, misplaced, unsupported }

    var file: String
    var line: Int?
    var scene: String
    var kind: Kind
    var message: String

    var text: String {
        let location = line.map { "\(file):\($0)" } ?? file
        return "\(location): warning: \(message) [\(kind.rawValue), \(scene)]"
    }

    var json: String {
        "{\"file\": \(FramesJSON.quote(file)), \"line\": \(line.map(String.init) ?? "null"), "
            + "\"scene\": \(FramesJSON.quote(scene)), \"kind\": \(FramesJSON.quote(kind.rawValue)), "
            + "\"message\": \(FramesJSON.quote(message))}"
    }

    /// Every scene of a document at its design size; a YAML scene on the default device.
    static func findings(in file: String) throws(SceneError) -> [LintFinding] {
        let reader = SceneReaders.standard.reader(for: file)
        var result: [LintFinding] = []
        for scene in try reader.loadAll(path: file, forDesign: reader.hasDesignCanvas) {
            // Stored frames are a designed canvas's; other scenes lay out on the default device.
            let environment = (reader.hasDesignCanvas ? scene.designEnvironment() : nil) ?? scene.environment()
            result += findings(scene: scene, environment: environment, compareStored: reader.hasDesignCanvas)
        }
        return result
    }

    static func findings(scene: Scene, environment: Environment, compareStored: Bool) -> [LintFinding] {
        var result = scene.warnings.map {
            LintFinding(file: $0.file, line: $0.line, scene: scene.name, kind: .unsupported,
                        message: $0.text.isEmpty ? $0.message : "\($0.message): '\($0.text)'")
        }
        let layout = LayoutEngine(root: scene.root, environment: environment).layout()
        for conflict in layout.conflicts {
            let line = conflict.brokenConstraintID.flatMap { scene.constraintLines[$0] }
            result.append(LintFinding(file: scene.file, line: line, scene: scene.name, kind: .conflict,
                                      message: "unsatisfiable: broke '\(conflict.broken)', which conflicts with "
                                          + conflict.constraints.filter { $0 != conflict.broken }.map { "'\($0)'" }
                                          .joined(separator: ", ")))
        }
        let viewsByName = Dictionary(scene.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for ambiguity in layout.ambiguous {
            let line = viewsByName[ambiguity.view].flatMap { scene.sources[$0.itemID]?.line }
            result.append(LintFinding(file: scene.file, line: line, scene: scene.name, kind: .ambiguous,
                                      message: "ambiguous layout: '\(ambiguity.view)' "
                                          + ambiguity.attributes.joined(separator: ", ")))
        }
        if compareStored {
            let plain = StoredFrameComparison(scene: scene, layout: layout)
            let disagreeing = plain.entries.filter { !($0.agreesVertically() && $0.agreesHorizontally()) }
            let collapsed = disagreeing.isEmpty ? []
                : StoredFrameComparison.collapsedAcrossStacks(in: plain, scene: scene, environment: environment)
            for entry in disagreeing {
                var notes: [String] = []
                if entry.source.isMisplaced { notes.append("Xcode marks it misplaced too") }
                if entry.source.isAmbiguous { notes.append("Xcode marks it ambiguous") }
                if collapsed.contains(entry.view.itemID) {
                    let thickness = (entry.view.superview as? StackView)?.axis == .horizontal ? "high" : "wide"
                    notes.append("zero \(thickness) at run time: only the stack's ambiguity suppression sizes it "
                        + "across the stack; Xcode's canvas keeps it as stored")
                }
                result.append(LintFinding(file: scene.file, line: entry.source.line, scene: scene.name, kind: .misplaced,
                                          message: "misplaced view '\(entry.view.name)': stored \(entry.stored), "
                                              + "solved \(entry.solved) at the design size"
                                              + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))")))
            }
        }
        return result
    }
}
