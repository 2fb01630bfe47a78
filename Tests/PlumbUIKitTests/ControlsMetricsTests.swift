@_spi(Testing) import PlumbUIKit
import Testing

// The controls Plumb sizes by iOS version (ControlMetrics, the model's IOSMetrics table):
// each free-sized and pinned in a 320×480 root, at a version before its metric changed and
// at the newest (26), with hand-worked frames.

@Suite @MainActor
struct ControlsMetricsTests {
    /// A 320×480 root with `view` in it, its top-leading corner pinned at (10, 20).
    private func rootPinningTopLeading(_ view: UIView) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        return root
    }

    /// `view` pinned 10 from the leading side of a 320-wide root, 20 from its trailing side
    /// and 20 from its top: 290 wide.
    private func rootPinningSides(_ view: UIView) -> UIView {
        let root = rootPinningTopLeading(view)
        view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20).isActive = true
        root.layoutIfNeeded()
        return root
    }

    // MARK: - Switch

    /// 51×31 up to iOS 18, its alignment rectangle 49 wide (2 short of the right edge), so a
    /// switch pinned at x = 10 is framed (10, 20, 51, 31).
    @Test func switchBeforeIOS26IsFiftyOneByThirtyOne() {
        PlumbIOSVersion.withVersion(18) {
            let toggle = UISwitch()
            #expect(toggle.frame.size == CGSize(width: 51, height: 31))
            #expect(toggle.intrinsicContentSize == CGSize(width: 49, height: 31))
            rootPinningTopLeading(toggle).layoutIfNeeded()
            expectFrame(toggle, 10, 20, 51, 31)
        }
    }

    /// 63×28 from iOS 26, the newest, with the same 2-point inset: 61 of it is aligned.
    @Test func switchFromIOS26IsSixtyThreeByTwentyEight() {
        PlumbIOSVersion.withVersion(26) {
            let toggle = UISwitch(frame: CGRect(x: 5, y: 6, width: 100, height: 100))
            #expect(toggle.frame == CGRect(x: 5, y: 6, width: 63, height: 28))
            rootPinningTopLeading(toggle).layoutIfNeeded()
            expectFrame(toggle, 10, 20, 63, 28)
            #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        }
    }

    /// Pinned 16 from the root's trailing edge (x = 304), a switch's frame ends at 306, 2
    /// points beyond, as Xcode stores every trailing-pinned switch.
    @Test func switchPinnedTrailingSitsTwoPointsBeyondTheEdge() {
        for (version, width, height) in [(18, 51.0, 31.0), (26, 63.0, 28.0)] {
            PlumbIOSVersion.withVersion(version) {
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                let toggle = UISwitch()
                toggle.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(toggle)
                NSLayoutConstraint.activate([
                    toggle.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                    toggle.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                ])
                root.layoutIfNeeded()
                expectFrame(toggle, 304 - (width - 2), 20, width, height)
                #expect(abs(toggle.frame.maxX - 306) < 1e-3)
            }
        }
        let toggle = UISwitch()
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
    }

    /// A settings row: a label and a switch in a horizontal stack pinned 16 from each side.
    /// The switch hugs at 750, so the label takes the slack (288 − 8 − 61 = 219), and the
    /// switch's frame runs 2 points past the stack's trailing edge (304 → 306).
    @Test func switchInAStackRowSitsTwoPointsBeyondIt() {
        PlumbIOSVersion.withVersion(26) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let label = UILabel()
            label.text = "Wi-Fi"
            let toggle = UISwitch()
            let row = UIStackView(arrangedSubviews: [label, toggle])
            row.axis = .horizontal
            row.alignment = .center
            row.spacing = 8
            row.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(row)
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                row.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            ])
            root.layoutIfNeeded()
            expectFrame(row, 16, 20, 288, 28)
            expectFrame(toggle, 227, 0, 63, 28)
            #expect(abs(label.frame.minX) < 1e-3 && abs(label.frame.width - 219) < 1e-3)
        }
    }

    /// A switch framed in code (its autoresizing mask translated) keeps its frame: the
    /// alignment inset is inside it.
    @Test func switchFramedInCodeKeepsItsFrame() {
        PlumbIOSVersion.withVersion(18) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let toggle = UISwitch(frame: CGRect(x: 100, y: 40, width: 0, height: 0))
            root.addSubview(toggle)
            root.layoutIfNeeded()
            expectFrame(toggle, 100, 40, 51, 31)
        }
    }

    // MARK: - Slider

    /// Up to iOS 18 a slider is 31 high with insets 2, 1, 2: pinned 10 from the leading
    /// side, 20 from the trailing one and the top, its alignment rectangle is (10, 20, 290,
    /// 30) and its frame (8, 20, 294, 31).
    @Test func sliderBeforeIOS26HasAlignmentInsets() {
        PlumbIOSVersion.withVersion(18) {
            let slider = UISlider()
            #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 30))
            _ = rootPinningSides(slider)
            expectFrame(slider, 8, 20, 294, 31)
        }
    }

    /// From iOS 26 it is 34 high with no insets.
    @Test func sliderFromIOS26HasNoInsets() {
        PlumbIOSVersion.withVersion(26) {
            let slider = UISlider()
            _ = rootPinningSides(slider)
            expectFrame(slider, 10, 20, 290, 34)
        }
        let slider = UISlider()
        slider.maximumValue = 10
        slider.value = 12
        #expect(slider.value == 10)
        slider.setValue(-1, animated: true)
        #expect(slider.value == 0)
    }

    // MARK: - Segmented control

    /// Its frame is 32 high (29 before iOS 13) and its alignment rectangle 1 shorter: a view
    /// pinned 8 below it starts at 20 + 31 + 8 = 59 (56 before iOS 13), inside its frame's
    /// last point plus 8.
    @Test func segmentedControlHasAOnePointBottomInset() {
        for (version, frameHeight) in [(12, 29.0), (13, 32.0), (26, 32.0)] {
            PlumbIOSVersion.withVersion(version) {
                let segments = UISegmentedControl(items: ["One", "Two", "Three"])
                let below = SizedView(height: 10)
                let root = rootPinningTopLeading(segments)
                root.addSubview(below)
                NSLayoutConstraint.activate([
                    segments.widthAnchor.constraint(equalToConstant: 200),
                    below.topAnchor.constraint(equalTo: segments.bottomAnchor, constant: 8),
                    below.leadingAnchor.constraint(equalTo: segments.leadingAnchor),
                    below.widthAnchor.constraint(equalToConstant: 50),
                ])
                root.layoutIfNeeded()
                expectFrame(segments, 10, 20, 200, frameHeight)
                expectFrame(below, 10, 20 + (frameHeight - 1) + 8, 50, 10)
            }
        }
    }

    /// Segments, their titles and the selection, as UIKit keeps them.
    @Test func segmentedControlKeepsItsSegments() {
        let segments = UISegmentedControl(items: ["One", "Two"])
        #expect(segments.numberOfSegments == 2)
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        segments.selectedSegmentIndex = 1
        segments.insertSegment(withTitle: "Zero", at: 0, animated: false)
        #expect(segments.numberOfSegments == 3)
        #expect(segments.titleForSegment(at: 0) == "Zero")
        #expect(segments.selectedSegmentIndex == 2)
        segments.insertSegment(withTitle: "Last", at: 99, animated: true)
        #expect(segments.titleForSegment(at: 3) == "Last")
        segments.selectedSegmentIndex = 7
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    // MARK: - Stepper, progress view, page control

    /// 94×32 from iOS 13, 94×29 before, whatever frame it is made with.
    @Test func stepperIsNinetyFourWide() {
        for (version, height) in [(12, 29.0), (13, 32.0), (26, 32.0)] {
            PlumbIOSVersion.withVersion(version) {
                let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                #expect(stepper.frame.size == CGSize(width: 94, height: height))
                rootPinningTopLeading(stepper).layoutIfNeeded()
                expectFrame(stepper, 10, 20, 94, height)
            }
        }
        let stepper = UIStepper()
        stepper.value = 150
        #expect(stepper.value == 100)
    }

    /// 4 high from iOS 14, 2 before; as wide as it is pinned.
    @Test func progressViewIsFourHighFromIOS14() {
        for (version, height) in [(13, 2.0), (14, 4.0), (26, 4.0)] {
            PlumbIOSVersion.withVersion(version) {
                let progress = UIProgressView(progressViewStyle: .default)
                _ = rootPinningSides(progress)
                expectFrame(progress, 10, 20, 290, height)
            }
        }
        let progress = UIProgressView()
        progress.setProgress(1.5, animated: true)
        #expect(progress.progress == 1)
    }

    /// 27.5 high from iOS 14, 37 before. The engine rounds intrinsic sizes up to the pixel
    /// at 3 pixels per point, so 27.5 is laid out 27⅔ (Xcode's 2x canvas stores 27.5).
    @Test func pageControlIsTwentySevenAndAHalfHighFromIOS14() {
        for (version, height) in [(13, 37.0), (14, 83.0 / 3), (26, 83.0 / 3)] {
            PlumbIOSVersion.withVersion(version) {
                let pages = UIPageControl()
                pages.numberOfPages = 3
                pages.currentPage = 5
                #expect(pages.currentPage == 2)
                _ = rootPinningSides(pages)
                expectFrame(pages, 10, 20, 290, height)
            }
        }
    }

    // MARK: - Activity indicator

    /// 20×20 medium and 37×37 large, at every version.
    @Test func activityIndicatorSizesByStyle() {
        let medium = UIActivityIndicatorView(style: .medium)
        let large = UIActivityIndicatorView(style: .large)
        #expect(large.frame == CGRect(x: 0, y: 0, width: 37, height: 37))
        let root = rootPinningTopLeading(medium)
        large.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(large)
        NSLayoutConstraint.activate([
            large.leadingAnchor.constraint(equalTo: medium.trailingAnchor, constant: 8),
            large.topAnchor.constraint(equalTo: medium.topAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(medium, 10, 20, 20, 20)
        expectFrame(large, 38, 20, 37, 37)
    }

    /// Hidden while stopped when `hidesWhenStopped` (the default), as UIKit does: a new
    /// indicator is hidden until it starts.
    @Test func activityIndicatorHidesWhenStopped() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden)
        #expect(!spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden)
        #expect(spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
    }

    // MARK: - Text field

    /// A rounded-rect field with no text: 7 points of padding each side, and 34 high from
    /// iOS 13 (30 before) for a 14-point font.
    @Test func roundedRectFieldIsThirtyFourHighFromIOS13() {
        for (version, height) in [(12, 30.0), (13, 34.0), (26, 34.0)] {
            PlumbIOSVersion.withVersion(version) {
                let field = UITextField()
                field.borderStyle = .roundedRect
                field.font = UIFont.systemFont(ofSize: 14)
                rootPinningTopLeading(field).layoutIfNeeded()
                expectFrame(field, 10, 20, 14, height)
            }
        }
    }

    /// With text, the field is the text's width plus 14: a label with the same text and font
    /// is 14 narrower.
    @Test func roundedRectFieldIsItsTextPlusPadding() {
        PlumbIOSVersion.withVersion(26) {
            let field = UITextField()
            field.borderStyle = .roundedRect
            field.font = UIFont.systemFont(ofSize: 14)
            field.text = "Hello, Plumb"
            let label = UILabel()
            label.font = UIFont.systemFont(ofSize: 14)
            label.text = "Hello, Plumb"
            let root = rootPinningTopLeading(field)
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            ])
            root.layoutIfNeeded()
            #expect(label.frame.width > 50)
            expectFrame(field, 10, 20, label.frame.width + 14, 34)
        }
    }

    /// A field made in code is borderless with the 17-point font, as on iOS: as tall as its
    /// line plus 5/3, 22 (what Xcode stores for 17-point borderless fields); the placeholder
    /// is measured when there is no text.
    @Test func borderlessFieldHugsItsLine() {
        let field = UITextField()
        #expect(field.borderStyle == .none)
        #expect(field.text == "")
        #expect(field.font?.pointSize == 17)
        let root = rootPinningTopLeading(field)
        root.layoutIfNeeded()
        expectFrame(field, 10, 20, 0, 22)
        field.placeholder = "Name"
        root.layoutIfNeeded()
        #expect(field.frame.width > 20)
    }

    // MARK: - Text view

    /// With scrolling (the default) a text view has no intrinsic size; with it off, it is
    /// its text wrapped at its width less 10 (the line padding), plus 16 (the container
    /// insets): a wrapping label 310 wide with the same text is 16 shorter.
    @Test func textViewWithScrollingDisabledWrapsItsText() {
        let text = "A text view that does not scroll grows to fit its text, line after line, at its width."
        let textView = UITextView()
        textView.font = UIFont.systemFont(ofSize: 17)
        textView.text = text
        #expect(
            textView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        textView.isScrollEnabled = false
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 17)
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        label.text = text
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        for view in [textView, label] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            textView.topAnchor.constraint(equalTo: root.topAnchor),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -5),
            label.topAnchor.constraint(equalTo: textView.bottomAnchor),
        ])
        root.layoutIfNeeded()
        // Three lines or more at 310 points: the text wrapped.
        #expect(label.frame.height > 3 * 20)
        expectFrame(textView, 0, 0, 320, label.frame.height + 16)
    }

    /// The container's insets and padding are measured: with none, the text view is exactly
    /// its text (the label beside it, at the same width); with 4-point sides and 2-point
    /// padding it wraps 12 narrower, like a label 12 narrower, and adds its 3 + 7 above and
    /// below.
    @Test func textViewMeasuresItsContainerInsetAndPadding() {
        let text = "A text view that does not scroll grows to fit its text, line after line, at its width."
        func pair(inset: UIEdgeInsets, padding: CGFloat, labelWidth: CGFloat) -> (UITextView, UILabel) {
            let textView = UITextView()
            textView.font = UIFont.systemFont(ofSize: 17)
            textView.text = text
            textView.isScrollEnabled = false
            textView.textContainerInset = inset
            textView.textContainer.lineFragmentPadding = padding
            let label = UILabel()
            label.font = UIFont.systemFont(ofSize: 17)
            label.numberOfLines = 0
            label.text = text
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            for view in [textView, label] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            NSLayoutConstraint.activate([
                textView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                textView.widthAnchor.constraint(equalToConstant: 200),
                textView.topAnchor.constraint(equalTo: root.topAnchor),
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                label.widthAnchor.constraint(equalToConstant: labelWidth),
                label.topAnchor.constraint(equalTo: textView.bottomAnchor),
            ])
            root.layoutIfNeeded()
            return (textView, label)
        }
        let (bare, bareLabel) = pair(inset: .zero, padding: 0, labelWidth: 200)
        #expect(bareLabel.frame.height > 3 * 20)
        expectFrame(bare, 0, 0, 200, bareLabel.frame.height)
        let (padded, paddedLabel) = pair(
            inset: UIEdgeInsets(top: 3, left: 4, bottom: 7, right: 4), padding: 2, labelWidth: 188)
        expectFrame(padded, 0, 0, 200, paddedLabel.frame.height + 10)
        #expect(padded.textContainer.lineFragmentPadding == 2)
    }

    // MARK: - UIControl

    /// Content alignment is stored, centred by default; leading and trailing read as left and
    /// right (left to right).
    @Test func controlStoresItsContentAlignment() {
        let control = UIControl()
        #expect(control.contentHorizontalAlignment == .center)
        #expect(control.contentVerticalAlignment == .center)
        control.contentHorizontalAlignment = .trailing
        control.contentVerticalAlignment = .fill
        #expect(control.effectiveContentHorizontalAlignment == .right)
        #expect(control.contentVerticalAlignment == .fill)
        control.isEnabled = false
        control.isSelected = true
        #expect(control.state == [.disabled, .selected])
    }
}

/// `PLUMB_IOS` as a process reads it: a major version Plumb models, or a warning and the newest.
@Suite @MainActor
struct PlumbIOSEnvironmentTests {
    @Test func theVariableIsReadOrSaidToBeWrong() {
        #expect(PlumbIOSVersion.fromEnvironment(nil) == (nil, nil))
        #expect(PlumbIOSVersion.fromEnvironment("") == (nil, nil))
        #expect(PlumbIOSVersion.fromEnvironment("18") == (18, nil))
        #expect(PlumbIOSVersion.fromEnvironment("18.2") == (18, nil))
        #expect(
            PlumbIOSVersion.fromEnvironment("eighteen")
                == (
                    nil,
                    "PlumbUIKit: PLUMB_IOS='eighteen' is not an iOS version from 7 to 26; laying out at the newest, 26"
                ))
        #expect(
            PlumbIOSVersion.fromEnvironment("30").version == nil && PlumbIOSVersion.fromEnvironment("30").problem != nil
        )
    }
}
