import Foundation
import Testing

/// `--ios N` and a scene's `ios:` key (SPEC §5, §10; issue 32, point 2): the iOS version's
/// control metrics (`IOSMetrics`) apply, and nothing else moves.
extension CommandLineTests {
    static let iosVersionScene = """
        views:
          - name: Title
            kind: label
            text: Name
          - name: Field
            kind: textField
            placeholder: Your name
          - name: Toggle
            kind: switch
            isOn: true
          - name: Box
        constraints:
          - Title.Leading = Superview.LeadingMargin
          - Title.Top = Top Layout Guide.Bottom + Standard
          - Field.Leading = Superview.LeadingMargin
          - Field.Trailing = Superview.TrailingMargin
          - Field.Top = Title.Bottom + Standard
          - Toggle.Trailing = Superview.TrailingMargin
          - Toggle.Top = Field.Bottom + Standard
          - Box.Leading = Superview.LeadingMargin
          - Box.Trailing = Toggle.Leading - Standard
          - Box.Top = Toggle.Bottom + Standard
          - Box.Height = 40
        """

    /// The lines of `plumb frames` that differ between two runs.
    private func differingLines(_ a: String, _ b: String) -> [String] {
        let left = a.split(separator: "\n"), right = b.split(separator: "\n")
        #expect(left.count == right.count)
        return zip(left, right).filter { $0 != $1 }.map { "\($0.0) -> \($0.1)" }
    }

    @Test func iosVersionsDifferOnlyWhereTheTableSays() throws {
        let path = try PlumbCommand.writeScene("ios-versions.yaml", Self.iosVersionScene)
        let ios17 = try #require(PlumbCommand.run(["frames", path, "--device", "iphone-8", "--ios", "17"]))
        let ios26 = try #require(PlumbCommand.run(["frames", path, "--device", "iphone-8", "--ios", "26"]))
        let ios12 = try #require(PlumbCommand.run(["frames", path, "--device", "iphone-8", "--ios", "12"]))
        let unstated = try #require(PlumbCommand.run(["frames", path, "--device", "iphone-8"]))
        #expect(ios17.status == 0 && ios26.status == 0 && ios12.status == 0 && unstated.status == 0)
        // iOS 17 → 26: the switch becomes 63×28 (its alignment rectangle's trailing edge stays
        // pinned at 359, its frame 2 beyond), and the box
        // beside and below it follows; the field (34 in both) and the label do not move.
        #expect(
            differingLines(ios17.stdout, ios26.stdout) == [
                "|   Toggle (310, 98.5, 51, 31) -> |   Toggle (298, 98.5, 63, 28)",
                "|   Box (16, 137.5, 286, 40) -> |   Box (16, 134.5, 274, 40)",
            ])
        // iOS 12 → 17: the field grows from 30 to 34 and pushes what is below it down 4.
        #expect(
            differingLines(ios12.stdout, ios17.stdout) == [
                "|   Field (16, 56.5, 343, 30) -> |   Field (16, 56.5, 343, 34)",
                "|   Toggle (310, 94.5, 51, 31) -> |   Toggle (310, 98.5, 51, 31)",
                "|   Box (16, 133.5, 286, 40) -> |   Box (16, 137.5, 286, 40)",
            ])
        // A scene that states no version takes the newest Plumb models (SPEC §10).
        #expect(unstated.stdout == ios26.stdout)
    }

    @Test func theNavigationBarIs54HighFromIOS26() throws {
        let path = try PlumbCommand.writeScene(
            "ios-bars.yaml",
            """
            navigationBar: true
            tabBar: true
            views:
              - name: Content
            constraints:
              - Content.Top = Top Layout Guide.Bottom
              - Content.Bottom = Bottom Layout Guide.Top
              - Content.Leading = Superview.Leading
              - Content.Trailing = Superview.Trailing
            """)
        let ios17 = try #require(PlumbCommand.run(["frames", path, "--device", "iphone-8", "--ios", "17"]))
        let ios26 = try #require(PlumbCommand.run(["frames", path, "--device", "iphone-8", "--ios", "26"]))
        let landscape17 = try #require(
            PlumbCommand.run(["frames", path, "--device", "iphone-8", "--ios", "17", "--orientation", "landscape"]))
        let landscape26 = try #require(
            PlumbCommand.run(["frames", path, "--device", "iphone-8", "--ios", "26", "--orientation", "landscape"]))
        // 20 + 44 against 20 + 54 below the bar; the tab bar is 49 in both; 32 in landscape.
        #expect(
            differingLines(ios17.stdout, ios26.stdout) == [
                "|   Content (0, 64, 375, 554) -> |   Content (0, 74, 375, 544)"
            ])
        #expect(landscape17.stdout == landscape26.stdout)
    }

    @Test func aScenesIOSKeyAppliesAndTheOptionOverridesIt() throws {
        let path = try PlumbCommand.writeScene("ios-26.yaml", "ios: 26\n" + Self.iosVersionScene)
        let own = try #require(PlumbCommand.run(["frames", path, "--device", "iphone-8"]))
        let overridden = try #require(PlumbCommand.run(["frames", path, "--device", "iphone-8", "--ios", "17"]))
        #expect(own.stdout.contains("Toggle (298, 98.5, 63, 28)"))
        #expect(overridden.stdout.contains("Toggle (310, 98.5, 51, 31)"))
    }

    @Test func badIOSVersionsAreReportedWithTheirText() throws {
        let bad = try #require(
            PlumbCommand.run(["frames", try PlumbCommand.writeScene("ok.yaml", Self.iosVersionScene), "--ios", "5"]))
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("unknown iOS version '5'"))
        let path = try PlumbCommand.writeScene("bad-ios.yaml", "views:\n  - name: A\nios: nineteen\n")
        let run = try #require(PlumbCommand.run(["frames", path, "--device", "iphone-8"]))
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "bad-ios.yaml:3:6: error: 'ios' in the scene must be an iOS version from 7 to 26: 'nineteen'"))
    }
}
