import AutoLayout

/// The HTML report of a run's failures: at the top a grid of the failing variants (each the
/// actual image scaled down, linking to its section) with filters by scene and by axis; for
/// each failing variant its reasons, a link to its inspector page (`--inspect`), the expected,
/// actual and diff images, a button that flips one image between expected and actual (small
/// shifts are easiest to see by flipping), what moved and each moved view's old and new frame;
/// each variant that could not run (a scene that fails to load, a render that fails) with its
/// message; with `--audit`, the accessibility findings. One self-contained file next to the
/// images it links; its only script flips images and applies the filters.
struct SnapshotReport {
    /// A variant the report lists.
    enum Problem {
        case failed(SnapshotFailure)
        /// It could not run: its name and the error's message.
        case error(name: String, message: String)
    }

    /// A listed variant with what the filters match on.
    struct Listed {
        let problem: Problem
        /// The scene's title and the variant's name.
        let scene: String
        let variant: String
        /// Nil for results written before axes were kept: such a variant has only its scene
        /// to filter on, and a filter on another axis hides it.
        let axes: ReportAxes?
    }

    let listed: [Listed]
    /// The comparison, as `Tolerance` describes it.
    let tolerance: String
    /// The audit's findings, when the run audited.
    var audit: ReportAudit?

    var problems: [Problem] { listed.map(\.problem) }

    /// Writes `index.html` for the failures and errors of `results` and the new findings of
    /// `audit` into `directory`, or removes an older one when nothing failed; the report's
    /// path, or nil.
    static func write(
        _ results: SnapshotResults, audit: ReportAudit? = nil, in directory: String
    ) throws(SnapshotError) -> String? {
        let index = SnapshotFiles.join(directory, "index.html")
        let listed = results.problems(in: directory)
        guard !listed.isEmpty || audit?.passed == false else {
            SnapshotFiles.remove(index)
            return nil
        }
        let report = SnapshotReport(listed: listed, tolerance: results.tolerance, audit: audit)
        try SnapshotFiles.writeText(report.html, to: index)
        return index
    }

    var failedCount: Int { problems.filter { if case .failed = $0 { true } else { false } }.count }

