import AutoLayout
import Foundation
import SceneFormat
import SceneModel
import TestSupport
import Testing

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
        #expect(
            analysis.hints[0].text.hasPrefix(
                "UIView #1 translates its autoresizing mask into constraints (h=--& v=--&)"))
        #expect(analysis.hints[2].text.hasPrefix("width == - 16 is UIKit's own action-sheet constraint"))
    }

    /// A list that can all hold: nothing conflicts as printed, and a hint says what is
    /// missing.
    @Test func satisfiableAsPrinted() throws {
        let log = try #require(
            ConsoleLog.parse(
                """
                (
                    "<NSLayoutConstraint:0x1 UILabel:0x10'Title'.leading == UIView:0x20.leading + 16   (active)>",
                    "<NSLayoutConstraint:0x2 UIView:0x20.trailing == UILabel:0x10'Title'.trailing + 16   (active)>"
                )
                """
            ).first)
        let analysis = LogAnalysis(log)
        #expect(analysis.satisfiableAsPrinted && analysis.minimal.isEmpty && analysis.broken == nil)
        #expect(
            analysis.hints == [
                .init(
                    index: nil,
                    text: "the constraints as printed can all hold: the conflict needs "
                        + "something the log leaves out, usually an intrinsic content size or a constraint UIKit did not print"
                )
            ])
    }

    /// The study pastes: each has a minimal set, or is satisfiable as printed with its reason.
    @Test(.enabled(if: SharedReference.isExpected, "reads ../shared/reference, absent on purpose here"))
    func theStudyPastes() throws {
        let folder = try SharedReference.folder("uikit-logs")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        for name in names.filter({ $0.hasSuffix(".txt") }).sorted() {
            let text = try String(contentsOfFile: folder.appendingPathComponent(name).path, encoding: .utf8)
            let log = try #require(ConsoleLog.parse(text).last { !$0.entries.isEmpty })
            let analysis = LogAnalysis(log)
            #expect(analysis.parsed.allSatisfy { $0 }, "\(name): \(analysis.equations)")
            #expect(!analysis.minimal.isEmpty || analysis.hints.contains { $0.index == nil }, "\(name)")
            if let broken = analysis.broken, !analysis.minimal.isEmpty {
                #expect(analysis.minimal.contains(broken) || analysis.brokenResolves == false, "\(name)")
            }
            // The scene it writes loads and conflicts exactly when the list does.
            let yaml = YAMLSceneWriter.yaml(LogScene.outline(analysis, file: name, number: 1))
            let scene = try SceneLoader().load(yaml: yaml, file: name)
            let conflicts = LayoutEngine(root: scene.root, environment: Environment(device: .iPhone8)).layout()
                .conflicts
            #expect(conflicts.isEmpty == analysis.satisfiableAsPrinted, "\(name)")
            // The picture crosses out what UIKit broke and shows no ambiguity the log lacks.
            let picture = LogPicture(analysis)
            #expect(picture.diagnosis.ambiguities.isEmpty, "\(name)")
            if let broken = analysis.broken, analysis.brokenResolves == true {
                #expect(
                    picture.diagnosis.constraints.contains {
                        $0.state == .broken && $0.description.hasPrefix("#\(broken) ")
                    },
                    "\(name)")
            }
            print(
                "\(name): minimal \(analysis.minimal), broken \(analysis.broken.map(String.init) ?? "-"), "
                    + "resolves \(analysis.brokenResolves.map(String.init) ?? "-")")
        }
    }
}

