import AutoLayout
import Foundation
import SceneFormat
import SceneModel
import TestSupport
import Testing

@testable import Typesetting

/// Dynamic Type (issue 20; `reference/traits.md` §1): every text style at every content size
/// category, and fixed sizes that adjust through UIFontMetrics.
@Suite struct DynamicTypeTests {
    /// The system font's line height is 1.193359375 em (ascender 0.9521484375 + descender
    /// 0.2412109375, SPEC §7); a label is one line height and the style's leading for each
    /// further line (never less than a line height), rounded up to the pixel grid.
    static func expectedHeight(style: TextStyle, size: Double, lines: Int, scale: Double) throws -> Double {
        let lineHeight = size * 1.193359375
        let leading = lines > 1 ? try #require(style.leading(atPointSize: size)) : lineHeight
        return ((lineHeight + Double(lines - 1) * max(leading, lineHeight)) * scale).rounded(.up) / scale
    }

    static func label(_ style: TextStyle, lines: Int) -> String {
        let text = (1...lines).map { "Line \($0)" }.joined(separator: "\\n")
        return """
            views:
              - {name: Text, kind: label, text: "\(text)", numberOfLines: 0, font: \(style.rawValue)}
            constraints:
              - Text.Leading = Superview.LeadingMargin
              - Text.Top = Top Layout Guide.Bottom
            """
    }

    /// The whole table: eleven styles × twelve categories × scales 2 and 3, one and three lines.
    @Test(arguments: TextStyle.allCases)
    func everyStyleAtEveryCategory(_ style: TextStyle) throws {
        for lines in [1, 3] {
            let scene = try SceneLoader.standard.load(yaml: Self.label(style, lines: lines), file: "type.yaml")
            for device in [Device.iPhone8, .iPhoneX] {
                for category in ContentSizeCategory.allCases {
                    let environment = scene.environment(device: device, contentSize: category)
                    let layout = LayoutEngine(root: scene.root, environment: environment).layout()
                    let size = style.pointSize(at: category)
                    let frame = try #require(layout.frame(of: "Text"))
                    #expect(
                        try frame.height
                            == Self.expectedHeight(style: style, size: size, lines: lines, scale: device.scale),
                        "\(style) at \(category.shortName) ×\(lines) @\(device.scale)x: \(frame.height)")
                }
            }
        }
    }

    /// The HIG's leadings (`reference/traits.md` §1), and the heights Xcode stores for labels
    /// of two lines: Caption 1 at 2x 30.5 (14.32 + 16), body at 3x 42.33 (20.29 + 22).
    @Test func linesAfterTheFirstAdvanceByTheStylesLeading() throws {
        #expect(TextStyle.caption1.leading(atPointSize: 12) == 16 && TextStyle.body.leading(atPointSize: 17) == 22)
        #expect(
            TextStyle.footnote.leading(atPointSize: 12) == 16 && TextStyle.largeTitle.leading(atPointSize: 60) == 70)
        #expect(TextStyle.body.leading(atPointSize: 18) == nil)
        for (style, device, expected) in [(TextStyle.caption1, Device.iPhone8, 30.5), (.body, .iPhoneX, 42.333)] {
            let scene = try SceneLoader.standard.load(yaml: Self.label(style, lines: 2), file: "two.yaml")
            let layout = LayoutEngine(root: scene.root, environment: scene.environment(device: device)).layout()
            let frame = try #require(layout.frame(of: "Text"))
            #expect(abs(frame.height - expected) < 1e-3, "\(style): \(frame.height)")
        }
        // A fixed size keeps line-height spacing: three 17-point lines are 3 × 20.29.
        #expect(Font.systemFont(ofSize: 17).lineSpacing(lineHeight: 20.287109375) == 20.287109375)
    }

    @Test func theTableHasUIKitsSizes() {
        #expect(
            TextStyle.body.pointSize(at: .large) == 17
                && TextStyle.body.pointSize(at: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(TextStyle.largeTitle.pointSize(at: .extraSmall) == 31 && TextStyle.caption2.pointSize(at: .large) == 11)
        #expect(
            TextStyle.footnote.pointSize(at: .small) == 12 && TextStyle.title3.pointSize(at: .accessibilityMedium) == 31
        )
        #expect(Font.preferredFont(forTextStyle: .headline).resolved(.extraExtraLarge).weight == .semibold)
        #expect(Font.preferredFont(forTextStyle: .headline).resolved(.extraExtraLarge).size == 21)
    }

    /// A fixed 17-point font: unchanged unless it adjusts, then UIFontMetrics' body factors,
    /// rounded to whole points (the reference's worked example).
    @Test func aFixedSizeScalesOnlyWhenItAdjusts() throws {
        var font = Font.systemFont(ofSize: 17)
        #expect(ContentSizeCategory.allCases.map { font.resolved($0).size } == Array(repeating: 17, count: 12))
        font.adjustsForContentSize = true
        #expect(
            ContentSizeCategory.allCases.map { font.resolved($0).size }
                == [15, 15, 16, 17, 19, 20, 22, 26, 31, 37, 43, 48])
        for (adjusts, size) in [(false, 17.0), (true, 48.0)] {
            let scene = try SceneLoader.standard.load(
                yaml: """
                    views:
                      - {name: Text, kind: label, text: Hello, font: 17, adjustsFontForContentSizeCategory: \(adjusts)}
                    constraints:
                      - Text.Leading = Superview.LeadingMargin
                      - Text.Top = Top Layout Guide.Bottom
                    """, file: "fixed.yaml")
            let layout = LayoutEngine(
                root: scene.root,
                environment: scene.environment(
                    device: .iPhone8,
                    contentSize: .accessibilityExtraExtraExtraLarge)
            ).layout()
            let frame = try #require(layout.frame(of: "Text"))
            #expect(try frame.height == Self.expectedHeight(style: .body, size: size, lines: 1, scale: 2))
        }
    }

    @Test func categoriesByName() {
        #expect(ContentSizeCategory(name: "ax5") == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory(name: "accessibilityExtraExtraExtraLarge") == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory(name: "XXXL") == .extraExtraExtraLarge)
        #expect(ContentSizeCategory(name: "huge") == nil)
        #expect(
            ContentSizeCategory.allCases.map(\.shortName)
                == ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"])
    }

    /// A rotation keeps the category; a new category rebuilds the text's sizes and baselines.
    @Test func changingTheCategoryRelaysOut() throws {
        let scene = try SceneLoader.standard.load(yaml: Self.label(.body, lines: 1), file: "type.yaml")
        let engine = LayoutEngine(root: scene.root, environment: scene.environment(device: .iPhone8))
        #expect(engine.layout().frame(of: "Text")?.height == 20.5)
        engine.setEnvironment(scene.environment(device: .iPhone8, contentSize: .accessibilityExtraExtraExtraLarge))
        #expect(
            try engine.layout().frame(of: "Text")?.height
                == Self.expectedHeight(style: .body, size: 53, lines: 1, scale: 2))
        engine.setEnvironment(scene.environment(device: .iPhone8))
        #expect(engine.layout().frame(of: "Text")?.height == 20.5)
    }
}
