import Foundation

/// The study material in `../shared/reference` beside the repository (others' storyboards and
/// console pastes, read in place). Tests that need it fail with this message when it is not
/// there, rather than pass having checked nothing.
public enum SharedReference {
    public struct Missing: Error, CustomStringConvertible {
        public let path: String
        public var description: String {
            "the study files are not at \(path): this test reads ../shared/reference beside the repository "
                + "(the project's shared folder); check it out there and run again"
        }
    }

    /// `../shared/reference/<path>` (a folder), or `Missing` if it is not a readable folder.
    public static func folder(_ path: String) throws -> URL {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../shared/reference").appendingPathComponent(path).standardized
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw Missing(path: url.path)
        }
        return url
    }

    /// The names in `../shared/reference/<path>`, or `Missing`.
    public static func contents(of path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder(path).path)
    }
}
