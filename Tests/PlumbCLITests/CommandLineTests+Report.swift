import Foundation
import Testing

/// The HTML report of a run with failures, opened in a real browser (issue 21): headless
/// Chromium loads it from the artifacts directory as a CI artifact download would be opened
/// (relative paths, no network), runs the checks a person would make by hand — every failing
/// variant listed, every image loaded, the expected/actual button flipping the image and back,
/// the frame diff shown — and the test reads what they found from the page.
extension CommandLineTests {
    /// Injected after the report's own markup; writes its findings into the page as JSON.
    static let reportChecks = """
        window.addEventListener('load', () => {
          const result = {variants: [], images: [], flips: [], moved: []};
          try {
            for (const h of document.querySelectorAll('section h2')) result.variants.push(h.textContent);
            for (const img of document.images)
              result.images.push({src: img.getAttribute('src'), loaded: img.complete && img.naturalWidth > 0,
                                  width: img.naturalWidth});
            for (const button of document.querySelectorAll('section figure button')) {
              const figure = button.closest('figure');
              const img = figure.querySelector('img'), label = figure.querySelector('span');
              const flip = {before: img.getAttribute('src'), beforeLabel: label.textContent,
                            expected: img.dataset.expected, actual: img.dataset.actual};
              button.click();
              flip.after = img.getAttribute('src');
              flip.afterLabel = label.textContent;
              button.click();
              flip.back = img.getAttribute('src');
              flip.backLabel = label.textContent;
              result.flips.push(flip);
            }
            for (const h of document.querySelectorAll('section h3'))
              if (h.textContent === 'What moved') result.moved.push(h.nextElementSibling.textContent);
          } catch (error) {
            result.error = String(error);
          }
          const out = document.createElement('pre');
          out.id = 'plumb-check';
          out.textContent = JSON.stringify(result);
          document.body.appendChild(out);
        });
        """

    struct ReportFindings: Decodable {
        struct Image: Decodable { var src: String; var loaded: Bool; var width: Int }
        struct Flip: Decodable {
            var before: String, beforeLabel: String, expected: String, actual: String
            var after: String, afterLabel: String, back: String, backLabel: String
        }
        var variants: [String]
        var images: [Image]
        var flips: [Flip]
        var moved: [String]
        var error: String?
    }

    static var chromium: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome"] {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    /// Opens `report` with the checks in headless Chromium; what they found.
    static func openInBrowser(_ report: String) throws -> ReportFindings? {
        guard let chromium else {
            Issue.record("no chromium on PATH: scripts/test installs Debian's (scripts/setup test)")
            return nil
        }
        let page = (report as NSString).deletingLastPathComponent + "/index-checked.html"
        let html = try String(contentsOfFile: report, encoding: .utf8)
        try (html + "<script>\n" + reportChecks + "</script>\n").write(toFile: page, atomically: true, encoding: .utf8)
        let profile = NSTemporaryDirectory() + "plumb-chromium-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        // As root (CI) Chromium needs --no-sandbox; the virtual time budget lets the page load
        // and its script run before the DOM is dumped.
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile)",
            "--virtual-time-budget=10000", "--dump-dom", URL(fileURLWithPath: page).absoluteString,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A browser that hangs must not hang the suite.
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 180, execute: watchdog)
        defer { watchdog.cancel() }
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let start = dom.range(of: "<pre id=\"plumb-check\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else {
            Issue.record("the checks did not run in the page (status \(process.terminationStatus))")
            return nil
        }
        let json = dom[start.upperBound..<end.lowerBound].replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode(ReportFindings.self, from: Data(json.utf8))
    }

    @Test func theReportWorksInABrowser() throws {
        let copy = try Self.exampleCopy {
            $0.replacingOccurrences(
                of: "Title.Top = Safe Area.Top + 32",
                with: "Title.Top = Safe Area.Top + 40")
        }
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let run = try #require(PlumbCommand.run(["snapshot", "verify", "--artifacts", "out"], in: copy))
        #expect(run.status == 1)
        let findings = try #require(try Self.openInBrowser(copy + "/out/index.html"))
        #expect(findings.error == nil)
        let variants = [
            "iphone-se-portrait-ltr", "iphone-se-portrait-rtl", "iphone-15-portrait-ltr", "iphone-15-portrait-rtl",
        ]
        #expect(findings.variants == variants.map { "Login [\($0)]" })
        // The summary grid's thumbnails (each variant's actual image), then per variant: the
        // flip image, then expected, actual and diff, all decoded at the device's pixel width.
        #expect(findings.images.count == 20)
        #expect(findings.images.allSatisfy { $0.loaded })
        #expect(
            findings.images.map(\.width)
                == [640, 640, 1179, 1179] + Array(repeating: 640, count: 8) + Array(repeating: 1179, count: 8))
        #expect(findings.images.prefix(4).map(\.src) == variants.map { "login/\($0)-actual.png" })
        #expect(findings.flips.count == 4)
        for (flip, variant) in zip(findings.flips, variants) {
            #expect(flip.before == "login/\(variant)-expected.png" && flip.beforeLabel == "expected")
            #expect(flip.after == "login/\(variant)-actual.png" && flip.afterLabel == "actual")
            #expect(flip.back == flip.before && flip.backLabel == "expected")
            #expect(findings.images.contains { $0.src == flip.after && $0.loaded })
        }
        #expect(findings.moved.count == 4)
        #expect(findings.moved.first?.hasPrefix("Title: y 52 → 60\nEmail Field: y 109.5 → 117.5\n") == true)

        // The checks can fail: an image missing from the download is found.
        try FileManager.default.removeItem(atPath: copy + "/out/login/iphone-se-portrait-rtl-diff.png")
        let broken = try #require(try Self.openInBrowser(copy + "/out/index.html"))
        #expect(broken.images.filter { !$0.loaded }.map(\.src) == ["login/iphone-se-portrait-rtl-diff.png"])
    }
}
