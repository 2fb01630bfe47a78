// UIKit re-exports Foundation, so a team's `import UIKit` brings `CGFloat`, `CGRect`,
// `NSObject` and `NSCoder` with it; PlumbUIKit does the same. Plumb's own modules come in
// through `internal import` in each file, so `View`, `Label` or `Color` never reach a team's
// namespace (teams declare types of those names).
@_exported import Foundation
