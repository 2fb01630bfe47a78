import Foundation
import Testing

/// Numbers plumb writes are exact and finite (issue 17): JSON carries the solver's values as
/// the shortest round-trip decimal, and a layout beyond ±1e15 pt (or not finite) is exit 1
/// naming the file and view, with nothing printed or written; `--scale` has a range.
extension CommandLineTests {
    static let differentWidths = "Two Views with Different Widths"

    @Test func jsonNumbersAreTheSolversValues() throws {
        let run = try #require(
            PlumbCommand.run(["frames", Self.differentWidths, "--device", "iphone-8", "--format", "json"]))
        #expect(run.status == 0)
        // (343 - 8) / 3 and twice it: every digit of the Double, whole numbers without ".0".
        #expect(
            run.stdout.contains(
                "{\"name\": \"Purple View\", \"frame\": {\"x\": 16, \"y\": 40, "
                    + "\"width\": 111.66666666666666, \"height\": 607}}, {\"name\": \"Orange View\", \"frame\": "
                    + "{\"x\": 135.66666666666666, \"y\": 40, \"width\": 223.33333333333334, \"height\": 607}}"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let views = try #require(json["views"] as? [[String: Any]])
        let frame = try #require(views.first?["frame"] as? [String: Double])
        // A reader gets back the very Double printed (the solver's, one ulp off 335 / 3 here).
        #expect(frame["width"] == 111.66666666666666)
        #expect(frame["width"] != 111.667)
        // The text format keeps its thousandths.
        let text = try #require(PlumbCommand.run(["frames", Self.differentWidths, "--device", "iphone-8"]))
        #expect(text.stdout.contains("|   Purple View (16, 40, 111.667, 607)\n"))
    }

    static func hugeScene(_ name: String, width: String, extra: String = "") -> String {
        """
        name: \(name)
        views:
          - name: A
          - name: B
        constraints:
          - A.leading = superview.leading
          - A.top = superview.top
          - A.width = \(width)
          - A.height = 20
          - B.leading = superview.leading
          - B.top = A.bottom
          - B.height = 20
        \(extra)
        """
    }

    func expectOutOfRange(_ scene: String, message: String) throws {
        let png = "\(PlumbCommand.scratch)/out-of-range-\(UUID().uuidString).png"
        for command in [
            ["frames", scene], ["frames", scene, "--format", "json"], ["explain", scene],
            ["render", scene, "--output", png], ["render", scene, "--debug", "--output", png],
        ] {
            let run = try #require(PlumbCommand.run(command))
            #expect(run.status == 1, "\(command)")
            #expect(!run.crashed)
            #expect(run.stdout == "", "\(command)")
            #expect(run.stderr == message, "\(command)")
        }
        #expect(!FileManager.default.fileExists(atPath: png))
    }

    /// 1e306 is a finite constant the reader accepts; the text format once printed it as
    /// "inf" (rounding multiplied it by 1000) and JSON carried that word, exit 0.
    @Test func aHugeConstantIsAnErrorNamingTheViewAndTheConstraint() throws {
        let path = try PlumbCommand.writeScene(
            "huge-constant.yaml",
            Self.hugeScene("Huge", width: "1e306", extra: "  - B.width = 10"))
        try expectOutOfRange(
            path,
            message: "\(path): error: view 'A': width 1e+306 is out of range "
                + "(frame values are limited to ±1e15 pt), from 'A.width = 1e306'\n")
    }

    /// A multiplier that carries an in-range width past the limit, and one past Double's range.
    @Test func aRunawayMultiplierNamesTheViewItSizes() throws {
        let beyond = try PlumbCommand.writeScene(
            "runaway-multiplier.yaml",
            Self.hugeScene(
                "Runaway", width: "1e14", extra: "  - B.width = 100.0 * A.width"))
        try expectOutOfRange(
            beyond,
            message: "\(beyond): error: view 'B': width 1e+16 is out of range "
                + "(frame values are limited to ±1e15 pt), from 'B.width = 100.0 * A.width'\n")
        // B = 1e309 is infinite in a Double; A, first in the tree, is named.
        let infinite = try PlumbCommand.writeScene(
            "infinite-multiplier.yaml",
            Self.hugeScene(
                "Infinite", width: "1e306", extra: "  - B.width = 1000.0 * A.width"))
        try expectOutOfRange(
            infinite,
            message: "\(infinite): error: view 'A': width 1e+306 is out of range "
                + "(frame values are limited to ±1e15 pt), from 'A.width = 1e306'\n")
    }

    @Test func theLimitItselfIsPrintedExactly() throws {
        let path = try PlumbCommand.writeScene(
            "at-the-limit.yaml",
            Self.hugeScene("Limit", width: "1e15", extra: "  - B.width = 0.5"))
        let run = try #require(PlumbCommand.run(["frames", path, "--format", "json"]))
        #expect(run.status == 0)
        #expect(
            run.stdout.contains(
                "{\"name\": \"A\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1000000000000000, "
                    + "\"height\": 20}}, {\"name\": \"B\", \"frame\": {\"x\": 0, \"y\": 20, \"width\": 0.5, \"height\": 20}}"
            ))
    }

    @Test(arguments: ["0.0001", "0.09", "8.5", "nan", "inf", "-1"])
    func scaleOutOfRangeIsAUsageError(_ scale: String) throws {
        let png = "\(PlumbCommand.scratch)/scale-\(UUID().uuidString).png"
        let run = try #require(PlumbCommand.run(["render", Self.complexWidths, "--scale=\(scale)", "--output", png]))
        #expect(run.status == 2)
        #expect(run.stdout == "")
        let shown = Double(scale).map { "\($0)" } ?? scale
        #expect(
            run.stderr.split(separator: "\n").first.map(String.init)
                == "Error: --scale must be between 0.1 and 8 pixels per point (got \(shown))")
        #expect(!FileManager.default.fileExists(atPath: png))
    }

    @Test func theSmallestScaleStillRenders() throws {
        let png = "\(PlumbCommand.scratch)/scale-smallest-\(UUID().uuidString).png"
        let run = try #require(
            PlumbCommand.run([
                "render", Self.complexWidths, "--device", "iphone-se",
                "--scale", "0.1", "--output", png,
            ]))
        #expect(run.status == 0)
        #expect(run.stderr == "")
        // 320 × 568 pt at 0.1: 32 × 57 pixels (IHDR's width and height, big-endian).
        let bytes = Self.bytes(png)
        try #require(bytes.count > 24)
        #expect(Array(bytes[16..<24]) == [0, 0, 0, 32, 0, 0, 0, 57])
    }
}
