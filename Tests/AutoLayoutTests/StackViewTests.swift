import TestSupport
import Testing

@testable import AutoLayout

/// Stack views against frames computed by hand. Every stack sits at (20, 100) on a 375 ×
/// 667 root; its arranged views are plain views with intrinsic sizes, so hugging (250)
/// and compression resistance (750) make every length exact.
@Suite struct StackViewTests {
    /// A horizontal stack of the given boxes, placed and optionally sized.
    func row(
        _ views: [View], spacing: Double = 0, width: Double? = nil, height: Double? = nil,
        configure: (StackView) -> Void = { _ in }
    ) throws -> (View, StackView) {
        let root = View(name: "Root")
        let stack = StackView(name: "Stack", arrangedSubviews: views)
        stack.performBatchUpdates {
            stack.spacing = spacing
            configure(stack)
        }
        try place(stack, in: root, width: width, height: height)
        return (root, stack)
    }

    // MARK: - Distribution

    @Test func fillStretchesTheLowestHuggingView() throws {
        let a = box("A", 50, 20), b = box("B", 60, 30)
        b.setContentHuggingPriority(251, for: .horizontal)
        let (root, _) = try row([a, b], spacing: 10, width: 300)
        // 300 − 110 − 10 = 180 spare points go to A; fill alignment makes both 30 tall
        // (B's compression resistance beats A's hugging).
        expectFrames(
            solveTree(root),
            [
                ("Stack", Rect(x: 20, y: 100, width: 300, height: 30)),
                ("A", Rect(x: 20, y: 100, width: 230, height: 30)),
                ("B", Rect(x: 260, y: 100, width: 60, height: 30)),
            ])
    }

    @Test func fillSettlesEqualHuggingByIndex() throws {
        // UIKit settles the tie by index: the first view stretches.
        let (root, _) = try row([box("A", 50, 20), box("B", 60, 20), box("C", 40, 20)], width: 300)
        expectFrames(
            solveTree(root),
            [
                ("A", Rect(x: 20, y: 100, width: 200, height: 20)),
                ("B", Rect(x: 220, y: 100, width: 60, height: 20)),
                ("C", Rect(x: 280, y: 100, width: 40, height: 20)),
            ])
    }

    @Test func aStackWithoutASizeTakesItsContentsSize() throws {
        let (root, _) = try row([box("A", 50, 20), box("B", 60, 30)], spacing: 8)
        expectFrames(
            solveTree(root),
            [
                ("Stack", Rect(x: 20, y: 100, width: 118, height: 30)),
                ("A", Rect(x: 20, y: 100, width: 50, height: 30)),
                ("B", Rect(x: 78, y: 100, width: 60, height: 30)),
            ])
    }

    @Test func fillEqually() throws {
        let (root, _) = try row([box("A", 50, 20), box("B", 60, 20), box("C", 70, 20)], spacing: 15, width: 300) {
            $0.distribution = .fillEqually
        }
        expectFrames(
            solveTree(root),
            [
                ("A", Rect(x: 20, y: 100, width: 90, height: 20)),
                ("B", Rect(x: 125, y: 100, width: 90, height: 20)),
                ("C", Rect(x: 230, y: 100, width: 90, height: 20)),
            ])
    }

    @Test func fillProportionallyUsesUIKitsMultipliers() throws {
        // Multipliers 100/160 and 50/160 of the stack's width at 999 and 998: the first holds
        // exactly, the last takes what is left.
        let (root, stack) = try row([box("A", 100, 20), box("B", 50, 20)], spacing: 10, width: 330) {
            $0.distribution = .fillProportionally
        }
        expectFrames(
            solveTree(root),
            [
                ("A", Rect(x: 20, y: 100, width: 206.25, height: 20)),
                ("B", Rect(x: 236.25, y: 100, width: 113.75, height: 20)),
            ])
        let shares = stack.generatedConstraints.filter { $0.identifier == "UISV-fill-proportionally" }
        #expect(shares.map(\.multiplier) == [0.625, 0.3125])
        #expect(shares.map(\.priority.value) == [999, 998])
    }

    @Test func fillProportionallyWithoutAWidthFitsTheIntrinsicSizes() throws {
        let (root, _) = try row([box("A", 100, 20), box("B", 50, 20)], spacing: 10) {
            $0.distribution = .fillProportionally
        }
        expectFrames(
            solveTree(root),
            [
                ("Stack", Rect(x: 20, y: 100, width: 160, height: 20)),
                ("A", Rect(x: 20, y: 100, width: 100, height: 20)),
                ("B", Rect(x: 130, y: 100, width: 50, height: 20)),
            ])
    }

    @Test func equalSpacing() throws {
        let (root, _) = try row([box("A", 40, 20), box("B", 50, 20), box("C", 60, 20)], spacing: 10, width: 300) {
            $0.distribution = .equalSpacing
        }
        // Gaps: (300 − 150) / 2 = 75.
        expectFrames(
            solveTree(root),
            [
                ("A", Rect(x: 20, y: 100, width: 40, height: 20)),
                ("B", Rect(x: 135, y: 100, width: 50, height: 20)),
                ("C", Rect(x: 260, y: 100, width: 60, height: 20)),
            ])
    }

