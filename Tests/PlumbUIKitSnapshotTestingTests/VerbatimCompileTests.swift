import Foundation
import Testing

/// `VerbatimStyleTests.swift` with its first line put back to iOS's `import UIKit` compiles
/// against Plumb as a team's Linux test target compiles it: `swiftc -typecheck` with
/// `-module-alias UIKit=PlumbUIKitSnapshotTesting`, this build's modules and, as SwiftPM
/// passes it, `-enable-cross-import-overlays` (so `import Testing` with `import UIKit` asks for
/// `_Testing_UIKit`, which Plumb provides); in Swift 5 mode, as most test files are (the
/// package compiles the file itself in Swift 6 mode). Without the alias, the same source
/// fails with "no such module 'UIKit'": the check can fail.
@Suite struct VerbatimCompileTests {
    /// The repository, from this file's path.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// This build's `Modules` directory: beside the test bundle, or above it.
    static func modulesDirectory() throws -> URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("Modules")
            if FileManager.default.fileExists(
                atPath: candidate.appendingPathComponent("PlumbUIKitSnapshotTesting.swiftmodule").path)
            {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
        throw CompileCheckError.noModules(CommandLine.arguments[0])
    }

    enum CompileCheckError: Error { case noModules(String), noImportLine }

    /// Runs a process and returns its exit status and standard error.
    static func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The flags that load PlumbUIKit: the modules, and the C modules' maps and headers its
    /// module file names.
    static func flags() throws -> [String] {
        var flags = ["-I", try modulesDirectory().path]
        let sources = repository.appendingPathComponent("Sources")
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
        where module.hasPrefix("C") {
            let map = sources.appendingPathComponent(module).appendingPathComponent("module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) { flags += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
        }
        let includes = try Self.output(["pkg-config", "--cflags-only-I", "freetype2", "harfbuzz", "fribidi", "libpng"])
        for include in includes.split(separator: " ") where !include.isEmpty {
            flags += ["-Xcc", include.trimmingCharacters(in: .whitespacesAndNewlines)]
        }
        return flags
    }

    static func output(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The iOS form of the verbatim file, in a temporary directory.
    static func iOSForm(_ tag: String) throws -> URL {
        let source = try String(
            contentsOf: repository.appendingPathComponent(
                "Tests/PlumbUIKitSnapshotTestingTests/VerbatimStyleTests.swift"),
            encoding: .utf8)
        let line = "import PlumbUIKitSnapshotTesting\n"
        guard source.hasPrefix(line) else { throw CompileCheckError.noImportLine }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plumb-verbatim-\(tag)-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("VerbatimStyleTests.swift")
        try Data(("import UIKit\n" + source.dropFirst(line.count)).utf8).write(to: file)
        return file
    }

    @Test func theIOSFileTypeChecksWithTheAlias() throws {
        let file = try Self.iOSForm("alias")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = try Self.run(
            [
                "swiftc", "-typecheck", "-swift-version", "5", "-Xfrontend", "-enable-cross-import-overlays",
                "-module-alias",
                "UIKit=PlumbUIKitSnapshotTesting",
            ]
                + (try Self.flags()) + [file.path])
        #expect(result.errors.isEmpty)
        #expect(result.status == 0)
    }

    @Test func withoutTheAliasThereIsNoUIKit() throws {
        let file = try Self.iOSForm("no-alias")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = try Self.run(["swiftc", "-typecheck", "-swift-version", "5"] + (try Self.flags()) + [file.path])
        #expect(result.status != 0)
        #expect(result.errors.contains("error: no such module 'UIKit'"))
    }
}
