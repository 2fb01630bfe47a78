import AutoLayout
import Foundation
import Testing
import Typesetting

/// A control built in code with a font that cannot be read is not laid out as if it had no
/// text in silence: the layout lists it.
@Suite struct MeasurementProblemTests {
    @Test func unreadableFontIsListedWithTheLayout() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-not-a-font-\(UUID()).ttf").path
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let root = View(name: "Root")
        let label = Label(name: "Title", text: "Hello")
        label.font = Font(size: 17, file: path)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let layout = LayoutEngine(root: root, environment: Environment(device: .iPhone8)).layout()
        #expect(
            layout.diagnostics.map(\.description)
                == ["cannot measure Title: \(TypesettingError.unreadableFont(path: path).description)"])
        #expect(DiagnosisReport(layout: layout).hasProblems)
        // A readable font measures with nothing to report.
        label.font = .systemFont(ofSize: 17)
        #expect(label.measurementProblem == nil)
    }
}
