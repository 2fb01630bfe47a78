import Foundation
import SceneModel
import Testing

@testable import AutoLayout
@testable import SceneFormat

/// Loads `yaml` and checks that it fails with exactly `expected` (every field), and with
/// `description` when given. Nothing is returned on failure, so a broken file can never leave
/// a half-built scene behind.
func expectSceneError(
    _ yaml: String, file: String = "scene.yaml", _ expected: SceneError,
    _ description: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    let error = #expect(throws: SceneError.self, sourceLocation: sourceLocation) {
        _ = try SceneLoader.standard.load(yaml: yaml, file: file)
    }
    check(error, expected, description, sourceLocation)
}

/// The same for a file on disk, for problems with the file as a whole.
func expectSceneError(
    atPath path: String, _ expected: SceneError, _ description: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let error = #expect(throws: SceneError.self, sourceLocation: sourceLocation) {
        _ = try SceneLoader.standard.load(path: path)
    }
    check(error, expected, description, sourceLocation)
}

private func check(
    _ error: SceneError?, _ expected: SceneError, _ description: String?,
    _ sourceLocation: SourceLocation
) {
    guard let error else { return }
    #expect(error == expected, sourceLocation: sourceLocation)
    if let description {
        #expect(error.description == description, sourceLocation: sourceLocation)
    }
}
