/// The HTML report of a run's failures: for each failing variant its reasons, a link to its
/// inspector page (`--inspect`), the expected, actual and diff images, a button that flips one
/// image between expected and actual (small shifts are easiest to see by flipping), what
/// moved and each moved view's old and new frame; each variant that could not run (a scene
/// that fails to load, a render that fails) with its message. One self-contained file next
/// to the images it links; no scripts beyond the flip.
struct SnapshotReport {
    /// A variant the report lists.
    enum Problem {
        case failed(SnapshotFailure)
        /// It could not run: its name and the error's message.
        case error(name: String, message: String)
    }

    let problems: [Problem]
    /// The comparison, as `Tolerance` describes it.
    let tolerance: String

    /// Writes `index.html` for the failures and errors of `results` into `directory`, or
    /// removes an older one when nothing failed; the report's path, or nil.
    static func write(_ results: SnapshotResults, in directory: String) throws(SnapshotError) -> String? {
        let index = SnapshotFiles.join(directory, "index.html")
        let problems = results.problems(in: directory)
        guard !problems.isEmpty else {
            SnapshotFiles.remove(index)
            return nil
        }
        try SnapshotFiles.writeText(SnapshotReport(problems: problems, tolerance: results.tolerance).html, to: index)
        return index
    }

    var failedCount: Int { problems.filter { if case .failed = $0 { true } else { false } }.count }

    var html: String {
        var out = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Plumb snapshots: \(problems.count) failing</title>
            <style>
            body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #222; }
            section { border-top: 1px solid #ccc; padding: 12px 0 24px; }
            .images { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
            figure { margin: 0; } figcaption { color: #666; margin-bottom: 4px; }
            img { max-width: 420px; border: 1px solid #ddd; image-rendering: pixelated; }
            pre { background: #f6f6f6; padding: 8px; overflow-x: auto; }
            .reason { color: #b00; }
            table.moves { border-collapse: collapse; font-variant-numeric: tabular-nums; }
            table.moves th, table.moves td { text-align: left; padding: 2px 12px 2px 0; border-bottom: 1px solid #ddd; }
            table.moves thead th { color: #555; font-weight: normal; }
            .inspect a { font-weight: 600; }
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
            <h1>\(problems.count) failing snapshot\(problems.count == 1 ? "" : "s")</h1>
            <p>Comparison: \(escape(tolerance)). Red in the diff marks differing pixels over the faded actual image.</p>

            """
        let errors = problems.count - failedCount
        if errors > 0 {
            out += "<p>\(failedCount) failed, \(errors) could not run.</p>\n"
        }
        for (number, problem) in problems.enumerated() {
            switch problem {
            case let .failed(failure): out += section(failure, id: "flip\(number)")
            case let .error(name, message):
                out += "<section class=\"error\"><h2>\(escape(name))</h2>\n"
                out += "<p class=\"reason\">could not run: \(escape(message))</p>\n</section>\n"
            }
        }
        out += "</body></html>\n"
        return out
    }

    private func section(_ failure: SnapshotFailure, id: String) -> String {
        var out = "<section><h2>\(escape(failure.name))</h2>\n"
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
