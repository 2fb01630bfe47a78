import Foundation
import SceneModel
import TestSupport
import Testing

@testable import AutoLayout
@testable import SceneFormat

/// Robustness: mutated copies of a valid scene must each either load and lay out or fail with
/// a `SceneError` that names the file, never crash or hang (SPEC §5: "Never a crash").
extension CommandLineTests {
    /// Characters that mean something to YAML or to the constraint notation, plus a few that
    /// mean nothing anywhere.
    static let replacements: [Character] = [
        "{", "}", "[", "]", ":", "-", "\t", "\"", "'", "0", "9", "x", ".", "@", "(", ")", "=", "<", ">", "+",
        "*", "%", "/", "#", "&", "!", "|", " ", "\n", "é", "×", "\u{7F}", "\u{01}", "\u{0}",
    ]

    /// `count` variants of `text`, each with one to four characters dropped, duplicated or
    /// replaced at seeded positions.
    static func variants(of text: String, count: Int, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        var result: [String] = []
        for _ in 0..<count {
            var chars = Array(text)
            for _ in 0..<Int.random(in: 1...4, using: &generator) where !chars.isEmpty {
                let index = Int.random(in: 0..<chars.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: chars.remove(at: index)
                case 1: chars.insert(chars[index], at: index)
                default: chars[index] = replacements.randomElement(using: &generator) ?? " "
                }
            }
            result.append(String(chars))
        }
        return result
    }

    /// `count` variants of `text` with one or two of its digits changed into other numbers
    /// (negative, huge, tiny, malformed): these mostly still load, so they reach the engine.
    static func numberVariants(of text: String, count: Int, seed: UInt64) -> [String] {
        let numbers = ["0", "9", "-", "-0", "e30", "e-30", ".5", "00000", "1e308", "9999999", "."]
        var generator = SeededGenerator(seed: seed)
        let original = Array(text)
        let digits = original.indices.filter { original[$0].isNumber }
        var result: [String] = []
        for _ in 0..<count {
            var chars = original.map { String($0) }
            for _ in 0..<Int.random(in: 1...2, using: &generator) {
                guard let index = digits.randomElement(using: &generator) else { break }
                chars[index] = numbers.randomElement(using: &generator) ?? "0"
            }
            result.append(chars.joined())
        }
        return result
    }

    /// 200 variants of two-views-with-complex-widths.yaml: 120 with arbitrary edits (mostly
    /// rejected: names and keys are most of the file) and 80 with edited numbers.
    static func fuzzVariants() throws -> [String] {
        let text = try String(contentsOfFile: complexWidths, encoding: .utf8)
        return variants(of: text, count: 120, seed: 0x504C_554D_42)
            + numberVariants(of: text, count: 80, seed: 0x4E55_4D42_4552)
    }

    @Test(.timeLimit(.minutes(2))) func mutatedScenesLoadOrFailCleanly() throws {
        var loaded = 0
        var rejected = 0
        for (index, yaml) in try Self.fuzzVariants().enumerated() {
            let file = "fuzz-\(index).yaml"
            do {
                let scene = try SceneLoader.standard.load(yaml: yaml, file: file)
                let layout = LayoutEngine(root: scene.root, environment: scene.environment(device: .iPhone8)).layout()
                #expect(layout.entries.count == scene.views.count + 1, "\(file)")
                loaded += 1
            } catch {
                #expect(error.description.hasPrefix(file + ":"), "\(error.description)")
                rejected += 1
            }
        }
        // Both outcomes occur, or the mutations test nothing.
        #expect(loaded > 20 && rejected > 20, "loaded \(loaded), rejected \(rejected)")
    }

    /// The same through the executable for a slice of the variants: exit 0 with frames, or
    /// exit 1 with the error on stderr; never a signal.
    @Test func mutatedScenesThroughTheCommand() throws {
        let variants = try Self.fuzzVariants()
        for index in stride(from: 0, to: variants.count, by: 7) {
            let yaml = variants[index]
            let path = try PlumbCommand.writeScene("fuzz-\(index).yaml", yaml)
            let run = try #require(PlumbCommand.run(["frames", path]))
            #expect(!run.crashed, "\(path) crashed: \(run.stderr)")
            #expect(run.status == 0 || run.status == 1, "\(path): status \(run.status)")
            if run.status == 0 {
                #expect(run.stdout.hasPrefix("iphone-17 portrait ltr 402x874 @3x\n"), "\(path)")
            } else {
                #expect(run.stdout == "", "\(path)")
                #expect(run.stderr.hasPrefix(path + ":"), "\(path): \(run.stderr)")
            }
        }
    }
}
