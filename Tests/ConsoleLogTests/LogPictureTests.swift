import AutoLayout
import Foundation
import Testing

@testable import ConsoleLog

/// `plumb explain --log --output`'s layout (issue 19, "Outputs"), worked by hand.
@Suite struct LogPictureTests {
    /// `modern`: UIKit broke [2], the label's bottom. Listed in order, the engine would break
    /// the last conflicting entry instead; activated last, [2] is the one crossed out. With
    /// [2] out: the view is 0 tall at the top left, 120 wide (chosen); the label 12 below
    /// its top and 44 tall (chosen), its left 16 in (chosen). [5] `width == - 16` is broken on
    /// its own (sizes are never negative), so the view keeps its chosen 120.
    @Test func theModernFixture() throws {
        let log = try #require(ConsoleLog.parse(ConsoleLogTests.modern).first)
        let picture = LogPicture(LogAnalysis(log))
        let broken = picture.diagnosis.constraints.filter { $0.state == .broken }.map(\.description)
        // Broken constraints are listed in the order they were broken: [2] came last.
        #expect(broken == ["#5 UIView #1.Width = -16", "#2 UIView #1.Bottom = UILabel 'Count: 12 items'.Bottom + 12"])
        #expect(picture.diagnosis.ambiguities.isEmpty)
        #expect(!picture.diagnosis.constraints.contains { $0.description.hasPrefix("chosen:") })
        let frames = Dictionary(uniqueKeysWithValues: picture.diagnosis.layout.entries.map { ($0.name, $0.frame) })
        let m = LogPicture.margin
        // The view and the button are top-level, stacked in order of first mention; the counter
        // view follows the button by the standard gap.
        #expect(frames["UIView #1"] == Rect(x: m, y: m, width: 120, height: 0))
        #expect(frames["UILabel 'Count: 12 items'"] == Rect(x: m + 16, y: m + 12, width: 120, height: 44))
        let button = try #require(frames["UIButton 'Reset'"])
        let counter = try #require(frames["CounterView #1"])
        #expect(counter.x == button.x + button.width + 8)
        #expect(counter.width == 0.5 * 120 - 16)
    }

    /// The canvas fits the views with the margin all round, and is never narrower than the legend.
    @Test func theCanvasFitsTheViews() throws {
        let log = try #require(
            ConsoleLog.parse(
                """
                (
                    "<NSLayoutConstraint:0x1 UIView:0x10.width == 900   (active)>",
                    "<NSLayoutConstraint:0x2 UIView:0x10.height == 500   (active)>",
                    "<NSLayoutConstraint:0x3 UIView:0x10.height == 400   (active)>"
                )
                Will attempt to recover by breaking constraint <NSLayoutConstraint:0x3 UIView:0x10.height == 400   (active)>
                """
            ).first)
        let picture = LogPicture(LogAnalysis(log))
        let m = LogPicture.margin
        #expect(picture.diagnosis.layout.environment.size == Size(width: 900 + 2 * m, height: 500 + 2 * m))
        #expect(picture.diagnosis.layout.entries.last?.frame == Rect(x: m, y: m, width: 900, height: 500))
        #expect(
            picture.diagnosis.constraints.filter { $0.state == .broken }.map(\.description)
                == ["#2 UIView #1.Height = 400"])

        let small = try #require(
            ConsoleLog.parse(
                """
                (
                    "<NSLayoutConstraint:0x1 UIView:0x10.width == 10   (active)>",
                    "<NSLayoutConstraint:0x2 UIView:0x10.width == 20   (active)>"
                )
                """
            ).first)
        #expect(
            LogPicture(LogAnalysis(small)).diagnosis.layout.environment.size
                == Size(width: LogPicture.smallestSize.width, height: 44 + 2 * m))
    }

    /// Views the log relates only through each other would tie on their chosen sizes (the
    /// container 32 taller than its content: which one keeps 44?); the ranks decide, the
    /// content's size wins, and nothing is drawn ambiguous.
    @Test func chosenSizesNeverTie() throws {
        let log = try #require(
            ConsoleLog.parse(
                """
                (
                    "<NSLayoutConstraint:0x1 V:|-(16)-[UILabel:0x30'Name']   (active, names: '|':UIView:0x20 )>",
                    "<NSLayoutConstraint:0x2 V:[UILabel:0x30'Name']-(16)-|   (active, names: '|':UIView:0x20 )>"
                )
                """
            ).first)
        let picture = LogPicture(LogAnalysis(log))
        #expect(picture.diagnosis.ambiguities.isEmpty)
        let frames = Dictionary(uniqueKeysWithValues: picture.diagnosis.layout.entries.map { ($0.name, $0.frame) })
        #expect(frames["UILabel 'Name'"]?.height == 44)
        #expect(frames["UIView #1"]?.height == 76)
    }
}
