// Stub: the rest of InputBarAccessoryView that AttachmentCell.swift needs.
import UIKit

open class AttachmentManager {
    public enum Attachment { case image(UIImage), url(URL), data(Data), other(AnyObject) }
    open func removeAttachment(at index: Int) {}
}

// InputBarAccessoryView's own constraint-set helper (NSLayoutConstraintSet.swift).
class NSLayoutConstraintSet {
    var top: NSLayoutConstraint?
    var bottom: NSLayoutConstraint?
    var left: NSLayoutConstraint?
    var right: NSLayoutConstraint?
    init(
        top: NSLayoutConstraint? = nil, bottom: NSLayoutConstraint? = nil,
        left: NSLayoutConstraint? = nil, right: NSLayoutConstraint? = nil
    ) {
        self.top = top; self.bottom = bottom; self.left = left; self.right = right
    }
    @discardableResult
    func activate() -> Self { self }
}

// InputBarAccessoryView's UIView+Extensions.swift and NSMutableAttributedString+Extensions.swift
extension UIView {
    @discardableResult
    func addConstraints(
        _ top: NSLayoutYAxisAnchor? = nil, left: NSLayoutXAxisAnchor? = nil,
        bottom: NSLayoutYAxisAnchor? = nil, right: NSLayoutXAxisAnchor? = nil,
        centerY: NSLayoutYAxisAnchor? = nil, centerX: NSLayoutXAxisAnchor? = nil,
        topConstant: CGFloat = 0, leftConstant: CGFloat = 0,
        bottomConstant: CGFloat = 0, rightConstant: CGFloat = 0,
        centerYConstant: CGFloat = 0, centerXConstant: CGFloat = 0,
        widthConstant: CGFloat = 0, heightConstant: CGFloat = 0
    ) -> [NSLayoutConstraint] { [] }
}

extension NSMutableAttributedString {
    @discardableResult
    func bold(
        _ text: String, fontSize: CGFloat = UIFont.preferredFont(forTextStyle: .body).pointSize,
        textColor: UIColor = .black
    ) -> NSMutableAttributedString { self }
}
