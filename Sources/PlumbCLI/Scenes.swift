import ArgumentParser
import AutoLayout
import InterfaceBuilder
import SceneModel

/// `plumb scenes FILE`: an Interface Builder document's scenes, one per line — id, name, kind,
/// design size, and the bars Xcode's canvas draws with the top and bottom insets they give, in
/// aligned columns, the initial view controller marked — so that a script can pick one for
/// `--scene`, and a reader can see which bars its frames were stored under.
struct Scenes: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the scenes of a storyboard or xib: id, name, kind, design size, bars.")

    @Argument(help: "A .storyboard or .xib file.")
    var file: String

    func run() throws {
        guard file.hasSuffix(".storyboard") || file.hasSuffix(".xib") else {
            throw CommandFailure.usage(
                "Error: plumb scenes reads .storyboard and .xib files, not '\(file.escapedForMessage)'")
        }
        let document: IBDocument
        do {
            document = try IBDocument.read(path: file)
        } catch {
            throw CommandFailure.invalidInput(error.description)
        }
        let rows = document.scenes.map { scene -> [String] in
            let size = scene.designSize.map { "\(formatPoints($0.width))x\(formatPoints($0.height))" } ?? "-"
            return [scene.id, scene.name, scene.kind, size, document.canvasSummary(of: scene)]
                + (scene.isInitial ? ["initial"] : [])
        }
        let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            var line = ""
            for (column, cell) in row.enumerated() {
                if column > 0 { line += "  " }
                let isLast = column == row.count - 1
                line += isLast ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }
            print(line)
        }
    }
}
