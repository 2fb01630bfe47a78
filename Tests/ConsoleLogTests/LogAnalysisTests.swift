import Foundation
import Testing
import AutoLayout
@testable import ConsoleLog

/// A log's constraints rebuilt and analysed (issue 19, "A reconstructed system", "Answers"),
/// against hand-worked examples.
@Suite struct LogAnalysisTests {
    /// `modern`, worked by hand: [0] the view is 0 tall (autoresizing); [1] the label's top is
    /// 12 below the view's; [2] the view's bottom 12 below the label's: a label −24 tall, so
    /// {0, 1, 2} conflict and breaking any one resolves it. [5] `width == - 16` conflicts
    /// alone (sizes are never negative), a second conflict.
    @Test func theModernFixture() throws {
        let log = try #require(ConsoleLog.parse(ConsoleLogTests.modern).first)
        let analysis = LogAnalysis(log)
        #expect(analysis.minimal == [0, 1, 2])
        #expect(analysis.broken == 2 && analysis.brokenResolves == true)
        #expect(analysis.alternatives == [.init(index: 0, resolves: true), .init(index: 1, resolves: true)])
        #expect(!analysis.satisfiableAsPrinted)
        #expect(analysis.parsed == Array(repeating: true, count: 6))
        #expect(analysis.equations[1] == "UILabel 'Count: 12 items'.Top = UIView #1.Top + 12")
        #expect(analysis.equations[2] == "UIView #1.Bottom = UILabel 'Count: 12 items'.Bottom + 12")
        #expect(analysis.equations[4] == "CounterView #1.Width = 0.5 x UIView #1.Width - 16")
        #expect(analysis.hints.map(\.index) == [0, 3, 5])
        #expect(analysis.hints[0].text.hasPrefix("UIView #1 translates its autoresizing mask into constraints (h=--& v=--&)"))
        #expect(analysis.hints[2].text.hasPrefix("width == - 16 is UIKit's own action-sheet constraint"))
    }

    /// A list that can all hold: nothing conflicts as printed, and a hint says what is
    /// missing.
    @Test func satisfiableAsPrinted() throws {
        let log = try #require(ConsoleLog.parse("""
            (
                "<NSLayoutConstraint:0x1 UILabel:0x10'Title'.leading == UIView:0x20.leading + 16   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0x20.trailing == UILabel:0x10'Title'.trailing + 16   (active)>"
            )
            """).first)
        let analysis = LogAnalysis(log)
        #expect(analysis.satisfiableAsPrinted && analysis.minimal.isEmpty && analysis.broken == nil)
        #expect(analysis.hints == [.init(index: nil, text: "the constraints as printed can all hold: the conflict needs "
            + "something the log leaves out, usually an intrinsic content size or a constraint UIKit did not print")])
    }

    /// The study pastes: each has a minimal set, or is satisfiable as printed with its reason.
    @Test func theStudyPastes() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../shared/reference/uikit-logs").standardized
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            print("skipped: the study pastes are not at \(folder.path)")
            return
        }
        for name in names.filter({ $0.hasSuffix(".txt") }).sorted() {
            let text = try String(contentsOfFile: folder.appendingPathComponent(name).path, encoding: .utf8)
            let log = try #require(ConsoleLog.parse(text).last { !$0.entries.isEmpty })
            let analysis = LogAnalysis(log)
            #expect(analysis.parsed.allSatisfy { $0 }, "\(name): \(analysis.equations)")
            #expect(!analysis.minimal.isEmpty || analysis.hints.contains { $0.index == nil }, "\(name)")
            if let broken = analysis.broken, !analysis.minimal.isEmpty {
                #expect(analysis.minimal.contains(broken) || analysis.brokenResolves == false, "\(name)")
            }
            print("\(name): minimal \(analysis.minimal), broken \(analysis.broken.map(String.init) ?? "-"), "
                + "resolves \(analysis.brokenResolves.map(String.init) ?? "-")")
        }
    }
}

/// Each well-known cause's hint, on a log written for it (issue 19, "Hints").
@Suite struct LogHintTests {
    static func hints(_ entries: [String]) throws -> [LogAnalysis.Hint] {
        let text = "(\n" + entries.map { "    \"\($0)\"," }.joined(separator: "\n") + "\n)\n"
        return LogAnalysis(try #require(ConsoleLog.parse(text).first)).hints
    }

    /// A cell 44 tall by the table view, its content wanting 100: lower one to 999.
    @Test func encapsulatedLayoutHeight() throws {
        let hints = try Self.hints([
            "<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x10.height == 44   (active)>",
            "<NSLayoutConstraint:0x2 V:|-(0)-[UIView:0x20]   (active, names: '|':UITableViewCellContentView:0x10 )>",
            "<NSLayoutConstraint:0x3 V:[UIView:0x20(100)]   (active)>",
            "<NSLayoutConstraint:0x4 V:[UIView:0x20]-(0)-|   (active, names: '|':UITableViewCellContentView:0x10 )>",
        ])
        #expect(hints == [.init(index: 0, text: "the table or collection view sets the cell's height "
            + "(UIView-Encapsulated-Layout-Height); lower the priority of one constraint of the cell's content on that "
            + "axis to 999")])
    }

    /// A hidden arranged subview's spacing still applies.
    @Test func stackViewHiding() throws {
        let hints = try Self.hints([
            "<NSLayoutConstraint:0x1 'UISV-hiding' UIView:0x20.height == 0   (active)>",
            "<NSLayoutConstraint:0x2 V:|-(8)-[UILabel:0x30'Name']   (active, names: '|':UIView:0x20 )>",
            "<NSLayoutConstraint:0x3 V:[UILabel:0x30'Name']-(8)-|   (active, names: '|':UIView:0x20 )>",
        ])
        #expect(hints.map(\.index) == [0])
        #expect(hints.first?.text == "a stack view is hiding an arranged subview (UISV-hiding): lower the priority of "
            + "a required size or spacing inside it to 999")
    }

    /// A container required to be 0 wide, whose content keeps its margins.
    @Test func collapsedContainer() throws {
        let hints = try Self.hints([
            "<NSLayoutConstraint:0x1 UIView:0x20.width == 0   (active)>",
            "<NSLayoutConstraint:0x2 H:|-(16)-[UILabel:0x30'Name']   (active, names: '|':UIView:0x20 )>",
            "<NSLayoutConstraint:0x3 H:[UILabel:0x30'Name']-(16)-|   (active, names: '|':UIView:0x20 )>",
        ])
        #expect(hints == [.init(index: 0, text: "UIView #1 is required to be 0 wide or tall (a collapsed container?): "
            + "what it holds cannot keep its own sizes and margins")])
    }
}
