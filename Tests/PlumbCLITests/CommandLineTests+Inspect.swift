import Foundation
import Testing

/// `plumb inspect` from the command line: the page's bytes and embedded model (the browser
/// tests, Tests/InspectorBrowserTests, click through it in Chromium), and its refusals.
extension CommandLineTests {
    /// The model JSON embedded in a page.
    static func inspectorModel(_ html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"plumb-model\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = String(html[start.upperBound..<end.lowerBound])
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func inspectWritesOneSelfContainedDeterministicPage() throws {
        let output = PlumbCommand.scratch + "/complex-widths.html"
        let run = try #require(PlumbCommand.run(["inspect", "two-views-with-complex-widths", "--output", output]))
        #expect(run.status == 0 && run.stdout == "" && run.stderr == "")
        let first = try Data(contentsOf: URL(fileURLWithPath: output))
        _ = try #require(PlumbCommand.run(["inspect", "two-views-with-complex-widths", "--output", output]))
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == first)
        let html = String(decoding: first, as: UTF8.self)
        // Nothing outside the file: no URL, and a policy that would refuse one.
        #expect(!html.contains("://"))
        #expect(html.contains("content=\"default-src 'none';"))
        let model = try Self.inspectorModel(html)
        #expect(model["schemaVersion"] as? Int == 2)
        let variant = try #require((model["variants"] as? [[String: Any]])?.first)
        #expect(variant["id"] as? String == "iphone-17-portrait-ltr")
        let views = try #require(variant["views"] as? [[String: Any]])
        #expect(views.map { $0["name"] as? String } == ["Root", "Blue View", "Red View"])
        let red = try #require(views.last?["explanation"] as? [String: Any])
        // Rows are stored once per variant and named by index.
        let rows = try #require(variant["rows"] as? [[String: Any]])
        let horizontal = try #require(red["horizontal"] as? [Int]).map { rows[$0] }
        #expect(
            horizontal.map { $0["line"] as? String } == [
                "tight       Red View.Leading = Blue View.Trailing + Standard",
                "tight       Red View.Trailing = Superview.TrailingMargin",
                "lost 88     Red View.Width = 2.0 x Blue View.Width (Priority 750)",
            ])
        #expect(
            horizontal.map { $0["where"] as? String } == [
                "Recipes/two-views-with-complex-widths.yaml:11:5", "Recipes/two-views-with-complex-widths.yaml:12:5",
                "Recipes/two-views-with-complex-widths.yaml:17:5",
            ])
        let explain = try #require(
            PlumbCommand.run(["explain", "two-views-with-complex-widths", "--view", "Red View"]))
        #expect(explain.stdout == "No conflicts or ambiguity.\n\n" + (red["text"] as? String ?? ""))
    }

    @Test func inspectAndExplainJSONShareTheDiagnosis() throws {
        let scene = try PlumbCommand.fixture("conflict-width")
        let output = PlumbCommand.scratch + "/conflict.html"
        let run = try #require(
            PlumbCommand.run(["inspect", scene, "--device", "iphone-8", "--output", output]))
        #expect(run.status == 0)
        let json = try #require(PlumbCommand.run(["explain", scene, "--device", "iphone-8", "--format", "json"]))
        #expect(json.status == 1)
        let html = try String(contentsOfFile: output, encoding: .utf8)
        let variant = try #require((try Self.inspectorModel(html)["variants"] as? [[String: Any]])?.first)
        let embedded = try JSONSerialization.data(withJSONObject: variant["diagnosis"] as Any, options: .sortedKeys)
        let printed = try JSONSerialization.data(
            withJSONObject: try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)), options: .sortedKeys)
        #expect(embedded == printed)
        let conflicts = try #require(
            (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["conflicts"]
                as? [[String: Any]])
        #expect(conflicts.map { $0["broken"] as? String } == ["Red View.Width = 400", "Blue View.Height = 1000"])
        let members = try #require(conflicts.first?["constraints"] as? [[String: Any]])
        #expect(members.first?["generator"] as? String == "device")
        #expect(members.last?["where"] as? String == "\(scene):12:5")
    }

    @Test func inspectRefusals() throws {
        let missing = try #require(PlumbCommand.run(["inspect", "no-such-recipe.yaml", "--output", "x.html"]))
        #expect(missing.status == 1 && missing.stderr.contains("no-such-recipe.yaml"))
        let noOutput = try #require(PlumbCommand.run(["inspect", "simple-single-view"]))
        #expect(noOutput.status == 2 && noOutput.stderr.contains("--output"))
        let directory = try #require(
            PlumbCommand.run(["inspect", "simple-single-view", "--output", PlumbCommand.scratch + "/none/x.html"]))
        #expect(directory.status == 1 && directory.stderr.contains("none/x.html"))
    }
}
