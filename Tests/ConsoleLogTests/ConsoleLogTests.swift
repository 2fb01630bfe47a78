import Foundation
import TestSupport
import Testing

@testable import ConsoleLog

/// Reading UIKit's console log (issue 19): the project's own fixtures in each form UIKit
/// prints (`reference/uikit-log-format.md`), and the real pastes of the study set.
@Suite struct ConsoleLogTests {
    /// iOS 10+: a prefixed header, tab-indented, the autoresizing note, quoted entries in
    /// parentheses with `(active, names: …)`, the footer's entry on the next line.
    static let modern = """
        2021-05-04 10:11:12.131415+0200 Tally Counter[901:2345] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
        (
            "<NSAutoresizingMaskLayoutConstraint:0x600001a0c0a0 h=--& v=--& UIView:0x7fa1c0d0a010.height == 0   (active)>",
            "<NSLayoutConstraint:0x600001a0c140 V:|-(12)-[UILabel:0x7fa1c0d0a200'Count: 12 items']   (active, names: '|':UIView:0x7fa1c0d0a010 )>",
            "<NSLayoutConstraint:0x600001a0c1e0 V:[UILabel:0x7fa1c0d0a200'Count: 12 items']-(12)-|   (active, names: '|':UIView:0x7fa1c0d0a010 )>",
            "<NSLayoutConstraint:0x600001a0c280 'UISV-spacing' H:[UIButton:0x7fa1c0d0a400'Reset']-(NSSpace(8))-[Tally.CounterView:0x7fa1c0d0a600]   (active)>",
            "<NSLayoutConstraint:0x600001a0c320 Tally.CounterView:0x7fa1c0d0a600.width == 0.5*UIView:0x7fa1c0d0a010.width - 16   (active)>",
            "<NSLayoutConstraint:0x600001a0c3c0 UIView:0x7fa1c0d0a010.width == - 16   (active)>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x600001a0c1e0 V:[UILabel:0x7fa1c0d0a200'Count: 12 items']-(12)-|   (active, names: '|':UIView:0x7fa1c0d0a010 )>

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
        """

