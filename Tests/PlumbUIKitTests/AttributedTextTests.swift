import PlumbUIKit
import Testing

/// Attributed text as Plumb sets it: the first run's font, colour, paragraph style and kern
/// are the view's, measured by the same engine as plain text, so each attributed label is
/// compared with a plain one whose difference is known exactly (kern adds its points after
/// every character; line spacing adds its points between lines).
@Suite @MainActor
struct AttributedTextTests {
    func laidOut(_ views: [UIView]) -> [CGRect] {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        var previous: UIView?
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor),
            ])
            previous = view
        }
        root.layoutIfNeeded()
        return views.map(\.frame)
    }

    /// Foundation merges neighbouring runs whose attributes are equal, comparing each value in
    /// CoreFoundation: before `CoreFoundationTypeWord`, two different but equal colours (or
    /// fonts) halted the process here, as Simplenote's footer did. Runs are counted after
    /// each step, so a Foundation that stopped asking `isEqual(_:)` fails by count, not only by
    /// halting.
    @Test func runsOfEqualFontsColoursAndParagraphStylesMerge() {
        func colour() -> UIColor { UIColor(red: 0xBB / 255, green: 0xD9 / 255, blue: 0xF3 / 255, alpha: 1) }
        func runs(_ text: NSAttributedString) -> [NSRange] {
            var ranges: [NSRange] = []
            text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { _, range, _ in
                ranges.append(range)
            }
            return ranges
        }
        let text = NSMutableAttributedString()
        text.append(
            NSAttributedString(
                string: "ab",
                attributes: [.foregroundColor: colour(), .font: UIFont.preferredFont(forTextStyle: .footnote)]))
        text.append(
            NSAttributedString(
                string: "cd",
                attributes: [.foregroundColor: colour(), .font: UIFont.preferredFont(forTextStyle: .footnote)]))
        text.append(
            NSAttributedString(
                string: "ef",
                attributes: [
                    .foregroundColor: UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1),
                    .font: UIFont.preferredFont(forTextStyle: .footnote),
                ]))
        text.append(
            NSAttributedString(
                string: "gh",
                attributes: [
                    .foregroundColor: UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1),
                    .font: UIFont.systemFont(ofSize: 30),
                ]))
        #expect(
            runs(text) == [
                NSRange(location: 0, length: 4), NSRange(location: 4, length: 2), NSRange(location: 6, length: 2),
            ])

        func centred() -> NSParagraphStyle {
            let style = NSMutableParagraphStyle()
            style.alignment = .center
            style.lineSpacing = 4
            return style
        }
        let styled = NSMutableAttributedString(string: "one two")
        styled.addAttribute(.paragraphStyle, value: centred(), range: NSRange(location: 0, length: 3))
        styled.addAttribute(.paragraphStyle, value: centred(), range: NSRange(location: 3, length: 4))
        #expect(runs(styled) == [NSRange(location: 0, length: 7)])
        let spaced = centred() as! NSMutableParagraphStyle
        spaced.lineSpacing = 5
        styled.addAttribute(.paragraphStyle, value: spaced, range: NSRange(location: 5, length: 2))
        #expect(runs(styled) == [NSRange(location: 0, length: 5), NSRange(location: 5, length: 2)])
        #expect(centred() == centred() && centred().hash == centred().hash && centred() != spaced)
    }

    @Test func aLabelTakesTheStringsFontColourAlignmentKernAndLineSpacing() {
        let bold = UIFont.boldSystemFont(ofSize: 20)
        let plain = UILabel()
        plain.font = bold
        plain.text = "Hello"
        let kerned = UILabel()
        kerned.attributedText = NSAttributedString(
            string: "Hello", attributes: [.font: bold, .kern: 2.0, .foregroundColor: UIColor.red])
        #expect(kerned.text == "Hello" && kerned.font == bold && kerned.textColor == .red)
        let frames = laidOut([plain, kerned])
        // 2 points after each of the five characters.
        #expect(frames[1].width == frames[0].width + 10 && frames[1].height == frames[0].height)

        let lines = UILabel()
        lines.numberOfLines = 0
        lines.text = "One\nTwo\nThree"
        let spaced = UILabel()
        spaced.numberOfLines = 0
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 6
        paragraph.alignment = .center
        spaced.attributedText = NSAttributedString(string: "One\nTwo\nThree", attributes: [.paragraphStyle: paragraph])
        #expect(spaced.textAlignment == .center)
        let heights = laidOut([lines, spaced]).map(\.height)
        // Three lines: two gaps of 6.
        #expect(heights[1] == heights[0] + 12)

        // Plain text again: the attributes go with the string.
        kerned.text = "Hello"
        #expect(laidOut([plain, kerned]).map(\.width) == [frames[0].width, frames[0].width])
    }

    @Test func whatPlumbSetsOtherwiseIsReportedNamingTheProperty() {
        let label = UILabel()
        let string = NSMutableAttributedString(
            string: "Terms apply", attributes: [.font: UIFont.systemFont(ofSize: 15)])
        string.addAttributes(
            [.font: UIFont.boldSystemFont(ofSize: 15), .underlineStyle: NSUnderlineStyle.single.rawValue],
            range: NSRange(location: 0, length: 5))
        let issues = PlumbLayoutIssues.collect { label.attributedText = string }
        #expect(
            issues.map(\.description) == [
                "PlumbUIKit: UILabel.attributedText has runs of different fonts, kern or paragraph styles "
                    + "(set in the first run's)\n",
                "PlumbUIKit: UILabel.attributedText has underlineStyle (not drawn)\n",
            ])
        // The first run's font: bold.
        #expect(label.font == UIFont.boldSystemFont(ofSize: 15))
    }

    @Test func aButtonsAttributedTitleWinsOverItsPlainOne() {
        let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        let plain = UIButton(type: .system)
        plain.setTitle("Follow", for: .normal)
        plain.titleLabel?.font = font
        let attributed = UIButton(type: .system)
        attributed.setTitle("Ignored", for: .normal)
        attributed.setAttributedTitle(
            NSAttributedString(string: "Follow", attributes: [.font: font, .kern: 1.0]), for: .normal)
        #expect(attributed.currentTitle == "Follow" && attributed.currentAttributedTitle?.string == "Follow")
        let frames = laidOut([plain, attributed])
        #expect(frames[1].width == frames[0].width + 6 && frames[1].height == frames[0].height)
    }

    @Test func aTextViewTakesTheStringsFont() {
        let plain = UITextView()
        plain.isScrollEnabled = false
        plain.font = UIFont.systemFont(ofSize: 22)
        plain.text = "Big"
        let attributed = UITextView()
        attributed.isScrollEnabled = false
        attributed.attributedText = NSAttributedString(
            string: "Big", attributes: [.font: UIFont.systemFont(ofSize: 22)])
        attributed.linkTextAttributes = [.foregroundColor: UIColor.blue]
        #expect(attributed.text == "Big" && attributed.font == UIFont.systemFont(ofSize: 22))
        let frames = laidOut([plain, attributed])
        #expect(frames[1].size == frames[0].size)
    }
}
