import AutoLayout
import Foundation
import Lint
import SceneFormat
import SceneModel
import TestSupport
import Testing

/// Lint's rules as values, run outside the executable: each on a scene built for it, a team's
/// own rule beside the standard ones, and the renderers of what they find.
@Suite struct LintRuleTests {
    /// `Box.Width = 60` (line 10) cannot hold with `Box.Width = 100`; nothing places `Loose`
    /// across.
    static let broken = """
        name: Broken
        views:
          - name: Box
          - name: Loose
        constraints:
          - Box.Leading = Superview.Leading
          - Box.Top = Superview.Top
          - Box.Height = 50
          - Box.Width = 100
          - Box.Width = 60
          - Loose.Top = Box.Bottom
          - Loose.Height = 10

        """

    static func subject(_ yaml: String = broken) throws -> LintSubject {
        let scene = try SceneLoader.standard.load(yaml: yaml, file: "broken.yaml")
        return LintSubject(scene: scene, environment: scene.environment(device: .iPhone8), hasDesignCanvas: false)
    }

    @Test func theStandardRulesFindTheConflictAndTheAmbiguityById() throws {
        let subject = try Self.subject()
        let findings = Linter().findings(in: subject)
        #expect(findings.map(\.code) == [.conflict, .ambiguous])
        let box = try #require(subject.scene.views.first { $0.name == "Box" })
        let loose = try #require(subject.scene.views.first { $0.name == "Loose" })
        #expect(
            findings[0].constraints == [
                subject.scene.constraints[4].constraintID, subject.scene.constraints[3].constraintID,
            ])
        #expect(findings[0].items == [box.itemID])
        #expect(
            findings[0].payload == .conflict(broken: "Box.Width = 60", members: ["Box.Width = 100", "Box.Width = 60"]))
        #expect(findings[1].items == [loose.itemID])
        #expect(findings[1].payload == .ambiguous(view: "Loose", attributes: ["x", "width"]))
        #expect(
            FindingLines.text(of: findings) == """
                broken.yaml:10: warning: unsatisfiable: broke 'Box.Width = 60', which conflicts with 'Box.Width = 100' [conflict, Broken]
                broken.yaml: warning: ambiguous layout: 'Loose' x, width [ambiguous, Broken]

                """)
    }

    /// Stored frames and approximations belong to Interface Builder documents: a YAML scene
    /// has neither.
    @Test func eachRuleAloneAndTheOnesAYAMLSceneCannotTrip() throws {
        let subject = try Self.subject()
        #expect(LintRules.standard.map(\.code) == [.unsupported, .conflict, .ambiguous, .misplaced])
        #expect(LintRules.conflict.check(subject).map(\.code) == [.conflict])
        #expect(LintRules.ambiguous.check(subject).map(\.code) == [.ambiguous])
        #expect(LintRules.misplaced.check(subject).isEmpty)
        #expect(LintRules.unsupported.check(subject).isEmpty)
    }

    /// A team's rule is a value with its own code, run with the standard ones.
    @Test func aTeamsOwnRule() throws {
        let placeholder = LintRule(
            code: FindingCode(rawValue: "placeholder-name"),
            summary: "views still named as a placeholder"
        ) { subject in
            subject.scene.views.filter { $0.name.hasPrefix("Loose") }.map { view in
                Finding(
                    code: FindingCode(rawValue: "placeholder-name"), items: [view.itemID],
                    location: subject.location(line: nil), payload: .custom(message: "rename '\(view.name)'"))
            }
        }
        let findings = Linter(rules: LintRules.standard + [placeholder]).findings(in: try Self.subject())
        #expect(findings.map(\.code.rawValue) == ["conflict", "ambiguous", "placeholder-name"])
        #expect(FindingLines.line(of: findings[2]) == "broken.yaml: warning: rename 'Loose' [placeholder-name, Broken]")
    }

    /// The linter reads files through the readers: the same findings as the subject's.
    @Test func theLinterReadsAFile() throws {
        let path = try TemporaryDirectory.write("lint-broken.yaml", Self.broken)
        let findings = try Linter().findings(in: path)
        #expect(findings.map(\.message) == Linter().findings(in: try Self.subject()).map(\.message))
        #expect(findings.map { $0.location?.file } == [path, path])
        #expect(findings.map { $0.location?.line } == [10, nil])
        #expect(
            try Linter().findings(
                in: TemporaryDirectory.write(
                    "lint-sound.yaml",
                    """
                    name: Sound
                    views:
                      - name: Box
                    constraints:
                      - Box.Leading = Superview.Leading
                      - Box.Top = Superview.Top
                      - Box.Width = 100
                      - Box.Height = 50

                    """)
            ).isEmpty)
    }

    /// Lint's JSON: today's five fields per finding (sorted, slashes as written, an unknown
    /// line `null`), one finding a line; the full findings survive a round trip.
    @Test func json() throws {
        let findings = Linter().findings(in: try Self.subject()).map {
            $0.located(FileLocation(file: "a/broken.yaml", line: $0.location?.line, scene: "Broken"))
        }
        #expect(
            try FindingJSON.lint(findings) == """
                [{"file":"a/broken.yaml","kind":"conflict","line":10,"message":"unsatisfiable: broke 'Box.Width = 60', which conflicts with 'Box.Width = 100'","scene":"Broken"},
                 {"file":"a/broken.yaml","kind":"ambiguous","line":null,"message":"ambiguous layout: 'Loose' x, width","scene":"Broken"}]
                """)
        #expect(try FindingJSON.lint([]) == "[]")
        let text = try FindingJSON.text(of: findings)
        #expect(text.hasPrefix(#"[{"code":"conflict","constraints":["#))
        let decoded = try JSONDecoder().decode([Finding].self, from: Data(text.utf8))
        #expect(decoded == findings)
    }
}
