import Foundation
import SceneModel
import TestSupport
import Testing

@testable import AutoLayout
@testable import Raster
@testable import SceneFormat
@testable import Typesetting

/// What views draw is a value (issue 31): each kind says what it draws, with text already set
/// and colours resolved, and the renderer draws values without looking at a view.
@Suite struct DrawingTests {
    static let red = Color(red: 255, green: 0, blue: 0)
    static let white = Color(red: 255, green: 255, blue: 255)

    func engine(_ view: View, _ frame: Rect, environment: Environment = Environment(device: .iPhone8)) throws
        -> LayoutEngine
    {
        let root = View(name: "Root")
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        try LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: frame.x),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: frame.y),
            view.widthAnchor.constraint(equalToConstant: frame.width),
            view.heightAnchor.constraint(equalToConstant: frame.height),
        ])
        return LayoutEngine(root: root, environment: environment)
    }

    func drawing(of view: View, _ frame: Rect, environment: Environment = Environment(device: .iPhone8)) throws
        -> ViewDrawing
    {
        let engine = try engine(view, frame, environment: environment)
        let drawing = engine.drawing(of: engine.layout())
        return try #require(drawing.views.first { $0.id == view.itemID })
    }

    @Test func aPlainViewDrawsItsBackgroundAndBorderResolvedForTheAppearance() throws {
        let view = View(name: "Box")
        view.backgroundColor = Color(light: Self.white, dark: Self.red)
        view.cornerRadius = 4
        view.borderWidth = 2
        view.borderColor = Self.red
        view.alpha = 0.5
        view.clipsToBounds = true
        var dark = Environment(device: .iPhone8)
        dark.appearance = .dark
        let frame = Rect(x: 10, y: 20, width: 30, height: 40)
        let drawn = try drawing(of: view, frame, environment: dark)
        #expect(
            drawn.commands == [
                .fill(frame, radius: 4, color: Self.red),
                .border(frame, radius: 4, width: .points(2), color: Self.red),
            ])
        #expect(drawn.alpha == 0.5 && drawn.clipsSubviews && !drawn.isHidden && drawn.failure == nil)
    }

    @Test func aStackViewDrawsNothingOfItsOwnAndAScrollViewClips() throws {
        let stack = StackView(name: "Stack")
        stack.backgroundColor = Self.red
        #expect(try drawing(of: stack, Rect(x: 0, y: 0, width: 10, height: 10)).commands.isEmpty)
        let scroll = ScrollView(name: "Scroll")
        #expect(try drawing(of: scroll, Rect(x: 0, y: 0, width: 10, height: 10)).clipsSubviews)
    }

    @Test func aLabelsTextIsSetAndPlacedGlyphByGlyph() throws {
        let label = Label(name: "Title", text: "Hi")
        let frame = Rect(x: 10, y: 20, width: 100, height: 30)
        let drawn = try drawing(of: label, frame)
        guard case let .glyphs(run) = try #require(drawn.commands.first) else {
            Issue.record("no glyphs: \(drawn.commands)")
            return
        }
        #expect(drawn.commands.count == 1)
        let set = try label.textLayout(forWidth: 100, direction: .leftToRight)
        #expect(run.size == 17 && run.fontPath == set.lines[0].runs[0].fontPath)
        #expect(run.color == Color(red: 0, green: 0, blue: 0))
        // Natural alignment from the left edge; the first baseline at top + ascender.
        let baseline = 20 + set.metrics.ascender
        #expect(run.glyphs.map(\.x) == set.lines[0].runs[0].glyphs.map { 10 + 0 + $0.x })
        #expect(run.glyphs.allSatisfy { $0.y == baseline })
        #expect(run.glyphs.count == 2)
    }

    @Test func aSwitchSaysItsStateAndFlipsRightToLeft() throws {
        let toggle = Switch(name: "Wi-Fi", isOn: true)
        // Pinned by its alignment rectangle, 2 points short of the frame's right edge.
        let frame = Rect(x: 0, y: 0, width: 51, height: 31)
        var rtl = Environment(device: .iPhone8)
        rtl.direction = .rightToLeft
        let drawn = try drawing(of: toggle, Rect(x: 0, y: 0, width: 49, height: 31), environment: rtl)
        #expect(
            drawn.commands == [
                .toggle(
                    DrawnSwitch(
                        frame: frame, isOn: true, knobAtRight: false,
                        track: Color(red: 76, green: 217, blue: 100), hollow: nil,
                        knob: Self.white))
            ])
    }

    @Test func anImageViewPlacesItsPicturePerTheContentMode() throws {
        let image = ImageView(name: "Photo", image: .generated(size: Size(width: 20, height: 10)))
        image.contentMode = .aspectFit
        let frame = Rect(x: 0, y: 0, width: 40, height: 40)
        #expect(
            try drawing(of: image, frame).commands == [
                .image(DrawnImage(source: .generated, target: Rect(x: 0, y: 10, width: 40, height: 20), frame: frame))
            ])
    }

    @Test func aLabelWhoseFontCannotBeReadFailsItsDrawingNotTheLayout() throws {
        let path = NSTemporaryDirectory() + "plumb-drawing-\(getpid())-font.ttf"
        try Data("not a font\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let label = Label(name: "Title", text: "Hello")
        label.font = Font(size: 17, file: path)
        let drawn = try drawing(of: label, Rect(x: 0, y: 0, width: 50, height: 20))
        #expect(drawn.commands.isEmpty)
        #expect(drawn.failure == DrawingFailure("not a font FreeType can read: \(path)"))
    }

    /// The renderer needs no view at all: a layout and a drawing made by hand draw.
    @Test func theRendererDrawsValuesMadeWithoutAnyView() throws {
        let environment = Environment(device: .iPhone8)
        let frame = Rect(x: 1, y: 2, width: 3, height: 4)
        let layout = Layout(
            environment: environment,
            entries: [
                .init(
                    name: "Root", frame: Rect(x: 0, y: 0, width: 375, height: 667), depth: 0, id: 1, parentID: nil,
                    kind: "View", frameInSuperview: Rect(x: 0, y: 0, width: 375, height: 667),
                    alignmentRect: Rect(x: 0, y: 0, width: 375, height: 667)),
                .init(
                    name: "Box", frame: frame, depth: 1, id: 2, parentID: 1, kind: "Anything", frameInSuperview: frame,
                    alignmentRect: frame),
            ])
        let drawing = Drawing(
            background: Self.white,
            views: [
                ViewDrawing(id: 1, name: "Root", isHidden: false, alpha: 1, clipsSubviews: false, commands: []),
                ViewDrawing(
                    id: 2, name: "Box", isHidden: false, alpha: 1, clipsSubviews: false,
                    commands: [.fill(frame, radius: 0, color: Self.red)]),
            ])
        let bitmap = try Renderer().render(layout, drawing: drawing, scale: 1)
        #expect(bitmap.width == 375 && bitmap.height == 667)
        #expect(bitmap.color(x: 1, y: 2) == Self.red && bitmap.color(x: 3, y: 5) == Self.red)
        #expect(bitmap.color(x: 4, y: 2) == Self.white && bitmap.color(x: 0, y: 0) == Self.white)
        var failed = drawing
        failed.views[1].failure = DrawingFailure("no font")
        #expect(throws: RasterError.drawing(view: "Box", DrawingFailure("no font"))) {
            try Renderer().render(layout, drawing: failed, scale: 1)
        }
    }

    /// A layout and its drawing are values another task can take (checked by the compiler).
    @Test func layoutAndDrawingAreSendable() async throws {
        let engine = try engine(Label(name: "Title", text: "Hi"), Rect(x: 0, y: 0, width: 50, height: 20))
        let layout = engine.layout()
        let drawing = engine.drawing(of: layout)
        let counted = await Task.detached { (layout.entries.count, drawing.views.count) }.value
        #expect(counted == (2, 2))
    }
}
