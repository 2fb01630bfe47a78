import Foundation
import TestSupport
import Testing

/// `plumb uikit rewrite SRC… --output DIR` (SPEC §5, §11; docs/uikit-rewrite.md): exit 0 with
/// the files written, 1 with every source's error and nothing written, 2 for usage.
extension CommandLineTests {
    /// A folder with `Views/Card.swift` and `Views/Cells/Cell.swift`.
    static func uikitSources() throws -> String {
        let root = try TemporaryDirectory.make()
        try FileManager.default.createDirectory(atPath: root + "/Views/Cells", withIntermediateDirectories: true)
        try Data("final class Card {\n    @IBOutlet weak var title: UILabel!\n    @objc func tap() {}\n}\n".utf8)
            .write(to: URL(fileURLWithPath: root + "/Views/Card.swift"))
        try Data("let action = #selector(Cell.didTap(_:))\n".utf8)
            .write(to: URL(fileURLWithPath: root + "/Views/Cells/Cell.swift"))
        return root
    }

    @Test func uikitRewriteWritesTheTreeAndSaysWhatItDid() throws {
        let root = try Self.uikitSources()
        let run = try #require(PlumbCommand.run(["uikit", "rewrite", "Views", "--output", "Linux"], in: root))
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout == "rewrote 2 files (3 edits) into Linux\n")
        #expect(
            try String(contentsOfFile: root + "/Linux/Card.swift", encoding: .utf8)
                == "final class Card {\n              weak var title: UILabel!\n          func tap() {}\n}\n")
        #expect(
            try String(contentsOfFile: root + "/Linux/Cells/Cell.swift", encoding: .utf8)
                == "let action = Selector(\"Cell.didTap(_:)\")\n")
    }

    @Test func uikitRewriteReportsEveryBadSourceAndWritesNothing() throws {
        let root = try Self.uikitSources()
        try Data("let a = 1\nlet b = \"open\n".utf8).write(to: URL(fileURLWithPath: root + "/Views/Bad.swift"))
        try Data("x.addTarget(self, action: #selector(tap\n".utf8)
            .write(to: URL(fileURLWithPath: root + "/Views/Cells/Worse.swift"))
        let run = try #require(PlumbCommand.run(["uikit", "rewrite", "Views", "--output", "Linux"], in: root))
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(
            run.stderr == """
                Views/Bad.swift:2:9: error: unterminated string literal: '"open'
                Views/Cells/Worse.swift:1:27: error: '#selector(' is never closed: '#selector(tap'

                """)
        #expect(!FileManager.default.fileExists(atPath: root + "/Linux"))
    }

    @Test func uikitRewriteUsageErrorsExitTwo() throws {
        let root = try Self.uikitSources()
        let noOutput = try #require(PlumbCommand.run(["uikit", "rewrite", "Views"], in: root))
        #expect(noOutput.status == 2)
        #expect(noOutput.stderr.hasPrefix("Error: Missing expected argument '--output <output>'\n"))
        let noSources = try #require(PlumbCommand.run(["uikit", "rewrite", "--output", "Linux"], in: root))
        #expect(noSources.status == 2)
        #expect(noSources.stderr.hasPrefix("Error: Missing expected argument '<sources> ...'\n"))
        let missing = try #require(PlumbCommand.run(["uikit", "rewrite", "Nowhere", "--output", "Linux"], in: root))
        #expect(missing.status == 2)
        #expect(missing.stderr == "Error: no such file or directory: Nowhere\n")
        let inPlace = try #require(PlumbCommand.run(["uikit", "rewrite", "Views", "--output", "Views"], in: root))
        #expect(inPlace.status == 2)
        #expect(
            inPlace.stderr
                == "Error: --output Views is the source directory Views: the rewrite never overwrites its sources\n")
    }
}
