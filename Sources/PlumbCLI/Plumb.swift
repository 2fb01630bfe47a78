import ArgumentParser
import CMimalloc
import Foundation
import Raster

@main
struct Plumb: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plumb",
        abstract: "Auto Layout for Linux: solve, explain and render constraint layouts.",
        subcommands: [
            Recipes.self, Devices.self, Scenes.self, Frames.self, Explain.self, Inspect.self, Render.self, Lint.self,
            AuditCommand.self, Snapshot.self, UIKitCommand.self, Bench.self,
        ])

    /// Exit codes in one place (SPEC §5): 0 success, 1 invalid input, 2 usage errors; and
    /// 1 when what was printed could not be written to stdout.
    static func main() {
        keepLargeBuffersInHeap()
        var status = run()
        if let code = Console.flushStandardOutput() {
            Console.error(Console.standardOutputFailure(code))
            if status == 0 { status = 1 }
        }
        Foundation.exit(status)
    }

    /// Runs the command line; the exit status, messages written to stderr.
    static func run() -> Int32 {
        do {
            var command = try parseAsRoot()
            try command.run()
            return 0
        } catch let code as ExitCode {
            // A command that reported its findings and only sets the status.
            return code.rawValue
        } catch let failure as CommandFailure {
            Console.error(failure.message)
            return failure.code
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                return 0
            }
            Console.error(fullMessage(for: error))
            // Argument errors are usage errors (2); anything else escaping is still the
            // input's fault, never a crash.
            return code == .validationFailure ? 2 : (code == .failure ? 1 : code.rawValue)
        }
    }
}

extension Plumb {
    /// Screens are 4-megabyte bitmaps made and dropped once per image (12 MB at 3x). glibc maps
    /// blocks that large straight from the kernel and unmaps them on free, so every image paid
    /// about a thousand page faults before drawing a pixel (a quarter of `bench render` in
    /// perf). Serving them from the heap and not trimming it lets the next image reuse the
    /// pages. `plumb` allocates through mimalloc, which gives such blocks segments of their own
    /// and hands their pages back to the kernel when they are freed: an arena reserved up
    /// front (256 MB of address space, committed, so mimalloc never decommits it; pages are
    /// only touched as used) serves them instead. `bench uikit`'s render: 3.1 → 2.95 ms.
    static func keepLargeBuffersInHeap() {
        _ = mi_reserve_os_memory(256 << 20, true, false)
        // For what still goes through glibc.
        LargeBufferReuse.enable()
    }
}

/// An error the CLI reports with a message and an exit code.
struct CommandFailure: Error {
    var message: String
    var code: Int32

    static func invalidInput(_ message: String) -> CommandFailure { CommandFailure(message: message, code: 1) }
    static func usage(_ message: String) -> CommandFailure { CommandFailure(message: message, code: 2) }
}
