import AutoLayout
import SceneFormat
import SceneModel
import TestSupport
import Testing

@testable import Typesetting

/// Each control's intrinsic size and baselines, solved through the engine.
@Suite struct ControlTests {
    let engine = TextEngine.shared

    func ceil2(_ value: Double) -> Double { (value * 2 - 1e-9).rounded(.up) / 2 }

    func place(
        _ views: [View], _ constraints: (View) -> [LayoutConstraint],
        _ environment: Environment = Environment(device: .iPhone8)
    )
        throws -> Layout
    {
        let root = View(name: "Root")
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        try LayoutConstraint.activate(constraints(root))
        return LayoutEngine(root: root, environment: environment).layout()
    }

    func width(_ text: String, _ size: Double, _ weight: Font.Weight = .regular) throws -> Double {
        try engine.layout(text, font: Font(size: size, weight: weight)).size.width
    }

    @Test func intrinsicSizesOfEachControl() throws {
        let label = Label(name: "Label", text: "Name")
        let button = Button(name: "Button", title: "Much Longer Button Title")
        let field = TextField(name: "Field", placeholder: "Enter first name")
        let toggle = Switch(name: "Switch", isOn: true)
        let image = ImageView(name: "Image", image: .generated(size: Size(width: 120, height: 80)))
        let text = TextView(name: "Text", text: "Hello")
        let empty = Label(name: "Empty")
        let views: [View] = [label, button, field, toggle, image, text, empty]
        let layout = try place(views) { root in
            views.flatMap {
                [
                    $0.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    $0.topAnchor.constraint(equalTo: root.topAnchor),
                ]
            }
        }
        let lineHeight17 = 1.193359375 * 17
        expectFrame(layout, "Label", Rect(x: 0, y: 0, width: ceil2(try width("Name", 17)), height: 20.5))
        expectFrame(
            layout, "Button", Rect(x: 0, y: 0, width: ceil2(try width("Much Longer Button Title", 15)), height: 30))
        // No iOS version stated: the newest's field (34) and switch (63 × 28).
        expectFrame(layout, "Field", Rect(x: 0, y: 0, width: ceil2(try width("Enter first name", 14) + 14), height: 34))
        expectFrame(layout, "Switch", Rect(x: 0, y: 0, width: 63, height: 28))
        expectFrame(layout, "Image", Rect(x: 0, y: 0, width: 120, height: 80))
        // Scrolling enabled: no intrinsic size, so the text view is free (ambiguous).
        #expect(layout.ambiguous.map(\.view) == ["Text"])
        expectFrame(layout, "Empty", Rect(x: 0, y: 0, width: 0, height: 0))
        text.isScrollEnabled = false
        let fixed = try place([text]) { root in
            [
                text.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                text.topAnchor.constraint(equalTo: root.topAnchor),
            ]
        }
        expectFrame(
            fixed, "Text", Rect(x: 0, y: 0, width: ceil2(try width("Hello", 17) + 10), height: ceil2(lineHeight17 + 16))
        )
        #expect(label.contentHuggingPriority(for: .horizontal) == 251)
        #expect(image.contentHuggingPriority(for: .vertical) == 251)
        #expect(ImageView(name: "Empty Image").contentHuggingPriority(for: .vertical) == 250)
        #expect(toggle.contentHuggingPriority(for: .horizontal) == 750)
    }

    @Test func multiLineLabelWrapsAtTheLaidOutWidth() throws {
        let label = Label(name: "Body", text: "The quick brown fox jumps over the lazy dog")
        label.numberOfLines = 0
        let layout = try place([label]) { root in
            [
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                label.widthAnchor.constraint(equalToConstant: 150),
                label.topAnchor.constraint(equalTo: root.topAnchor),
            ]
        }
        // Three lines at 150 points (see TextEngineTests): 3 × 20.287 = 60.86 → 61.
        expectFrame(layout, "Body", Rect(x: 20, y: 0, width: 150, height: ceil2(3 * 1.193359375 * 17)))
        // With a preferred width, the intrinsic size uses it instead.
        let fixed = Label(name: "Fixed", text: "The quick brown fox jumps over the lazy dog")
        fixed.numberOfLines = 0
        fixed.preferredMaxLayoutWidth = 100
        let other = try place([fixed]) { root in
            [
                fixed.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                fixed.topAnchor.constraint(equalTo: root.topAnchor),
            ]
        }
        let lines = try engine.layout(fixed.text, font: fixed.font, width: 100, numberOfLines: 0).lineCount
        #expect(other.frame(of: "Fixed")?.height == ceil2(Double(lines) * 1.193359375 * 17))
    }

