import PlumbUIKit
import Testing

// The controls of this slice: stack views, priorities, labels, image views and buttons.

@Suite @MainActor
struct ControlsTests {
    /// A vertical stack of intrinsic heights 30, 40 and 50, spacing 10: 140 high; a custom
    /// spacing of 20 after the first, then the second hidden.
    @Test func verticalStackArrangesItsViewsWithSpacing() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let first = SizedView(height: 30)
        let second = SizedView(height: 40)
        let third = SizedView(height: 50)
        let stack = UIStackView(arrangedSubviews: [first, second, third])
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        ])
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [first, second, third])
        #expect(stack.subviews == [first, second, third])
        #expect(!first.translatesAutoresizingMaskIntoConstraints)
        expectFrame(stack, 16, 20, 288, 140)
        expectFrame(first, 0, 0, 288, 30)
        expectFrame(second, 0, 40, 288, 40)
        expectFrame(third, 0, 90, 288, 50)

        stack.setCustomSpacing(20, after: first)
        #expect(stack.customSpacing(after: first) == 20)
        #expect(stack.customSpacing(after: second) == UIStackView.spacingUseDefault)
        root.layoutIfNeeded()
        expectFrame(second, 0, 50, 288, 40)
        expectFrame(third, 0, 100, 288, 50)

        second.isHidden = true
        root.layoutIfNeeded()
        expectFrame(third, 0, 50, 288, 50)
        expectFrame(stack, 16, 20, 288, 100)

        stack.removeArrangedSubview(third)
        #expect(stack.arrangedSubviews == [first, second])
        #expect(third.superview === stack)
    }

    /// A horizontal stack filling equally: three views of 300 / 3 each, heights from the
    /// stack (alignment fill).
    @Test func horizontalStackFillsEqually() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let views = [UIView(), UIView(), UIView()]
        let stack = UIStackView()
        stack.distribution = .fillEqually
        stack.translatesAutoresizingMaskIntoConstraints = false
        for view in views { stack.addArrangedSubview(view) }
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(views[0], 0, 0, 100, 100)
        expectFrame(views[1], 100, 0, 100, 100)
        expectFrame(views[2], 200, 0, 100, 100)
    }

    /// UIKit's priority arithmetic and defaults; hugging decides which of two views with
    /// intrinsic widths stretches.
    @Test func prioritiesAndContentHugging() {
        #expect(UILayoutPriority.required - 1 == UILayoutPriority(999))
        #expect(UILayoutPriority.defaultLow + 1 > .defaultLow)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let name = SizedView(width: 80, height: 20)
        let value = SizedView(width: 60, height: 20)
        #expect(name.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(name.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        value.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        for view in [name, value] { root.addSubview(view) }
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor),
            value.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            name.topAnchor.constraint(equalTo: root.topAnchor),
            value.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(name, 0, 0, 240, 20)
        expectFrame(value, 240, 0, 60, 20)
    }

    /// An image view measures its image; the renderer's image has the size asked for.
    @Test func imageViewTakesItsImagesSize() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 48)).image { _ in }
        let imageView = UIImageView(image: image)
        #expect(imageView.frame == CGRect(x: 0, y: 0, width: 64, height: 48))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        imageView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(imageView)
        NSLayoutConstraint.activate([
            imageView.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            imageView.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8),
        ])
        root.layoutIfNeeded()
        expectFrame(imageView, 128, 8, 64, 48)
        imageView.image = nil
        #expect(imageView.intrinsicContentSize == CGSize(width: -1, height: -1))
    }

    /// A label laid out at its text's size, and its layout guide frames: the margins guide is
    /// the bounds less 8 on each side.
    @Test func labelsAndGuides() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let label = UILabel()
        label.text = "Title"
        label.font = .boldSystemFont(ofSize: 20)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
        ])
        root.layoutIfNeeded()
        let size = label.intrinsicContentSize
        func pixel(_ value: CGFloat) -> CGFloat { (value * 3).rounded(.up) / 3 } // the default device is 3x
        #expect(size.height > 20)
        expectFrame(label, 8, 8, pixel(size.width), pixel(size.height))
        expectRect(root.layoutMarginsGuide.layoutFrame, CGRect(x: 8, y: 8, width: 304, height: 464))
        expectRect(root.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 320, height: 480))

        // A bigger font makes a bigger label.
        label.font = .systemFont(ofSize: 30, weight: .bold)
        root.layoutIfNeeded()
        #expect(label.frame.height > size.height)
    }

    /// A button's title in its title label's font; a bigger font, a bigger button. Targets
    /// are kept and never fired.
    @Test func buttonMeasuresItsTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        #expect(button.title(for: .highlighted) == "Continue")
        let small = button.intrinsicContentSize
        #expect(small.width > 40 && small.height > 15)
        button.titleLabel?.font = .boldSystemFont(ofSize: 30)
        let large = button.intrinsicContentSize
        #expect(large.width > small.width && large.height > small.height)
        button.addTarget(nil, action: Selector("didTap"), for: .touchUpInside)
        #expect(button.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["didTap"])
    }
}
