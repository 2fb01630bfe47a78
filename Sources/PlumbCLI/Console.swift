#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// plumb's standard streams. Everything for stdout goes through C's buffered `stdout` (Swift's
/// `print` does too), so one flush at exit finds any write that failed (issue 17: `plumb frames
/// X > /dev/full` must not exit 0). stderr is written without Foundation's `FileHandle`, whose
/// `write` traps when the stream is full or closed.
enum Console {
    /// A message for stderr; a failure to write it is ignored, as there is nowhere left to say so.
    static func error(_ line: String) {
        fputs(line + "\n", stderr)
        fflush(stderr)
    }

    /// A progress line for a terminal, in order with `print`.
    static func progress(_ text: String) {
        fputs(text, stdout)
        fflush(stdout)
    }

    /// Flushes stdout: nil when everything printed reached it, else the error (an `errno`).
    static func flushStandardOutput() -> Int32? {
        if fflush(stdout) != 0 { return errno }
        return ferror(stdout) != 0 ? EIO : nil
    }

    /// The message when stdout could not be written.
    static func standardOutputFailure(_ code: Int32) -> String {
        "plumb: cannot write to stdout (\(String(cString: strerror(code))))"
    }
}
