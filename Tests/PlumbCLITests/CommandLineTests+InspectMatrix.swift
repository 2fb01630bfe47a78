import Foundation
import Testing

/// `plumb inspect --matrix` / `--config`, and `plumb snapshot verify --inspect` with the
/// report it links from: the pages' embedded models, checked against the committed
/// references and the runs' own artifacts (the browser tests click through the same pages).
extension CommandLineTests {
    static func frame(_ value: Any?) -> [Double]? {
        guard let rect = value as? [String: Double] else { return nil }
        return ["x", "y", "width", "height"].compactMap { rect[$0] }
    }

    /// The views of a committed frames reference: name → frame, in order.
    static func referenceFrames(_ path: String) throws -> [(String, [Double])] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.split(separator: "\n").dropFirst().compactMap { line -> (String, [Double])? in
            var rest = Substring(line)
            while rest.hasPrefix("|   ") { rest = rest.dropFirst(4) }
            guard rest.hasSuffix(")"), let open = rest.range(of: " (", options: .backwards) else { return nil }
            let numbers = rest[open.upperBound..<rest.index(before: rest.endIndex)].split(separator: ",")
                .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            return numbers.count == 4 ? (String(rest[..<open.lowerBound]), numbers) : nil
        }
    }

    @Test func inspectMatrixEmbedsEveryVariantOfTheCookbookSuite() throws {
        let output = PlumbCommand.scratch + "/matrix.html"
        let run = try #require(
            PlumbCommand.run(["inspect", "Two Views with Complex Widths", "--matrix", "--output", output]))
        #expect(run.status == 0 && run.stderr == "", "\(run.stderr)")
        let model = try Self.inspectorModel(try String(contentsOfFile: output, encoding: .utf8))
        let variants = try #require(model["variants"] as? [[String: Any]])
        var names: [String] = []
        for device in ["iphone-se", "iphone-8", "ipad"] {
            for orientation in ["portrait", "landscape"] {
                for direction in ["ltr", "rtl"] { names.append("\(device)-\(orientation)-\(direction)") }
            }
        }
        #expect(variants.map { $0["id"] as? String } == names)
        #expect(
            (model["input"] as? [String: String])?["file"] == "Recipes/two-views-with-complex-widths.yaml")
        // Every frame of every variant is the committed reference's, to 1e-3 pt.
        for variant in variants {
            let id = try #require(variant["id"] as? String)
            let reference = try Self.referenceFrames(
                PlumbCommand.packageRoot + "/Snapshots/two-views-with-complex-widths/\(id).txt")
            let views = try #require(variant["views"] as? [[String: Any]])
            #expect(views.map { $0["name"] as? String ?? "" } == reference.map(\.0), "\(id)")
            for (view, (name, expected)) in zip(views, reference) {
                let frame = try #require(Self.frame(view["frame"]))
                #expect(zip(frame, expected).allSatisfy { abs($0 - $1) <= 1e-3 }, "\(id) \(name): \(frame)")
            }
        }
    }

    @Test func inspectConfigTakesTheSuitesVariantsOfOneScene() throws {
        let output = PlumbCommand.scratch + "/settings-matrix.html"
        let run = try #require(
            PlumbCommand.run([
                "inspect", "--config", Self.example + "/plumb.yml", "--scene", "main-settings", "--output", output,
            ]))
        #expect(run.status == 0, "\(run.stderr)")
        let model = try Self.inspectorModel(try String(contentsOfFile: output, encoding: .utf8))
        let ids = (model["variants"] as? [[String: Any]])?.map { $0["id"] as? String ?? "" }
        // The override adds dark mode to this scene only.
        #expect(
            ids == [
                "iphone-se-portrait-ltr", "iphone-se-portrait-ltr-dark", "iphone-se-portrait-rtl",
                "iphone-se-portrait-rtl-dark", "iphone-15-portrait-ltr", "iphone-15-portrait-ltr-dark",
                "iphone-15-portrait-rtl", "iphone-15-portrait-rtl-dark",
            ])
        #expect((model["input"] as? [String: String])?["kind"] == "interface-builder")
    }

    @Test func inspectMatrixRefusals() throws {
        let output = PlumbCommand.scratch + "/refused.html"
        let device = try #require(
            PlumbCommand.run(["inspect", "simple-single-view", "--matrix", "--device", "ipad", "--output", output]))
        #expect(device.status == 64 || device.status == 2)
        #expect(
            device.stderr.hasPrefix(
                "Error: --device picks one variant; --matrix and --config lay out every variant of the suite\n"))
        let many = try #require(
            PlumbCommand.run([
                "inspect", "--config", Self.example + "/plumb.yml", "--scene", "Screens/*.yaml", "--output", output,
            ]))
        #expect(many.status == 1)
        #expect(
            many.stderr.contains(
                "--scene 'Screens/*.yaml' names 2 scenes (Login, Profile); the inspector shows one"), "\(many.stderr)")
        let none = try #require(
            PlumbCommand.run(["inspect", "--config", Self.example + "/plumb.yml", "--output", output]))
        #expect(none.stderr.hasPrefix("Error: --config needs --scene NAME\n"))
    }

    @Test func verifyInspectWritesAPagePerFailingVariantLinkedFromTheReport() throws {
        let copy = try Self.exampleCopy {
            $0.replacingOccurrences(of: "Title.Top = Safe Area.Top + 32", with: "Title.Top = Safe Area.Top + 40")
        }
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let run = try #require(
            PlumbCommand.run(
                ["snapshot", "verify", "--scene", "Login", "--inspect", "--artifacts", "out", "--junit", "j.xml"],
                in: copy))
        #expect(run.status == 1)
        let report = try String(contentsOfFile: copy + "/out/index.html", encoding: .utf8)
        let junit = try String(contentsOfFile: copy + "/j.xml", encoding: .utf8)
        for variant in [
            "iphone-se-portrait-ltr", "iphone-se-portrait-rtl", "iphone-15-portrait-ltr", "iphone-15-portrait-rtl",
        ] {
            let page = "login/\(variant)-inspect.html"
            #expect(report.contains("<p class=\"inspect\"><a href=\"\(page)\">Open in the inspector</a></p>"))
            #expect(junit.contains("inspector: out/\(page)"))
            #expect(FileManager.default.fileExists(atPath: copy + "/out/" + page))
        }
        // The report writes out each moved view's old and new frame.
        #expect(
            report.contains(
                "<tr><th scope=\"row\">Title</th><td>(16, 52, 204, 33.5)</td><td>(16, 60, 204, 33.5)</td></tr>"))

        let html = try String(contentsOfFile: copy + "/out/login/iphone-se-portrait-ltr-inspect.html", encoding: .utf8)
        #expect(!html.contains("://"))
        let model = try Self.inspectorModel(html)
        #expect(model["generator"] as? String == "plumb snapshot verify --inspect")
        let failure = try #require(model["failure"] as? [String: Any])
        #expect(failure["name"] as? String == "Login [iphone-se-portrait-ltr]")
        #expect(failure["reference"] as? String == "Snapshots/login/iphone-se-portrait-ltr")
        let moved = try #require(failure["moved"] as? [[String: Any]])
        #expect(moved.map { $0["name"] as? String } == ["Title", "Email Field", "Password Field", "Sign In Button"])
        #expect(moved.map { $0["view"] as? Int } == [1, 2, 3, 4])
        #expect(
            moved.map { Self.frame($0["from"]) } == [
                [16, 52, 204, 33.5], [16, 109.5, 288, 34], [16, 155.5, 288, 34], [16, 213.5, 288, 44],
            ])
        #expect(
            moved.map { Self.frame($0["to"]) } == [
                [16, 60, 204, 33.5], [16, 117.5, 288, 34], [16, 163.5, 288, 34], [16, 221.5, 288, 44],
            ])
        // The expected layout is the reference's, every view of it.
        let expected = try #require((failure["expected"] as? [String: Any])?["views"] as? [[String: Any]])
        #expect(
            expected.map { $0["key"] as? String } == [
                "Root", "Root › Title", "Root › Email Field", "Root › Password Field", "Root › Sign In Button",
            ])
        #expect((failure["constraints"] as? [String: Bool])?["recorded"] == false)
        // The images are the artifacts' bytes.
        let images = try #require(failure["images"] as? [String: String])
        for key in ["expected", "actual"] {
            let url = try #require(images[key])
            #expect(url.hasPrefix("data:image/png;base64,"))
            let bytes = try #require(Data(base64Encoded: String(url.dropFirst("data:image/png;base64,".count))))
            #expect(
                bytes
                    == (try Data(
                        contentsOf: URL(fileURLWithPath: copy + "/out/login/iphone-se-portrait-ltr-\(key).png"))))
        }
        // Fixed again: the pages go with the other artifacts.
        let fixed = try #require(
            PlumbCommand.run(["snapshot", "record", "--scene", "Login", "--artifacts", "out"], in: copy))
        #expect(fixed.status == 0)
        #expect(!FileManager.default.fileExists(atPath: copy + "/out/login/iphone-se-portrait-ltr-inspect.html"))
    }

    @Test func verifyInspectDiffsTheConflictingSetsConstraints() throws {
        let folder = PlumbCommand.scratch + "/conflict-suite-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = try String(contentsOfFile: try PlumbCommand.fixture("conflict-width"), encoding: .utf8)
        try scene.write(toFile: folder + "/Conflict.yaml", atomically: true, encoding: .utf8)
        try "scenes: [Conflict.yaml]\ndevices: [iphone-8]\norientations: [portrait]\ndirections: [ltr]\n".write(
            toFile: folder + "/plumb.yml", atomically: true, encoding: .utf8)
        #expect(PlumbCommand.run(["snapshot", "record"], in: folder)?.status == 0)
        try scene.replacingOccurrences(of: "Red View.Width = 400", with: "Red View.Width = 380").write(
            toFile: folder + "/Conflict.yaml", atomically: true, encoding: .utf8)
        let run = try #require(PlumbCommand.run(["snapshot", "verify", "--inspect", "--artifacts", "out"], in: folder))
        #expect(run.status == 1)
        let html = try String(
            contentsOfFile: folder + "/out/conflict/iphone-8-portrait-ltr-inspect.html", encoding: .utf8)
        let failure = try #require(try Self.inspectorModel(html)["failure"] as? [String: Any])
        let constraints = try #require(failure["constraints"] as? [String: Any])
        #expect(constraints["recorded"] as? Bool == true)
        #expect(constraints["added"] as? [String] == [])
        #expect(constraints["removed"] as? [String] == [])
        #expect(
            constraints["changed"] as? [[String: String]] == [
                ["from": "Red View.Width = 400", "to": "Red View.Width = 380"]
            ])
        // The width is broken either way: no frame moved.
        #expect((failure["moved"] as? [Any])?.isEmpty == true)
    }

    @Test func theReportListsVariantsThatCouldNotRun() throws {
        let copy = try Self.exampleCopy { $0 + "views:\n  - name: [\n" }
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let run = try #require(
            PlumbCommand.run(["snapshot", "verify", "--scene", "Login", "--artifacts", "out"], in: copy))
        #expect(run.status == 1)
        #expect(run.stdout.hasSuffix("report: out/index.html\n"))
        let report = try String(contentsOfFile: copy + "/out/index.html", encoding: .utf8)
        #expect(report.contains("<h1>4 failing snapshots</h1>"))
        #expect(report.contains("<p>0 failed, 4 could not run.</p>"))
        // The scene could not be read, so it goes by its path.
        #expect(
            report.contains(
                "<section class=\"error\" id=\"v0\" data-variant=\"iphone-se-portrait-ltr\" "
                    + "data-scene=\"Screens/Login.yaml\" data-device=\"iphone-se\" data-orientation=\"portrait\" "
                    + "data-direction=\"ltr\" data-content-size=\"l\" data-appearance=\"light\" data-ios=\"scene\">"
                    + "<h2>Screens/Login.yaml [iphone-se-portrait-ltr]</h2>"))
        // In the grid too, without an image.
        #expect(
            report.contains(
                "<a href=\"#v3\"><span class=\"none\">could not run</span><span class=\"name\">Screens/Login.yaml "
                    + "[iphone-15-portrait-rtl]</span></a></li>\n</ul>"))
        #expect(report.components(separatedBy: "<p class=\"reason\">could not run: Screens/Login.yaml:").count == 5)
    }
}
