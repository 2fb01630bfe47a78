import ArgumentParser
import UIKitInit
import UIKitRewrite

/// `plumb uikit …`: the UIKit layer's tools for a team's own view code (SPEC §11).
struct UIKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uikit",
        abstract: "Tools for a team's UIKit view code on Linux.",
        subcommands: [UIKitRewriteCommand.self, UIKitInitCommand.self])
}

/// `plumb uikit rewrite SRC… --output DIR` (docs/uikit-rewrite.md): every source rewritten
/// into DIR for Linux, or, if any cannot be, every error on stderr, exit 1 and nothing written.
struct UIKitRewriteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rewrite",
        abstract:
            "Rewrite Swift sources for Linux: remove @objc, @IBOutlet, dynamic…; #selector(x) → Selector(\"x\").",
        discussion: """
            Comments, string and regex literals and formatting are left alone and every line stays \
            where it was. A directory is searched for *.swift files, which keep their paths relative \
            to it; a file keeps its name.
            """)

    @Argument(help: "Swift files, or directories searched for *.swift files.")
    var sources: [String]

    @Option(help: "The directory the rewritten files are written to.")
    var output: String

    func validate() throws {
        if sources.isEmpty { throw ValidationError("Missing expected argument '<sources> ...'") }
    }

    func run() throws {
        do {
            let summary = try RewriteJob(sources: sources, output: output).run()
            let files = summary.files == 1 ? "1 file" : "\(summary.files) files"
            let edits = summary.edits == 1 ? "1 edit" : "\(summary.edits) edits"
            print("rewrote \(files) (\(edits)) into \(output)")
        } catch .usage(let message) {
            throw CommandFailure.usage("Error: \(message)")
        } catch .rewrite(let errors) {
            for error in errors { Console.error(error.description) }
            throw ExitCode(1)
        }
    }
}
