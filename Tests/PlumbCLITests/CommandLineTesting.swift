import Cookbook
import Foundation
import TestSupport
import Testing

/// Runs the `plumb` executable of the current build, as users and scripts do, and captures
/// what it prints. The binary is looked up in the build products directory that holds this test
/// bundle, never at a fixed path: a binary from another configuration or an older checkout
/// would test code that is not the code under test.
enum PlumbCommand {
    struct Result {
        var status: Int32
        /// Killed by a signal (a crash), not an exit.
        var crashed: Bool
        var stdout: String
        var stderr: String
    }

    /// The package root: this file is `<root>/Tests/PlumbCLITests/CommandLineTesting.swift`.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: "\(#filePath)")
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// Directories that may be this build's products: the test bundle's (an `.xctest` bundle
    /// on Darwin, an executable on Linux) and the running executable's.
    static var productDirectories: [URL] {
        var directories: [URL] = []
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        if let executable = Bundle.main.executableURL {
            directories.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        return directories
    }

    /// The `plumb` built beside the tests, or nil.
    static let binary: String? = productDirectories.lazy
        .map { $0.appendingPathComponent("plumb").path }
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Where this run writes scenes and captured output: its own temporary directory.
    static var scratch: String { TemporaryDirectory.path }

    /// A recipe's or example's scene file, from the Cookbook module.
    static func recipe(_ slug: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try #require(Cookbook.recipe(named: slug), "no cookbook recipe \(slug)", sourceLocation: sourceLocation)
            .scenePath
    }

    /// One of the test scenes (`TestScenes`), written to the run's directory as `name.yaml`.
    static func fixture(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let yaml = try #require(TestScenes.all[name], "no test scene \(name)", sourceLocation: sourceLocation)
        return try writeScene("\(name).yaml", yaml)
    }

    /// Runs `plumb arguments` from the package root (or `directory`); nil (with an issue
    /// recorded) when the binary is missing or the run takes longer than `timeout`. The
    /// timeout only catches a hang: a debug build shares CI's two cores with every test running
    /// beside it (the example suite's `snapshot verify` took over 60 s under such load), and
    /// speed is measured by `plumb bench`, never here.
    static func run(
        _ arguments: [String], in directory: String? = nil, timeout: Duration = .seconds(300),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Result? {
        guard let binary else {
            let searched = productDirectories.map(\.path).joined(separator: ", ")
            let message =
                "no plumb executable in this build's products (\(searched)): build it with "
                + "`swift build --product plumb` (`swift test` builds it too)"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return nil
        }
        do {
            return try launch(
                binary, arguments, directory: directory ?? packageRoot, timeout: timeout,
                sourceLocation: sourceLocation)
        } catch {
            Issue.record("could not run \(binary): \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    private static func launch(
        _ binary: String, _ arguments: [String], directory: String, timeout: Duration,
        sourceLocation: SourceLocation
    ) throws -> Result? {
        // Output goes to files, not pipes: a full pipe would block the child while we wait.
        let base = "\(scratch)/run-\(UUID().uuidString)"
        let outPath = base + ".out", errPath = base + ".err"
        defer {
            try? FileManager.default.removeItem(atPath: outPath)
            try? FileManager.default.removeItem(atPath: errPath)
        }
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        defer {
            try? out.close()
            try? err.close()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let deadline = ContinuousClock.now + timeout
        while process.isRunning {
            if ContinuousClock.now > deadline {
                process.terminate()
                process.waitUntilExit()
                Issue.record(
                    "plumb \(arguments.joined(separator: " ")) ran longer than \(timeout)",
                    sourceLocation: sourceLocation)
                return nil
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        process.waitUntilExit()
        let stdout = String(decoding: FileManager.default.contents(atPath: outPath) ?? Data(), as: UTF8.self)
        let stderr = String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self)
        return Result(
            status: process.terminationStatus, crashed: process.terminationReason == .uncaughtSignal,
            stdout: stdout, stderr: stderr)
    }

    /// Writes a scene file for a test run and returns its path.
    static func writeScene(_ name: String, _ text: String) throws -> String {
        try TemporaryDirectory.write(name, text)
    }
}

extension Duration {
    /// The duration in milliseconds, as the CLI prints timings.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