    @Test func equalSpacingWithoutAWidthKeepsTheMinimumSpacing() throws {
        let (root, _) = try row([box("A", 40, 20), box("B", 50, 20)], spacing: 10) { $0.distribution = .equalSpacing }
        expectFrames(
            solveTree(root),
            [
                ("Stack", Rect(x: 20, y: 100, width: 100, height: 20)),
                ("B", Rect(x: 70, y: 100, width: 50, height: 20)),
            ])
    }

    @Test func equalCentering() throws {
        let (root, _) = try row([box("A", 40, 20), box("B", 50, 20), box("C", 60, 20)], spacing: 10, width: 300) {
            $0.distribution = .equalCentering
        }
        // Centres at 40 and 290 for the ends; B's centre halfway, at 165.
        expectFrames(
            solveTree(root),
            [
                ("A", Rect(x: 20, y: 100, width: 40, height: 20)),
                ("B", Rect(x: 140, y: 100, width: 50, height: 20)),
                ("C", Rect(x: 260, y: 100, width: 60, height: 20)),
            ])
    }

    @Test func equalCenteringKeepsTheMinimumSpacingFirst() throws {
        // Equal centres would put B at 30…130, overlapping A; the required spacing wins over
        // the centring (149) and B sits 10 after A.
        let (root, _) = try row([box("A", 100, 20), box("B", 100, 20), box("C", 10, 20)], spacing: 10, width: 240) {
            $0.distribution = .equalCentering
        }
        expectFrames(
            solveTree(root),
            [
                ("A", Rect(x: 20, y: 100, width: 100, height: 20)),
                ("B", Rect(x: 130, y: 100, width: 100, height: 20)),
                ("C", Rect(x: 250, y: 100, width: 10, height: 20)),
            ])
    }

    // MARK: - Alignment

    static let alignments: [(StackView.Alignment, Double, Double)] = [
        // alignment, A's y, B's y in a 100-tall stack at y 100 (A is 20 tall, B 40).
        (.leading, 100, 100), (.center, 140, 130), (.trailing, 180, 160),
        // Plain views have their baselines at the bottom, so bottoms line up. UIKit pins the
        // stack's top (first baseline) or bottom (last baseline) to its first view's (Apple
        // bug 32291130): for the first baseline A touches the top and the taller B sticks
        // out above the stack; for the last, A touches the bottom and B fits.
        (.firstBaseline, 100, 80), (.lastBaseline, 180, 160),
    ]

    @Test(arguments: alignments)
    func alignmentInATallStack(_ alignment: StackView.Alignment, _ aY: Double, _ bY: Double) throws {
        let (root, _) = try row([box("A", 50, 20), box("B", 60, 40)], height: 100) { $0.alignment = alignment }
        expectFrames(
            solveTree(root),
            [
                ("Stack", Rect(x: 20, y: 100, width: 110, height: 100)),
                ("A", Rect(x: 20, y: aY, width: 50, height: 20)),
                ("B", Rect(x: 70, y: bY, width: 60, height: 40)),
            ])
    }

    @Test(arguments: alignments)
    func alignmentWrapsTheTallestView(_ alignment: StackView.Alignment, _ aY: Double, _ bY: Double) throws {
        let (root, _) = try row([box("A", 50, 20), box("B", 60, 40)]) { $0.alignment = alignment }
        // Without a height the stack is as tall as B; A sits at its top, middle or bottom.
        // First-baseline stacks are the exception: the stack's top is A's, so it is as tall
        // as A and B sticks out 20 above it (Apple bug 32291130).
        if alignment == .firstBaseline {
            expectFrames(
                solveTree(root),
                [
                    ("Stack", Rect(x: 20, y: 100, width: 110, height: 20)),
                    ("A", Rect(x: 20, y: 100, width: 50, height: 20)),
                    ("B", Rect(x: 70, y: 80, width: 60, height: 40)),
                ])
            return
        }
        let expectedA: Double = alignment == .leading ? 100 : (alignment == .center ? 110 : 120)
        expectFrames(
            solveTree(root),
            [
                ("Stack", Rect(x: 20, y: 100, width: 110, height: 40)),
                ("A", Rect(x: 20, y: expectedA, width: 50, height: 20)),
                ("B", Rect(x: 70, y: 100, width: 60, height: 40)),
            ])
    }

    @Test func fillAlignmentStretchesAcross() throws {
        let (root, _) = try row([box("A", 50, 20), box("B", 60, 40)], height: 100)
        expectFrames(
            solveTree(root),
            [
                ("A", Rect(x: 20, y: 100, width: 50, height: 100)),
                ("B", Rect(x: 70, y: 100, width: 60, height: 100)),
            ])
    }

