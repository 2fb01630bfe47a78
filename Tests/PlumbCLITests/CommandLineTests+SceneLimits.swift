import Foundation
import Testing

/// Issue 17: every number a scene gives is range-checked where it is read (docs/robustness.md,
/// "Scene values"): exit 1 with `file:line:col`, the limit and the text as written, never a
/// crash; and the renderer's reproductions (huge images, dashed lines 1e5 to 1e308 points
/// long) render in bounded time.
extension CommandLineTests {
    struct OutOfRange: CustomTestStringConvertible, Sendable {
        var kind: String
        var line: String
        /// The offending text, as written: the error's column is where it starts on `line`.
        var text: String
        var message: String
        var testDescription: String { line.trimmingCharacters(in: .whitespaces) }
    }

    static let outOfRange: [OutOfRange] = [
        .init(
            kind: "label", line: "numberOfLines: 1e300", text: "1e300",
            message: "numberOfLines must be a whole number within 0…1000000"),
        .init(
            kind: "label", line: "numberOfLines: 2.5", text: "2.5",
            message: "numberOfLines must be a whole number within 0…1000000"),
        .init(
            kind: "label", line: "font: nan", text: "nan", message: "font size must be greater than 0 and at most 1000"),
        .init(
            kind: "label", line: "font: inf", text: "inf", message: "font size must be greater than 0 and at most 1000"),
        .init(
            kind: "label", line: "font: -5", text: "-5", message: "font size must be greater than 0 and at most 1000"),
        .init(kind: "label", line: "font: 0", text: "0", message: "font size must be greater than 0 and at most 1000"),
        .init(
            kind: "label", line: "font: 1e308", text: "1e308",
            message: "font size must be greater than 0 and at most 1000"),
        .init(
            kind: "button", line: "font: {size: 1e308}", text: "1e308",
            message: "font size must be greater than 0 and at most 1000"),
        .init(
            kind: "label", line: "preferredMaxLayoutWidth: -1", text: "-1",
            message: "preferredMaxLayoutWidth must be within 0…10000000"),
        .init(
            kind: "label", line: "contentInsets: {top: 1e9}", text: "1e9",
            message: "an inset must be within -10000000…10000000"),
        .init(
            kind: "imageView", line: "imageSize: {width: 0.0, height: 10}", text: "0.0",
            message: "an image's width must be greater than 0 and at most 10000000"),
        .init(
            kind: "imageView", line: "imageSize: {width: 10, height: 1e8}", text: "1e8",
            message: "an image's height must be greater than 0 and at most 10000000"),
        .init(kind: "stack", line: "spacing: 1e9", text: "1e9", message: "spacing must be within -10000000…10000000"),
        .init(
            kind: "scroll", line: "contentInset: -1e300", text: "-1e300",
            message: "an inset must be within -10000000…10000000"),
        .init(kind: "view", line: "alpha: 1.5", text: "1.5", message: "alpha must be within 0…1"),
        .init(kind: "view", line: "cornerRadius: -3", text: "-3", message: "cornerRadius must be within 0…10000000"),
        .init(
            kind: "view", line: "border: {width: 1e9}", text: "1e9", message: "border width must be within 0…10000000"),
        .init(
            kind: "view", line: "layoutMargins: 1e8", text: "1e8",
            message: "a layout margin must be within -10000000…10000000"),
        .init(
            kind: "view", line: "layoutMargins: {top: -2e7}", text: "-2e7",
            message: "a layout margin must be within -10000000…10000000"),
        .init(
            kind: "view", line: "intrinsicSize: {width: 1e12}", text: "1e12",
            message: "an intrinsic size must be within -10000000…10000000"),
    ]

    static func limitScene(_ value: OutOfRange) -> String {
        """
        name: Limits
        views:
          - name: Subject
            kind: \(value.kind)
            \(value.line)
        constraints:
          - Subject.leading = superview.leading + 20
          - Subject.top = superview.top + 20

        """
    }

