import Foundation

/// `plumb uikit rewrite SRC… --output DIR`: every source rewritten into DIR, or nothing written.
///
/// A source that is a directory contributes its `*.swift` files, found recursively (names
/// starting with `.` skipped, and DIR itself when it lies inside), each at its path relative
/// to that directory; a source that is a file goes to DIR under its own name. All sources are
/// read and rewritten in memory first; only when every one succeeds are they written, to a
/// staging directory inside DIR, then renamed into place, so a failure leaves DIR as it was.
public struct RewriteJob: Sendable {
    /// A file to rewrite and where its output goes, relative to DIR.
    public struct File: Equatable, Sendable {
        public var source: String
        public var relativePath: String
    }

    public enum Failure: Error, Equatable, Sendable {
        /// The command line is at fault (a missing source, two sources with one output path,
        /// an output that is a source): exit 2.
        case usage(String)
        /// Sources that cannot be rewritten, or an output that cannot be written: exit 1.
        case rewrite([RewriteError])
    }

    /// What a run did.
    public struct Summary: Equatable, Sendable {
        public var files: Int
        public var edits: Int

        public init(files: Int, edits: Int) {
            self.files = files
            self.edits = edits
        }
    }

    public var files: [File]
    public var output: String

    /// The files `sources` name, sorted by output path.
    public init(sources: [String], output: String) throws(Failure) {
        let manager = FileManager.default
        let outputURL = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath()
        var files: [File] = []
        for source in sources {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: source, isDirectory: &isDirectory) else {
                throw .usage("no such file or directory: \(source)")
            }
            if !isDirectory.boolValue {
                files.append(File(source: source, relativePath: URL(fileURLWithPath: source).lastPathComponent))
                continue
            }
            if URL(fileURLWithPath: source).standardizedFileURL.resolvingSymlinksInPath().path == outputURL.path {
                throw .usage(
                    "--output \(output) is the source directory \(source): the rewrite never overwrites its sources")
            }
            for relative in Self.swiftFiles(in: source, skipping: outputURL) {
                files.append(File(source: source + "/" + relative, relativePath: relative))
            }
        }
        files.sort { $0.relativePath < $1.relativePath }
        for (first, second) in zip(files, files.dropFirst()) where first.relativePath == second.relativePath {
            throw .usage(
                "\(first.source) and \(second.source) would both be written to \(output)/\(first.relativePath)")
        }
        for file in files {
            let target = outputURL.appendingPathComponent(file.relativePath).standardizedFileURL
            if target.resolvingSymlinksInPath().path
                == URL(fileURLWithPath: file.source).standardizedFileURL.resolvingSymlinksInPath().path
            {
                throw .usage(
                    "--output \(output) would overwrite the source \(file.source): the rewrite never overwrites its sources"
                )
            }
        }
        self.files = files
        self.output = output
    }

    /// Rewrites every file, then writes them all, or throws having written nothing.
    public func run() throws(Failure) -> Summary {
        var results: [(File, SourceRewriter.Result)] = []
        var errors: [RewriteError] = []
        for file in files {
            do {
                let bytes = try Self.read(file.source)
                results.append((file, try SourceRewriter.rewrite(bytes, file: file.source)))
            } catch {
                errors.append(error)
            }
        }
        guard errors.isEmpty else { throw .rewrite(errors) }
        do {
            try write(results.map { ($0.0.relativePath, $0.1.text) })
        } catch {
            throw .rewrite([error])
        }
        return Summary(files: results.count, edits: results.reduce(0) { $0 + $1.1.edits.count })
    }

    /// Writes into a staging directory inside DIR, then renames each file into place.
    private func write(_ outputs: [(String, [UInt8])]) throws(RewriteError) {
        let manager = FileManager.default
        let staging = output + "/.plumb-uikit-rewrite-\(ProcessInfo.processInfo.processIdentifier)"
        func failure(_ path: String, _ error: Error) -> RewriteError {
            RewriteError(file: path, line: nil, column: nil, text: "", problem: .unwritable(reason: Self.reason(error)))
        }
        do {
            try manager.createDirectory(atPath: staging, withIntermediateDirectories: true)
        } catch {
            throw failure(output, error)
        }
        defer { try? manager.removeItem(atPath: staging) }
        for (relative, bytes) in outputs {
            try Self.write(bytes, to: staging + "/" + relative)
        }
        for (relative, _) in outputs {
            let target = output + "/" + relative
            do {
                try manager.createDirectory(
                    atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            } catch {
                throw failure(target, error)
            }
            if rename(staging + "/" + relative, target) != 0 {
                throw failure(target, POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
            }
        }
    }

    /// `*.swift` files under `directory`, as paths relative to it, sorted.
    static func swiftFiles(in directory: String, skipping output: URL) -> [String] {
        let manager = FileManager.default
        let root = URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath()
        var found: [String] = []
        var pending: [String] = [""]
        // A symbolic link back up the tree is followed once.
        var visited: Set<String> = [root.path]
        while let relative = pending.popLast() {
            let url = relative.isEmpty ? root : root.appendingPathComponent(relative)
            let names = (try? manager.contentsOfDirectory(atPath: url.path)) ?? []
            for name in names where !name.hasPrefix(".") {
                let child = relative.isEmpty ? name : relative + "/" + name
                let childURL = root.appendingPathComponent(child)
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: childURL.path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    let resolved = childURL.resolvingSymlinksInPath().path
                    if resolved != output.path, visited.insert(resolved).inserted { pending.append(child) }
                } else if name.hasSuffix(".swift") {
                    found.append(child)
                }
            }
        }
        return found.sorted()
    }

    /// Why a file operation failed, in the system's words when it gave them ("Is a directory").
    static func reason(_ error: Error) -> String {
        let error = error as NSError
        let underlying = (error.userInfo[NSUnderlyingErrorKey] as? Error).map { $0 as NSError }
        for candidate in [underlying, error].compactMap({ $0 }) where candidate.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(candidate.code)))
        }
        return error.localizedFailureReason ?? error.localizedDescription
    }

    /// A file's bytes, or `unreadable`.
    public static func read(_ path: String) throws(RewriteError) -> [UInt8] {
        do {
            return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw RewriteError(
                file: path, line: nil, column: nil, text: "",
                problem: .unreadable(reason: reason(error)))
        }
    }

    /// Writes `bytes` to `path` through a temporary file beside it and a rename, so a reader
    /// (the compiler, in a build) never sees half a file.
    public static func write(_ bytes: [UInt8], to path: String) throws(RewriteError) {
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = path + ".plumb-uikit-rewrite-\(ProcessInfo.processInfo.processIdentifier)"
        do {
            if !directory.isEmpty {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
            try Data(bytes).write(to: URL(fileURLWithPath: temporary))
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw RewriteError(
                file: path, line: nil, column: nil, text: "",
                problem: .unwritable(reason: reason(error)))
        }
        if rename(temporary, path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(atPath: temporary)
            throw RewriteError(
                file: path, line: nil, column: nil, text: "",
                problem: .unwritable(reason: String(cString: strerror(code))))
        }
    }
}
