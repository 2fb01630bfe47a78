import Audit
import AutoLayout
import Foundation
import SceneFormat
import SnapshotHarness

/// The project's own audit fixtures (`Fixtures/`, each failing scene beside its fixed twin),
/// found from this file's path, and the ways the tests audit them.
enum AuditFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    static func path(_ name: String) -> String { "\(directory)/\(name).yaml" }

    static func scene(_ name: String) -> SnapshotScene {
        SnapshotScene(title: name, slug: name, source: .init(path: path(name)))
    }

    /// The first slice's rules, which its fixtures were written for: each fixture is about
    /// its own rule (placed 100 pt down and 20 in, they sit under the landscape phone's sensor
    /// housing and in fixed sizes, which the later rules would report too).
    static let firstSlice = [
        AuditRules.textTruncated, AuditRules.controlCollapsed, AuditRules.targetSize, AuditRules.contrastText,
    ]

    /// The first slice's rules with the accessibility-order rules, which their fixtures (in the
    /// same places) were written with.
    static let accessibilitySlice = firstSlice + [AuditRules.missingLabel, AuditRules.readingOrderRTL]

    /// Every finding of `rules` on the fixture at `AuditMatrix`'s 96 variants.
    static func findings(
        _ name: String, thresholds: AuditThresholds = AuditThresholds(), rules: [AuditRule] = firstSlice
    ) throws -> [Finding] {
        try Auditor(rules: rules, thresholds: thresholds).findings(in: AuditMatrix.variants(of: [scene(name)]))
    }

    /// One variant laid out, as the rules see it.
    static func subject(
        _ name: String, appearance: Appearance = .light, contentSize: ContentSizeCategory = .large
    ) throws -> AuditSubject {
        let variant = SnapshotVariant(
            scene: scene(name), device: .default, orientation: .portrait, direction: .leftToRight,
            contentSize: contentSize, appearance: appearance)
        let (scene, environment) = try variant.loadScene()
        return AuditSubject(scene: scene, environment: environment)
    }

    /// A finding's measurement (nil for findings of other kinds).
    static func measurement(_ finding: Finding) -> AuditMeasurement? {
        if case let .audit(measurement) = finding.payload { return measurement }
        return nil
    }
}

extension AuditHit {
    func view(in subject: AuditSubject) -> String { subject.path(of: itemID) }
}
