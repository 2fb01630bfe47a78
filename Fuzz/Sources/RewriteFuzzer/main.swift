import FuzzSupport
import UIKitRewrite

// Swift source → the UIKit rewrite (issue 34). Whatever the bytes, either a typed error that
// names a line of the input, or a rewrite that (1) lexes to the input's tokens with the edits
// applied, each on its line (the check `SourceRewriter.rewrite` runs on itself, called here
// on the unchecked rewrite so that a disagreement is a finding, not an error message), (2)
// has as many lines, (3) holds no `@objc`, `#selector` or `dynamic` modifier outside comments
// and literals, and (4) comes back unchanged when rewritten again.
FuzzDriver.run { bytes in
    let input = Array(bytes)
    let result: SourceRewriter.Result
    do throws(RewriteError) {
        result = try SourceRewriter.rewriteUnchecked(input, file: "fuzz.swift")
    } catch {
        // Lines end at \n, \r\n or a lone \r, as Swift counts them.
        var lines = 1
        for (index, byte) in input.enumerated() where byte == 0x0A || byte == 0x0D {
            if byte == 0x0A, index > 0, input[index - 1] == 0x0D { continue }
            lines += 1
        }
        guard let line = error.line, line >= 1, line <= lines, let column = error.column, column >= 1,
            error.description.hasPrefix("fuzz.swift:\(line):\(column): error: ")
        else { fatalError("an error that does not name a line of the input: \(error)") }
        return
    }
    if let offset = RewriteCheck.firstMismatch(source: input, result: result) {
        fatalError("the rewrite's tokens differ from the source's at byte \(offset)")
    }
    func lineBreaks(_ bytes: [UInt8]) -> Int { bytes.filter { $0 == 0x0A || $0 == 0x0D }.count }
    guard lineBreaks(result.text) == lineBreaks(input) else { fatalError("the line count changed") }
    guard let leftovers = RewriteCheck.leftovers(result.text), leftovers.isEmpty else {
        fatalError("left in the output: \(RewriteCheck.leftovers(result.text) ?? [])")
    }
    let again: SourceRewriter.Result
    do {
        again = try SourceRewriter.rewriteUnchecked(result.text, file: "fuzz.swift")
    } catch {
        fatalError("the output does not rewrite again: \(error)")
    }
    guard again.edits.isEmpty, again.text == result.text else { fatalError("not idempotent") }
}
