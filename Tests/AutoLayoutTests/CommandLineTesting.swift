import Foundation
import Testing

/// Runs the built `plumb` executable, as users and scripts do, and captures what it prints.
/// `scripts/test` builds it before `swift test`; `PLUMB_BINARY` points elsewhere (another
/// scratch path).
enum PlumbCommand {
    struct Result {
        var status: Int32
        /// Killed by a signal (a crash), not an exit.
        var crashed: Bool
        var stdout: String
        var stderr: String
    }

    /// The package root: this file is `<root>/Tests/AutoLayoutTests/CommandLineTesting.swift`.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: "\(#filePath)")
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static var binary: String {
        ProcessInfo.processInfo.environment["PLUMB_BINARY"] ?? "\(packageRoot)/.build/debug/plumb"
    }

    static let scenes = "\(packageRoot)/Tests/AutoLayoutTests/Scenes"
    static let scratch = "/tmp/plumb-cli-tests"

    /// Runs `plumb arguments` from the package root; nil (with an issue recorded) when the
    /// binary is missing or the run takes longer than `timeout`.
    static func run(_ arguments: [String], timeout: Duration = .seconds(60),
                    sourceLocation: SourceLocation = #_sourceLocation) -> Result?
    {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            let advice = "run `swift build --product plumb` first (or set PLUMB_BINARY)"
            Issue.record("no plumb binary at \(binary): \(advice)", sourceLocation: sourceLocation)
            return nil
        }
        do {
            return try launch(arguments, timeout: timeout, sourceLocation: sourceLocation)
        } catch {
            Issue.record("could not run \(binary): \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    private static func launch(_ arguments: [String], timeout: Duration,
                               sourceLocation: SourceLocation) throws -> Result?
    {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        // Output goes to files, not pipes: a full pipe would block the child while we wait.
        let base = "\(scratch)/run-\(UUID().uuidString)"
        let outPath = base + ".out", errPath = base + ".err"
        defer {
            try? FileManager.default.removeItem(atPath: outPath)
            try? FileManager.default.removeItem(atPath: errPath)
        }
        FileManager.default.createFile(atPath: outPath, contents: nil)
        FileManager.default.createFile(atPath: errPath, contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        defer {
            try? out.close()
            try? err.close()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let deadline = ContinuousClock.now + timeout
        while process.isRunning {
            if ContinuousClock.now > deadline {
                process.terminate()
                process.waitUntilExit()
                Issue.record("plumb \(arguments.joined(separator: " ")) ran longer than \(timeout)",
                             sourceLocation: sourceLocation)
                return nil
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        process.waitUntilExit()
        let stdout = String(decoding: FileManager.default.contents(atPath: outPath) ?? Data(), as: UTF8.self)
        let stderr = String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self)
        return Result(status: process.terminationStatus, crashed: process.terminationReason == .uncaughtSignal,
                      stdout: stdout, stderr: stderr)
    }

    /// Writes a scene file for a test run and returns its path.
    static func writeScene(_ name: String, _ text: String) throws -> String {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let path = "\(scratch)/\(name)"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
