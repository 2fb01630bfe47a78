import TestSupport
import Testing

@testable import AutoLayout

/// The fields that make two constraints the same, with names so a failing comparison reads.
private struct ConstraintShape: Equatable, CustomStringConvertible {
    let first: ObjectIdentifier
    let second: ObjectIdentifier?
    let text: String

    init(_ constraint: LayoutConstraint) {
        first = ObjectIdentifier(constraint.firstItem)
        second = constraint.secondItem.map { ObjectIdentifier($0) }
        text =
            "\(constraint.firstItem.name).\(constraint.firstAttribute) \(constraint.relation.rawValue) "
            + "\(constraint.multiplier) × \(constraint.secondItem?.name ?? "nil").\(constraint.secondAttribute)"
            + " + \(constraint.constant) @\(constraint.priority.value)"
    }

    var description: String { text }
}

private func expectSame(
    _ actual: [LayoutConstraint], _ expected: [LayoutConstraint],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(actual.map(ConstraintShape.init) == expected.map(ConstraintShape.init), sourceLocation: sourceLocation)
}

private func prioritized(_ constraint: LayoutConstraint, _ value: Double) -> LayoutConstraint {
    constraint.priority = Priority(value)
    return constraint
}

/// A root with subviews named as given, ready for constraints.
private func makeTree(_ names: String...) -> (root: View, views: [String: View]) {
    let root = View(name: "Root")
    var views: [String: View] = [:]
    for name in names {
        let view = View(name: name)
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        views[name] = view
    }
    return (root, views)
}

private func vfl(
    _ format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
    _ views: [String: View]
) throws -> [LayoutConstraint] {
    try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
}

private func solve(_ root: View, _ environment: Environment = Environment(device: .iPhone8)) -> Layout {
    LayoutEngine(root: root, environment: environment).layout()
}

