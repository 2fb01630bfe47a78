@_spi(Plumb) import PlumbUIKit
import Testing

/// Image views draw Plumb's generated picture where their content mode places it, and
/// switches draw their track and knob, as the scene files' image views and switches are drawn
/// (pixels read back at the default scale, 3).
@Suite @MainActor
struct ImageAndSwitchDrawingTests {
    typealias RGBA = CustomDrawingTests.RGBA

    /// A white 100×50 root holding a 100×50 image view of a `size` placeholder in `mode`.
    func render(_ size: CGSize, _ mode: UIView.ContentMode) throws -> (Int, Int) -> RGBA {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        root.backgroundColor = .white
        let imageView = UIImageView(image: UIImage(plumbPlaceholderOfSize: size))
        imageView.frame = root.bounds
        imageView.contentMode = mode
        root.addSubview(imageView)
        return try CustomDrawingTests.render(root)
    }

    /// Aspect fit scales 300×400 by 1/8 to 37.5×50, centred: x 31.25…68.75 (93.75…206.25 px).
    @Test func aspectFitCentresThePicture() throws {
        let rgba = try render(CGSize(width: 300, height: 400), .scaleAspectFit)
        #expect(rgba(90, 75) == CustomDrawingTests.white)
        #expect(rgba(97, 75) != CustomDrawingTests.white)
        #expect(rgba(202, 75) != CustomDrawingTests.white)
        #expect(rgba(210, 75) == CustomDrawingTests.white)
    }

    /// Scale to fill covers the view; a mode that names a corner puts the picture there at its
    /// own size (20×10 at the bottom right: x 80…100, y 40…50).
    @Test func fillAndCornerModes() throws {
        let fill = try render(CGSize(width: 300, height: 400), .scaleToFill)
        #expect(fill(3, 3) != CustomDrawingTests.white)
        #expect(fill(296, 146) != CustomDrawingTests.white)
        let corner = try render(CGSize(width: 20, height: 10), .bottomRight)
        #expect(corner(245, 125) != CustomDrawingTests.white)
        #expect(corner(235, 125) == CustomDrawingTests.white)
        #expect(corner(245, 115) == CustomDrawingTests.white)
        #expect(corner(30, 30) == CustomDrawingTests.white)
    }

    /// An image of no placeholder (pixels, or no image) draws nothing yet.
    @Test func anImageViewWithoutAPictureDrawsItsBackgroundOnly() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .white
        let imageView = UIImageView(frame: root.bounds)
        root.addSubview(imageView)
        let rgba = try CustomDrawingTests.render(root)
        #expect(rgba(60, 60) == CustomDrawingTests.white)
    }

    /// A switch that is on fills its track; one that is off leaves the track's inside white
    /// (light appearance), so the two differ at the track's middle left.
    @Test func switchesDrawTheirTrack() throws {
        func render(isOn: Bool) throws -> (Int, Int) -> RGBA {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
            root.backgroundColor = .white
            let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
            toggle.isOn = isOn
            root.addSubview(toggle)
            return try CustomDrawingTests.render(root)
        }
        let on = try render(isOn: true), off = try render(isOn: false)
        // 15 points in from the left, halfway down the track: the track when on (the knob is
        // at the right), the white knob when off.
        #expect(on(45, 42) != CustomDrawingTests.white)
        #expect(on(45, 42) != off(45, 42))
        // Beyond the switch: the root's white.
        #expect(on(230, 42) == CustomDrawingTests.white)
    }
}