/// Minimal sets worked by hand on logs written for them (issue 19, "Answers").
@Suite struct LogMinimalSetTests {
    static func analysis(_ entries: [String], broken: String? = nil) throws -> LogAnalysis {
        var text = "(\n" + entries.map { "    \"\($0)\"," }.joined(separator: "\n") + "\n)\n"
        if let broken { text += "Will attempt to recover by breaking constraint \n\(broken)\n" }
        return LogAnalysis(try #require(ConsoleLog.parse(text).first))
    }

    /// README's example: the cell is 44 tall, so the image between 8-point gaps can be 28, not
    /// 60: {0, 1, 2, 8} conflict; the leading edge, the square ratio and the label's place
    /// (3–7) are listed by UIKit but take no part, and the minimal set leaves them out.
    @Test func bystandersAreLeftOut() throws {
        let analysis = try Self.analysis(
            [
                "<NSLayoutConstraint:0x1 UIImageView:0x10.height == 60   (active)>",
                "<NSLayoutConstraint:0x2 V:|-(8)-[UIImageView:0x10]   (active, names: '|':UITableViewCellContentView:0x20 )>",
                "<NSLayoutConstraint:0x3 V:[UIImageView:0x10]-(8)-|   (active, names: '|':UITableViewCellContentView:0x20 )>",
                "<NSLayoutConstraint:0x4 H:|-(16)-[UIImageView:0x10]   (active, names: '|':UITableViewCellContentView:0x20 )>",
                "<NSLayoutConstraint:0x5 UIImageView:0x10.width == UIImageView:0x10.height   (active)>",
                "<NSLayoutConstraint:0x6 H:[UIImageView:0x10]-(12)-[UILabel:0x30'Tart']   (active)>",
                "<NSLayoutConstraint:0x7 H:[UILabel:0x30'Tart']-(16)-|   (active, names: '|':UITableViewCellContentView:0x20 )>",
                "<NSLayoutConstraint:0x8 UILabel:0x30'Tart'.centerY == UIImageView:0x10.centerY   (active)>",
                "<NSLayoutConstraint:0x9 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x20.height == 44   (active)>",
            ], broken: "<NSLayoutConstraint:0x1 UIImageView:0x10.height == 60   (active)>")
        #expect(analysis.minimal == [0, 1, 2, 8])
        #expect(analysis.broken == 0 && analysis.brokenResolves == true)
        #expect(analysis.alternatives.map(\.index) == [1, 2, 8] && analysis.alternatives.allSatisfy(\.resolves))
    }

    /// UIKit broke [3], the label's minimum height, which is no part of the conflict: the view
    /// is 0 tall, so 8 above and 8 below leave the label −16 tall whatever its minimum (sizes
    /// are never negative). Breaking [3] resolves nothing; breaking any of {0, 1, 2} does.
    @Test func uikitsChoiceThatDoesNotResolve() throws {
        let analysis = try Self.analysis(
            [
                "<NSLayoutConstraint:0x1 UIView:0x20.height == 0   (active)>",
                "<NSLayoutConstraint:0x2 V:|-(8)-[UILabel:0x30'Name']   (active, names: '|':UIView:0x20 )>",
                "<NSLayoutConstraint:0x3 V:[UILabel:0x30'Name']-(8)-|   (active, names: '|':UIView:0x20 )>",
                "<NSLayoutConstraint:0x4 UILabel:0x30'Name'.height >= 10   (active)>",
            ], broken: "<NSLayoutConstraint:0x4 UILabel:0x30'Name'.height >= 10   (active)>")
        #expect(analysis.minimal == [0, 1, 2])
        #expect(analysis.broken == 3 && analysis.brokenResolves == false)
        #expect(
            analysis.alternatives == [
                .init(index: 0, resolves: true), .init(index: 1, resolves: true),
                .init(index: 2, resolves: true),
            ])
    }

    /// Two independent conflicts in one list: widths 100 and 200, heights 10 and 20. The
    /// minimal set is the first; breaking one width resolves it and leaves the heights'.
    @Test func twoConflictsInOneList() throws {
        let analysis = try Self.analysis([
            "<NSLayoutConstraint:0x1 UIView:0x20.width == 100   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0x20.height == 10   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0x20.width == 200   (active)>",
            "<NSLayoutConstraint:0x4 UIView:0x20.height == 20   (active)>",
        ])
        #expect(LogAnalysis.conflictSets(of: analysis.system) == [[0, 2], [1, 3]])
        #expect(analysis.minimal == [0, 2] && analysis.broken == nil)
        #expect(analysis.alternatives == [.init(index: 0, resolves: true), .init(index: 2, resolves: true)])
    }