    @Test func labelWithContentInsets() throws {
        let label = Label(name: "Padded", text: "Name")
        label.contentInsets = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        let layout = try place([label]) { root in
            [
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                label.topAnchor.constraint(equalTo: root.topAnchor),
            ]
        }
        expectFrame(
            layout, "Padded",
            Rect(x: 0, y: 0, width: ceil2(try width("Name", 17) + 16), height: ceil2(1.193359375 * 17 + 8)))
    }

    @Test func baselineAlignmentOfALabelAndATextField() throws {
        let label = Label(name: "Name Label", text: "Name")
        let field = TextField(name: "Name Field", placeholder: "Enter name")
        let layout = try place(
            [label, field],
            { root in
                [
                    label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                    field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                    field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                    field.topAnchor.constraint(equalTo: root.topAnchor, constant: 28),
                    label.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
                ]
            }, Environment(device: .iPhone8, iosVersion: 12))
        // The cookbook's era (iOS 12 and before: a 30-point field). Field baseline: centred
        // 14-point line in 30 points; label baseline: top + ascender.
        let fieldBaseline = 28 + 15 - 1.193359375 * 14 / 2 + 0.9521484375 * 14
        let labelTop = fieldBaseline - 0.9521484375 * 17
        expectFrame(
            layout, "Name Field",
            Rect(
                x: 16 + ceil2(try width("Name", 17)) + 8, y: 28,
                width: 375 - 32 - 8 - ceil2(try width("Name", 17)), height: 30))
        let labelFrame = try #require(layout.frame(of: "Name Label"))
        #expect(abs(labelFrame.y - labelTop) < 1e-9)
        #expect(abs(fieldBaseline - 48.0) < 0.1) // "roughly 20 pt below the top" of the field
    }

    @Test func rightToLeftStringsAreUsedInRTLLayouts() throws {
        let label = Label(name: "Greeting", text: "Hello")
        label.rtlText = "שלום עולם"
        let constraints: (View) -> [LayoutConstraint] = { root in
            [
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                label.topAnchor.constraint(equalTo: root.topAnchor),
            ]
        }
        let ltr = try place([label], constraints)
        let hebrewWidth = ceil2(try engine.layout("שלום עולם", font: label.font, rightToLeft: true).size.width)
        expectFrame(ltr, "Greeting", Rect(x: 16, y: 0, width: ceil2(try width("Hello", 17)), height: 20.5))
        let engineRTL = LayoutEngine(
            root: label.rootView, environment: Environment(device: .iPhone8, direction: .rightToLeft))
        expectFrame(
            engineRTL.layout(), "Greeting", Rect(x: 375 - 16 - hebrewWidth, y: 0, width: hebrewWidth, height: 20.5))
        // Switching direction on a live engine re-measures.
        engineRTL.setEnvironment(Environment(device: .iPhone8))
        expectFrame(
            engineRTL.layout(), "Greeting", Rect(x: 16, y: 0, width: ceil2(try width("Hello", 17)), height: 20.5))
    }

