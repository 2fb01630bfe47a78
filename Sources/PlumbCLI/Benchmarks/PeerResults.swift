import Foundation

/// Medians from the kiwisolver twin of the solver benchmark (`scripts/bench_kiwi.py`), run
/// in a child process in the same invocation.
struct PeerResults {
    var medians: [String: Double] = [:]
    /// Why the peer column is empty, when it is.
    var note: String?

    static func skipped(_ reason: String) -> PeerResults {
        PeerResults(note: "kiwisolver column skipped: \(reason)")
    }

    static func kiwi(repeat count: Int, only: String?, quick: Bool) -> PeerResults {
        guard let script = locateScript() else { return skipped("scripts/bench_kiwi.py not found") }
        var arguments = [script, "--repeat", String(count)]
        if let only { arguments += ["--only", only] }
        if quick { arguments.append("--quick") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return skipped("python3 could not be started") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == 3 {
            return skipped("python3 cannot import kiwisolver (pip install kiwisolver)")
        }
        guard process.terminationStatus == 0 else {
            return skipped("bench_kiwi.py exited with status \(process.terminationStatus)")
        }
        var results = PeerResults()
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let name = object["name"] as? String, let value = object["median_ms"] as? Double
            else { continue }
            results.medians[name] = value
        }
        return results
    }

    /// The script beside the checkout this binary was built in, or under the current directory.
    private static func locateScript() -> String? {
        var candidates = [FileManager.default.currentDirectoryPath + "/scripts/bench_kiwi.py"]
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<4 {
            directory = directory.deletingLastPathComponent()
            candidates.append(directory.appendingPathComponent("scripts/bench_kiwi.py").path)
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }
}
