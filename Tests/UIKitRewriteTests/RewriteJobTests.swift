import Foundation
import TestSupport
import Testing
import UIKitRewrite

/// `plumb uikit rewrite SRC… --output DIR` below the command line: which files, where they
/// go, and that a failure writes nothing.
@Suite struct RewriteJobTests {
    let manager = FileManager.default

    /// A directory of sources: `Views/` with a nested folder, a hidden one, a text file.
    func sources() throws -> String {
        let root = try TemporaryDirectory.make()
        for (path, text) in [
            ("Views/Card.swift", "@objc final class Card {}\n"),
            ("Views/Cells/FeedCell.swift", "let s = #selector(tap)\n"),
            ("Views/.build/Old.swift", "@objc class Old {}\n"),
            ("Views/notes.txt", "@objc\n"),
            ("Header.swift", "@IBOutlet var label: UILabel!\n"),
        ] {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    func files(under directory: String) -> [String] {
        (manager.enumerator(atPath: directory)?.allObjects as? [String] ?? [])
            .filter { !$0.hasSuffix("/") && !isDirectory(directory + "/" + $0) }.sorted()
    }

    func isDirectory(_ path: String) -> Bool {
        var flag: ObjCBool = false
        return manager.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
    }

    func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func directoriesRecurseAndFilesKeepTheirNames() throws {
        let root = try sources()
        let output = root + "/out"
        let job = try RewriteJob(sources: [root + "/Views", root + "/Header.swift"], output: output)
        #expect(job.files.map(\.relativePath) == ["Card.swift", "Cells/FeedCell.swift", "Header.swift"])
        #expect(try job.run() == RewriteJob.Summary(files: 3, edits: 3))
        #expect(files(under: output) == ["Card.swift", "Cells/FeedCell.swift", "Header.swift"])
        #expect(try read(output + "/Card.swift") == "      final class Card {}\n")
        #expect(try read(output + "/Cells/FeedCell.swift") == "let s = Selector(\"tap\")\n")
        #expect(try read(output + "/Header.swift") == "          var label: UILabel!\n")
    }

    @Test func anOutputInsideASourceIsNotReadBackAndASecondRunReplacesTheFiles() throws {
        let root = try sources()
        let output = root + "/Views/Linux"
        for _ in 0..<2 {
            let job = try RewriteJob(sources: [root + "/Views"], output: output)
            #expect(job.files.map(\.relativePath) == ["Card.swift", "Cells/FeedCell.swift"])
            _ = try job.run()
        }
        #expect(files(under: output) == ["Card.swift", "Cells/FeedCell.swift"])
    }

    @Test func oneBadFileWritesNothingAndEveryErrorIsReported() throws {
        let root = try sources()
        try Data("let a = \"open\n".utf8).write(to: URL(fileURLWithPath: root + "/Views/Broken.swift"))
        try Data("/* never closed\n".utf8).write(to: URL(fileURLWithPath: root + "/Views/Cells/Also.swift"))
        let output = root + "/out"
        try manager.createDirectory(atPath: output, withIntermediateDirectories: true)
        try Data("kept\n".utf8).write(to: URL(fileURLWithPath: output + "/Card.swift"))
        let job = try RewriteJob(sources: [root + "/Views"], output: output)
        #expect(
            throws: RewriteJob.Failure.rewrite([
                RewriteError(
                    file: root + "/Views/Broken.swift", line: 1, column: 9, text: "\"open", problem: .unterminatedString
                ),
                RewriteError(
                    file: root + "/Views/Cells/Also.swift", line: 1, column: 1, text: "/* never closed",
                    problem: .unterminatedBlockComment),
            ])
        ) {
            try job.run()
        }
        #expect(files(under: output) == ["Card.swift"])
        #expect(try read(output + "/Card.swift") == "kept\n")
    }

    @Test func usageErrors() throws {
        let root = try sources()
        #expect(throws: RewriteJob.Failure.usage("no such file or directory: \(root)/Missing")) {
            try RewriteJob(sources: [root + "/Missing"], output: root + "/out")
        }
        try Data("@objc class Other {}\n".utf8).write(to: URL(fileURLWithPath: root + "/Card.swift"))
        #expect(
            throws: RewriteJob.Failure.usage(
                "\(root)/Card.swift and \(root)/Views/Card.swift would both be written to \(root)/out/Card.swift")
        ) {
            try RewriteJob(sources: [root + "/Card.swift", root + "/Views"], output: root + "/out")
        }
        #expect(
            throws: RewriteJob.Failure.usage(
                "--output \(root) would overwrite the source \(root)/Header.swift: "
                    + "the rewrite never overwrites its sources")
        ) {
            try RewriteJob(sources: [root + "/Header.swift"], output: root)
        }
    }

    @Test func aFileThatCannotBeReadIsNamedWithTheSystemsReason() throws {
        let root = try sources()
        #expect(
            throws: RewriteError(
                file: root + "/Views", line: nil, column: nil, text: "",
                problem: .unreadable(reason: "Is a directory"))
        ) {
            try RewriteJob.read(root + "/Views")
        }
        #expect(
            RewriteError(
                file: "A.swift", line: nil, column: nil, text: "", problem: .unreadable(reason: "Is a directory")
            )
            .description == "A.swift: error: cannot read the file (Is a directory)")
    }
}
