import PlumbUIKit
import Testing

/// UIKit's accessibility getters with their per-class answers while nothing is set.
@Suite @MainActor
struct AccessibilityPropertiesTests {
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
}
