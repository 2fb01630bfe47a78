import ArgumentParser
import AutoLayout
import Cookbook
import SceneFormat
import SceneModel
import Typesetting

/// `plumb bench text`: how long measuring text takes, warm (cached) and cold.
struct TextBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text", abstract: "Time text measurement: a warm label, fresh strings, a recipe-sized matrix.")

    @Option(help: "Timed runs; the median is reported.")
    var `repeat`: Int = 21

    func validate() throws {
        guard self.repeat >= 1 else { throw ValidationError("--repeat must be at least 1") }
    }

    /// Strings like the cookbook's: labels, buttons, fields, in English, Hebrew and Arabic.
    static let samples = [
        "First Name", "Middle Name", "Last Name", "Enter first name", "Save", "Cancel", "Clear",
        "Much Longer Button Title", "Dynamic Text and Readability", "The quick brown fox jumps over the lazy dog",
        "שם פרטי", "ביטול", "שמור את השינויים", "مرحبا بالعالم", "الاسم الأول", "حفظ (2024)",
    ]

    func run() throws {
        var table = TargetTable()
        table.add(
            name: "one-line label, warm", unit: "intrinsicContentSize",
            milliseconds: median(warmLabel()), targetMilliseconds: 0.020)
        table.add(name: "one-line label, new string", unit: "set and measure", milliseconds: median(freshStrings()))
        table.add(
            name: "25 recipes × 12 variants", unit: "all text, cold engine", milliseconds: median(matrix()),
            targetMilliseconds: 1000)
        table.add(
            name: "recipes × 12 text sizes", unit: "load+layout, iphone-15",
            milliseconds: median(try categorySweep()))
        print(table.render())
    }

    /// Per-call time of a cached measurement, from batches of 1,000 calls.
    func warmLabel() -> [Double] {
        let label = Label(name: "Title", text: "Settings")
        _ = label.intrinsicContentSize
        return (0..<self.repeat).map { _ in
            timed { for _ in 0..<1000 { _ = label.intrinsicContentSize(forWidth: nil, direction: .leftToRight) } }
                / 1000
        }
    }

    /// Setting a string the engine has not seen (the face is already open).
    func freshStrings() -> [Double] {
        let engine = TextEngine()
        _ = try? engine.layout("warm up", font: .systemFont(ofSize: 17))
        var counter = 0
        return (0..<self.repeat).map { _ in
            counter += 1
            let text = "Label number \(counter) of the form"
            return timed { _ = try? engine.layout(text, font: .systemFont(ofSize: 17)) }
        }
    }

    /// A quarter as many runs as `--repeat` asks (at least 3), for the rows that lay out every
    /// recipe many times over. (Spelled as a property: swift-format's parser reads
    /// `repeat / 4)` as the start of a regex literal.)
    var quarterRuns: Int { max(3, `repeat` / 4) }

    /// Every string of 25 recipes in every variant of the default snapshot matrix (3 devices,
    /// 2 orientations, 2 directions), one-line and wrapped at the margins, on a fresh engine.
    func matrix() -> [Double] {
        let devices: [Device] = [.iPhoneSE, .iPhone8, .iPad]
        return (0..<quarterRuns).map { _ in
            let engine = TextEngine()
            return timed {
                for recipe in 0..<25 {
                    for device in devices {
                        for orientation in Orientation.allCases {
                            let size = Environment(device: device, orientation: orientation).size
                            for rtl in [false, true] {
                                for (index, sample) in Self.samples.enumerated() where (index + recipe) % 2 == 0 {
                                    let font = Font.systemFont(ofSize: [17, 15, 14][index % 3])
                                    _ = try? engine.layout(sample, font: font, rightToLeft: rtl)
                                    _ = try? engine.layout(
                                        sample, font: font, width: size.width - 32, numberOfLines: 0,
                                        rightToLeft: rtl)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The Dynamic Type sweep (issue 20): every snapshotted recipe laid out at each of the
    /// twelve content size categories on iphone-15, each from its scene file; the text engine
    /// is warm after the first run, as in a snapshot run.
    func categorySweep() throws -> [Double] {
        let device = Device.named("iphone-15") ?? .default
        let paths = Cookbook.snapshotted.map(\.scenePath)
        // A sweep is every recipe at every category: a quarter as many runs as the other rows.
        return try (0..<quarterRuns).map { _ in
            var failure: SceneError?
            let milliseconds = timed {
                for path in paths {
                    for category in ContentSizeCategory.allCases {
                        do throws(SceneError) {
                            let scene = try SceneLoader.standard.load(path: path)
                            _ = LayoutEngine(
                                root: scene.root,
                                environment: scene.environment(
                                    device: device, contentSize: category)
                            ).layout()
                        } catch {
                            failure = error
                        }
                    }
                }
            }
            if let failure { throw CommandFailure.invalidInput(failure.description) }
            return milliseconds
        }
    }
}
