import Foundation
import Testing

/// The `constraints` strategy (`<variant>.constraints.txt`): a suite that records it gets, on a
/// failure, every constraint added, removed or changed since the reference, in the failure's
/// text and in the inspector page's constraint diff, not only the conflicting sets'.
extension CommandLineTests {
    static let pairScene = """
        name: Pair
        views:
          - name: Blue View
          - name: Red View
        constraints:
          - Blue View.Leading = Superview.LeadingMargin
          - Blue View.Top = Superview.TopMargin + 20
          - Blue View.Width = 100
          - Blue View.Height = 40
          - Red View.Leading = Blue View.Trailing + 8
          - Red View.Top = Blue View.Top
          - Red View.Width = 120
          - Red View.Height = 40

        """

    @Test func verifyInspectDiffsEveryConstraintWithAConstraintsReference() throws {
        let folder = PlumbCommand.scratch + "/constraints-suite-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.pairScene.write(toFile: folder + "/Pair.yaml", atomically: true, encoding: .utf8)
        try """
        scenes: [Pair.yaml]
        devices: [iphone-8]
        orientations: [portrait]
        directions: [ltr]
        strategies: [frames, constraints]

        """.write(toFile: folder + "/plumb.yml", atomically: true, encoding: .utf8)
        #expect(PlumbCommand.run(["snapshot", "record"], in: folder)?.status == 0)
        let reference = try String(
            contentsOfFile: folder + "/Snapshots/pair/iphone-8-portrait-ltr.constraints.txt", encoding: .utf8)
        // Every constraint, the scene's and the device's, one a line in byte order.
        let lines = reference.split(separator: "\n").map(String.init)
        #expect(lines == lines.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        #expect(lines.contains("Blue View.Width = 100"))
        #expect(lines.contains("Red View.Top = Blue View.Top"))
        #expect(lines.count > 8, "\(lines)")

        // One constant changed, one constraint removed, one added.
        let changed = Self.pairScene
            .replacingOccurrences(of: "Blue View.Width = 100", with: "Blue View.Width = 150")
            .replacingOccurrences(of: "Red View.Top = Blue View.Top\n", with: "Red View.Top = Blue View.Bottom + 8\n")
        try changed.write(toFile: folder + "/Pair.yaml", atomically: true, encoding: .utf8)
        let run = try #require(PlumbCommand.run(["snapshot", "verify", "--inspect", "--artifacts", "out"], in: folder))
        #expect(run.status == 1)
        let html = try String(contentsOfFile: folder + "/out/pair/iphone-8-portrait-ltr-inspect.html", encoding: .utf8)
        let failure = try #require(try Self.inspectorModel(html)["failure"] as? [String: Any])
        let constraints = try #require(failure["constraints"] as? [String: Any])
        #expect(constraints["recorded"] as? Bool == true)
        #expect(constraints["scope"] as? String == "all")
        #expect(constraints["removed"] as? [String] == ["Red View.Top = Blue View.Top"])
        #expect(constraints["added"] as? [String] == ["Red View.Top = Blue View.Bottom + 8"])
        #expect(
            constraints["changed"] as? [[String: String]] == [
                ["from": "Blue View.Width = 100", "to": "Blue View.Width = 150"]
            ])
        // The failure's own artifact says the same, and the frames moved too.
        let artifact = try String(
            contentsOfFile: folder + "/out/pair/iphone-8-portrait-ltr-constraints.txt", encoding: .utf8)
        #expect(
            artifact.hasPrefix(
                """
                what changed:
                removed: Red View.Top = Blue View.Top
                changed: Blue View.Width = 100 → Blue View.Width = 150
                added: Red View.Top = Blue View.Bottom + 8

                expected:

                """))
        #expect(run.stdout.contains("constraints changed"), "\(run.stdout)")
    }

    @Test func withoutAConstraintsReferenceTheDiffCoversTheConflictingSets() throws {
        let folder = PlumbCommand.scratch + "/frames-only-suite-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.pairScene.write(toFile: folder + "/Pair.yaml", atomically: true, encoding: .utf8)
        try
            "scenes: [Pair.yaml]\ndevices: [iphone-8]\norientations: [portrait]\ndirections: [ltr]\nstrategies: [frames]\n"
            .write(toFile: folder + "/plumb.yml", atomically: true, encoding: .utf8)
        #expect(PlumbCommand.run(["snapshot", "record"], in: folder)?.status == 0)
        #expect(
            !FileManager.default.fileExists(atPath: folder + "/Snapshots/pair/iphone-8-portrait-ltr.constraints.txt"))
        try Self.pairScene.replacingOccurrences(of: "Blue View.Width = 100", with: "Blue View.Width = 150").write(
            toFile: folder + "/Pair.yaml", atomically: true, encoding: .utf8)
        let run = try #require(PlumbCommand.run(["snapshot", "verify", "--inspect", "--artifacts", "out"], in: folder))
        #expect(run.status == 1)
        let html = try String(contentsOfFile: folder + "/out/pair/iphone-8-portrait-ltr-inspect.html", encoding: .utf8)
        let failure = try #require(try Self.inspectorModel(html)["failure"] as? [String: Any])
        // No conflict on either side: nothing recorded to compare.
        #expect((failure["constraints"] as? [String: Bool]) == ["recorded": false])
    }
}
