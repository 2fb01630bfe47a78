import Foundation
import Testing

/// `plumb inspect --audit` (issue 36): the audit's findings in the page's model, the values
/// `plumb audit` prints; its refusals.
extension CommandLineTests {
    /// `smallButton` on iphone-se at AX2 in the dark: the 80 × 30 button and the one fixed font.
    @Test func inspectAuditEmbedsTheFindingsOfTheVariantShown() throws {
        let scene = try PlumbCommand.writeScene("small-button.yaml", Self.smallButton)
        let output = PlumbCommand.scratch + "/small-button-audit.html"
        let run = try #require(
            PlumbCommand.run([
                "inspect", scene, "--audit", "--device", "iphone-se", "--content-size", "ax2", "--appearance", "dark",
                "--output", output,
            ]))
        #expect(run.status == 0 && run.stderr == "", "\(run.stderr)")
        let model = try Self.inspectorModel(try String(contentsOfFile: output, encoding: .utf8))
        let variant = try #require((model["variants"] as? [[String: Any]])?.first)
        // Named as the audit names its variants, so the findings find it.
        #expect(variant["id"] as? String == "iphone-se-portrait-ltr-ax2-dark")
        let audit = try #require(model["audit"] as? [String: Any])
        let findings = try #require(audit["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["target-size", "font-not-scaling"])
        let button = findings[0]
        #expect(button["view"] as? String == "Root > Go Button")
        #expect(button["detail"] as? String == "Button 80x30 pt, below 44x44 (hig)")
        #expect(button["measuredText"] as? String == "30 pt")
        #expect(button["thresholdText"] as? String == "44 pt")
        #expect(button["reference"] as? String == "HIG Accessibility: controls at least 44x44 pt")
        #expect(button["firstCategory"] as? String == "xs")
        #expect(button["passesAtDefault"] as? Bool == false)
        #expect(button["file"] as? String == scene)
        #expect(button["line"] as? Int == 3)
        #expect(button["severity"] as? String == "warning")
        #expect(button["variantCount"] as? Int == 1)
        let perVariant = try #require(audit["variants"] as? [[String: Any]])
        #expect(perVariant.count == 1)
        #expect(perVariant[0]["variant"] as? String == "iphone-se-portrait-ltr-ax2-dark")
        #expect(perVariant[0]["findings"] as? [Int] == [0, 1])
        // Without --audit the model says no audit ran (null), not "no findings".
        let plain = PlumbCommand.scratch + "/small-button-plain.html"
        #expect(try #require(PlumbCommand.run(["inspect", scene, "--output", plain])).status == 0)
        let unaudited = try Self.inspectorModel(try String(contentsOfFile: plain, encoding: .utf8))
        #expect(unaudited["audit"] is NSNull)
    }

    @Test func inspectAuditRefusals() throws {
        let log = try PlumbCommand.writeScene(
            "unsatisfiable.log",
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600000c8d0e0 UIView:0x7f8c4c406ab0.width == 100   (active)>",
                "<NSLayoutConstraint:0x600000c8d130 UIView:0x7f8c4c406ab0.width == 200   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600000c8d130 UIView:0x7f8c4c406ab0.width == 200   (active)>

            """)
        let fromLog = try #require(
            PlumbCommand.run(["inspect", log, "--audit", "--output", PlumbCommand.scratch + "/log.html"]))
        #expect(fromLog.status == 2)
        #expect(fromLog.stderr.contains("--audit needs a scene: a console log has no colours or text"))
        let scene = try PlumbCommand.writeScene("small-button.yaml", Self.smallButton)
        let design = try #require(
            PlumbCommand.run([
                "inspect", scene, "--audit", "--device", "design", "--output", PlumbCommand.scratch + "/d.html",
            ]))
        #expect(design.status == 2)
        #expect(design.stderr.contains("--audit audits a device's variants; --device design is the document's canvas"))
    }
}
