// Declarations the views use from the rest of the app (models, theme, localisation…),
// written by `plumb uikit init` from the compiler's "cannot find … in scope" as
// skeletons for the team to fill in. It only ever adds names here; edit freely.
import Foundation
import UIKit
