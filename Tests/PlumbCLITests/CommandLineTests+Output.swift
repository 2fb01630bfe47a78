import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Where plumb writes (issue 17): a link's target with the link kept, devices and FIFOs in
/// place, every write error exit 1 naming the path or stdout, never a partial file.
extension CommandLineTests {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A fresh directory of the run's own for one test.
    static func outputDirectory(_ name: String) throws -> String {
        let path = "\(PlumbCommand.scratch)/\(name)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func fileType(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    static func bytes(_ path: String) -> [UInt8] { [UInt8](FileManager.default.contents(atPath: path) ?? Data()) }

    /// The PNG of the test recipe rendered to a regular file, to compare other outputs with.
    static func referencePNG() throws -> [UInt8] {
        let path = try outputDirectory("reference") + "/reference.png"
        let run = try #require(PlumbCommand.run(["render", complexWidths, "--output", path]))
        #expect(run.status == 0)
        return bytes(path)
    }

    @Test func outputThroughASymbolicLinkWritesItsTargetAndKeepsTheLink() throws {
        let dir = try Self.outputDirectory("symlink")
        let link = "\(dir)/link.png", target = "\(dir)/target.png"
        // Dangling at first (the target is made), then over an existing target.
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.png")
        for _ in 0..<2 {
            let run = try #require(PlumbCommand.run(["render", Self.complexWidths, "--output", link]))
            #expect(run.status == 0)
            #expect(run.stderr == "")
            #expect(Self.fileType(link) == S_IFLNK)
            #expect(Self.fileType(target) == S_IFREG)
            #expect(Array(Self.bytes(target).prefix(8)) == Self.pngSignature)
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.png")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["link.png", "target.png"])
    }

    @Test func outputReplacingARegularFileKeepsItsPermissions() throws {
        let path = try Self.outputDirectory("replace") + "/old.png"
        #expect(
            FileManager.default.createFile(
                atPath: path, contents: Data("old".utf8), attributes: [.posixPermissions: 0o640]))
        let run = try #require(PlumbCommand.run(["render", Self.complexWidths, "--output", path]))
        #expect(run.status == 0)
        #expect(Self.bytes(path) == (try Self.referencePNG()))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
    }

    @Test func outputToAFIFOIsWrittenInPlaceForItsReader() throws {
        let fifo = try Self.outputDirectory("fifo") + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        let received = ReceivedBytes()
        let reader = Thread {
            let handle = FileHandle(forReadingAtPath: fifo)
            received.set([UInt8](handle?.readDataToEndOfFile() ?? Data()))
        }
        reader.start()
        let run = try #require(PlumbCommand.run(["render", Self.complexWidths, "--output", fifo]))
        // Should plumb not have opened the FIFO, open it once so the reader is not left waiting.
        let unblock = open(fifo, O_WRONLY | O_NONBLOCK)
        if unblock >= 0 { close(unblock) }
        #expect(received.wait(seconds: 30))
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(Self.fileType(fifo) == S_IFIFO)
        #expect(received.value == (try Self.referencePNG()))
    }

    @Test func outputToDevNullLeavesTheDevice() throws {
        var before = stat()
        try #require(stat("/dev/null", &before) == 0 && before.st_mode & S_IFMT == S_IFCHR)
        let run = try #require(PlumbCommand.run(["render", Self.complexWidths, "--output", "/dev/null"]))
        #expect(run.status == 0)
        #expect(run.stderr == "")
        var after = stat()
        #expect(stat("/dev/null", &after) == 0)
        #expect(after.st_mode & S_IFMT == S_IFCHR)
        #expect(after.st_rdev == before.st_rdev)
    }

    @Test func outputWriteErrorsExitOneNamingThePath() throws {
        let dir = try Self.outputDirectory("errors")
        let missing = "\(dir)/no-such-directory/out.png"
        let cases: [(String, String)] = [
            ("/dev/full", "/dev/full: cannot write the file (No space left on device)\n"),
            (missing, "\(missing): cannot write the file (No such file or directory)\n"),
            (dir, "\(dir): cannot write the file (Is a directory)\n"),
        ]
        for (output, message) in cases where output != "/dev/full" || FileManager.default.fileExists(atPath: output) {
            let run = try #require(PlumbCommand.run(["render", Self.complexWidths, "--output", output]))
            #expect(run.status == 1, "\(output)")
            #expect(!run.crashed)
            #expect(run.stdout == "")
            #expect(run.stderr == message)
        }
        // Nothing left behind: no partial file, no temporary file.
        #expect(!FileManager.default.fileExists(atPath: missing))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == [])
    }

    @Test func linksInALoopAreAnError() throws {
        let dir = try Self.outputDirectory("loop")
        try FileManager.default.createSymbolicLink(atPath: "\(dir)/a", withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: "\(dir)/b", withDestinationPath: "a")
        let run = try #require(PlumbCommand.run(["render", Self.complexWidths, "--output", "\(dir)/a"]))
        #expect(run.status == 1)
        #expect(run.stderr == "\(dir)/a: cannot write the file (Too many levels of symbolic links)\n")
    }

    @Test(arguments: [["frames"], ["frames", "--format", "json"], ["explain"]])
    func stdoutThatCannotBeWrittenIsExitOne(_ command: [String]) throws {
        try #require(FileManager.default.fileExists(atPath: "/dev/full"))
        let run = try #require(
            try Self.runWithStdout("/dev/full", [command[0], Self.complexWidths] + command.dropFirst()))
        #expect(run.status == 1)
        #expect(run.stderr == "plumb: cannot write to stdout (No space left on device)\n")
    }

    /// Runs plumb with stdout sent to `path` (a device the harness's capture cannot stand for).
    static func runWithStdout(_ path: String, _ arguments: [String]) throws -> (status: Int32, stderr: String)? {
        let binary = try #require(PlumbCommand.binary)
        let errPath = "\(PlumbCommand.scratch)/stderr-\(UUID().uuidString)"
        #expect(FileManager.default.createFile(atPath: errPath, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: errPath) }
        let out = try #require(FileHandle(forWritingAtPath: path))
        let err = try #require(FileHandle(forWritingAtPath: errPath))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: PlumbCommand.packageRoot)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try? out.close()
        try? err.close()
        #expect(process.terminationReason == .exit)
        return (process.terminationStatus, String(decoding: bytes(errPath), as: UTF8.self))
    }
}

/// Bytes a reader thread hands back.
final class ReceivedBytes: @unchecked Sendable {
    private let condition = NSCondition()
    private var bytes: [UInt8]?

    func set(_ value: [UInt8]) {
        condition.lock()
        bytes = value
        condition.broadcast()
        condition.unlock()
    }

    var value: [UInt8]? {
        condition.lock()
        defer { condition.unlock() }
        return bytes
    }

    /// Whether the bytes arrived within `seconds`.
    func wait(seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while bytes == nil { if !condition.wait(until: deadline) { return false } }
        return true
    }
}