    @Test func theModernForm() throws {
        let logs = ConsoleLog.parse(Self.modern)
        #expect(logs.count == 1)
        let log = try #require(logs.first)
        #expect(log.headerLine == 1)
        #expect(log.entries.count == 6)
        #expect(log.entries.allSatisfy { $0.problem == nil && $0.isActive })
        #expect(log.brokenIndex == 2)
        let mask = log.entries[0]
        #expect(
            mask.className == "NSAutoresizingMaskLayoutConstraint" && mask.horizontalFlags == "--&"
                && mask.verticalFlags == "--&")
        #expect(
            mask.body
                == .equation(
                    first: LogAnchor(
                        item: LogItem(className: "UIView", address: "0x7fa1c0d0a010"), attribute: "height"),
                    relation: .equal, multiplier: 1, second: nil, constant: 0))
        let top = log.entries[1]
        #expect(top.names["|"] == LogItem(className: "UIView", address: "0x7fa1c0d0a010"))
        #expect(
            top.body
                == .visualFormat(
                    LogVisualFormat(
                        isVertical: true,
                        elements: [
                            .superview, .gap(12, isSystemSpacing: false),
                            .item(
                                LogItem(className: "UILabel", address: "0x7fa1c0d0a200", text: "Count: 12 items"),
                                size: nil),
                        ], direction: nil)))
        let spacing = log.entries[3]
        #expect(spacing.identifier == "UISV-spacing")
        #expect(
            spacing.body
                == .visualFormat(
                    LogVisualFormat(
                        isVertical: false,
                        elements: [
                            .item(LogItem(className: "UIButton", address: "0x7fa1c0d0a400", text: "Reset"), size: nil),
                            .gap(8, isSystemSpacing: true),
                            .item(LogItem(className: "Tally.CounterView", address: "0x7fa1c0d0a600"), size: nil),
                        ], direction: nil)))
        #expect(
            log.entries[4].body
                == .equation(
                    first: LogAnchor(
                        item: LogItem(className: "Tally.CounterView", address: "0x7fa1c0d0a600"), attribute: "width"),
                    relation: .equal, multiplier: 0.5,
                    second: LogAnchor(
                        item: LogItem(className: "UIView", address: "0x7fa1c0d0a010"), attribute: "width"),
                    constant: -16))
        // The action-sheet one-liner: a space after the unary minus.
        #expect(
            log.entries[5].body
                == .equation(
                    first: LogAnchor(item: LogItem(className: "UIView", address: "0x7fa1c0d0a010"), attribute: "width"),
                    relation: .equal, multiplier: 1, second: nil, constant: -16))
    }

    /// iOS 6–8: one header line, unindented entries, `(Names: …)`, the broken entry on the
    /// footer's own line; several logs in one paste; Masonry keys, SnapKit sources,
    /// accessibility names, a multiplier after the item, square brackets and unquoted entries.
    static let older = """
        Mar  4 18:25:38 phone SpringBoard[57] <Warning>: Unable to simultaneously satisfy constraints.
        Probably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
        (
        "<NSLayoutConstraint:0xa330270 V:[UIView:0xa330100(768)]>",
        "<NSLayoutConstraint:0xa330300 V:|-(20)-[UIView:0xa330100]   (Names: '|':UIWindow:0xa32ff00 )>",
        "<NSLayoutConstraint:0xa330390 UIView:0xa330100.midY == + 70>"
        )

        Will attempt to recover by breaking constraint <NSLayoutConstraint:0xa330270 V:[UIView:0xa330100(768)]>
        > [LayoutConstraints] Unable to simultaneously satisfy constraints.
        > [
        > \t<MASLayoutConstraint:0x7f8a1 UIView:cv.width == 320>,
        > \t<SnapKit.LayoutConstraint:0x6000003b2a00@BalanceView.swift#55 UIButton:0x7f9a4.height == UIView:0x7f9a2.height * 0.5>,
        > \t<NSLayoutConstraint:0x600003457980 Username.centerY == UIView:cv.centerY + 4.5   (active, names: Username:0x1528ef800 )>,
        > \t<NSLayoutConstraint:0x600003457990 UIView:cv.width >= 400   (active)>
        > ]
        """

    @Test func olderFormsAndTwoLogsInOnePaste() throws {
        let logs = ConsoleLog.parse(Self.older)
        #expect(logs.count == 2)
        let first = try #require(logs.first)
        #expect(first.entries.count == 3 && first.brokenIndex == 0)
        #expect(
            first.entries[0].body
                == .visualFormat(
                    LogVisualFormat(
                        isVertical: true,
                        elements: [
                            .item(LogItem(className: "UIView", address: "0xa330100"), size: 768)
                        ], direction: nil)))
        #expect(first.entries[1].names["|"] == LogItem(className: "UIWindow", address: "0xa32ff00"))
        #expect(
            first.entries[2].body
                == .equation(
                    first: LogAnchor(item: LogItem(className: "UIView", address: "0xa330100"), attribute: "midY"),
                    relation: .equal, multiplier: 1, second: nil, constant: 70))
        let second = logs[1]
        #expect(second.entries.count == 4 && second.broken == nil)
        #expect(second.entries.allSatisfy { $0.problem == nil })
        #expect(
            second.entries[0].body
                == .equation(
                    first: LogAnchor(item: LogItem(className: "UIView", name: "cv"), attribute: "width"),
                    relation: .equal, multiplier: 1, second: nil, constant: 320))
        #expect(
            second.entries[1].className == "SnapKit.LayoutConstraint"
                && second.entries[1].source == "BalanceView.swift#55")
        #expect(
            second.entries[1].body
                == .equation(
                    first: LogAnchor(item: LogItem(className: "UIButton", address: "0x7f9a4"), attribute: "height"),
                    relation: .equal, multiplier: 0.5,
                    second: LogAnchor(item: LogItem(className: "UIView", address: "0x7f9a2"), attribute: "height"),
                    constant: 0))
        #expect(second.entries[2].names["Username"] == LogItem(className: nil, address: "0x1528ef800"))
        #expect(
            second.entries[2].body
                == .equation(
                    first: LogAnchor(item: LogItem(name: "Username"), attribute: "centerY"), relation: .equal,
                    multiplier: 1,
                    second: LogAnchor(item: LogItem(className: "UIView", name: "cv"), attribute: "centerY"),
                    constant: 4.5))
        #expect(
            second.entries[3].body
                == .equation(
                    first: LogAnchor(item: LogItem(className: "UIView", name: "cv"), attribute: "width"),
                    relation: .greaterThanOrEqual, multiplier: 1, second: nil, constant: 400))
    }

    /// An entry that cannot be read is kept, marked, with its line; the rest are read.
    @Test func anUnreadableEntryIsKept() throws {
        let logs = ConsoleLog.parse(
            """
            (
                "<NSLayoutConstraint:0x1 UIView:0x2.width == UIView:0x3.height ~~ 7>",
                "<NSLayoutConstraint:0x4 UIView:0x2.width == 10>"
            )
            """)
        let log = try #require(logs.first)
        #expect(log.entries.count == 2)
        #expect(
            log.entries[0].line == 2
                && log.entries[0].problem == "unexpected '~~ 7' in 'UIView:0x2.width == UIView:0x3.height ~~ 7'")
        #expect(log.entries[1].problem == nil)
        #expect(ConsoleLog.parse("nothing to see here\n<html>not a log</html>").isEmpty)
    }

    /// UIKit's margin-guide constraints write their direction with no space before it.
    @Test func aDirectionStraightAfterTheLastElement() throws {
        let logs = ConsoleLog.parse(
            """
            (
                "<NSLayoutConstraint:0x5 'UIView-leftMargin-guide-constraint' H:|-(8)-[UILayoutGuide:0x6'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIView:0x7 )>"
            )
            """)
        let entry = try #require(logs.first?.entries.first)
        #expect(entry.problem == nil && entry.identifier == "UIView-leftMargin-guide-constraint")
        guard case let .visualFormat(format) = entry.body else {
            Issue.record("expected a visual format, got \(String(describing: entry.body))")
            return
        }
        #expect(format.direction == "LTR" && !format.isVertical && format.elements.count == 3)
    }

    /// The real pastes (others' text, read in place from ../shared): every listed
    /// constraint is read, and the broken one is found wherever the paste kept the footer.
    @Test(.enabled(if: SharedReference.isExpected, "reads ../shared/reference, absent on purpose here"))
    func theStudyPastes() throws {
        let folder = try SharedReference.folder("uikit-logs")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        // Per paste: entries listed (counted by hand), whether the footer survived.
        let expected: [String: (Int, Bool)] = [
            "01.txt": (3, true), "03.txt": (4, true), "05.txt": (4, true), "07.txt": (7, true), "09.txt": (2, true),
            "11.txt": (5, true), "13.txt": (1, false), "15.txt": (6, false), "17.txt": (3, true),
        ]
        for name in names.filter({ $0.hasSuffix(".txt") }).sorted() {
            let text = try String(contentsOfFile: folder.appendingPathComponent(name).path, encoding: .utf8)
            let logs = ConsoleLog.parse(text)
            let (count, hasFooter) = try #require(expected[name], "\(name) is new")
            let log = try #require(logs.last { !$0.entries.isEmpty }, "\(name)")
            #expect(log.entries.count == count, "\(name)")
            #expect(log.entries.allSatisfy { $0.problem == nil }, "\(name): \(log.entries.compactMap(\.problem))")
            #expect((log.brokenIndex != nil) == hasFooter, "\(name)")
        }
    }
}
