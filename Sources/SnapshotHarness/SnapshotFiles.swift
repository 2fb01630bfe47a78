import Foundation
import Raster

/// Reading and writing the files of the harness, with errors as `SnapshotError`s.
enum SnapshotFiles {
    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    static func createDirectory(for file: String) throws(SnapshotError) {
        let folder = (file as NSString).deletingLastPathComponent
        guard !folder.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .unwritableFile(folder)
        }
    }

    static func write(_ bytes: [UInt8], to path: String) throws(SnapshotError) {
        try createDirectory(for: path)
        do {
            try OutputFile(path).write(bytes)
        } catch {
            throw .output(error)
        }
    }

    /// A file's bytes; nil when it cannot be read.
    static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    static func writeText(_ text: String, to path: String) throws(SnapshotError) {
        try createDirectory(for: path)
        do {
            try OutputFile(path).write(text)
        } catch {
            throw .output(error)
        }
    }

    /// Removes a file left by an earlier run; a file that is not there is not an error.
    static func remove(_ path: String) {
        if exists(path) { try? FileManager.default.removeItem(atPath: path) }
    }

    static func join(_ directory: String, _ relative: String) -> String {
        (directory as NSString).appendingPathComponent(relative)
    }
}
