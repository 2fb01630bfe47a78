// Stub: Parchment's own names (module Parchment) and the example app's TableViewController
// that HeaderViewController.swift needs.
import UIKit

public protocol PagingItem {}
public struct PagingIndexItem: PagingItem {
    public let index: Int
    public let title: String
}

public struct PagingOptions { public var menuHeight: CGFloat = 40 }

public enum PagingIndicatorOptions {
    case hidden
    case visible(height: CGFloat, zIndex: Int, spacing: UIEdgeInsets, insets: UIEdgeInsets)
}

public protocol PagingViewControllerDataSource: AnyObject {
    func numberOfViewControllers(in pagingViewController: PagingViewController) -> Int
    func pagingViewController(_: PagingViewController, viewControllerAt index: Int) -> UIViewController
    func pagingViewController(_: PagingViewController, pagingItemAt index: Int) -> PagingItem
}

public protocol PagingViewControllerDelegate: AnyObject {}

public class PageViewController: UIViewController {}

// As Parchment's PagingView: it adds the page view and the menu, then its subclasses' constraints.
open class PagingView: UIView {
    public let collectionView: UICollectionView
    public let pageView: UIView
    public var options: PagingOptions
    public init(options: PagingOptions, collectionView: UICollectionView, pageView: UIView) {
        self.options = options
        self.collectionView = collectionView
        self.pageView = pageView
        super.init(frame: .zero)
        addSubview(pageView)
        addSubview(collectionView)
        setupConstraints()
    }
    public required init?(coder: NSCoder) { fatalError() }
    open func setupConstraints() {}
}

open class PagingViewController: UIViewController {
    public var options = PagingOptions()
    // Parchment's menu is a collection view with its own layout; a flow layout stands in.
    public let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    public let pageViewController = PageViewController()
    public var selectedTextColor: UIColor = .black
    public var indicatorColor: UIColor = .black
    public var indicatorOptions: PagingIndicatorOptions = .hidden
    public weak var dataSource: PagingViewControllerDataSource?
    public weak var delegate: PagingViewControllerDelegate?
}

// The example app's table view controller (Examples/TableViewController.swift).
public class TableViewController: UITableViewController {}
