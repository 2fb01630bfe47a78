import Cookbook
import SceneModel
import TestSupport
import Testing

@testable import AutoLayout
@testable import SceneFormat

/// Loads a scene and lays it out: a test scene (`TestScenes`) by its name, else the
/// cookbook's recipe or example of that name, read from the Cookbook module.
func solveScene(
    _ name: String, _ environment: Environment,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> Layout {
    let scene: Scene
    if let yaml = TestScenes.all[name] {
        scene = try SceneLoader.standard.load(yaml: yaml, file: "\(name).yaml")
    } else {
        let recipe = try #require(
            Cookbook.recipe(named: name), "no test scene or recipe \(name)",
            sourceLocation: sourceLocation)
        scene = try SceneLoader.standard.load(path: recipe.scenePath)
    }
    var adjusted = environment
    adjusted.hasNavigationBar = scene.navigationBar
    adjusted.hasTabBar = scene.tabBar
    return LayoutEngine(root: scene.root, environment: adjusted).layout()
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
