import Foundation
@_spi(Plumb) import PlumbUIKit
import Testing

/// A button draws its title in its title colour (UIKit's default per type: the tint for a
/// system button, white for a custom one) and its image beside the title: a template in the
/// tint for a system button, the image's own colours for a custom one or an
/// `alwaysOriginal` image, placed by the content alignment. Pixels read back exactly at 2x.
@Suite(.serialized) @MainActor
struct ButtonDrawingTests {
    typealias RGBA = CustomDrawingTests.RGBA

    /// A 1×1-point black image (2×2 pixels at 2x).
    static func dot() throws -> UIImage {
        try #require(
            UIImage(
                premultipliedRGBA: Array(repeating: [0, 0, 0, 255], count: 4).flatMap { $0 }, width: 2, height: 2,
                scale: 2))
    }

    /// A white root of `size` holding `button` over all of it, tinted red.
    static func host(_ button: UIButton, size: CGSize) -> UIView {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = .white
        root.tintColor = .red
        button.frame = root.bounds
        root.addSubview(button)
        return root
    }

    /// A system button's image is a template in the inherited tint, centred in the button: a
    /// 1-point dot in a 4×2-point button stands at (1.5, 0.5).
    @Test func aSystemButtonsImageIsATemplateInTheTintCentred() throws {
        let button = UIButton(type: .system)
        button.setImage(try Self.dot(), for: .normal)
        let rows = try ImagePixelsDrawingTests.rows(Self.host(button, size: CGSize(width: 4, height: 2)))
        #expect(rows == ["WWWWWWWW", "WWWRRWWW", "WWWRRWWW", "WWWWWWWW"])
    }

    /// An `alwaysOriginal` image keeps its colours in a system button, and a custom button
    /// draws its image as it is.
    @Test func originalImagesKeepTheirColours() throws {
        let system = UIButton(type: .system)
        system.setImage(try Self.dot().withRenderingMode(.alwaysOriginal), for: .normal)
        let custom = UIButton(type: .custom)
        custom.setImage(try Self.dot(), for: .normal)
        for button in [system, custom] {
            let rows = try ImagePixelsDrawingTests.rows(Self.host(button, size: CGSize(width: 4, height: 2)))
            #expect(rows == ["WWWWWWWW", "WWWKKWWW", "WWWKKWWW", "WWWWWWWW"])
        }
    }

    /// The content alignment places the image against a side, inside the content insets,
    /// and the vertical alignment against the top or bottom: trailing (left to right) with a
    /// half-point right inset puts the dot at x 2.5, bottom at y 1.
    @Test func theContentAlignmentPlacesTheImage() throws {
        let left = UIButton(type: .system)
        left.setImage(try Self.dot(), for: .normal)
        left.contentHorizontalAlignment = .left
        left.contentVerticalAlignment = .top
        #expect(
            try ImagePixelsDrawingTests.rows(Self.host(left, size: CGSize(width: 4, height: 2)))
                == ["RRWWWWWW", "RRWWWWWW", "WWWWWWWW", "WWWWWWWW"])
        let right = UIButton(type: .system)
        right.setImage(try Self.dot(), for: .normal)
        right.contentHorizontalAlignment = .trailing
        right.contentVerticalAlignment = .bottom
        right.contentEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0.5)
        #expect(
            try ImagePixelsDrawingTests.rows(Self.host(right, size: CGSize(width: 4, height: 2)))
                == ["WWWWWWWW", "WWWWWWWW", "WWWWWRRW", "WWWWWRRW"])
    }

    /// The image is measured: an image-only button is the image's size, and the image adds
    /// its width beside a title.
    @Test func theImageIsMeasured() throws {
        let button = UIButton(type: .system)
        button.setImage(try Self.dot(), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 1, height: 1))
        let titled = UIButton(type: .system)
        titled.setTitle("Follow", for: .normal)
        let titleOnly = titled.intrinsicContentSize
        titled.setImage(try Self.dot(), for: .normal)
        #expect(titled.intrinsicContentSize == CGSize(width: titleOnly.width + 1, height: titleOnly.height))
    }

    /// The colours of the pixels `button`'s 30-point "H" leaves over a root of `background`
    /// (whose pixels are `back`) in a 60×40 frame: the stems are whole pixels wide, so the
    /// title's own colour is among them exactly, and the edges blend it with the background.
    static func inkColours(_ button: UIButton, background: UIColor, back: RGBA) throws -> Set<RGBA> {
        button.titleLabel?.font = .systemFont(ofSize: 30)
        button.setTitle("H", for: .normal)
        let root = host(button, size: CGSize(width: 60, height: 40))
        root.backgroundColor = background
        let pixels = try ImagePixelsDrawingTests.render(root, scale: 2)
        var found: Set<RGBA> = []
        for y in 0..<80 {
            for x in 0..<120 where pixels(x, y) != back { found.insert(pixels(x, y)) }
        }
        return found
    }

    /// The title colours: a system button's title is its tint (inherited), a custom button's
    /// white, and a colour set for the state wins over both.
    @Test func titlesAreDrawnInTheirColour() throws {
        let tinted = try Self.inkColours(UIButton(type: .system), background: .white, back: CustomDrawingTests.white)
        #expect(tinted.contains([255, 0, 0, 255]))
        #expect(!tinted.contains { $0[2] > $0[1] || $0[1] != $0[2] })
        let custom = try Self.inkColours(UIButton(), background: .black, back: [0, 0, 0, 255])
        #expect(custom.contains([255, 255, 255, 255]))
        #expect(!custom.contains { $0[0] != $0[1] || $0[1] != $0[2] })
        let green = UIButton(type: .system)
        green.setTitleColor(UIColor(red: 0, green: 1, blue: 0, alpha: 1), for: .normal)
        let colours = try Self.inkColours(green, background: .white, back: CustomDrawingTests.white)
        #expect(colours.contains([0, 255, 0, 255]))
        #expect(!colours.contains { $0[0] != $0[2] })
    }

    /// With an image, the title stands after it: in a left-aligned button the title's ink
    /// starts to the right of the image's last column.
    @Test func theTitleStandsAfterTheImage() throws {
        let button = UIButton(type: .system)
        button.titleLabel?.font = .systemFont(ofSize: 30)
        button.setTitle("H", for: .normal)
        let wide = try #require(
            UIImage(
                premultipliedRGBA: Array(repeating: [0, 0, 0, 255], count: 40 * 2).flatMap { $0 }, width: 40,
                height: 2, scale: 2))
        button.setImage(wide.withRenderingMode(.alwaysOriginal), for: .normal)
        button.contentHorizontalAlignment = .left
        let root = Self.host(button, size: CGSize(width: 60, height: 40))
        let pixels = try ImagePixelsDrawingTests.render(root, scale: 2)
        // The 20×1-point bar at x 0…20, y 19.5…20.5; the title's red ink starts after x 40 px.
        #expect(pixels(0, 39) == [0, 0, 0, 255] && pixels(39, 40) == [0, 0, 0, 255])
        #expect(pixels(40, 39) != [0, 0, 0, 255])
        let inkColumns = (0..<120).filter { x in
            (0..<80).contains { y in pixels(x, y)[1] < 200 && pixels(x, y)[0] > 200 }
        }
        let first = try #require(inkColumns.first)
        #expect(first >= 40 && first < 48)
    }
}
