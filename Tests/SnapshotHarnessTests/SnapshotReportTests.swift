import AutoLayout
import Foundation
import Testing

@testable import SnapshotHarness

/// The report's summary grid, its filters and its accessibility section, as exact HTML
/// (`CommandLineTests.theReportWorksInABrowser` and the inspector's browser tests click them).
@Suite struct SnapshotReportTests {
    static func directory() throws -> String {
        let directory = NSTemporaryDirectory() + "plumb-report-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    static func record(
        _ position: Int, scene: String, device: String, direction: String, failed: Bool = true
    ) -> SnapshotResults.Record {
        let variant = "\(device)-portrait-\(direction)"
        var record = SnapshotResults.Record(
            position: position, scene: scene, slug: scene.lowercased(), variant: variant,
            outcome: failed ? .failed : .error)
        if failed {
            record.reasons = ["1200 pixels differ"]
            record.reference = "Snapshots/\(scene.lowercased())/\(variant)"
            record.files = ["actual": "\(scene.lowercased())/\(variant)-actual.png"]
        } else {
            record.error = "Screens/\(scene).yaml:3: unknown view 'Nope'"
        }
        record.axes = ReportAxes(
            device: device, orientation: "portrait", direction: direction, contentSize: "l", appearance: "light",
            ios: "scene")
        return record
    }

    static let matched = SnapshotResults.Record(
        position: 3, scene: "Login", slug: "login", variant: "iphone-15-portrait-ltr", outcome: .matched)