    /// `style: configured` and `borderStyle: none` (docs/typesetting.md), worked at 2x: a
    /// configured 17-point line is 20.29 + 7 + 7 = 34.29, 34.5 on the grid, its width the
    /// title's + 24; a borderless 14-point field 16.71 + 5/3 = 18.37, 18.5.
    @Test func configuredButtonsAndBorderlessFieldsInSceneFiles() throws {
        let yaml = """
            views:
              - {name: Go, kind: button, title: Go, style: configured}
              - {name: Plain, kind: textField, text: plain, borderStyle: none}
            constraints:
              - Go.Leading = Superview.Leading + 10
              - Go.Top = Superview.Top + 10
              - Plain.Leading = Superview.Leading + 10
              - Plain.Top = Go.Bottom + 10
            """
        let scene = try SceneLoader.standard.load(yaml: yaml, file: "styles.yaml")
        let layout = LayoutEngine(root: scene.root, environment: Environment(device: .iPhone8)).layout()
        expectFrame(layout, "Go", Rect(x: 10, y: 10, width: ceil2(try width("Go", 17) + 24), height: 34.5))
        expectFrame(layout, "Plain", Rect(x: 10, y: 54.5, width: ceil2(try width("plain", 14)), height: 18.5))
        let bad = #expect(throws: SceneError.self) {
            _ = try SceneLoader.standard.load(
                yaml: "views:\n  - {name: B, kind: button, style: fancy}\n", file: "bad.yaml")
        }
        #expect(
            bad?.description.contains("unknown style (one of system, configured)") == true, "\(String(describing: bad))"
        )
    }

    @Test func controlKindsInSceneFiles() throws {
        let yaml = """
            name: Controls
            views:
              - name: Title
                kind: label
                text: Hello
                font: {style: headline}
              - name: Save
                kind: button
                title: Save
              - name: Toggle
                kind: switch
                isOn: true
            constraints:
              - Title.Leading = Superview.LeadingMargin
              - Title.Top = Top Layout Guide.Bottom + Standard
              - Save.Leading = Title.Trailing + Standard
              - Save.Baseline = Title.Baseline
              - Toggle.Trailing = Superview.TrailingMargin
              - Toggle.CenterY = Save.CenterY
            """
        let scene = try SceneLoader.standard.load(yaml: yaml, file: "controls.yaml")
        let layout = LayoutEngine(root: scene.root, environment: Environment(device: .iPhone8)).layout()
        #expect(layout.conflicts.isEmpty && layout.ambiguous.isEmpty)
        let titleWidth = ceil2(try width("Hello", 17, .semibold))
        expectFrame(layout, "Title", Rect(x: 16, y: 28, width: titleWidth, height: 20.5))
        expectFrame(
            layout, "Toggle",
            Rect(x: 375 - 16 + 2 - 63, y: (layout.frame(of: "Save")?.y ?? 0) + 15 - 14, width: 63, height: 28))
        #expect(throws: SceneError.self) {
            try SceneLoader.standard.load(
                yaml: """
                    views:
                      - name: Bad
                        kind: label
                        font: {size: 12, file: /missing/font.ttf}
                    """, file: "bad.yaml")
        }
    }
}

@Suite struct PixelGridTests {
    @Test(arguments: [Device.iPhone8, Device.iPhone8Plus])
    func labelHeightsRoundUpToThePixelGrid(device: Device) throws {
        for size in [11.0, 14, 17, 22, 28] {
            for lines in 1...3 {
                let label = Label(name: "L", text: Array(repeating: "Row", count: lines).joined(separator: "\n"))
                label.numberOfLines = 0
                label.font = .systemFont(ofSize: size)
                let root = View(name: "Root")
                label.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(label)
                try LayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    label.topAnchor.constraint(equalTo: root.topAnchor),
                ])
                let frame = try #require(
                    LayoutEngine(root: root, environment: Environment(device: device)).layout().frame(of: "L"))
                let exact = Double(lines) * 1.193359375 * size
                let expected = (exact * device.scale - 1e-9).rounded(.up) / device.scale
                #expect(abs(frame.height - expected) < 1e-9, "\(size) pt, \(lines) lines at @\(device.scale)x")
            }
        }
    }

    @Test func parenthesesAndNumbersInARightToLeftParagraph() throws {
        let engine = TextEngine.shared
        let font = Font.systemFont(ofSize: 17)
        // Visually, left to right: "(123)" then the Hebrew word. The parentheses sit in the
        // right-to-left run, so HarfBuzz mirrors them; the digits keep their own order.
        let rtl = try engine.layout("שלום (123)", font: font, rightToLeft: true)
        let visual = rtl.lines[0].runs.flatMap { $0.glyphs.map(\.glyph) }
        let reference = try engine.layout("(123)", font: font).lines[0].runs.flatMap { $0.glyphs.map(\.glyph) }
        #expect(Array(visual.prefix(5)) == reference)
        // The x positions increase left to right across the whole line.
        let xs = rtl.lines[0].runs.flatMap { $0.glyphs.map(\.x) }
        #expect(xs == xs.sorted())
    }
}
