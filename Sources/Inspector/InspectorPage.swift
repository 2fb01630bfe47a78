/// Puts the inspector's page together: the markup, the style sheet and the script kept as
/// text in this module (no JS toolchain, no framework, nothing fetched), and the model's JSON
/// in a data block the script parses. The content security policy lets the page load
/// nothing from anywhere: a page that tried would fail visibly in the tests, not quietly
/// reach the network.
enum InspectorPage {
    static func html(title: String, model: JSONValue) -> String {
        // In JSON "<" occurs only inside strings, where \u003c is the same character; so no
        // "</script>" or "<!--" in a name can end the data block early.
        let data = model.text.replacingOccurrences(of: "<", with: "\\u003c")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; \
            script-src 'unsafe-inline'; img-src data:">
            <title>\(escape(title)) — Plumb inspector</title>
            <style>
            \(InspectorStyle.css)
            \(InspectorStyle.views)\(InspectorStyle.audit)</style>
            </head>
            <body>
            \(InspectorMarkup.body)
            <script type="application/json" id="plumb-model">\(data)</script>
            <script>
            \(InspectorScript.js)</script>
            </body>
            </html>

            """
    }

    /// Text for HTML: the five characters markup gives meaning to.
    static func escape(_ text: String) -> String {
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
