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

    /// False only when the run says the study files are absent on purpose
    /// (`PLUMB_SHARED_REFERENCE=absent`, which the GitHub workflow sets: a clone of this
    /// repository alone has no shared folder). Tests that read them are then reported as
    /// skipped, with the reason; anywhere else a missing folder fails them.
    public static var isExpected: Bool {
        ProcessInfo.processInfo.environment["PLUMB_SHARED_REFERENCE"] != "absent"
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
