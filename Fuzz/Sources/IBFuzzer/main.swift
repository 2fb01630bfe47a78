import Foundation
import FuzzSupport
import InterfaceBuilder
import SceneFormat

// A storyboard or xib → IBDocument (Foundation's XML parser, the document checks) and its
// scenes; a refusal is rendered to its message as plumb prints it.
FuzzDriver.run { bytes in
    do throws(SceneError) {
        let document = try IBDocument.read(data: Data(bytes), file: "fuzz.storyboard")
        for scene in document.scenes { _ = (scene.name, scene.designSize) }
    } catch {
        _ = error.description
    }
}
