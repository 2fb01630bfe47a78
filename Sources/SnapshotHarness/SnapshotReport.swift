/// The HTML report of a run's failures: for each failing variant its reasons, the expected,
/// actual and diff images, a button that flips one image between expected and actual (small
/// shifts are easiest to see by flipping), and the frame diff. One self-contained file next
/// to the images it links; no scripts beyond the flip.
struct SnapshotReport {
    let failures: [SnapshotFailure]
    /// The comparison, as `Tolerance` describes it.
    let tolerance: String

    /// Writes `index.html` for the failures of `results` into `directory`, or removes an older
    /// one when nothing failed; the report's path, or nil.
    static func write(_ results: SnapshotResults, in directory: String) throws(SnapshotError) -> String? {
        let index = SnapshotFiles.join(directory, "index.html")
        let failures = results.failures(in: directory)
        guard !failures.isEmpty else {
            SnapshotFiles.remove(index)
            return nil
        }
        try SnapshotFiles.writeText(SnapshotReport(failures: failures, tolerance: results.tolerance).html, to: index)
        return index
    }

    var html: String {
        var out = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>Plumb snapshots: \(failures.count) failing</title>
            <style>
            body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #222; }
            section { border-top: 1px solid #ccc; padding: 12px 0 24px; }
            .images { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
            figure { margin: 0; } figcaption { color: #666; margin-bottom: 4px; }
            img { max-width: 420px; border: 1px solid #ddd; image-rendering: pixelated; }
            pre { background: #f6f6f6; padding: 8px; overflow-x: auto; }
            .reason { color: #b00; }
            </style>
            <script>
            function flip(id) {
              const img = document.getElementById(id);
              const showingExpected = img.dataset.showing !== "actual";
              img.src = showingExpected ? img.dataset.actual : img.dataset.expected;
              img.dataset.showing = showingExpected ? "actual" : "expected";
              document.getElementById(id + "-label").textContent = showingExpected ? "actual" : "expected";
            }
            </script></head><body>
            <h1>\(failures.count) failing snapshot\(failures.count == 1 ? "" : "s")</h1>
            <p>Comparison: \(escape(tolerance)). Red in the diff marks differing pixels over the faded actual image.</p>

            """
        for (number, failure) in failures.enumerated() {
            out += section(failure, id: "flip\(number)")
        }
        out += "</body></html>\n"
        return out
    }

    private func section(_ failure: SnapshotFailure, id: String) -> String {
        var out = "<section><h2>\(escape(failure.name))</h2>\n"
        for reason in failure.reasons { out += "<p class=\"reason\">\(escape(reason))</p>\n" }
        out += "<div class=\"images\">\n"
        if let files = failure.artifacts {
            if let expected = files.expected, let actual = files.actual {
                out += """
                    <figure><figcaption>flip: <span id="\(id)-label">expected</span>
                    <button onclick="flip('\(id)')">expected ⇄ actual</button></figcaption>
                    <img id="\(id)" src="\(escape(expected))" data-expected="\(escape(expected))"
                    data-actual="\(escape(actual))" data-showing="expected"></figure>

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