    /// A chain: A's width is twice B's, B's is C's plus 10, C is 50 wide and A 100: 2 × 60 is
    /// not 100, so all four conflict, and a fifth entry on another view does not.
    @Test func aChainOfMultipliers() throws {
        let analysis = try Self.analysis([
            "<NSLayoutConstraint:0x1 UIView:0x10.width == 2*UIView:0x20.width   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0x20.width == UIView:0x30.width + 10   (active)>",
            "<NSLayoutConstraint:0x3 UILabel:0x40'x'.width == 30   (active)>",
            "<NSLayoutConstraint:0x4 UIView:0x30.width == 50   (active)>",
            "<NSLayoutConstraint:0x5 UIView:0x10.width == 100   (active)>",
        ])
        #expect(analysis.minimal == [0, 1, 3, 4])
        #expect(analysis.alternatives.count == 4 && analysis.alternatives.allSatisfy(\.resolves))
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
        #expect(
            hints == [
                .init(
                    index: 0,
                    text: "the table or collection view sets the cell's height "
                        + "(UIView-Encapsulated-Layout-Height); lower the priority of one constraint of the cell's content on that "
                        + "axis to 999")
            ])
    }

    /// A keyboard's input view sized by its host, not by a table: the hint says so.
    @Test func encapsulatedLayoutHeightOutsideACell() throws {
        let hints = try Self.hints([
            "<NSLayoutConstraint:0x1 UIInputView:0x10.height == 246   (active)>",
            "<NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Height' UIInputView:0x10.height == 216   (active)>",
        ])
        #expect(
            hints == [
                .init(
                    index: 1,
                    text: "UIInputView #1's host sets its height (UIView-Encapsulated-Layout-Height); "
                        + "lower the priority of one constraint inside it on that axis to 999")
            ])
    }

    /// A hidden arranged subview's spacing still applies.
    @Test func stackViewHiding() throws {
        let hints = try Self.hints([
            "<NSLayoutConstraint:0x1 'UISV-hiding' UIView:0x20.height == 0   (active)>",
            "<NSLayoutConstraint:0x2 V:|-(8)-[UILabel:0x30'Name']   (active, names: '|':UIView:0x20 )>",
            "<NSLayoutConstraint:0x3 V:[UILabel:0x30'Name']-(8)-|   (active, names: '|':UIView:0x20 )>",
        ])
        #expect(hints.map(\.index) == [0])
        #expect(
            hints.first?.text == "a stack view is hiding an arranged subview (UISV-hiding): lower the priority of "
                + "a required size or spacing inside it to 999")
    }

    /// A container required to be 0 wide, whose content keeps its margins.
    @Test func collapsedContainer() throws {
        let hints = try Self.hints([
            "<NSLayoutConstraint:0x1 UIView:0x20.width == 0   (active)>",
            "<NSLayoutConstraint:0x2 H:|-(16)-[UILabel:0x30'Name']   (active, names: '|':UIView:0x20 )>",
            "<NSLayoutConstraint:0x3 H:[UILabel:0x30'Name']-(16)-|   (active, names: '|':UIView:0x20 )>",
        ])
        #expect(
            hints == [
                .init(
                    index: 0,
                    text: "UIView #1 is required to be 0 wide or tall (a collapsed container?): "
                        + "what it holds cannot keep its own sizes and margins")
            ])
    }
}

/// The hints are findings: a stable code each, the view by id, located at the entry's line.
@Suite struct LogFindingTests {
    @Test func theModernFixturesHintsAsFindings() throws {
        let analysis = LogAnalysis(try #require(ConsoleLog.parse(ConsoleLogTests.modern).first))
        #expect(analysis.findings.map(\.code) == [.autoresizingMask, .stackViewHiding, .actionSheetWidth])
        #expect(analysis.findings.allSatisfy { $0.severity == .note })
        #expect(
            analysis.findings[0].items == [
                try #require(analysis.system.views.values.first { $0.name == "UIView #1" }).itemID
            ])
        let located = analysis.findings(in: "paste.txt")
        #expect(located.map { $0.location?.line } == [8, 11, 13])
        #expect(
            FindingLines.line(of: located[2]) == "paste.txt:13: note: width == - 16 is UIKit's own action-sheet "
                + "constraint (a known issue since iOS 12.2, openradar 49289931); it is harmless [action-sheet-width]")
    }
}
