import Audit
import AutoLayout
import SceneFormat
import Testing

/// `missing-label` and `reading-order-rtl`: each on a fixture that fails and its fixed twin
/// that passes, over the 96 variants of `AuditMatrix`.
@Suite struct AccessibilityRuleTests {
    /// The icon-only close button and the logo made an element have no label, in every
    /// variant; the decorative banner (no element) is not read, so not reported.
    @Test func missingLabelFindsTheButtonAndTheInformativeImage() throws {
        let findings = try AuditFixtures.findings("missing-label-fail", rules: AuditFixtures.accessibilitySlice)
        #expect(findings.map(\.code) == [.missingLabel, .missingLabel])
        let found = AuditRuleTests.measurements(findings, .missingLabel)
        #expect(found.map(\.view) == ["Root > Close Button", "Root > Logo"])
        #expect(
            found.map(\.detail) == [
                "Button with no accessibility label (VoiceOver reads only its traits: button)",
                "ImageView with no accessibility label (VoiceOver reads only its traits: image)",
            ])
        #expect(found.map(\.variants.count) == [96, 96])
        #expect(found.map(\.unit) == ["characters", "characters"])
        #expect(found[0].firstCategory == "xs")
        #expect(found[0].passesAtDefault == false)
        #expect(found[0].reference.hasPrefix("WCAG 2.2 SC 1.1.1 Non-text Content"))
        #expect(findings.map { $0.location?.line } == [6, 7])
        #expect(try AuditFixtures.findings("missing-label-pass", rules: AuditFixtures.accessibilitySlice).isEmpty)
    }

    /// A switch with no label of its own is read by its value and traits only; labelled, or
    /// given a title by a label beside it in a group, it is not reported.
    @Test func missingLabelReadsASwitchsValue() throws {
        let scene = try SceneLoader.standard.load(
            yaml: """
                name: Switch
                views:
                  - {name: Wifi, kind: switch, isOn: true}
                  - {name: Labelled, kind: switch, accessibility: {label: Bluetooth}}
                constraints:
                  - Wifi.Leading = Superview.LeadingMargin
                  - Wifi.Top = Superview.Top + 100
                  - Labelled.Leading = Superview.LeadingMargin
                  - Labelled.Top = Superview.Top + 200

                """, file: "switch.yaml")
        let subject = AuditSubject(scene: scene, environment: scene.environment())
        let hits = AuditRules.missingLabel.check(subject, AuditThresholds())
        #expect(hits.map { subject.path(of: $0.itemID) } == ["Root > Wifi"])
        #expect(
            hits.map(\.detail) == [
                #"Switch with no accessibility label (VoiceOver reads only its value and traits: "1", button)"#
            ])
    }

    /// The avatar is pinned to the left margin: left to right it is read second (x 16), right
    /// to left third, after the name that did mirror; its mirror would be at 402 - 16 - 40 =
    /// 346 on the iPhone 17. Only right-to-left variants are judged: 48 of 96.
    @Test func readingOrderRTLNamesTheViewThatDoesNotMirror() throws {
        let findings = try AuditFixtures.findings("reading-order-rtl-fail", rules: AuditFixtures.accessibilitySlice)
        #expect(findings.map(\.code) == [.readingOrderRTL])
        let found = AuditRuleTests.measurements(findings, .readingOrderRTL)
        #expect(found.map(\.view) == ["Root > Avatar"])
        #expect(
            found[0].detail
                == "'Avatar' breaks the mirrored reading order: read number 3 right to left, number 2 left to "
                + "right; its frame does not mirror (x 16 left to right, 16 right to left, mirror 346); "
                + "right to left: Title, Name, Avatar; left to right: Title, Avatar, Name")
        #expect(found[0].measured == 2)
        #expect(found[0].threshold == 0)
        #expect(found[0].unit == "elements out of place")
        #expect(found[0].variants.count == 48)
        #expect(found[0].variants.allSatisfy { $0.split(separator: "-").contains("rtl") })
        #expect(findings[0].location?.line == 7)
        #expect(try AuditFixtures.findings("reading-order-rtl-pass", rules: AuditFixtures.accessibilitySlice).isEmpty)
    }

    /// Both rules are in the standard list, with their stable ids.
    @Test func rulesAreRegistered() {
        let ids = AuditRules.standard.map(\.code.rawValue)
        #expect(ids.contains("missing-label") && ids.contains("reading-order-rtl"))
    }
}
