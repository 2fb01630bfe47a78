import Foundation

/// A directory of its own for one test run (the system's temporary directory plus a UUID), so
/// concurrent runs and other users never share files. Created on first use.
public enum TemporaryDirectory {
    public static let path: String = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("plumb-tests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }()

    /// Writes `data` to `name` in the run's directory and returns its path.
    public static func write(_ name: String, _ data: Data) throws -> String {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let file = "\(path)/\(name)"
        try data.write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Writes a text file (a scene) and returns its path.
    public static func write(_ name: String, _ text: String) throws -> String {
        try write(name, Data(text.utf8))
    }

    /// A new empty directory inside the run's, for a test that needs files of its own.
    public static func make() throws -> String {
        let directory = "\(path)/\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }
}
