import ArgumentParser
import AutoLayout
import Raster
import SceneFormat
import SceneModel
import Typesetting

/// `plumb bench render`: drawing and encoding one recipe-sized screen at 750×1334.
struct RenderBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Time rendering and PNG encoding of a recipe-sized screen.")

    @Option(help: "Timed runs; the median is reported.")
    var `repeat`: Int = 21

    func validate() throws {
        guard self.repeat >= 1 else { throw ValidationError("--repeat must be at least 1") }
    }

    /// A form like the cookbook's: labels, fields, buttons, a switch, an image and coloured views.
    static let scene = """
        name: Render Benchmark
        views:
          - {name: Title, kind: label, text: "Dynamic Text and Readability", font: {style: title1}}
          - {name: Name Label, kind: label, text: "First Name"}
          - {name: Name Field, kind: textField, placeholder: "Enter first name"}
          - {name: Body, kind: label, numberOfLines: 0, text: "The quick brown fox jumps over the lazy dog, again and again, until the line has to wrap several times on a small screen."}
          - {name: Save, kind: button, title: Save, background: lightgray}
          - {name: Cancel, kind: button, title: Cancel, background: lightgray}
          - {name: Toggle, kind: switch, isOn: true}
          - {name: Picture, kind: imageView, imageSize: {width: 120, height: 80}, contentMode: aspectFit}
          - {name: Footer, background: "#3953FF", cornerRadius: 8}
        constraints:
          - Title.Leading = Superview.LeadingMargin
          - Title.Top = Top Layout Guide.Bottom + Standard
          - Name Label.Leading = Superview.LeadingMargin
          - Name Field.Leading = Name Label.Trailing + Standard
          - Name Field.Trailing = Superview.TrailingMargin
          - Name Field.Top = Title.Bottom + Standard
          - Name Label.Baseline = Name Field.Baseline
          - Body.Leading = Superview.LeadingMargin
          - Body.Trailing = Superview.TrailingMargin
          - Body.Top = Name Field.Bottom + Standard
          - Save.Leading = Superview.LeadingMargin
          - Cancel.Leading = Save.Trailing + Standard
          - Save.Width = Cancel.Width
          - Save.Top = Body.Bottom + Standard
          - Cancel.Top = Save.Top
          - Toggle.Leading = Cancel.Trailing + Standard
          - Toggle.Trailing = Superview.TrailingMargin
          - Toggle.CenterY = Save.CenterY
          - Picture.Leading = Superview.LeadingMargin
          - Picture.Trailing = Superview.TrailingMargin
          - Picture.Top = Save.Bottom + Standard
          - Footer.Leading = Superview.LeadingMargin
          - Footer.Trailing = Superview.TrailingMargin
          - Footer.Top = Picture.Bottom + Standard
          - Bottom Layout Guide.Top = Footer.Bottom + 20
        """

    func run() throws {
        let scene = try SceneLoader.standard.load(yaml: Self.scene, file: "render-bench.yaml")
        let engine = LayoutEngine(root: scene.root, environment: Environment(device: .iPhone8))
        let layout = engine.layout()
        if !layout.conflicts.isEmpty || !layout.ambiguous.isEmpty {
            print("warning: the benchmark scene has conflicts or ambiguity")
        }
        let renderer = Renderer()
        // Warms the glyph cache, as a matrix run would be, and fails here if the scene cannot be
        // drawn, so the timed loop below can ignore errors.
        _ = try renderer.render(layout, drawing: engine.drawing(of: layout))
        var render: [Double] = [], encode: [Double] = [], both: [Double] = []
        var size = 0
        for _ in 0..<self.repeat {
            var bitmap = Bitmap(width: 0, height: 0)
            // What the views draw is made inside the timed render: it is the text setting the
            // renderer used to do itself.
            render.append(
                timed { bitmap = (try? renderer.render(layout, drawing: engine.drawing(of: layout))) ?? bitmap })
            encode.append(timed { size = (try? PNGCodec.encode(bitmap).count) ?? 0 })
            both.append(
                timed { _ = try? PNGCodec.encode(renderer.render(layout, drawing: engine.drawing(of: layout))) })
        }
        var table = TargetTable()
        table.add(name: "750×1334 screen", unit: "render", milliseconds: median(render))
        table.add(name: "750×1334 screen", unit: "PNG encode", milliseconds: median(encode))
        table.add(name: "750×1334 screen", unit: "render+encode", milliseconds: median(both), targetMilliseconds: 15)
        print(table.render())
        print("PNG size: \(size) bytes")
    }
}
