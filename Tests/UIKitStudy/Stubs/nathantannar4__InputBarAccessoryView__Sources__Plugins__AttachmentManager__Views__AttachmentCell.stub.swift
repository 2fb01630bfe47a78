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
    func activate() -> Self {
        NSLayoutConstraint.activate([top, bottom, left, right].compactMap { $0 })
        return self
    }
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
    ) -> [NSLayoutConstraint] {
        // As InputBarAccessoryView's: each anchor given, and a width or height when not 0.
        translatesAutoresizingMaskIntoConstraints = false
        var constraints: [NSLayoutConstraint] = []
        if let top { constraints.append(topAnchor.constraint(equalTo: top, constant: topConstant)) }
        if let left { constraints.append(leftAnchor.constraint(equalTo: left, constant: leftConstant)) }
        if let bottom { constraints.append(bottomAnchor.constraint(equalTo: bottom, constant: -bottomConstant)) }
        if let right { constraints.append(rightAnchor.constraint(equalTo: right, constant: -rightConstant)) }
        if let centerY { constraints.append(centerYAnchor.constraint(equalTo: centerY, constant: centerYConstant)) }
        if let centerX { constraints.append(centerXAnchor.constraint(equalTo: centerX, constant: centerXConstant)) }
        if widthConstant > 0 { constraints.append(widthAnchor.constraint(equalToConstant: widthConstant)) }
        if heightConstant > 0 { constraints.append(heightAnchor.constraint(equalToConstant: heightConstant)) }
        NSLayoutConstraint.activate(constraints)
        return constraints
    }
}

extension NSMutableAttributedString {
    @discardableResult
    func bold(
        _ text: String, fontSize: CGFloat = UIFont.preferredFont(forTextStyle: .body).pointSize,
        textColor: UIColor = .black
    ) -> NSMutableAttributedString {
        append(
            NSAttributedString(
                string: text,
                attributes: [.font: UIFont.boldSystemFont(ofSize: fontSize), .foregroundColor: textColor]))
        return self
    }
}
