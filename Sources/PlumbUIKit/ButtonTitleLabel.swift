/// A button's title label: a change of its font or text is a change of the button's size.
final class ButtonTitleLabel: UILabel {
    private weak var button: UIButton?

    init(button: UIButton) {
        self.button = button
        super.init(frame: .zero)
        font = UIFont.systemFont(ofSize: 15)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        button?.invalidateIntrinsicContentSize()
    }
}
