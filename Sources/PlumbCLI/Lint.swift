import ArgumentParser
import AutoLayout
import Foundation
import Lint

/// `plumb lint FILE…`: what a CI should flag in storyboards, xibs and YAML scenes —
/// conflicts, ambiguity, views Xcode stored misplaced, what the reader could not reproduce —
/// as `file:line: warning:` lines (or JSON); exit 1 on any finding. The rules are
/// `LintRules.standard` (module Lint); this is the loop and the print.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Check storyboards, xibs and scenes for conflicts, ambiguity, misplaced views and unsupported elements.")

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
        let linter = Linter()
        var findings: [Finding] = []
        for file in files {
            do {
                findings += try linter.findings(in: file)
            } catch {
                throw CommandFailure.invalidInput(error.description)
            }
        }
        if format == "json" {
            do {
                print(try FindingJSON.lint(findings))
            } catch {
                throw CommandFailure.invalidInput("cannot write the findings as JSON: \(error)")
            }
        } else {
            print(FindingLines.text(of: findings), terminator: "")
        }
        if !findings.isEmpty { throw ExitCode(1) }
    }
}
