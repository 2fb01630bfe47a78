import Foundation
import Testing

@testable import Inspector

/// What `plumb inspect` embeds for the page's newer views (issue 35): each variant's
/// rendering with `--render`, and the source lines around each constraint's place. The
/// browser tests (Tests/InspectorBrowserTests/test_inspector_views.py) click through them.
extension CommandLineTests {
    /// A PNG's width and height from its IHDR chunk.
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count > 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        let number = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    static func variants(_ output: String) throws -> [[String: Any]] {
        let html = try String(contentsOfFile: output, encoding: .utf8)
        return try #require(try inspectorModel(html)["variants"] as? [[String: Any]])
    }

    /// `--render` embeds exactly the PNG `plumb render` writes, at the device's size × scale.
    @Test func inspectRenderEmbedsTheRenderingBeneath() throws {
        let output = PlumbCommand.scratch + "/rendered.html"
        let run = try #require(
            PlumbCommand.run(["inspect", "simple-stack-view", "--device", "iphone-8", "--render", "--output", output]))
        #expect(run.status == 0, "\(run.stderr)")
        let variant = try #require(try Self.variants(output).first)
        let url = try #require(variant["render"] as? String)
        let prefix = "data:image/png;base64,"
        #expect(url.hasPrefix(prefix))
        let png = try #require(Data(base64Encoded: String(url.dropFirst(prefix.count))))
        let size = try #require(Self.pngSize(Array(png)))
        #expect(size.width == 750 && size.height == 1334)
        let image = PlumbCommand.scratch + "/rendered.png"
        let render = try #require(
            PlumbCommand.run(["render", "simple-stack-view", "--device", "iphone-8", "--output", image]))
        #expect(render.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: image)) == png)

        // Off by default: the 2 MB budget is without images.
        let plain = PlumbCommand.scratch + "/plain.html"
        _ = try #require(PlumbCommand.run(["inspect", "simple-stack-view", "--device", "iphone-8", "--output", plain]))
        #expect(try Self.variants(plain).first?["render"] is NSNull)
    }

    @Test func inspectMatrixRenderEmbedsEveryVariantsRendering() throws {
        let output = PlumbCommand.scratch + "/rendered-matrix.html"
        let run = try #require(
            PlumbCommand.run(["inspect", "two-views-with-complex-widths", "--matrix", "--render", "--output", output]))
        #expect(run.status == 0, "\(run.stderr)")
        let variants = try Self.variants(output)
        #expect(variants.count == 12)
        for variant in variants {
            let url = try #require(variant["render"] as? String)
            let png = try #require(Data(base64Encoded: String(url.dropFirst("data:image/png;base64,".count))))
            let size = try #require(Self.pngSize(Array(png)))
            let points = try #require(variant["size"] as? [String: Double])
            let scale = try #require(variant["scale"] as? Double)
            #expect(Double(size.width) == (points["width"] ?? 0) * scale, "\(variant["id"] ?? "")")
            #expect(Double(size.height) == (points["height"] ?? 0) * scale, "\(variant["id"] ?? "")")
        }
    }

    /// The model's `sources`: for a recipe, the lines two either side of each constraint's,
    /// exactly as in the file, in runs of consecutive lines.
    @Test func inspectEmbedsTheLinesAroundEachConstraint() throws {
        let output = PlumbCommand.scratch + "/excerpts.html"
        _ = try #require(PlumbCommand.run(["inspect", "two-views-with-complex-widths", "--output", output]))
        let html = try String(contentsOfFile: output, encoding: .utf8)
        let sources = try #require(try Self.inspectorModel(html)["sources"] as? [[String: Any]])
        #expect(sources.count == 1)
        let source = try #require(sources.first)
        #expect(source["file"] as? String == "Recipes/two-views-with-complex-widths.yaml")
        #expect(source["found"] as? Bool == true)
        let file = try String(contentsOfFile: try PlumbCommand.recipe("two-views-with-complex-widths"), encoding: .utf8)
        let lines = file.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let runs = try #require(source["runs"] as? [[String: Any]])
        var seen: [Int] = []
        for run in runs {
            let first = try #require(run["first"] as? Int)
            let text = try #require(run["lines"] as? [String])
            #expect(text == Array(lines[(first - 1)..<(first - 1 + text.count)]))
            seen += Array(first..<first + text.count)
        }
        // Every constraint's line (each written at "file:line:col") and two either side, no more.
        let variant = try #require((try Self.inspectorModel(html)["variants"] as? [[String: Any]])?.first)
        let rows = try #require(variant["rows"] as? [[String: Any]])
        let written = Set(
            rows.compactMap { $0["where"] as? String }.compactMap {
                Int($0.split(separator: ":")[1])
            })
        var wanted = Set<Int>()
        for line in written { wanted.formUnion(max(1, line - 2)...min(lines.count - 1, line + 2)) }
        #expect(seen == wanted.sorted())
    }

    @Test func inspectOfALogEmbedsTheLogsLines() throws {
        let log = PlumbCommand.packageRoot + "/Tests/InspectorBrowserTests/fixtures/console.log"
        let output = PlumbCommand.scratch + "/log-excerpts.html"
        let run = try #require(PlumbCommand.run(["inspect", log, "--output", output]))
        #expect(run.status == 0, "\(run.stderr)")
        let html = try String(contentsOfFile: output, encoding: .utf8)
        let source = try #require((try Self.inspectorModel(html)["sources"] as? [[String: Any]])?.first)
        #expect(source["file"] as? String == log)
        let file = try String(contentsOfFile: log, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
        for run in try #require(source["runs"] as? [[String: Any]]) {
            let first = try #require(run["first"] as? Int)
            let text = try #require(run["lines"] as? [String])
            #expect(text == Array(file[(first - 1)..<(first - 1 + text.count)]))
        }
    }

    @Test func excerptsOfAMissingFileSaySo() {
        let missing = SourceExcerpt(file: "Gone.yaml", path: PlumbCommand.scratch + "/no-such-file.yaml", lines: [3])
        #expect(missing == SourceExcerpt(file: "Gone.yaml", text: nil, lines: [3]))
        #expect(!missing.found && missing.runs.isEmpty)
        #expect(missing.json.text == #"{"file":"Gone.yaml","found":false,"runs":[]}"#)
    }

    @Test func excerptsKeepTwoLinesEitherSideMergedIntoRuns() {
        let text = (1...20).map { "line \($0)" }.joined(separator: "\r\n") + "\r\n"
        let excerpt = SourceExcerpt(file: "a.yaml", text: text, lines: [1, 5, 6, 14, 20, 99])
        #expect(
            excerpt.runs == [
                .init(first: 1, lines: (1...8).map { "line \($0)" }),
                .init(first: 12, lines: (12...16).map { "line \($0)" }),
                .init(first: 18, lines: (18...20).map { "line \($0)" }),
            ])
        // Two variants' excerpts of one file: one list, each line once.
        let other = SourceExcerpt(file: "a.yaml", text: text, lines: [10])
        let merged = SourceExcerpt.merged([excerpt, other, SourceExcerpt(file: "b.yaml", text: "x", lines: [1])])
        #expect(merged.map(\.file) == ["a.yaml", "b.yaml"])
        #expect(merged[0].runs.map(\.first) == [1, 18])
        #expect(merged[0].runs[0].lines == (1...16).map { "line \($0)" })
    }
}
