import ArgumentParser
import Audit
import AutoLayout
import Cookbook
import Foundation
import Lint
import SceneModel
import SnapshotHarness

/// `plumb audit [SCENE… | --config plumb.yml | --suite NAME]`: accessibility findings over
/// every variant (SPEC §12, docs/accessibility.md), as `file:line: warning:` lines, JSON,
/// SARIF or JUnit; exit 1 when a finding is not in the baseline. The rules are `AuditRules.standard`
/// (module Audit); this is the choice of variants and the print.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract:
            "Check a suite's or scenes' layouts for accessibility: cut, covered or misplaced text and controls, small targets, low contrast, text that does not scale."
    )

    @Argument(
        help:
            "Scene files or cookbook recipes, each at every content size and appearance on the default device (default: the suite)."
    )
    var scenes: [String] = []

    @Option(help: "The suite's config (default: ./plumb.yml when present, else the cookbook's suite).")
    var config: String?

    @Option(help: "Without a config: the cookbook's default suite or traits.")
    var suite: String?

    @Option(help: "text, json, sarif or junit.")
    var format: String = "text"

    @Option(help: "Known findings that pass (default: the config's audit: baseline:, else the cookbook suite's own).")
    var baseline: String?

    @Option(help: "Write the findings as a baseline to this file (each reason to be reviewed), and exit 0.")
    var writeBaseline: String?

    @Option(help: "Target-size profile: hig (44 pt, default), wcag-aa (24) or material (48).")
    var targetSize: String?

    @Option(help: "Text contrast level: aa (4.5:1, 3:1 large; default) or aaa (7:1, 4.5:1 large).")
    var contrast: String?

    @OptionGroup(title: "Thresholds (each overrides the suite's audit: setting)") var thresholds: AuditThresholdOptions

    func validate() throws {
        guard ["text", "json", "sarif", "junit"].contains(format) else {
            throw ValidationError("unknown format '\(format)' (use text, json, sarif or junit)")
        }
        if let contrast, ContrastLevel(rawValue: contrast) == nil {
            throw ValidationError("unknown contrast level '\(contrast)' (use aa or aaa)")
        }
        if let suite, SnapshotMatrix.Suite(rawValue: suite) == nil {
            throw ValidationError("unknown suite '\(suite)' (use default or traits)")
        }
        if let targetSize, TargetSizeProfile(rawValue: targetSize) == nil {
            throw ValidationError("unknown target-size profile '\(targetSize)' (use hig, wcag-aa or material)")
        }
        if let contrast, let ratios = thresholds.minContrast {
            throw ValidationError("give --contrast '\(contrast)' or --min-contrast '\(ratios)', not both")
        }
        if let targetSize, let size = thresholds.minTarget {
            throw ValidationError("give --target-size '\(targetSize)' or --min-target '\(size)', not both")
        }
        if !scenes.isEmpty, config != nil || suite != nil {
            throw ValidationError("give scenes, or a suite (--config, --suite), not both")
        }
    }

    func run() throws {
        let (variants, settings, defaultBaseline) = try chosenVariants()
        let audit = try AuditRun(
            targetSize: targetSize, contrast: contrast, settings: settings, baseline: baseline,
            defaultBaseline: defaultBaseline, overrides: thresholds)
        let outcome: AuditOutcome
        do {
            let findings = try audit.auditor.findings(in: variants)
            if let writeBaseline {
                let written = AuditBaseline(findings: findings, reason: "TODO: review")
                guard FileManager.default.createFile(atPath: writeBaseline, contents: Data(written.json.utf8)) else {
                    throw CommandFailure.invalidInput("\(writeBaseline): error: cannot write the baseline")
                }
            }
            outcome = try audit.outcome(of: findings, in: variants)
        } catch let error as AuditError {
            throw CommandFailure.invalidInput(error.description)
        }
        switch format {
        case "json":
            do {
                print(try FindingJSON.text(of: outcome.findings))
            } catch {
                throw CommandFailure.invalidInput("cannot write the findings as JSON: \(error)")
            }
        case "junit":
            print(JUnitAuditReport.text(of: outcome), terminator: "")
        case "sarif":
            do {
                print(try SARIFReport.text(of: outcome.findings, rules: audit.auditor.rules), terminator: "")
            } catch {
                throw CommandFailure.invalidInput("cannot write the findings as SARIF: \(error)")
            }
        default:
            print(AuditRun.text(of: outcome, variants: variants.count), terminator: "")
        }
        if !outcome.passed && writeBaseline == nil { throw ExitCode(1) }
    }

    /// The variants to audit: the scenes given (each at `AuditMatrix`'s 96), else the suite's
    /// matrix; the suite's audit settings; the cookbook suite's own baseline.
    func chosenVariants() throws -> ([SnapshotVariant], SuiteAuditSettings?, String?) {
        if !scenes.isEmpty {
            var chosen: [SnapshotScene] = []
            for name in scenes {
                if FileManager.default.fileExists(atPath: name) {
                    let file = (name as NSString).lastPathComponent
                    let stem = (file as NSString).deletingPathExtension
                    chosen.append(
                        SnapshotScene(
                            title: file, slug: SnapshotScene.slug(forFileNamed: stem), source: .init(path: name)))
                } else if let recipe = Cookbook.recipe(named: name) {
                    chosen.append(SnapshotScene(recipe: recipe))
                } else {
                    throw CommandFailure.invalidInput("\(name): error: no such scene file or cookbook recipe")
                }
            }
            return (AuditMatrix.variants(of: chosen), nil, nil)
        }
        var path = config
        if path == nil, FileManager.default.fileExists(atPath: SnapshotSuite.fileName) { path = SnapshotSuite.fileName }
        let loaded: SnapshotSuite
        var defaultBaseline: String?
        do throws(SceneError) {
            if let path {
                if let suite {
                    throw SceneError(
                        file: path, line: nil, text: suite,
                        message: "--suite picks one of the cookbook's suites; this run uses the config's")
                }
                loaded = try SnapshotSuite.load(path: path)
            } else {
                let name = suite.flatMap(SnapshotMatrix.Suite.init) ?? .default
                loaded = try SnapshotSuite.cookbook(name)
                defaultBaseline = AuditRun.cookbookBaseline(name)
            }
        } catch {
            throw CommandFailure.usage(error.description)
        }
        do throws(SnapshotError) {
            return (try loaded.variants(), loaded.audit, defaultBaseline)
        } catch {
            throw CommandFailure.usage(error.description)
        }
    }
}