    @Test func verticalStackAlignsLeadingTrailingAndCenter() throws {
        for (alignment, x) in [(StackView.Alignment.leading, 20.0), (.center, 45), (.trailing, 70), (.fill, 20)] {
            let root = View(name: "Root")
            let stack = StackView(name: "Stack", arrangedSubviews: [box("A", 50, 20), box("B", 100, 30)])
            stack.axis = .vertical
            stack.spacing = 5
            stack.alignment = alignment
            try place(stack, in: root)
            expectFrames(
                solveTree(root),
                [
                    ("Stack", Rect(x: 20, y: 100, width: 100, height: 55)),
                    ("A", Rect(x: x, y: 100, width: alignment == .fill ? 100 : 50, height: 20)),
                    ("B", Rect(x: 20, y: 125, width: 100, height: 30)),
                ])
        }
    }

    @Test func layoutMarginsRelativeArrangement() throws {
        let (root, stack) = try row([box("A", 50, 20)]) { $0.isLayoutMarginsRelativeArrangement = true }
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 6, bottom: 8, trailing: 10)
        try stack.updateArrangedConstraints()
        expectFrames(
            solveTree(root),
            [
                ("Stack", Rect(x: 20, y: 100, width: 66, height: 32)),
                ("A", Rect(x: 26, y: 104, width: 50, height: 20)),
            ])
    }

    @Test func baselineRelativeSpacingInAColumn() throws {
        let root = View(name: "Root")
        let stack = StackView(name: "Stack", arrangedSubviews: [box("A", 50, 20), box("B", 50, 30)])
        stack.axis = .vertical
        stack.spacing = 40
        stack.isBaselineRelativeArrangement = true
        try place(stack, in: root)
        // Plain views' baselines are their bottoms: B's bottom sits 40 below A's.
        expectFrames(
            solveTree(root),
            [
                ("A", Rect(x: 20, y: 100, width: 50, height: 20)),
                ("B", Rect(x: 20, y: 130, width: 50, height: 30)),
                ("Stack", Rect(x: 20, y: 100, width: 50, height: 60)),
            ])
    }

    @Test func customSpacingAfterAView() throws {
        let a = box("A", 50, 20), b = box("B", 50, 20), c = box("C", 50, 20)
        let (root, stack) = try row([a, b, c], spacing: 10)
        stack.setCustomSpacing(30, after: a)
        #expect(stack.customSpacing(after: a) == 30)
        #expect(stack.customSpacing(after: b) == StackView.spacingUseDefault)
        expectFrames(
            solveTree(root),
            [
                ("B", Rect(x: 100, y: 100, width: 50, height: 20)),
                ("C", Rect(x: 160, y: 100, width: 50, height: 20)),
            ])
    }

    @Test func generatedConstraintsAreSystemConstraintsWithUIKitIdentifiers() throws {
        let (_, stack) = try row([box("A", 50, 20), box("B", 60, 40)], spacing: 8) { $0.alignment = .center }
        #expect(stack.generatedConstraints.allSatisfy { $0.origin == .system && $0.isActive })
        let identifiers = Set(stack.generatedConstraints.compactMap(\.identifier))
        #expect(
            identifiers == [
                "UISV-canvas-connection", "UISV-spacing", "UISV-alignment", "UISV-spanning-boundary",
                "UISV-spanning-fit", "UISV-ambiguity-suppression",
            ])
        let spacing = try #require(stack.generatedConstraints.first { $0.identifier == "UISV-spacing" })
        #expect(spacing.description == "'UISV-spacing' B.Leading = A.Trailing + 8")
    }

    /// A view with no height of its own across a centred row: UIKit pulls it to zero at 25;
    /// with the pull off (Interface Builder's canvas) a hold at 1 keeps the height it had.
    @Test func ambiguitySuppressionCanBeTurnedOff() throws {
        let free = View(name: "Free")
        free.translatesAutoresizingMaskIntoConstraints = false
        try free.widthAnchor.constraint(equalToConstant: 40).activate()
        let (root, stack) = try row([box("A", 50, 20), free], height: 60) { $0.alignment = .center }
        expectFrames(solveTree(root), [("Free", Rect(x: 70, y: 130, width: 40, height: 0))])
        stack.suppressesCrossAmbiguity = false
        // The pull across is gone; the one along the axis (settling hugging ties) stays.
        let across = {
            stack.generatedConstraints.filter {
                $0.identifier == "UISV-ambiguity-suppression" && $0.firstAttribute == .height
            }
        }
        #expect(across().isEmpty)
        let hold = free.heightAnchor.constraint(equalToConstant: 44)
        hold.priority = 1
        try hold.activate()
        expectFrames(solveTree(root), [("Free", Rect(x: 70, y: 108, width: 40, height: 44))])
        stack.suppressesCrossAmbiguity = true
        #expect(across().count == 2)
        expectFrames(solveTree(root), [("Free", Rect(x: 70, y: 130, width: 40, height: 0))])
    }
}
