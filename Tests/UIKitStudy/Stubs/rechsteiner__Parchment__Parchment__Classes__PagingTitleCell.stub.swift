// Stub: the rest of Parchment that PagingTitleCell.swift needs.
import UIKit

public protocol PagingItem {}
public struct PagingIndexItem: PagingItem {
    public let index: Int
    public let title: String
}
public struct PagingOptions {}

public struct PagingTitleCellViewModel {
    public let title: String?
    public let font: UIFont
    public let selectedFont: UIFont
    public let textColor: UIColor
    public let selectedTextColor: UIColor
    public let backgroundColor: UIColor
    public let selectedBackgroundColor: UIColor
    public let selected: Bool
    public let labelSpacing: CGFloat
    init(title: String?, selected: Bool, options: PagingOptions) { fatalError() }
}

open class PagingCell: UICollectionViewCell {
    open func setPagingItem(_ pagingItem: PagingItem, selected: Bool, options: PagingOptions) {}
}

open class PagingCellLayoutAttributes: UICollectionViewLayoutAttributes {
    open var progress: CGFloat = 0
}

// Parchment's UIColor+interpolation.swift
extension UIColor {
    public static func interpolate(from: UIColor, to: UIColor, with progress: CGFloat) -> UIColor { from }
}
