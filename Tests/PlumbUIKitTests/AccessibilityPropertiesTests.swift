@_spi(Plumb) import PlumbUIKit
import Testing

/// UIKit's accessibility getters with their per-class answers while nothing is set, and what
/// the model reads from them: the accessibility snapshot of a tree built in code.
@Suite @MainActor
struct AccessibilityPropertiesTests {
    /// A button whose label comes from an override, as teams write them.
    final class CloseButton: UIButton {
        override var accessibilityLabel: String? {
            get { "Close" }
            set {}
        }
    }

    @Test func gettersFallBackToTheClassesAnswers() {
        let label = UILabel()
        label.text = "Inbox"
        #expect(label.accessibilityLabel == "Inbox" && label.accessibilityTraits == .staticText)
        label.accessibilityLabel = "Mail"
        #expect(label.accessibilityLabel == "Mail")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "Inbox")

        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        #expect(button.accessibilityLabel == "Send" && button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.accessibilityTraits = .link
        #expect(button.accessibilityTraits == .link)

        let toggle = UISwitch()
        #expect(toggle.accessibilityValue == "0" && toggle.accessibilityTraits == .button)
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")

        let slider = UISlider()
        slider.minimumValue = 10
        slider.maximumValue = 20
        slider.value = 12.5
        #expect(slider.accessibilityValue == "25%" && slider.accessibilityTraits == .adjustable)

        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 1
        #expect(pages.accessibilityValue == "page 2 of 5" && pages.accessibilityTraits == .adjustable)

        let field = UITextField()
        field.placeholder = "Name"
        #expect(field.accessibilityValue == "Name" && field.accessibilityLabel == nil)
        field.text = "Ada"
        #expect(field.accessibilityValue == "Ada")

        let image = UIImageView()
        #expect(!image.isAccessibilityElement && image.accessibilityTraits == .image)
        #expect(UITextView().isAccessibilityElement)
    }

    /// Frames set in code (autoresizing), on a bare 390 × 400 root: the snapshot reads each
    /// view's getters, overrides included, in reading order; the image view is skipped (no
    /// element), the title and the compose button share a row (tops 4 pt apart), the grouped
    /// pair is read together before the switch though the switch's top is between theirs. The
    /// switch keeps UIKit's own size (iOS 26: 63 × 28) whatever frame it is given, and its
    /// activation point as set.
    @Test func theSnapshotReadsWhatTheGettersSay() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let title = UILabel(frame: CGRect(x: 16, y: 20, width: 100, height: 20))
        title.text = "Inbox"
        title.accessibilityTraits = [.staticText, .header]
        let compose = UIButton(type: .system)
        compose.frame = CGRect(x: 280, y: 24, width: 94, height: 44)
        compose.setTitle("Compose", for: .normal)
        compose.accessibilityHint = "Writes a new message"
        let close = CloseButton(type: .system)
        close.frame = CGRect(x: 16, y: 80, width: 44, height: 44)
        let art = UIImageView(frame: CGRect(x: 100, y: 80, width: 40, height: 40))
        let pair = UIView(frame: CGRect(x: 16, y: 140, width: 200, height: 120))
        pair.shouldGroupAccessibilityChildren = true
        let first = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        first.text = "First"
        let second = UILabel(frame: CGRect(x: 0, y: 100, width: 100, height: 20))
        second.text = "Second"
        let toggle = UISwitch(frame: CGRect(x: 300, y: 200, width: 51, height: 31))
        toggle.isOn = true
        toggle.accessibilityActivationPoint = CGPoint(x: 340, y: 215)
        for view in [title, compose, close, art, pair, toggle] { root.addSubview(view) }
        pair.addSubview(first)
        pair.addSubview(second)
        let text = root.plumbAccessibilityText()
        // Every line but the elements' paths, whose names carry the views' item numbers.
        func isPath(_ line: Substring) -> Bool { line.range(of: #"^[0-9]+\. "#, options: .regularExpression) != nil }
        let summary = text.split(separator: "\n").filter { !isPath($0) }
        #expect(
            summary == [
                "6 elements in VoiceOver order (left to right, rows within 8 pt)",
                "   label: \"Inbox\"", "   traits: staticText, header", "   frame: (16, 20, 100, 20)",
                "   activation point: (66, 30)",
                "   label: \"Compose\"", "   traits: button", "   hint: \"Writes a new message\"",
                "   frame: (280, 24, 94, 44)", "   activation point: (327, 46)",
                "   label: \"Close\"", "   traits: button", "   frame: (16, 80, 44, 44)",
                "   activation point: (38, 102)",
                "   label: \"First\"", "   traits: staticText", "   frame: (16, 140, 100, 20)",
                "   activation point: (66, 150)",
                "   label: \"Second\"", "   traits: staticText", "   frame: (16, 240, 100, 20)",
                "   activation point: (66, 250)",
                "   label: (none)", "   value: \"1\"", "   traits: button", "   frame: (300, 200, 63, 28)",
                "   activation point: (340, 215)",
            ])
        let classes = text.split(separator: "\n").filter(isPath).map {
            $0.split(separator: " ").last.map { String($0.prefix { $0 != ":" }) } ?? ""
        }
        #expect(
            classes == [
                "UILabel", "UIButton", "PlumbUIKitTests.AccessibilityPropertiesTests.CloseButton", "UILabel",
                "UILabel", "UISwitch",
            ])
    }

    /// `accessibilityElements` set in code orders a container's views (an object that is not a
    /// view is left out); `accessibilityElementsHidden` hides a subtree; a modal view hides
    /// its siblings.
    @Test func orderAndHidingFromCode() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let list = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let top = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        top.text = "Top"
        let bottom = UILabel(frame: CGRect(x: 10, y: 100, width: 100, height: 20))
        bottom.text = "Bottom"
        list.addSubview(top)
        list.addSubview(bottom)
        list.accessibilityElements = [bottom, "not a view", top]
        let quiet = UILabel(frame: CGRect(x: 10, y: 250, width: 100, height: 20))
        quiet.text = "Quiet"
        root.addSubview(list)
        root.addSubview(quiet)
        func labels() -> [String] {
            root.plumbAccessibilityText().split(separator: "\n").filter { $0.hasPrefix("   label: ") }
                .map { String($0.dropFirst("   label: ".count)) }
        }
        #expect(labels() == [#""Bottom""#, #""Top""#, #""Quiet""#])
        quiet.accessibilityElementsHidden = true
        #expect(labels() == [#""Bottom""#, #""Top""#])
        quiet.accessibilityElementsHidden = false
        list.accessibilityViewIsModal = true
        #expect(labels() == [#""Bottom""#, #""Top""#])
    }
}
