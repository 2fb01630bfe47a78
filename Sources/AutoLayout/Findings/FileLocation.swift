/// Where a finding comes from: a file, the line when the reader knows it, and the scene of a
/// document that holds several (a storyboard), since one file:line cannot say which was laid
/// out. (Not `SourceLocation`: Swift Testing has one, and tests import both.)
public struct FileLocation: Sendable, Equatable, Codable {
    public var file: String
    public var line: Int?
    public var scene: String?

    public init(file: String, line: Int? = nil, scene: String? = nil) {
        self.file = file
        self.line = line
        self.scene = scene
    }

    /// `file:line`, or the file alone: the prefix compilers and Xcode's annotators read.
    public var prefix: String {
        line.map { "\(file):\($0)" } ?? file
    }
}
