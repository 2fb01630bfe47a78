import Testing
@testable import AutoLayout
@testable import SceneFormat
import Cookbook

/// The directory of the guide's example scenes used by these tests.
let scenesDirectory: String = {
    let file = "\(#filePath)"
    let directory = file[..<(file.lastIndex(of: "/") ?? file.endIndex)]
    return directory + "/Scenes"
}()

/// Loads a test scene (or one of the guide's examples in the cookbook) and lays it out.
func solveScene(_ name: String, _ environment: Environment) throws -> Layout {
    let path = Cookbook.examples.first { $0.slug == name }?.scenePath ?? "\(scenesDirectory)/\(name).yaml"
    let scene = try SceneLoader.standard.load(path: path)
    var adjusted = environment
    adjusted.hasNavigationBar = scene.navigationBar
    adjusted.hasTabBar = scene.tabBar
    return LayoutEngine(root: scene.root, environment: adjusted).layout()
}

func expectFrame(_ layout: Layout, _ name: String, _ expected: Rect, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let frame = layout.frame(of: name) else {
        Issue.record("no view named \(name)", sourceLocation: sourceLocation)
        return
    }
    let close = abs(frame.x - expected.x) <= 1e-3 && abs(frame.y - expected.y) <= 1e-3
        && abs(frame.width - expected.width) <= 1e-3 && abs(frame.height - expected.height) <= 1e-3
    #expect(close, "\(name): \(frame) ≠ \(expected) in \(layout.environment)", sourceLocation: sourceLocation)
}

/// The four environments a device is checked in.
func matrix(_ device: Device) -> [Environment] {
    var result: [Environment] = []
    for orientation in Orientation.allCases {
        for direction in LayoutDirection.allCases {
            result.append(Environment(device: device, orientation: orientation, direction: direction))
        }
    }
    return result
}
