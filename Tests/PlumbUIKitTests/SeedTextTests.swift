import Foundation
import Testing

@testable import TestSupport

/// Reads the cheat sheet in place (../shared/reference/seeds, others' work, never copied)
/// and checks that every line of its code appears in SeedSnippetTests.swift, whitespace
/// aside: the snippets there are the sheet's own, not paraphrases.
@Suite(.enabled(if: SharedReference.isExpected, "reads ../shared/reference, absent on purpose here"))
struct SeedTextTests {
    /// A line of the sheet is code when it is a comment or holds code punctuation, and is
    /// not prose: a bullet (`•`), a numbered note, or a sentence (a capital to a full stop or
    /// colon).
    static func codeLines(of sheet: String) -> [String] {
        sheet.split(separator: "\n", omittingEmptySubsequences: true).map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { line in
            guard !line.hasPrefix("•"), line.first?.isNumber != true else { return false }
            if line.first?.isUppercase == true, line.hasSuffix(".") || line.hasSuffix(":") { return false }
            return line.hasPrefix("//") || line.contains { "()[]{}=".contains($0) }
        }
    }

    static func withoutWhitespace(_ text: String) -> String {
        String(text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) }.map(Character.init))
    }

    @Test func everyCodeLineOfTheSheetIsInTheSnippetTests() throws {
        let sheet = try String(
            contentsOf: SharedReference.folder("seeds").appendingPathComponent("004_88940653d4e7c9ae.txt"),
            encoding: .utf8)
        let tests = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("SeedSnippetTests.swift"),
            encoding: .utf8)
        let lines = Self.codeLines(of: sheet)
        // The sheet's four snippets and the two of its layout examples: enough lines that the
        // filter above cannot have lost them.
        #expect(lines.count >= 30)
        let source = Self.withoutWhitespace(tests)
        let missing = lines.filter { !source.contains(Self.withoutWhitespace($0)) }
        #expect(missing.isEmpty, "not in SeedSnippetTests.swift: \(missing)")
    }
}