    @Test(arguments: outOfRange) func aNumberOutOfRangeIsAnErrorNamingItsText(_ value: OutOfRange) throws {
        // Cases run in parallel: each its own file.
        let name =
            "limit-"
            + String(value.line.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? Character($0) : "-" })
        let scene = try PlumbCommand.writeScene("\(name).yaml", Self.limitScene(value))
        let line = "    " + value.line
        let start = try #require(line.range(of: value.text, options: .backwards)).lowerBound
        let column = line.distance(from: line.startIndex, to: start) + 1
        let run = try #require(PlumbCommand.run(["frames", scene]))
        #expect(run.status == 1)
        #expect(!run.crashed)
        #expect(run.stdout == "")
        #expect(run.stderr == "\(scene):5:\(column): error: \(value.message): '\(value.text)'\n")
    }

    @Test func numberOfLines1e300AndFontNaNFailEveryCommand() throws {
        let dir = PlumbCommand.scratch
        for (name, value) in [("lines-1e300", Self.outOfRange[0]), ("font-nan", Self.outOfRange[2])] {
            let scene = try PlumbCommand.writeScene("\(name).yaml", Self.limitScene(value))
            let column = value.line.count - value.text.count + 5
            try expectFailure(
                scene, output: (dir as NSString).appendingPathComponent("\(name).png"),
                stderr: "\(scene):5:\(column): error: \(value.message): '\(value.text)'\n")
        }
    }

    /// Found while fuzzing (issue 17): a chain of 20,000 views, each the parent of the next,
    /// was a segmentation fault in frames, explain and render (the tree walks overflowed the
    /// stack). Views nest at most 100 levels below the root: exit 1 at the 101st.
    @Test func aChainOf20000ViewsIsAnErrorNotACrash() throws {
        var yaml = "name: Deep\nviews:\n  - {name: v1}\n"
        for level in 2...20_000 { yaml += "  - {name: v\(level), parent: v\(level - 1)}\n" }
        let scene = try PlumbCommand.writeScene("deep-20000.yaml", yaml + "constraints:\n  - v1.Width = 10\n")
        let output = (PlumbCommand.scratch as NSString).appendingPathComponent("deep-20000.png")
        try expectFailure(
            scene, output: output,
            stderr: "\(scene):103:26: error: views nest at most 100 levels below the root: 'v100'\n")
    }

    /// Renders `yaml` and expects a PNG and exit 0. The time it takes is a benchmark's
    /// business; the run's own timeout (30 s, where these took 0.1–0.3) catches a hang.
    func expectQuickRender(_ name: String, _ yaml: String, debug: Bool = false) throws {
        let scene = try PlumbCommand.writeScene("\(name).yaml", yaml)
        let output = (PlumbCommand.scratch as NSString).appendingPathComponent("\(name).png")
        let run = try #require(
            PlumbCommand.run(
                ["render", scene, "--output", output] + (debug ? ["--debug"] : []),
                timeout: .seconds(30)))
        #expect(run.status == 0, "\(name): \(run.stderr)")
        #expect(!run.crashed, "\(name)")
        #expect(FileManager.default.fileExists(atPath: output), "\(name)")
    }

    @Test func hugeImagesRenderTheirVisiblePartQuickly() throws {
        try expectQuickRender(
            "image-1e9",
            """
            name: Huge Image
            views:
              - {name: Picture, kind: imageView, imageSize: {width: 100, height: 100}}
            constraints:
              - Picture.Left = Superview.Left
              - Picture.Top = Superview.Top
              - Picture.Width = 1e9
              - Picture.Height = 1e9
            """)
        try expectQuickRender(
            "image-size-1e7",
            """
            name: Huge Image Size
            views:
              - {name: Picture, kind: imageView, imageSize: {width: 1e7, height: 1e7}}
            constraints:
              - Picture.Left = Superview.Left
              - Picture.Top = Superview.Top
            """)
        try expectQuickRender(
            "image-wide-1e7",
            """
            name: Wide Image
            views:
              - {name: Picture, kind: imageView, imageSize: {width: 100, height: 100}}
            constraints:
              - Picture.Left = Superview.Left
              - Picture.Top = Superview.Top
              - Picture.Width = 1e7
              - Picture.Height = 100
            """)
    }

    @Test func longDashedConstraintLinesRenderQuickly() throws {
        let base = """
            name: Long Lines
            views:
              - {name: A, background: red}
              - {name: B, background: blue}
            constraints:
              - A.Leading = Superview.Leading + 20
              - A.Top = Superview.Top + 20
              - A.Width = 100
              - A.Height = 100
              - B.Leading = Superview.Leading + 20
              - B.Width = 100
              - B.Height = 100

            """
        try expectQuickRender(
            "dash-1e5", base + "  - B.Top >= A.Bottom + 1e5\n  - B.Top = A.Bottom @249\n", debug: true)
        try expectQuickRender("gap-1e9", base + "  - B.Top = A.Bottom + 1e9\n", debug: true)
        // 1e308 points is past what a frame may carry (docs/robustness.md): an error naming the
        // view and the constraint it comes from, before anything is drawn.
        let scene = try PlumbCommand.writeScene("gap-1e308.yaml", base + "  - B.Top = A.Bottom + 1e308\n")
        let output = (PlumbCommand.scratch as NSString).appendingPathComponent("gap-1e308.png")
        let run = try #require(
            PlumbCommand.run(["render", scene, "--debug", "--output", output], timeout: .seconds(30)))
        #expect(run.status == 1)
        #expect(
            run.stderr == "\(scene): error: view 'B': y 1e+308 is out of range (frame values are limited to ±1e15 pt), "
                + "from 'B.Top = A.Bottom + 1e308'\n")
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
