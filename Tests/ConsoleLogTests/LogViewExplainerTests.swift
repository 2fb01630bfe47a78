import AutoLayout
import Testing

@testable import ConsoleLog

/// A console log's picture (`plumb inspect LOG`'s layout): every rebuilt view's answer from
/// `LayoutEngine.viewExplainer()` equals `explain(view:)`'s, with the log's broken entries
/// and the picture's chosen sizes among the lines.
@Suite struct LogViewExplainerTests {
    @Test func everyViewOfTheModernLog() throws {
        let log = try #require(ConsoleLog.parse(ConsoleLogTests.modern).first)
        let engine = LogPicture(LogAnalysis(log)).engine
        let explainer = engine.viewExplainer()
        var names: [String] = []
        engine.root.visit { view in
            let alone = engine.explain(view: view), together = explainer.explain(view: view)
            #expect(together.text == alone.text, "\(view.name)")
            #expect(String(reflecting: together) == String(reflecting: alone), "\(view.name)")
            names.append(view.name)
        }
        #expect(names.count >= 4, "\(names)")
        // The entry UIKit broke is among the view's lines, as broken.
        var view: View?
        engine.root.visit { if $0.name == "UIView #1" { view = $0 } }
        let text = explainer.explain(view: try #require(view)).text
        #expect(text.contains("\n  broken      #5 UIView #1.Width = -16\n"), "\(text)")
    }
}
