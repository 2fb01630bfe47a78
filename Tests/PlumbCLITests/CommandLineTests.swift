import Cookbook
import Foundation
import TestSupport
import Testing

/// End-to-end runs of the `plumb` executable (SPEC §5): what it prints on stdout and stderr,
/// and its exit status (0 success, 1 invalid input, 2 usage errors; never a crash).
@Suite struct CommandLineTests {
    /// The guide's recipe, from the Cookbook module.
    static let complexWidths = Cookbook.recipe(named: "two-views-with-complex-widths")?.scenePath ?? "no such recipe"

    // MARK: - frames

    @Test func framesPrintsTheTree() throws {
        let run = try #require(PlumbCommand.run(["frames", Self.complexWidths, "--device", "iphone-8"]))
        // iphone-8 portrait: 343 pt between the margins; a third of it (minus the gap) is under
        // 150, so Blue View keeps 150 and Red View takes the rest.
        #expect(
            run.stdout == """
                iphone-8 portrait ltr 375x667 @2x
                Root (0, 0, 375, 667)
                |   Blue View (16, 40, 150, 607)
                |   Red View (174, 40, 185, 607)

                """)
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    @Test func framesAsJSON() throws {
        let run = try #require(
            PlumbCommand.run([
                "frames", Self.complexWidths, "--device", "iphone-se", "--orientation", "landscape",
                "--direction", "rtl", "--format", "json",
            ]))
        #expect(run.status == 0)
        #expect(run.stderr == "")
        // 568 wide, 536 between the margins: Blue View is (536 - 8) / 3 = 176, Red View twice
        // that; right-to-left puts Blue View (the leading one) on the right.
        #expect(
            run.stdout == "{\"recipe\": \"Two Views with Complex Widths\", \"device\": \"iphone-se\", "
                + "\"orientation\": \"landscape\", \"direction\": \"rtl\", \"size\": {\"width\": 568, \"height\": 320}, "
                + "\"scale\": 2, \"views\": [{\"name\": \"Blue View\", \"frame\": {\"x\": 376, \"y\": 20, \"width\": 176, "
                + "\"height\": 280}}, {\"name\": \"Red View\", \"frame\": {\"x\": 16, \"y\": 20, \"width\": 352, "
                + "\"height\": 280}}], \"conflicts\": [], \"ambiguous\": []}\n")
        // And it is JSON a program can read.
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        let json = try #require(object as? [String: Any])
        #expect(
            Set(json.keys) == [
                "recipe", "device", "orientation", "direction", "size", "scale", "views",
                "conflicts", "ambiguous",
            ])
        let views = try #require(json["views"] as? [[String: Any]])
        #expect(views.compactMap { $0["name"] as? String } == ["Blue View", "Red View"])
        let frame = try #require(views.first?["frame"] as? [String: Double])
        #expect(frame == ["x": 376, "y": 20, "width": 176, "height": 280])
        #expect((json["size"] as? [String: Double]) == ["width": 568, "height": 320])
    }

    @Test func timingsAreAddedOnlyWhenAsked() throws {
        let started = ContinuousClock.now
        let run = try #require(PlumbCommand.run(["frames", Self.complexWidths, "--format", "json", "--timings"]))
        let elapsed = ContinuousClock.now - started
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let timings = try #require(json["timings"] as? [String: Double])
        #expect(Set(timings.keys) == ["load_ms", "solve_ms", "total_ms"])
        let load = try #require(timings["load_ms"]), solve = try #require(timings["solve_ms"])
        let total = try #require(timings["total_ms"])
        // Reading a file and solving take time: a zero (or a negative) would mean a clock read
        // in the wrong place. Values are rounded to a microsecond, far below either.
        #expect(load > 0, "load_ms = \(load)")
        #expect(solve > 0, "solve_ms = \(solve)")
        // The three come from the same clock readings, each rounded to a microsecond.
        #expect(abs(total - (load + solve)) <= 0.002)
        // And they measure this run: no longer than the process took from launch to exit.
        #expect(total <= elapsed.milliseconds, "total_ms = \(total), the run took \(elapsed.milliseconds) ms")
        // Asking for timings changes nothing else: the same views and frames as without.
        let plain = try #require(PlumbCommand.run(["frames", Self.complexWidths, "--format", "json"]))
        let withoutTimings = try #require(
            try JSONSerialization.jsonObject(with: Data(plain.stdout.utf8)) as? [String: Any])
        #expect(Set(json.keys) == Set(withoutTimings.keys).union(["timings"]))
        #expect(json["views"] as? [[String: AnyHashable]] == withoutTimings["views"] as? [[String: AnyHashable]])
        let text = try #require(PlumbCommand.run(["frames", Self.complexWidths, "--timings"]))
        let last = text.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("timings: load ") && last.hasSuffix(" ms"))
    }

    /// `kind: stack` and `kind: scroll` through the command (the loader it uses knows both).
    @Test func framesOfContainers() throws {
        let path = try PlumbCommand.writeScene("scrolling-stack.yaml", TestScenes.scrollingStack)
        let run = try #require(PlumbCommand.run(["frames", path, "--device", "iphone-8", "--direction", "rtl"]))
        #expect(run.stderr == "")
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                iphone-8 portrait rtl 375x667 @2x
                Root (0, 0, 375, 667)
                |   Scroll View (0, 20, 375, 647)
                |   |   Stack (0, 40, 375, 748)
                |   |   |   Title (137.5, 40, 100, 20)
                |   |   |   Image (87.5, 80, 200, 300)
                |   |   |   Body (37.5, 388, 300, 400)

                """)
    }

    // MARK: - Invalid input: exit 1

    @Test func malformedSceneFailsWithTheErrorOnStderr() throws {
        let path = try PlumbCommand.writeScene("truncated.yaml", "name: Cut\nviews:\n  - {name: Red View\n")
        let run = try #require(PlumbCommand.run(["frames", path]))
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(
            run.stderr == "\(path):3:5: error: invalid YAML: the file ends inside a flow mapping that "
                + "starts here (did not find expected ',' or '}'): '  - {name: Red View'\n")
    }

    @Test func illegalConstraintNamesItsLine() throws {
        let path = try PlumbCommand.writeScene(
            "illegal.yaml",
            """
            name: Illegal
            views:
              - name: Red View
            constraints:
              - Red View.Leading = 20

            """)
        for command in ["frames", "explain"] {
            let run = try #require(PlumbCommand.run([command, path]))
            #expect(run.status == 1)
            #expect(run.stdout == "")
            #expect(
                run.stderr == "\(path):5:5: error: A multiplier of 0 or a nil second item together with a "
                    + "location for the first attribute creates an illegal constraint of a location equal to a constant. "
                    + "Location attributes must be specified in pairs: 'Red View.Leading = 20'\n")
        }
    }

    @Test func missingFile() throws {
        let path = "\(PlumbCommand.scratch)/no-such-scene.yaml"
        let run = try #require(PlumbCommand.run(["frames", path]))
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == "\(path): error: no such file\n")
    }

    // MARK: - Usage errors: exit 2

    @Test(arguments: [
        (
            ["--device", "iphone-9"],
            "Error: unknown device 'iphone-9' (use one of: iphone-se, iphone-8, iphone-8-plus, iphone-x, ipad, iphone-11, iphone-12-mini, iphone-13, iphone-14-plus, iphone-15, iphone-15-pro-max, iphone-16-pro, iphone-16-pro-max, iphone-16, iphone-16-plus, iphone-16e, iphone-17, iphone-air, iphone-17-pro, iphone-17-pro-max, ipad-mini, ipad-air-11, ipad-pro-11, ipad-pro-13, ipad-a16, ipad-air-13, ipad-pro-11-m4, design, or WxH@S)"
        ),
        (["--orientation", "sideways"], "Error: unknown orientation 'sideways' (use portrait or landscape)"),
        (["--direction", "up"], "Error: unknown direction 'up' (use ltr or rtl)"),
        (["--format", "xml"], "Error: unknown format 'xml' (use text or json)"),
        // argument-parser suggests the nearest option, `--ios` since there is one.
        (["--bogus"], "Error: Unknown option '--bogus'. Did you mean '--ios'?"),
    ])
    func badOptionIsAUsageError(_ options: [String], _ message: String) throws {
        let run = try #require(PlumbCommand.run(["frames", Self.complexWidths] + options))
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.split(separator: "\n").first.map(String.init) == message)
        #expect(run.stderr.contains("Usage: plumb frames <recipe>"))
    }

    @Test func unknownSubcommandAndMissingArgument() throws {
        let unknown = try #require(PlumbCommand.run(["frobnicate"]))
        #expect(unknown.status == 2)
        #expect(unknown.stdout == "")
        #expect(unknown.stderr.hasPrefix("Error: Unexpected argument 'frobnicate'\n"))
        let missing = try #require(PlumbCommand.run(["frames"]))
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("Error: Missing expected argument '<recipe>'\n"))
    }
}
