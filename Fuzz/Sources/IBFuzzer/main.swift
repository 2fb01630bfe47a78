import AutoLayout
import Foundation
import FuzzSupport
import InterfaceBuilder
import SceneFormat
import SceneModel

// A storyboard or xib → IBDocument (Foundation's XML parser, the document checks), its scenes,
// and each scene read into the model, as run and as designed, and laid out on its design
// canvas; a refusal is rendered to its message as plumb prints it.
FuzzDriver.run { bytes in
    do throws(SceneError) {
        let document = try IBDocument.read(data: Data(bytes), file: "fuzz.storyboard")
        for entry in document.scenes {
            _ = (entry.name, entry.designSize)
            for forDesign in [false, true] {
                do throws(SceneError) {
                    let scene = try IBSceneLoader.load(document: document, scene: entry.id, forDesign: forDesign)
                    _ = scene.warnings.map(\.description)
                    guard forDesign, let environment = scene.designEnvironment() else { continue }
                    let layout = LayoutEngine(root: scene.root, environment: environment).layout()
                    _ = StoredFrameComparison(scene: scene, layout: layout).placed.count
                } catch {
                    _ = error.description
                }
            }
        }
    } catch {
        _ = error.description
    }
}
