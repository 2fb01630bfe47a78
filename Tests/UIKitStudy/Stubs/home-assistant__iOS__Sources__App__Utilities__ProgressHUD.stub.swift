// Stub: Home Assistant's own names (module Shared) that ProgressHUD.swift needs.
import UIKit

enum DesignSystem {
    enum CornerRadius { static let two: CGFloat = 16 }
    enum Spaces { static let two: CGFloat = 16 }
}