    var html: String {
        let count = problems.count
        var out = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Plumb snapshots: \(count) failing</title>
            <style>
            body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #222; }
            section { border-top: 1px solid #ccc; padding: 12px 0 24px; }
            .images { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
            figure { margin: 0; } figcaption { color: #666; margin-bottom: 4px; }
            img { max-width: 420px; border: 1px solid #ddd; image-rendering: pixelated; }
            pre { background: #f6f6f6; padding: 8px; overflow-x: auto; }
            .reason { color: #b00; }
            table.moves, table.findings { border-collapse: collapse; font-variant-numeric: tabular-nums; }
            table.moves th, table.moves td, table.findings th, table.findings td { text-align: left;
              padding: 2px 12px 2px 0; border-bottom: 1px solid #ddd; vertical-align: top; }
            table.moves thead th, table.findings thead th { color: #555; font-weight: normal; }
            .inspect a { font-weight: 600; }
            .filters { display: flex; gap: 12px; flex-wrap: wrap; align-items: center; margin: 8px 0; }
            ul.grid { list-style: none; padding: 0; display: grid; gap: 12px;
              grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); }
            ul.grid a { display: block; color: inherit; text-decoration: none; padding: 4px; border: 1px solid #ccc; }
            ul.grid a:hover, ul.grid a:focus { border-color: #06c; outline: 2px solid #06c; }
            ul.grid img { width: 100%; height: 180px; object-fit: contain; max-width: none; image-rendering: auto; }
            ul.grid .none { display: flex; height: 180px; align-items: center; justify-content: center; color: #b00; }
            ul.grid .name { display: block; font-size: 12px; overflow-wrap: anywhere; }
            </style>
            <script>
            function flip(id) {
              const img = document.getElementById(id);
              const showingExpected = img.dataset.showing !== "actual";
              img.src = showingExpected ? img.dataset.actual : img.dataset.expected;
              img.dataset.showing = showingExpected ? "actual" : "expected";
              document.getElementById(id + "-label").textContent = showingExpected ? "actual" : "expected";
            }
            // Shows the variants (grid cells and sections) whose data-* attributes equal every
            // chosen filter's value; an empty value is "all".
            function applyFilters() {
              const chosen = [...document.querySelectorAll("select[data-axis]")].filter(s => s.value !== "");
              let shown = 0, total = 0;
              for (const item of document.querySelectorAll("[data-variant]")) {
                const visible = chosen.every(s => item.getAttribute("data-" + s.dataset.axis) === s.value);
                item.hidden = !visible;
                if (item.tagName === "LI") { total += 1; if (visible) shown += 1; }
              }
              document.getElementById("shown").textContent = shown + " of " + total + " shown";
            }
            function showAll() {
              for (const select of document.querySelectorAll("select[data-axis]")) select.value = "";
              applyFilters();
            }
            </script></head><body><main>

            """
        if count == 0 {
            out += "<h1>No failing snapshots</h1>\n"
        } else {
            out += "<h1>\(count) failing snapshot\(count == 1 ? "" : "s")</h1>\n"
            out += "<p>Comparison: \(escape(tolerance)). Red in the diff marks differing pixels over the faded "
            out += "actual image.</p>\n"
        }
        let errors = count - failedCount
        if errors > 0 {
            out += "<p>\(failedCount) failed, \(errors) could not run.</p>\n"
        }
        if count > 0 { out += summary }
        if let audit { out += auditSection(audit) }
        for (number, item) in listed.enumerated() {
            let attributes = " id=\"v\(number)\"" + dataAttributes(item)
            switch item.problem {
            case let .failed(failure): out += section(failure, id: "flip\(number)", attributes: attributes)
            case let .error(name, message):
                out += "<section class=\"error\"\(attributes)><h2>\(escape(name))</h2>\n"
                out += "<p class=\"reason\">could not run: \(escape(message))</p>\n</section>\n"
            }
        }
        out += "</main></body></html>\n"
        return out
    }

    /// `data-variant` and one `data-<axis>` attribute per axis: what the filters match.
    private func dataAttributes(_ item: Listed) -> String {
        var out = " data-variant=\"\(escape(item.variant))\" data-scene=\"\(escape(item.scene))\""
        for axis in item.axes?.values ?? [] { out += " data-\(axis.attribute)=\"\(escape(axis.value))\"" }
        return out
    }

    /// The grid of failing variants and its filters: one select per axis on which the listed
    /// variants differ (a filter with one value hides nothing), its values in matrix order.
    private var summary: String {
        var out = "<nav aria-labelledby=\"summary\"><h2 id=\"summary\">Failing variants</h2>\n"
        var filters: [(attribute: String, label: String, values: [String])] = [
            ("scene", "Scene", distinct(listed.map(\.scene)))
        ]
        for (index, axis) in ReportAxes.axes.enumerated() {
            filters.append((axis.attribute, axis.label, distinct(listed.compactMap { $0.axes?.values[index].value })))
        }
        let useful = filters.filter { $0.values.count > 1 }
        if !useful.isEmpty {
            out += "<div class=\"filters\" role=\"group\" aria-label=\"Filter the failing variants\">\n"
            for filter in useful {
                out += "<label>\(filter.label) <select data-axis=\"\(filter.attribute)\" onchange=\"applyFilters()\">"
                out += "<option value=\"\">all</option>"
                for value in filter.values { out += "<option>\(escape(value))</option>" }
                out += "</select></label>\n"
            }
            out += "<button type=\"button\" onclick=\"showAll()\">show all</button>\n"
            out += "<output id=\"shown\" aria-live=\"polite\">\(listed.count) of \(listed.count) shown</output>\n"
            out += "</div>\n"
        }
        out += "<ul class=\"grid\">\n"
        for (number, item) in listed.enumerated() {
            out += "<li\(dataAttributes(item))><a href=\"#v\(number)\">"
            switch item.problem {
            case let .failed(failure):
                // The actual image, scaled by the browser: no second file to write or keep.
                if let actual = failure.artifacts?.actual {
                    out += "<img src=\"\(escape(actual))\" alt=\"\" loading=\"lazy\">"
                } else {
                    out += "<span class=\"none\">no image</span>"
                }
            case .error: out += "<span class=\"none\">could not run</span>"
            }
            out += "<span class=\"name\">\(escape(item.scene)) [\(escape(item.variant))]</span></a></li>\n"
        }
        return out + "</ul>\n</nav>\n"
    }

    private func distinct(_ values: [String]) -> [String] {
        var seen: [String] = []
        for value in values where !seen.contains(value) { seen.append(value) }
        return seen
    }

    /// The audit's new findings, one table row each, and the baseline's counts.
    private func auditSection(_ audit: ReportAudit) -> String {
        let new = audit.new.count
        var out = "<section id=\"accessibility\" class=\"audit\"><h2>Accessibility</h2>\n"
        out += "<p>\(audit.variants) variant\(audit.variants == 1 ? "" : "s") audited: \(new) new finding"
        out += "\(new == 1 ? "" : "s"), \(audit.baselined) in the baseline, \(audit.fixed) fixed.</p>\n"
        guard new > 0 else { return out + "</section>\n" }
        out += "<table class=\"findings\"><thead><tr><th scope=\"col\">rule</th><th scope=\"col\">view</th>"
        out += "<th scope=\"col\">finding</th><th scope=\"col\">measured</th><th scope=\"col\">threshold</th>"
        out += "<th scope=\"col\">first category</th><th scope=\"col\">variants</th><th scope=\"col\">where</th>"
        out += "</tr></thead><tbody>\n"
        for finding in audit.new {
            out += "<tr><th scope=\"row\"><code>\(escape(finding.code.rawValue))</code></th>"
            guard case let .audit(measure) = finding.payload else {
                // Not a rule's measurement (none is today): its sentence, whole.
                out += "<td colspan=\"7\">\(escape(finding.message))</td></tr>\n"
                continue
            }
            let measured = measure.needsReview ? "needs review" : Self.number(measure.measured, measure.unit)
            var first = measure.firstCategory ?? "—"
            if let passes = measure.passesAtDefault { first += passes ? "; passes at l" : "; fails at l" }
            out += "<td>\(escape(measure.view))</td><td>\(escape(measure.detail))<br><small>"
            out += "\(escape(measure.reference))</small></td><td>\(escape(measured))</td>"
            out += "<td>\(escape(Self.number(measure.threshold, measure.unit)))</td><td>\(escape(first))</td>"
            out += "<td>\(escape(measure.variants.joined(separator: ", ")))</td>"
            out += "<td>\(escape(finding.location.map(\.prefix) ?? "—"))</td></tr>\n"
        }
        return out + "</tbody></table>\n</section>\n"
    }

    /// A measurement as the audit's text prints it: `30 pt`, `4.48:1`.
    static func number(_ value: Double, _ unit: String) -> String {
        unit == ":1" ? "\(AuditMeasurement.formatRatio(value)):1" : "\(formatPoints(value)) \(unit)"
    }

    private func section(_ failure: SnapshotFailure, id: String, attributes: String) -> String {
        var out = "<section\(attributes)><h2>\(escape(failure.name))</h2>\n"
        for reason in failure.reasons { out += "<p class=\"reason\">\(escape(reason))</p>\n" }
        if let page = failure.artifacts?.inspector {
            out += "<p class=\"inspect\"><a href=\"\(escape(page))\">Open in the inspector</a></p>\n"
        }
        out += "<div class=\"images\">\n"
        if let files = failure.artifacts {
            if let expected = files.expected, let actual = files.actual {
                out += """
                    <figure><figcaption>flip: <span id="\(id)-label">expected</span>
                    <button onclick="flip('\(id)')">expected ⇄ actual</button></figcaption>
                    <img id="\(id)" src="\(escape(expected))" data-expected="\(escape(expected))"
                    data-actual="\(escape(actual))" data-showing="expected" alt="expected or actual, as the label says"></figure>

                    """
                out += figure("expected", expected)
            }
            if let actual = files.actual { out += figure("actual", actual) }
            if let diff = files.diff { out += figure("diff", diff) }
            if let debug = files.debug { out += figure("debug (conflicts and ambiguity)", debug) }
            // Other strategies' images, by key.
            for (key, path) in files.others where path.hasSuffix(".png") { out += figure(escape(key), path) }
        }
        out += "</div>\n<h3>What moved</h3>\n<pre>"
        out += escape(failure.frameDiff.isEmpty ? "(no frame changed)" : failure.frameDiff.description)
        out += "</pre>\n"
        out += movesTable(failure)
        if let explanation = failure.explanation {
            out += "<h3>Conflicts and ambiguity</h3>\n<pre>" + escape(explanation) + "</pre>\n"
        }
        if let files = failure.artifacts {
            var links: [String] = []
            if let frames = files.frames { links.append("<a href=\"\(escape(frames))\">both text snapshots</a>") }
            if let composite = files.composite { links.append("<a href=\"\(escape(composite))\">side by side</a>") }
            if let explanation = files.explanation {
                links.append("<a href=\"\(escape(explanation))\">explanation of the conflicts and ambiguity</a>")
            }
            // Other strategies' files that are not images, by key.
            for (key, path) in files.others where !path.hasSuffix(".png") {
                links.append("<a href=\"\(escape(path))\">\(escape(key))</a>")
            }
            if !links.isEmpty { out += "<p>" + links.joined(separator: " · ") + "</p>\n" }
        }
        return out + "</section>\n"
    }

    /// Each moved view's old and new frame, read from the frames strategy's artifact (both
    /// text snapshots); nothing when there is none or no view moved.
    private func movesTable(_ failure: SnapshotFailure) -> String {
        guard let files = failure.artifacts, let path = files.frames,
            let bytes = SnapshotFiles.read(SnapshotFiles.join(files.directory, path))
        else { return "" }
        let moves = FrameDiff.moves(inArtifact: String(decoding: bytes, as: UTF8.self))
        guard !moves.isEmpty else { return "" }
        var out = "<h3>Frames that moved</h3>\n<table class=\"moves\"><thead><tr><th scope=\"col\">view</th>"
        out += "<th scope=\"col\">expected</th><th scope=\"col\">actual</th></tr></thead><tbody>\n"
        for move in moves {
            out += "<tr><th scope=\"row\">\(escape(move.view))</th><td>\(move.from.map(\.description) ?? "absent")</td>"
            out += "<td>\(move.to.map(\.description) ?? "absent")</td></tr>\n"
        }
        return out + "</tbody></table>\n"
    }

    private func figure(_ caption: String, _ path: String) -> String {
        "<figure><figcaption>\(caption)</figcaption><img src=\"\(escape(path))\" alt=\"\(caption)\"></figure>\n"
    }

    private func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
