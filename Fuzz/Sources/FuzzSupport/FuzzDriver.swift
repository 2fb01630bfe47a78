import CLibFuzzer
import Foundation

/// Runs libFuzzer over a body. A fuzz target is an executable whose main calls `run`; its
/// own main (rather than libFuzzer's) keeps SwiftPM's executable targets as they are.
public enum FuzzDriver {
    /// The body of the running target: libFuzzer calls back through a C function pointer,
    /// which cannot capture it. Set once, before libFuzzer starts its one thread of inputs.
    nonisolated(unsafe) private static var body: (UnsafeBufferPointer<UInt8>) -> Void = { _ in }

    /// Runs libFuzzer with the process's arguments, calling `body` on every input; never returns.
    public static func run(_ body: @escaping (UnsafeBufferPointer<UInt8>) -> Void) -> Never {
        Self.body = body
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            FuzzDriver.body(UnsafeBufferPointer(start: data, count: size))
            return 0
        }
        exit(status)
    }
}
