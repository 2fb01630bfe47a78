import UIKit

open class Header: UIView {
    @IBOutlet private(set) weak var title: UILabel?
    @IBOutlet var rows: [UIView]!
    @IBOutlet var more: [UIView] = []
    @IBOutlet var `default`: Dictionary<String, UIView>?
#if DEBUG
    @IBOutlet var debug: UIView!
#endif
    final class Inner: Header { @IBOutlet var x: UIView? }
}
final class Owner: NSObject, Codable where Self: AnyObject { @IBOutlet var owned: UIView! ; }
class Last: UIView { @IBOutlet var v: UIView!
    var w = dynamic
}
