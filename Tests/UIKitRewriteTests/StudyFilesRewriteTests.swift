import Foundation
import TestSupport
import Testing
import UIKitRewrite

/// The rewrite over the 15 real view files of `../shared/reference/uikit-code`, read in place
/// (the suite fails, naming the path, when they are not there). Each keeps its line count,
/// holds no `@objc`, `#selector` or `dynamic` modifier outside comments and literals, and
/// still parses: `swiftc -parse` accepts the output of every file whose source it accepts.
@Suite(.enabled(if: SharedReference.isExpected, "reads ../shared/reference, absent on purpose here"))
struct StudyFilesRewriteTests {
    func studyFiles() throws -> [(name: String, bytes: [UInt8])] {
        let folder = try SharedReference.folder("uikit-code")
        let names = try SharedReference.contents(of: "uikit-code").filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { ($0, try RewriteJob.read(folder.appendingPathComponent($0).path)) }
    }

    @Test func everyStudyFileKeepsItsLinesAndLosesItsObjectiveC() throws {
        let files = try studyFiles()
        #expect(files.count == 15)
        var edits: [String] = []
        for (name, bytes) in files {
            let result = try SourceRewriter.rewrite(bytes, file: name)
            #expect(result.text.filter { $0 == 0x0A }.count == bytes.filter { $0 == 0x0A }.count, "\(name)")
            let leftovers = try #require(RewriteCheck.leftovers(result.text))
            #expect(leftovers.isEmpty, "\(name): \(leftovers)")
            #expect(try SourceRewriter.rewrite(result.text, file: name).edits.isEmpty, "\(name): not idempotent")
            if !result.edits.isEmpty { edits.append("\(name.split(separator: "__").last!) \(result.edits.count)") }
        }
        #expect(
            edits == [
                "SPAboutViewController.swift 4", "SPSectionHeaderView.swift 4", "SwipeActionsView.swift 2",
                "HomeViewController.swift 2", "ReviewViewController.swift 7", "ErroredBackingView.swift 2",
                "AttachmentCell.swift 2",
            ])
    }

    /// Simplenote's header, whose nib sets a private outlet and an overridden `textLabel`: the
    /// methods go on the line of the class's closing brace.
    @Test func simplenotesHeaderGetsItsOutletsConnected() throws {
        let files = try studyFiles()
        let (name, bytes) = try #require(files.first { $0.name.hasSuffix("SPSectionHeaderView.swift") })
        let result = try SourceRewriter.rewrite(bytes, file: name)
        #expect(result.edits.last?.description == "49: connects outlets containerView, textLabel by name")
        let lines = String(decoding: result.text, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines[48]
                == " override func connectNibOutlet(_ name: String, to object: Any) -> Bool { switch (name, object) { "
                + "case (\"containerView\", let value as UIView): containerView = value "
                + "case (\"textLabel\", let value as UILabel): textLabel = value "
                + "default: return super.connectNibOutlet(name, to: object) }; return true } }")
    }

    @Test func theRewrittenStudyFilesStillParse() throws {
        let directory = try TemporaryDirectory.make()
        for (name, bytes) in try studyFiles() {
            let source = directory + "/source-" + name
            let output = directory + "/output-" + name
            try Data(bytes).write(to: URL(fileURLWithPath: source))
            try Data(SourceRewriter.rewrite(bytes, file: name).text).write(to: URL(fileURLWithPath: output))
            #expect(try parses(source) == "", "\(name): the source does not parse")
            #expect(try parses(output) == "", "\(name): the rewrite does not parse")
        }
    }

    /// `swiftc -parse FILE`'s errors ("" when it parses).
    func parses(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-parse", path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? "" : text
    }
}