    @Test func theGridListsEachFailingVariantWithItsThumbnailAndTheFiltersItsAxes() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = SnapshotResults(
            mode: "never", seconds: 1, tolerance: "exact",
            records: [
                Self.record(0, scene: "Login", device: "iphone-se", direction: "ltr"),
                Self.record(1, scene: "Login", device: "iphone-15", direction: "rtl"), Self.matched,
                Self.record(2, scene: "Profile", device: "iphone-se", direction: "ltr", failed: false),
            ])
        let path = try #require(try results.writeReport(in: directory, audit: nil))
        #expect(path == directory + "/index.html")
        let html = try String(contentsOfFile: path, encoding: .utf8)
        // One select per axis the failing variants differ on, values in matrix order; none
        // for orientation, content size, appearance or iOS (one value each).
        let filters = """
            <div class="filters" role="group" aria-label="Filter the failing variants">
            <label>Scene <select data-axis="scene" onchange="applyFilters()"><option value="">all</option><option>Login</option><option>Profile</option></select></label>
            <label>Device <select data-axis="device" onchange="applyFilters()"><option value="">all</option><option>iphone-se</option><option>iphone-15</option></select></label>
            <label>Direction <select data-axis="direction" onchange="applyFilters()"><option value="">all</option><option>ltr</option><option>rtl</option></select></label>
            <button type="button" onclick="showAll()">show all</button>
            <output id="shown" aria-live="polite">3 of 3 shown</output>
            </div>
            <ul class="grid">
            <li data-variant="iphone-se-portrait-ltr" data-scene="Login" data-device="iphone-se" data-orientation="portrait" data-direction="ltr" data-content-size="l" data-appearance="light" data-ios="scene"><a href="#v0"><img src="login/iphone-se-portrait-ltr-actual.png" alt="" loading="lazy"><span class="name">Login [iphone-se-portrait-ltr]</span></a></li>
            <li data-variant="iphone-15-portrait-rtl" data-scene="Login" data-device="iphone-15" data-orientation="portrait" data-direction="rtl" data-content-size="l" data-appearance="light" data-ios="scene"><a href="#v1"><img src="login/iphone-15-portrait-rtl-actual.png" alt="" loading="lazy"><span class="name">Login [iphone-15-portrait-rtl]</span></a></li>
            <li data-variant="iphone-se-portrait-ltr" data-scene="Profile" data-device="iphone-se" data-orientation="portrait" data-direction="ltr" data-content-size="l" data-appearance="light" data-ios="scene"><a href="#v2"><span class="none">could not run</span><span class="name">Profile [iphone-se-portrait-ltr]</span></a></li>
            </ul>
            </nav>

            """
        #expect(html.contains(filters), "\(html)")
        #expect(html.contains("<h1>3 failing snapshots</h1>\n"))
        #expect(
            html.contains(
                "<section id=\"v1\" data-variant=\"iphone-15-portrait-rtl\" data-scene=\"Login\" data-device=\"iphone-15\" "
                    + "data-orientation=\"portrait\" data-direction=\"rtl\" data-content-size=\"l\" "
                    + "data-appearance=\"light\" data-ios=\"scene\"><h2>Login [iphone-15-portrait-rtl]</h2>\n"))
        #expect(
            html.contains(
                "<section class=\"error\" id=\"v2\" data-variant=\"iphone-se-portrait-ltr\" data-scene=\"Profile\" "
                    + "data-device=\"iphone-se\" data-orientation=\"portrait\" data-direction=\"ltr\" "
                    + "data-content-size=\"l\" data-appearance=\"light\" data-ios=\"scene\"><h2>Profile "
                    + "[iphone-se-portrait-ltr]</h2>\n<p class=\"reason\">could not run: Screens/Profile.yaml:3: "
                    + "unknown view &#39;Nope&#39;</p>\n</section>\n"))
        #expect(!html.contains("id=\"accessibility\""))
        // Deterministic: the same results make the same bytes.
        _ = try results.writeReport(in: directory, audit: nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == html)
    }

    /// Results written before axes were kept: each variant filters by scene alone, and with
    /// one scene there is nothing to filter.
    @Test func resultsWithoutAxesHaveOnlyTheScene() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var record = Self.record(0, scene: "Login", device: "iphone-se", direction: "ltr")
        record.axes = nil
        let results = SnapshotResults(mode: "never", seconds: 1, tolerance: "exact", records: [record])
        let html = try String(
            contentsOfFile: try #require(try results.writeReport(in: directory, audit: nil)), encoding: .utf8)
        #expect(!html.contains("<select"))
        #expect(
            html.contains(
                "<ul class=\"grid\">\n<li data-variant=\"iphone-se-portrait-ltr\" data-scene=\"Login\"><a href=\"#v0\">"
            ))
    }

    static let finding = Finding(
        code: FindingCode(rawValue: "target-size"), items: [2],
        location: FileLocation(file: "small-button.yaml", line: 3),
        payload: .audit(
            AuditMeasurement(
                view: "Root > Go Button", detail: "Button 80x30 pt, below 44x44 (hig)", measured: 30, threshold: 44,
                unit: "pt", reference: "HIG Accessibility: controls at least 44x44 pt",
                variants: ["iphone-15-portrait-ltr", "iphone-15-portrait-rtl"], firstCategory: "xs",
                passesAtDefault: false)))

    static let contrast = Finding(
        code: FindingCode(rawValue: "contrast-text"), items: [3], location: FileLocation(file: "small-button.yaml"),
        payload: .audit(
            AuditMeasurement(
                view: "Root > Note", detail: "text (15 pt) contrast 4.02:1", measured: 4.0249, threshold: 4.5,
                unit: ":1", reference: "WCAG 2.2 SC 1.4.3 Contrast (Minimum)", variants: ["iphone-15-portrait-ltr"])))

    /// Only the audit fails: the report is written, with the findings and no grid.
    @Test func anAuditWithNewFindingsWritesTheReportAlone() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = SnapshotResults(mode: "never", seconds: 1, tolerance: "exact", records: [Self.matched])
        let audit = ReportAudit(new: [Self.finding, Self.contrast], baselined: 3, fixed: 1, variants: 1)
        let html = try String(
            contentsOfFile: try #require(try results.writeReport(in: directory, audit: audit)), encoding: .utf8)
        #expect(html.contains("<title>Plumb snapshots: 0 failing</title>"))
        #expect(html.contains("<h1>No failing snapshots</h1>\n<section id=\"accessibility\""))
        #expect(!html.contains("<nav"))
        let section = """
            <section id="accessibility" class="audit"><h2>Accessibility</h2>
            <p>1 variant audited: 2 new findings, 3 in the baseline, 1 fixed.</p>
            <table class="findings"><thead><tr><th scope="col">rule</th><th scope="col">view</th><th scope="col">finding</th><th scope="col">measured</th><th scope="col">threshold</th><th scope="col">first category</th><th scope="col">variants</th><th scope="col">where</th></tr></thead><tbody>
            <tr><th scope="row"><code>target-size</code></th><td>Root &gt; Go Button</td><td>Button 80x30 pt, below 44x44 (hig)<br><small>HIG Accessibility: controls at least 44x44 pt</small></td><td>30 pt</td><td>44 pt</td><td>xs; fails at l</td><td>iphone-15-portrait-ltr, iphone-15-portrait-rtl</td><td>small-button.yaml:3</td></tr>
            <tr><th scope="row"><code>contrast-text</code></th><td>Root &gt; Note</td><td>text (15 pt) contrast 4.02:1<br><small>WCAG 2.2 SC 1.4.3 Contrast (Minimum)</small></td><td>4.02:1</td><td>4.50:1</td><td>—</td><td>iphone-15-portrait-ltr</td><td>small-button.yaml</td></tr>
            </tbody></table>
            </section>
            </main></body></html>

            """
        #expect(html.hasSuffix(section), "\(html)")
    }

    /// Nothing failed and every finding is in the baseline: no report, and an older one goes.
    @Test func aPassingAuditLeavesNoReport() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = SnapshotResults(mode: "never", seconds: 1, tolerance: "exact", records: [Self.matched])
        let failing = ReportAudit(new: [Self.finding], baselined: 0, fixed: 0, variants: 1)
        #expect(try results.writeReport(in: directory, audit: failing) != nil)
        let passing = ReportAudit(new: [], baselined: 1, fixed: 0, variants: 1)
        #expect(try results.writeReport(in: directory, audit: passing) == nil)
        #expect(!FileManager.default.fileExists(atPath: directory + "/index.html"))
    }

    /// Failing snapshots and a passing audit: the section says so in one line.
    @Test func aPassingAuditBesideFailuresIsOneLine() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = SnapshotResults(
            mode: "never", seconds: 1, tolerance: "exact",
            records: [Self.record(0, scene: "Login", device: "iphone-se", direction: "ltr")])
        let audit = ReportAudit(new: [], baselined: 2, fixed: 0, variants: 4)
        let html = try String(
            contentsOfFile: try #require(try results.writeReport(in: directory, audit: audit)), encoding: .utf8)
        #expect(
            html.contains(
                "</nav>\n<section id=\"accessibility\" class=\"audit\"><h2>Accessibility</h2>\n<p>4 variants audited: "
                    + "0 new findings, 2 in the baseline, 0 fixed.</p>\n</section>\n<section id=\"v0\""))
    }
}
