import AutoLayout
import Cookbook
import Testing
import Typesetting

/// The guide's examples outside the cookbook chapters, kept beside the recipes.
struct ExampleTests {
    @Test(arguments: Cookbook.examples)
    func exampleLaysOutCleanly(_ example: Recipe) throws {
        for device in [Device.iPhoneSE, .iPhone8, .iPad] {
            for orientation in Orientation.allCases {
                for direction in LayoutDirection.allCases {
                    let layout = try CookbookTests.layout(
                        example, device: device, orientation: orientation,
                        direction: direction)
                    #expect(
                        layout.conflicts.isEmpty && layout.ambiguous.isEmpty,
                        "\(example.title) \(layout.environment)")
                }
            }
        }
    }

    @Test func examplesAreFoundByTitleAndFile() {
        #expect(Cookbook.examples.count == 8)
        #expect(Cookbook.recipe(named: "quarter-height child")?.slug == "quarter-height-child")
        #expect(Cookbook.recipe(named: "padded-label")?.title == "Label with Insets")
        #expect(!Cookbook.snapshotted.contains { $0.folder == "Examples" })
    }

    func ceil2(_ value: Double) -> Double { (value * 2 - 1e-9).rounded(.up) / 2 }

    @Test func anchoredTextViewStaysAtTheContainersBottom() throws {
        let example = try #require(Cookbook.recipe(named: "Anchored View Inside a Scroll View"))
        let layout = try CookbookTests.layout(example)
        // Container between the margins, 8 below the status bar, 20 above the bottom.
        let container = try #require(layout.frame(of: "Container"))
        #expect(container == Rect(x: 16, y: 28, width: 343, height: 619))
        let text = try #require(layout.frame(of: "Anchored Text View"))
        #expect(text.x == 24 && text.width == 327)
        #expect(abs(text.maxY - (container.maxY - 8)) < 1e-9)
        #expect(layout.frame(of: "Content")?.height == 1000)
    }

    @Test func paddedLabelIncludesItsInsets() throws {
        let example = try #require(Cookbook.recipe(named: "Label with Insets"))
        let layout = try CookbookTests.layout(example)
        let text = try TextEngine.shared.layout("Label with insets", font: .systemFont(ofSize: 17))
        let width = ceil2(text.size.width + 32), height = ceil2(text.size.height + 16)
        #expect(
            layout.frame(of: "Padded Label")
                == Rect(
                    x: (375 - width) / 2, y: (667 - height) / 2,
                    width: width, height: height))
    }
}
