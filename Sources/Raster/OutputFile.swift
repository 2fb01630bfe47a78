#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why an output could not be written, with the path as the user gave it.
public struct OutputError: Error, Equatable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable, CustomStringConvertible {
        /// A system call failed with this `errno`.
        case system(Int32)
        /// `write` accepted no more bytes and reported no error.
        case shortWrite(written: Int, of: Int)
        /// A chain of symbolic links longer than `OutputFile.maximumLinks` (or a loop).
        case tooManyLinks
        /// A socket or another node that cannot be opened for writing.
        case unsupportedNode

        public var description: String {
            switch self {
            case let .system(code): return String(cString: strerror(code))
            case let .shortWrite(written, total): return "only \(written) of \(total) bytes written"
            case .tooManyLinks: return String(cString: strerror(ELOOP))
            case .unsupportedNode: return "not a file, device or FIFO"
            }
        }
    }

    public let path: String
    public let reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): cannot write the file (\(reason))" }
}

/// One place that writes a file the user named, so that what is at the path stays what it
/// was (issue 17):
/// - a regular file (or nothing yet) is written to a temporary file in the same directory and
///   renamed over the path only when every byte and the close succeeded, so a failed write
///   leaves the old file (or no file), never a partial one;
/// - a symbolic link is followed and its target written the same way; the link stays a link;
/// - a character or block device or a FIFO is opened and written in place: no rename, no
///   truncation, so `/dev/null` stays a device and a reader on a FIFO gets the bytes;
/// - every error, a short write and an error on close included, is thrown naming the path.
public struct OutputFile: Sendable {
    /// Links followed before giving up, as the kernel's limit (`ELOOP`).
    public static let maximumLinks = 40

    public let path: String

    public init(_ path: String) { self.path = path }

    public func write(_ bytes: [UInt8]) throws(OutputError) {
        let target = try resolvedTarget()
        var status = stat()
        if lstat(target, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG: try replace(target, with: bytes, mode: status.st_mode & 0o7777)
            case S_IFCHR, S_IFBLK, S_IFIFO: try writeInPlace(target, bytes)
            case S_IFDIR: throw fail(.system(EISDIR))
            default: throw fail(.unsupportedNode)
            }
        } else if errno == ENOENT {
            try replace(target, with: bytes, mode: nil)
        } else {
            throw fail(.system(errno))
        }
    }

    public func write(_ text: String) throws(OutputError) { try write(Array(text.utf8)) }

    private func fail(_ reason: OutputError.Reason) -> OutputError { OutputError(path: path, reason: reason) }

    /// The path with every symbolic link along the last component followed (a link's relative
    /// target is relative to the link's directory); a dangling link gives its missing target.
    func resolvedTarget() throws(OutputError) -> String {
        var current = path
        for _ in 0...Self.maximumLinks {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw fail(.system(errno)) }
            let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : Self.directory(of: current) + "/" + destination
        }
        throw fail(.tooManyLinks)
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Writes a temporary file beside `target` and renames it over `target`. `mode` keeps an
    /// existing file's permissions; a new file gets 0666 less the umask, as `open` gives.
    private func replace(_ target: String, with bytes: [UInt8], mode: mode_t?) throws(OutputError) {
        let directory = Self.directory(of: target)
        let name = target.split(separator: "/").last.map(String.init) ?? "output"
        var temporary = ""
        var descriptor: Int32 = -1
        for attempt in 0..<100 {
            temporary = "\(directory)/.\(name).\(getpid())-\(UInt32.random(in: 0...UInt32.max))-\(attempt).tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode ?? 0o666)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw fail(.system(errno)) }
        do throws(OutputError) {
            if let mode, fchmod(descriptor, mode) != 0 { throw fail(.system(errno)) }
            try writeAll(descriptor, bytes)
            let closed = close(descriptor)
            descriptor = -1
            guard closed == 0 else { throw fail(.system(errno)) }
            guard rename(temporary, target) == 0 else { throw fail(.system(errno)) }
        } catch {
            if descriptor >= 0 { close(descriptor) }
            unlink(temporary)
            throw error
        }
    }

    /// Writes into an existing device or FIFO without replacing or truncating it.
    private func writeInPlace(_ target: String, _ bytes: [UInt8]) throws(OutputError) {
        var descriptor: Int32
        repeat { descriptor = open(target, O_WRONLY | O_CLOEXEC) } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { throw fail(.system(errno)) }
        do throws(OutputError) {
            try writeAll(descriptor, bytes)
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw fail(.system(errno)) }
    }

    private func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) throws(OutputError) {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                #if canImport(Glibc)
                    return Glibc.write(descriptor, base + written, buffer.count - written)
                #else
                    return Darwin.write(descriptor, base + written, buffer.count - written)
                #endif
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw fail(.system(errno))
            }
            if result == 0 { throw fail(.shortWrite(written: written, of: bytes.count)) }
            written += result
        }
    }
}
