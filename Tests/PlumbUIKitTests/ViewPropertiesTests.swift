import PlumbUIKit
import Testing

/// What view code sets beyond layout: the layer, the tint, touches and accessibility.
@Suite @MainActor
struct ViewPropertiesTests {
    @Test func theLayerIsTheViewsOwn() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(card.layer === card.layer)
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor.red.cgColor
        card.layer.masksToBounds = true
        #expect(card.layer.cornerRadius == 12 && card.layer.borderWidth == 1)
        #expect(card.clipsToBounds)
        card.clipsToBounds = false
        #expect(!card.layer.masksToBounds)
        card.layer.shadowOpacity = 0.3
        card.layer.maskedCorners = [.layerMinXMinYCorner]
        #expect(card.layer.shadowOpacity == 0.3 && card.layer.maskedCorners == [.layerMinXMinYCorner])
        // A layer on its own keeps what it is given.
        let loose = CALayer()
        loose.cornerRadius = 4
        #expect(loose.cornerRadius == 4)
    }

    @Test func tintsComeFromAbove() {
        let root = UIView()
        let child = UIView()
        root.addSubview(child)
        #expect(child.tintColor == UIColor.systemBlue)
        root.tintColor = .red
        #expect(child.tintColor == UIColor.red)
        child.tintColor = .green
        #expect(child.tintColor == UIColor.green && root.tintColor == UIColor.red)
    }

    @Test func touchesAndAccessibilityStartAsUIKitsClassesDo() {
        #expect(UIView().isUserInteractionEnabled && !UIView().isAccessibilityElement)
        #expect(!UILabel().isUserInteractionEnabled && UILabel().isAccessibilityElement)
        // An image view is no element until marked (UIKit's: images are decorative by default).
        #expect(!UIImageView().isUserInteractionEnabled && !UIImageView().isAccessibilityElement)
        #expect(UIButton(type: .system).isUserInteractionEnabled && UIButton(type: .system).isAccessibilityElement)
        let label = UILabel()
        label.accessibilityIdentifier = "title"
        label.accessibilityTraits = [.header, .staticText]
        #expect(label.accessibilityIdentifier == "title" && label.accessibilityTraits.contains(.header))
    }

    /// What view code writes besides views: literals, index paths, text attributes.
    @Test func literalsIndexPathsAndAttributesCompileAsOnIOS() {
        let tint = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(tint == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        let logo = #imageLiteral(resourceName: "logo")
        #expect(logo.size == .zero)
        var path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1 && path.item == 3)
        path.row = 4
        #expect(path == IndexPath(item: 4, section: 1))
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        let text = NSMutableAttributedString()
        text.append(
            NSAttributedString(
                string: "Terms",
                attributes: [.paragraphStyle: style, .underlineStyle: NSUnderlineStyle.single.rawValue]))
        #expect(text.string == "Terms" && NSAttributedString.Key.font.rawValue == "NSFont")
        #expect(UIColor.systemGray6 != UIColor.systemGray5)
    }
}
