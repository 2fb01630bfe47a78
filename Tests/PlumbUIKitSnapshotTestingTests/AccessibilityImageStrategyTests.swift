import Foundation
@_spi(Plumb) import PlumbUIKit
import PlumbUIKitSnapshotTesting
import SnapshotTesting
import Testing

/// `Snapshotting<UIView, UIImage>.plumbAccessibilityImage` (and the controller's): the
/// accessibility overlay of a view built in code, the picture a scene's `accessibility-image`
/// strategy draws: the hosted view washed pale, each element outlined 2 pt wide in its colour
/// with its number on a badge at its top-left corner, and a legend of 16-pt rows below.
@MainActor
@Suite struct AccessibilityImageStrategyTests {
    /// The accessibility text test's view: a title, an icon button and a switch, 200 × 120 pt.
    static func view() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        root.backgroundColor = .white
        let title = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        title.text = "Title"
        let icon = UIButton(type: .system)
        icon.frame = CGRect(x: 150, y: 14, width: 40, height: 40)
        let toggle = UISwitch(frame: CGRect(x: 10, y: 70, width: 51, height: 31))
        for view in [toggle, icon, title] { root.addSubview(view) }
        return root
    }

    /// The colour of one pixel as "#RRGGBB", opaque pixels only (else with its alpha).
    static func color(_ image: UIImage, x: Int, y: Int) -> String? {
        guard let pixels = image.premultipliedRGBA, x < pixels.width, y < pixels.height else { return nil }
        let at = (y * pixels.width + x) * 4
        let rgba = pixels.bytes[at..<at + 4].map { String(format: "%02X", $0) }
        return "#" + rgba[0..<3].joined() + (rgba[3] == "FF" ? "" : " alpha \(rgba[3])")
    }

    /// At 2x: the 200 × 120 view (400 × 240 px) over a legend of 3 rows and 12 pt of padding
    /// (60 pt, 120 px). The palette's first three colours are #005FCC, #C93400 and #248A3D.
    @Test func theOverlayOfAViewIsNumberedWithALegend() throws {
        let image = try #require(take(Self.view(), .plumbAccessibilityImage(traits: .init(displayScale: 2))))
        let pixels = try #require(image.premultipliedRGBA)
        #expect(pixels.width == 400 && pixels.height == 240 + 120)
        // Element 1, the title: its outline along its left edge (x 10…12 pt), halfway down.
        #expect(Self.color(image, x: 21, y: 40) == "#005FCC")
        // Badge 2 at the button's top-left corner (150, 14), 13 pt high: its colour 1 pt in
        // from its left end, halfway down, where no digit is drawn.
        #expect(Self.color(image, x: 302, y: 41) == "#C93400")
        // Badge 3 at the switch's corner (10, 70).
        #expect(Self.color(image, x: 22, y: 153) == "#248A3D")
        // The legend's third row (centre 120 + 6 + 16 × 2.5 = 166 pt): its badge from x 8 pt.
        #expect(Self.color(image, x: 18, y: 332) == "#248A3D")
        // Its first row's badge (centre 134 pt).
        #expect(Self.color(image, x: 18, y: 268) == "#005FCC")
        // Nothing of the legend's badges past its rows: the padding below is white.
        #expect(Self.color(image, x: 18, y: 356) == "#FFFFFF")
        // The same bytes again.
        let again = try #require(take(Self.view(), .plumbAccessibilityImage(traits: .init(displayScale: 2))))
        #expect(again.pngData() == image.pngData())
    }

    /// The recorded reference (`__Snapshots__-linux`), as a team's test asserts it.
    @Test func theOverlayMatchesItsReference() {
        assertSnapshot(of: Self.view(), as: .plumbAccessibilityImage(traits: .init(displayScale: 2)))
    }

    /// A controller on an iPhone 13 (390 × 844 pt at 3x, top safe area 47 pt): one label at
    /// the safe area's top and the leading margin, one legend row (28 pt, 84 px).
    @Test func theOverlayOfAControllerOnADevice() throws {
        let image = try #require(take(BodyTextViewController(), .plumbAccessibilityImage(on: .iPhone13)))
        let pixels = try #require(image.premultipliedRGBA)
        #expect(pixels.width == 1170 && pixels.height == 2532 + 84)
        // Badge 1 at the label's corner (16, 47): 1 pt in, halfway down (53.5 pt).
        #expect(Self.color(image, x: 51, y: 160) == "#005FCC")
        // The legend's one badge: row centre 844 + 6 + 8 = 858 pt.
        #expect(Self.color(image, x: 27, y: 2574) == "#005FCC")
    }
}
