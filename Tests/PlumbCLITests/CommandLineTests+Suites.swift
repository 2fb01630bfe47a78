import Foundation
import Testing

/// `plumb snapshot` over a team's own suite (issue 21): the sample project under `Examples/`,
/// a changed constant failing exactly its scene in the console, the JUnit file and the report,
/// and shards merged into what one run gives.
extension CommandLineTests {
    static var example: String { PlumbCommand.packageRoot + "/Examples/SnapshotSuite" }

    /// A copy of the sample project in a fresh directory, its `Login.yaml` edited by `edit`.
    static func exampleCopy(editingLogin edit: (String) -> String = { $0 }) throws -> String {
        let copy = NSTemporaryDirectory() + "plumb-example-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
        for item in ["plumb.yml", "Screens", "Views", "Main.storyboard", "Snapshots"] {
            try FileManager.default.copyItem(atPath: example + "/" + item, toPath: copy + "/" + item)
        }
        let login = copy + "/Screens/Login.yaml"
        try edit(try String(contentsOfFile: login, encoding: .utf8)).write(
            toFile: login, atomically: true, encoding: .utf8)
        return copy
    }

    @Test func theExampleSuiteVerifies() throws {
        let artifacts = NSTemporaryDirectory() + "plumb-example-artifacts-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: artifacts) }
        let run = try #require(PlumbCommand.run(["snapshot", "verify", "--artifacts", artifacts], in: Self.example))
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasPrefix("verified 28 snapshots in "))
        #expect(run.stdout.hasSuffix(": 28 matched\n"))
    }

    /// A config's `strategies:` chooses what each variant records: frames alone write only
    /// `.txt` references, and verify against them.
    @Test func aSuiteNamesItsStrategies() throws {
        let copy = try Self.exampleCopy()
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let config = copy + "/plumb.yml"
        let text = try String(contentsOfFile: config, encoding: .utf8)
        try text.replacingOccurrences(of: "snapshots: Snapshots", with: "snapshots: Frames\nstrategies: [frames]")
            .write(toFile: config, atomically: true, encoding: .utf8)
        let record = try #require(PlumbCommand.run(["snapshot", "record", "--artifacts", "out"], in: copy))
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        let files = try FileManager.default.subpathsOfDirectory(atPath: copy + "/Frames").filter { $0.contains(".") }
        #expect(files.count == 28 && files.allSatisfy { $0.hasSuffix(".txt") })
        let verify = try #require(PlumbCommand.run(["snapshot", "verify", "--artifacts", "out"], in: copy))
        #expect(verify.status == 0 && verify.stdout.hasSuffix(": 28 matched\n"), "\(verify.stdout)\(verify.stderr)")
    }

    /// One constant changed (the login title 8 points lower): exactly the login screen's four
    /// variants fail, and the console, the JUnit file and the HTML report all name them and
    /// nothing else.
    @Test func aChangedConstantFailsExactlyItsScene() throws {
        let copy = try Self.exampleCopy {
            $0.replacingOccurrences(
                of: "Title.Top = Safe Area.Top + 32",
                with: "Title.Top = Safe Area.Top + 40")
        }
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let run = try #require(
            PlumbCommand.run(["snapshot", "verify", "--junit", "junit.xml", "--artifacts", "out"], in: copy))
        #expect(run.status == 1)
        let variants = [
            "iphone-se-portrait-ltr", "iphone-se-portrait-rtl", "iphone-15-portrait-ltr", "iphone-15-portrait-rtl",
        ]
        #expect(
            run.stdout.contains(": 24 matched, 4 failed\nfailing:\n  login: \(variants.joined(separator: ", "))\n\n"))
        #expect(
            run.stdout.contains(
                "Login [iphone-se-portrait-ltr]: pixels: 36174 of 727040 pixels differ (4.976 %, max "
                    + "channel delta 255); frames changed\n    Title: y 52 → 60\n    Email Field: y 109.5 → 117.5\n"))
        #expect(run.stdout.hasSuffix("report: out/index.html\n"))

        // Times vary run to run: compared without them, and checked to be there.
        let timed = try String(contentsOfFile: copy + "/junit.xml", encoding: .utf8)
        // One time for the whole run, one per scene (5), one per variant (28).
        #expect(timed.components(separatedBy: " time=\"").count - 1 == 1 + 5 + 28)
        let junit = timed.replacingOccurrences(of: #" time="[0-9]+\.[0-9]{3}""#, with: "", options: .regularExpression)
        #expect(junit.contains("<testsuites name=\"plumb snapshot\" tests=\"28\" failures=\"4\" errors=\"0\">"))
        #expect(junit.contains("<testsuite name=\"Login\" tests=\"4\" failures=\"4\" errors=\"0\" skipped=\"0\">"))
        #expect(junit.components(separatedBy: "<failure ").count == 5)
        for variant in variants {
            #expect(
                junit.contains("<testcase name=\"\(variant)\" classname=\"login\">\n      <failure message=\"pixels: "))
            #expect(
                junit.contains(
                    "frames changed\nwhat moved:\n  Title: y \(variant.hasPrefix("iphone-se") ? "52 → 60" : "91 → 99")\n"
                ))
            #expect(junit.contains("actual: out/login/\(variant)-actual.png"))
        }
        #expect(junit.contains("<testsuite name=\"Profile\" tests=\"4\" failures=\"0\" errors=\"0\" skipped=\"0\">"))

        let report = try String(contentsOfFile: copy + "/out/index.html", encoding: .utf8)
        #expect(report.contains("<h1>4 failing snapshots</h1>"))
        for variant in variants { #expect(report.contains("<h2>Login [\(variant)]</h2>")) }
        #expect(report.components(separatedBy: "<h2>").count == 5)
        #expect(report.contains("Title: y 52 → 60"))
    }

    /// Two shards merged give what one run gives: the same results in the same order, the
    /// same report byte for byte, the same JUnit counts.
    @Test func mergedShardsAreOneRun() throws {
        let copy = try Self.exampleCopy {
            $0.replacingOccurrences(
                of: "Sign In Button.Height = 44",
                with: "Sign In Button.Height = 50")
        }
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let whole = try #require(
            PlumbCommand.run(["snapshot", "verify", "--artifacts", "whole", "--junit", "whole.xml"], in: copy))
        #expect(whole.status == 1)
        for shard in 1...2 {
            let run = try #require(
                PlumbCommand.run(
                    ["snapshot", "verify", "--shard", "\(shard)/2", "--artifacts", "shard\(shard)"],
                    in: copy))
            #expect(run.stdout.contains(" snapshots in "))
        }
        let merge = try #require(
            PlumbCommand.run(
                [
                    "snapshot", "merge", "shard1", "shard2", "--output", "merged",
                    "--junit", "merged.xml",
                ], in: copy))
        #expect(merge.status == 0, "\(merge.stderr)")
        #expect(merge.stdout == "merged 28 snapshots from 2 shards: 24 matched, 4 failed\nreport: merged/index.html\n")
        func read(_ path: String) throws -> String { try String(contentsOfFile: copy + "/" + path, encoding: .utf8) }
        #expect(
            try read("merged/index.html")
                == (try read("whole/index.html")).replacingOccurrences(of: "whole/", with: "merged/"))
        func withoutTimes(_ text: String) -> String {
            text.replacingOccurrences(of: #"time="[0-9.]+""#, with: "", options: .regularExpression)
                .replacingOccurrences(of: #""seconds" : [0-9.e-]+"#, with: "", options: .regularExpression)
        }
        #expect(
            withoutTimes(try read("merged.xml"))
                == withoutTimes(try read("whole.xml")).replacingOccurrences(of: "whole/", with: "merged/"))
        #expect(withoutTimes(try read("merged/results.json")) == withoutTimes(try read("whole/results.json")))
        for file in ["login/iphone-15-portrait-rtl-actual.png", "login/iphone-se-portrait-ltr-diff.png"] {
            #expect(FileManager.default.fileExists(atPath: copy + "/merged/" + file))
        }
        let overlap = try #require(
            PlumbCommand.run(["snapshot", "merge", "shard1", "shard1", "--output", "again"], in: copy))
        #expect(
            overlap.status == 1
                && overlap.stderr.contains("shard1/results.json: not the results of a plumb snapshot run (variant ")
                && overlap.stderr.contains(" is also in shard1: were these shards of one run?)"))
    }

    /// A config mistake stops the run before any work, naming the file, line and key (exit 2).
    @Test func aConfigErrorIsAUsageError() throws {
        let copy = try Self.exampleCopy()
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try "scenes: [Screens/*.yaml]\ndevices: [iphone-se]\norientation: [landscape]\n"
            .write(toFile: copy + "/plumb.yml", atomically: true, encoding: .utf8)
        let run = try #require(PlumbCommand.run(["snapshot", "verify", "--artifacts", "out"], in: copy))
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("plumb.yml:3:1: error: unknown key in the suite: 'orientation'"))
        #expect(run.stdout.isEmpty && !FileManager.default.fileExists(atPath: copy + "/out"))
        let suite = try #require(PlumbCommand.run(["snapshot", "verify", "--suite", "traits"], in: copy))
        #expect(suite.status == 2)
    }
}
