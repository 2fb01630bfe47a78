import AutoLayout

extension SceneWarning {
    /// The warning as a finding (`unsupported`), located in its file and, for a document
    /// with several, in `scene`.
    public func finding(scene: String? = nil) -> Finding {
        Finding(
            code: .unsupported, location: FileLocation(file: file, line: line, scene: scene),
            payload: .unsupported(message: message, text: text))
    }
}
