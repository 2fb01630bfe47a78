import Foundation
import Raster

/// `plumb snapshot merge`: the artifacts of several `--shard i/n` runs (each directory with
/// its `results.json` and the failures' images) made into one: the failures' files copied
/// under one directory, one `results.json`, one HTML report — the same a single unsharded
/// run leaves — and, when asked, one JUnit file.
public enum SnapshotMerge {
    public static func merge(_ directories: [String], into output: String) throws(SnapshotError) -> SnapshotResults {
        var records: [SnapshotResults.Record] = []
        var seconds = 0.0
        var modes: [String] = [], tolerances: [String] = []
        var origin: [Int: String] = [:]
        for directory in directories {
            let file = SnapshotFiles.join(directory, SnapshotResults.fileName)
            let results = try SnapshotResults.read(file)
            try results.checkFiles(file: file)
            // Shards run side by side: the merged run took as long as the slowest.
            seconds = max(seconds, results.seconds)
            if !modes.contains(results.mode) { modes.append(results.mode) }
            if !tolerances.contains(results.tolerance) { tolerances.append(results.tolerance) }
            for record in results.records {
                if let other = origin[record.position] {
                    throw .invalidResults(
                        path: file,
                        reason: "variant \(record.position + 1) "
                            + "(\(record.scene) [\(record.variant)]) is also in \(other): were these shards of one run?"
                    )
                }
                origin[record.position] = directory
                for file in record.files?.values.sorted() ?? [] {
                    try copy(SnapshotFiles.join(directory, file), to: SnapshotFiles.join(output, file))
                }
                records.append(record)
            }
        }
        let merged = SnapshotResults(
            mode: modes.joined(separator: "+"), seconds: seconds,
            tolerance: tolerances.joined(separator: "; "),
            records: records.sorted { $0.position < $1.position })
        try SnapshotFiles.writeText(merged.json(), to: SnapshotFiles.join(output, SnapshotResults.fileName))
        _ = try SnapshotReport.write(merged, in: output)
        return merged
    }

    private static func copy(_ source: String, to destination: String) throws(SnapshotError) {
        guard source != destination else { return }
        guard let data = FileManager.default.contents(atPath: source) else { throw .unreadableFile(source) }
        try SnapshotFiles.createDirectory(for: destination)
        do {
            try OutputFile(destination).write([UInt8](data))
        } catch {
            throw .output(error)
        }
    }
}