/// The error a format throws, or nil (recorded as a failure) when it does not throw.
private func formatError(
    _ format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
    _ views: [String: LayoutItem], sourceLocation: SourceLocation = #_sourceLocation
)
    -> VisualFormatError?
{
    do {
        let made = try LayoutConstraint.constraints(
            withVisualFormat: format, options: options, metrics: metrics,
            views: views)
        Issue.record("'\(format)' gave \(made) instead of an error", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

@Suite struct VisualFormatTests {
    // MARK: - Shapes against anchors

    @Test func fixedSpacingBetweenSiblings() throws {
        let (_, v) = makeTree("a", "b")
        let a = try #require(v["a"]), b = try #require(v["b"])
        expectSame(try vfl("[a]-8-[b]", v), [b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)])
        expectSame(
            try vfl("H:[a]-(12.5)-[b]", v), [b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 12.5)])
    }

    @Test func standardSpacingBetweenSiblingsIsEight() throws {
        let (_, v) = makeTree("a", "b")
        let a = try #require(v["a"]), b = try #require(v["b"])
        expectSame(try vfl("[a]-[b]", v), [b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)])
    }

    @Test func adjacentViewsAreFlush() throws {
        let (root, v) = makeTree("a", "b")
        let a = try #require(v["a"]), b = try #require(v["b"])
        expectSame(
            try vfl("|[a][b]|", v),
            [
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                root.trailingAnchor.constraint(equalTo: b.trailingAnchor),
            ])
    }

    @Test func fixedSpacingToTheSuperview() throws {
        let (root, v) = makeTree("a")
        let a = try #require(v["a"])
        expectSame(
            try vfl("|-20-[a]-12-|", v),
            [
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                root.trailingAnchor.constraint(equalTo: a.trailingAnchor, constant: 12),
            ])
    }

    @Test func standardSpacingToTheSuperviewUsesItsMargins() throws {
        let (root, v) = makeTree("a")
        let a = try #require(v["a"])
        expectSame(
            try vfl("|-[a]-|", v),
            [
                try LayoutConstraint(
                    item: a, attribute: .leading, relatedBy: .equal, toItem: root,
                    attribute: .leadingMargin, multiplier: 1, constant: 0),
                try LayoutConstraint(
                    item: root, attribute: .trailingMargin, relatedBy: .equal, toItem: a,
                    attribute: .trailing, multiplier: 1, constant: 0),
            ])
        expectSame(
            try vfl("V:|-[a]-|", v),
            [
                try LayoutConstraint(
                    item: a, attribute: .top, relatedBy: .equal, toItem: root,
                    attribute: .topMargin, multiplier: 1, constant: 0),
                try LayoutConstraint(
                    item: root, attribute: .bottomMargin, relatedBy: .equal, toItem: a,
                    attribute: .bottom, multiplier: 1, constant: 0),
            ])
    }

    @Test func spacingPredicateListsGiveOneConstraintEach() throws {
        let (_, v) = makeTree("a", "b")
        let a = try #require(v["a"]), b = try #require(v["b"])
        expectSame(
            try vfl("[a]-(>=8,<=20@750)-[b]", v),
            [
                b.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 8),
                prioritized(b.leadingAnchor.constraint(lessThanOrEqualTo: a.trailingAnchor, constant: 20), 750),
            ])
        expectSame(try vfl("[a]-(-4)-[b]", v), [b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: -4)])
    }

    @Test func constantSizePredicates() throws {
        let (_, v) = makeTree("a")
        let a = try #require(v["a"])
        expectSame(
            try vfl("[a(>=70,<=100)]", v),
            [
                a.widthAnchor.constraint(greaterThanOrEqualToConstant: 70),
                a.widthAnchor.constraint(lessThanOrEqualToConstant: 100),
            ])
        expectSame(try vfl("V:[a(50@750)]", v), [prioritized(a.heightAnchor.constraint(equalToConstant: 50), 750)])
        #expect(try vfl("[a(50)]", v).first?.secondAttribute == .notAnAttribute)
    }

    @Test func sizePredicatesRelatingViews() throws {
        let (_, v) = makeTree("a", "b")
        let a = try #require(v["a"]), b = try #require(v["b"])
        expectSame(
            try vfl("[a]-[b(==a)]", v),
            [
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
                b.widthAnchor.constraint(equalTo: a.widthAnchor),
            ])
        expectSame(
            try vfl("V:[a(<=b@500)]", v),
            [
                prioritized(a.heightAnchor.constraint(lessThanOrEqualTo: b.heightAnchor), 500)
            ])
    }

    @Test func metricsStandForNumbersAndPriorities() throws {
        let (root, v) = makeTree("a")
        let a = try #require(v["a"])
        let metrics = ["pad": 15.0, "wide": 120, "strong": 900]
        expectSame(
            try vfl("|-pad-[a(wide@strong)]-(>=pad)-|", metrics: metrics, v),
            [
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 15),
                prioritized(a.widthAnchor.constraint(equalToConstant: 120), 900),
                root.trailingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 15),
            ])
    }

    @Test func verticalFormatsUseTopAndBottom() throws {
        let (root, v) = makeTree("a", "b")
        let a = try #require(v["a"]), b = try #require(v["b"])
        expectSame(
            try vfl("V:|-10-[a(44)]-[b]|", v),
            [
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                a.heightAnchor.constraint(equalToConstant: 44),
                b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8),
                root.bottomAnchor.constraint(equalTo: b.bottomAnchor),
            ])
    }

    @Test func leftToRightOptionUsesLeftAndRight() throws {
        let (root, v) = makeTree("a", "b")
        let a = try #require(v["a"]), b = try #require(v["b"])
        expectSame(
            try vfl("|-10-[a]-[b]-|", options: .directionLeftToRight, v),
            [
                a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 8),
                try LayoutConstraint(
                    item: root, attribute: .rightMargin, relatedBy: .equal, toItem: b,
                    attribute: .right, multiplier: 1, constant: 0),
            ])
    }

    @Test func rightToLeftOptionRunsTheViewsFromTheRight() throws {
        let (root, v) = makeTree("a", "b")
        let a = try #require(v["a"]), b = try #require(v["b"])
        expectSame(
            try vfl("|-10-[a]-[b]-5-|", options: .directionRightToLeft, v),
            [
                root.rightAnchor.constraint(equalTo: a.rightAnchor, constant: 10),
                a.leftAnchor.constraint(equalTo: b.rightAnchor, constant: 8),
                b.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
            ])
    }

    @Test func alignmentOptionsAlignEveryViewWithTheFirst() throws {
        let (_, v) = makeTree("a", "b", "c")
        let a = try #require(v["a"]), b = try #require(v["b"]), c = try #require(v["c"])
        expectSame(
            try vfl("[a][b][c]", options: [.alignAllTop, .alignAllBottom], v),
            [
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                c.leadingAnchor.constraint(equalTo: b.trailingAnchor),
                b.topAnchor.constraint(equalTo: a.topAnchor),
                b.bottomAnchor.constraint(equalTo: a.bottomAnchor),
                c.topAnchor.constraint(equalTo: a.topAnchor),
                c.bottomAnchor.constraint(equalTo: a.bottomAnchor),
            ])
        expectSame(
            try vfl("V:[a][b]", options: .alignAllCenterX, v),
            [
                b.topAnchor.constraint(equalTo: a.bottomAnchor),
                b.centerXAnchor.constraint(equalTo: a.centerXAnchor),
            ])
    }

    @Test func baselineAlignmentIsTheLastBaseline() throws {
        let (_, v) = makeTree("a", "b")
        let a = try #require(v["a"]), b = try #require(v["b"])
        #expect(FormatOptions.alignAllBaseline == .alignAllLastBaseline)
        expectSame(
            try vfl("[a]-[b]", options: .alignAllBaseline, v),
            [
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
                b.lastBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor),
            ])
    }

    @Test func layoutGuidesCanBeViews() throws {
        let (root, v) = makeTree("a")
        let a = try #require(v["a"])
        let spacer = LayoutGuide(name: "spacer")
        root.addLayoutGuide(spacer)
        let views: [String: LayoutItem] = ["a": a, "spacer": spacer]
        let made = try LayoutConstraint.constraints(withVisualFormat: "|[spacer(==a)][a]", views: views)
        expectSame(
            made,
            [
                spacer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                spacer.widthAnchor.constraint(equalTo: a.widthAnchor),
                a.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            ])
    }

    @Test func constraintsDescribeThemselvesInTheGuideNotation() throws {
        let (_, v) = makeTree("a", "b")
        let made = try vfl("[a]-8-[b(>=40@750)]", v)
        #expect(made.map(\.description) == ["b.Leading = a.Trailing + 8", "b.Width >= 40 (Priority 750)"])
        #expect(made.allSatisfy { $0.writtenAs == nil && !$0.isActive })
    }

    // MARK: - Frames

    @Test func framesOfARowBetweenTheMargins() throws {
        let (root, v) = makeTree("a", "b")
        try LayoutConstraint.activate(try vfl("H:|-[a]-8-[b(==a)]-|", options: .alignAllTop, v))
        try LayoutConstraint.activate(try vfl("V:|-20-[a(44)]", v))
        try LayoutConstraint.activate(try vfl("V:[b(30)]", v))
        let layout = solve(root)
        // 375 - 2 × 16 margins - 8 = 335, split evenly.
        expectFrame(layout, "a", x: 16, y: 20, width: 167.5, height: 44)
        expectFrame(layout, "b", x: 191.5, y: 20, width: 167.5, height: 30)
    }

    @Test func framesOfAColumn() throws {
        let (root, v) = makeTree("a", "b")
        try LayoutConstraint.activate(try vfl("V:|-30-[a(100)]-[b]-40-|", v))
        try LayoutConstraint.activate(try vfl("H:|[a]|", v))
        try LayoutConstraint.activate(try vfl("H:|-[b]-|", v))
        let layout = solve(root)
        expectFrame(layout, "a", x: 0, y: 30, width: 375, height: 100)
        expectFrame(layout, "b", x: 16, y: 138, width: 343, height: 489)
    }

    @Test func rightToLeftEnvironmentFlipsLeadingFormats() throws {
        let (root, v) = makeTree("a")
        try LayoutConstraint.activate(try vfl("H:|-20-[a(100)]", v))
        try LayoutConstraint.activate(try vfl("V:|-20-[a(50)]", v))
        let rtl = solve(root, Environment(device: .iPhone8, direction: .rightToLeft))
        expectFrame(rtl, "a", x: 375 - 20 - 100, y: 20, width: 100, height: 50)
    }

    @Test func rightToLeftOptionIsAbsolute() throws {
        let (root, v) = makeTree("a", "b")
        try LayoutConstraint.activate(try vfl("H:|-20-[a(100)]-10-[b(50)]", options: .directionRightToLeft, v))
        try LayoutConstraint.activate(try vfl("V:|[a(50)][b(50)]", v))
        let layout = solve(root)
        expectFrame(layout, "a", x: 255, width: 100)
        expectFrame(layout, "b", x: 195, width: 50)
        // The option names left and right, so a right-to-left environment changes nothing.
        let rtl = solve(root, Environment(device: .iPhone8, direction: .rightToLeft))
        expectFrame(rtl, "a", x: 255, width: 100)
    }

    // MARK: - Errors

    @Test func unknownViewIsNamedAtItsColumn() throws {
        let (_, v) = makeTree("a")
        let error = try #require(formatError("H:|-[foo]-|", v))
        #expect(error.message.contains("'foo' is not a key in the views dictionary"))
        #expect(error.column == 5)
        #expect(error.format == "H:|-[foo]-|")
        #expect(error.description.hasSuffix("H:|-[foo]-|\n     ^"))
        #expect(error.description.hasPrefix("Unable to parse constraint format: "))
    }

    @Test func unknownMetricIsNamedAtItsColumn() throws {
        let (_, v) = makeTree("a", "b")
        let error = try #require(formatError("H:|-gap-[a]", v))
        #expect(error.message.contains("'gap' is not a key in the metrics dictionary"))
        #expect(error.column == 4)
        let inPriority = try #require(formatError("[a(50@p)]", metrics: ["q": 1], v))
        #expect(inPriority.message.contains("'p' is not a key in the metrics dictionary"))
        #expect(inPriority.column == 6)
        let inSize = try #require(formatError("[a(==c)]", v))
        #expect(inSize.message.contains("'c' is not a key in the metrics or views dictionaries"))
        #expect(inSize.column == 5)
    }

    @Test func missingClosingBracket() throws {
        let (_, v) = makeTree("a", "b")
        let atEnd = try #require(formatError("H:[a(50)", v))
        #expect(atEnd.message.contains("Expected ']' to close view 'a'"))
        #expect(atEnd.column == 8)
        let midway = try #require(formatError("[a-[b]", v))
        #expect(midway.message.contains("Expected ']' to close view 'a', but found '-'"))
        #expect(midway.column == 2)
    }

    @Test func priorityOutOfRange() throws {
        let (_, v) = makeTree("a", "b")
        let error = try #require(formatError("[a(50@2000)]", v))
        #expect(error.message.contains("Priority 2000 is out of range"))
        #expect(error.column == 6)
        let zero = try #require(formatError("[a]-(8@0)-[b]", v))
        #expect(zero.column == 7)
    }

    @Test func whitespaceIsRejected() throws {
        let (_, v) = makeTree("a", "b")
        let error = try #require(formatError("H:[a] -[b]", v))
        #expect(error.message.contains("Whitespace is not allowed"))
        #expect(error.column == 5)
        #expect(try #require(formatError(" [a]", v)).column == 0)
        #expect(try #require(formatError("[a(>= 8)]", v)).column == 5)
    }

    @Test func alignmentMustBePerpendicular() throws {
        let (_, v) = makeTree("a", "b")
        let error = try #require(formatError("H:[a]-[b]", options: .alignAllLeading, v))
        #expect(error.message.contains("Cannot align views by Leading in a horizontal format"))
        #expect(error.message.contains("perpendicular"))
        #expect(error.column == 0)
        let baseline = try #require(formatError("V:[a]-[b]", options: .alignAllBaseline, v))
        #expect(baseline.message.contains("LastBaseline in a vertical format"))
        #expect(baseline.column == 0)
    }

    @Test func barNeedsASuperview() throws {
        let orphan = View(name: "orphan")
        let views: [String: LayoutItem] = ["a": orphan]
        let leading = try #require(formatError("|-[a]", views))
        #expect(
            leading.message.contains(
                "Unable to interpret '|' character, because the related view 'a' doesn't have a superview"))
        #expect(leading.column == 0)
        let trailing = try #require(formatError("V:[a]-10-|", views))
        #expect(trailing.column == 9)
        // Without a '|' an orphan is fine.
        #expect(try LayoutConstraint.constraints(withVisualFormat: "[a(10)]", views: views).count == 1)
    }

    @Test func malformedRelationsAndPredicates() throws {
        let (_, v) = makeTree("a", "b")
        let relation = try #require(formatError("[a(=>50)]", v))
        #expect(relation.message.contains("Unknown relation '=>'"))
        #expect(relation.column == 3)
        #expect(try #require(formatError("[a(<50)]", v)).column == 3)
        let unclosed = try #require(formatError("[a]-(>=8-[b]", v))
        #expect(unclosed.message.contains("Expected ',' or ')'"))
        #expect(unclosed.column == 8)
        let number = try #require(formatError("[a(1.2.3)]", v))
        #expect(number.message.contains("'1.2.3' is not a number"))
        #expect(number.column == 3)
        #expect(try #require(formatError("[a]-8[b]", v)).column == 5)
    }

    @Test func malformedViewsAndStructure() throws {
        // The root is kept alive: superviews are weak, and `|` needs one.
        let (root, v) = makeTree("a", "b")
        defer { withExtendedLifetime(root) {} }
        let empty = try #require(formatError("H:|-[]", v))
        #expect(empty.message.contains("Expected a view name, but found ']'"))
        #expect(empty.column == 5)
        let garbage = try #require(formatError("[a]|x", v))
        #expect(garbage.message.contains("Expected the end of the format"))
        #expect(garbage.column == 4)
        #expect(try #require(formatError("[a]x", v)).column == 3)
        #expect(try #require(formatError("[a]-8-", v)).column == 6)
        #expect(try #require(formatError("", v)).column == 0)
        #expect(try #require(formatError("X:[a]", v)).column == 0)
        #expect(try #require(formatError("|-|", v)).column == 2)
    }

    @Test func conflictingDirectionOptions() throws {
        let (_, v) = makeTree("a")
        let error = try #require(formatError("[a]", options: [.directionLeftToRight, .directionRightToLeft], v))
        #expect(error.column == 0)
        #expect(error.message.contains("choose one"))
    }
}
