import UIKitRewrite

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

// The rewrite of one file, as the build-tool plugin runs it for each of a target's sources:
// `plumb-uikit-rewrite [--source-location] [--list-edits] INPUT OUTPUT`. Depends on
// UIKitRewrite alone, so a team's build pays for that small module and nothing else of Plumb.
// `--source-location` (the plugin's) puts `#sourceLocation(file: INPUT, line: 1)` first, so
// the compiler names the team's file and lines; `--list-edits` prints each edit on stdout as
// `INPUT:12: removed @objc` (scripts/uikit-study counts them). Exit codes as plumb's: 0, 1 (the source cannot be rewritten; its
// error names the file, line and column), 2 (usage).
var arguments = Array(CommandLine.arguments.dropFirst())
var sourceLocation = false
var listEdits = false
while let option = arguments.first, option == "--source-location" || option == "--list-edits" {
    if option == "--source-location" { sourceLocation = true } else { listEdits = true }
    arguments.removeFirst()
}
guard arguments.count == 2, !arguments[0].hasPrefix("-"), !arguments[1].hasPrefix("-") else {
    fputs(
        "usage: plumb-uikit-rewrite [--source-location] [--list-edits] INPUT OUTPUT\n"
            + "Rewrites one Swift file for Linux (docs/uikit-rewrite.md); `plumb uikit rewrite` takes trees.\n",
        stderr)
    exit(2)
}
do {
    let bytes = try RewriteJob.read(arguments[0])
    let result = try SourceRewriter.rewrite(bytes, file: arguments[0])
    let text = sourceLocation ? SourceRewriter.withSourceLocation(result.text, file: arguments[0]) : result.text
    try RewriteJob.write(text, to: arguments[1])
    if listEdits {
        for edit in result.edits { print("\(arguments[0]):\(edit)") }
    }
} catch {
    fputs("\(error)\n", stderr)
    exit(1)
}
