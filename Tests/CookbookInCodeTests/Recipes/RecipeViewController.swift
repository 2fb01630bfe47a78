import PlumbUIKit

/// What every recipe's controller shares: the language its strings are in, and the label
/// hugging Interface Builder gives (the sample's storyboards, which the guide's tables of
/// hugging and compression resistance list: 251 for labels, 250 for views made in code).
class RecipeViewController: UIViewController {
    let language: AppLanguage

    init(language: AppLanguage) {
        self.language = language
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        language = .english
        super.init(coder: coder)
    }

    /// A string of the recipe in the app's language.
    func localized(_ english: String, hebrew: String) -> String {
        language.text(english, hebrew: hebrew)
    }

    /// A label as the sample's storyboards make one: its text, font and alignment, hugging 251.
    func makeLabel(
        _ name: String, text: String, font: UIFont, alignment: NSTextAlignment = .natural
    ) -> UILabel {
        let label = UILabel()
        label.accessibilityIdentifier = name
        label.text = text
        label.font = font
        label.textAlignment = alignment
        label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        label.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        return label
    }

    /// A label in a text style that follows the user's text size, as the sample's labels in
    /// Body or Headline do (`adjustsFontForContentSizeCategory`).
    func makeLabel(
        _ name: String, text: String, textStyle: UIFont.TextStyle, alignment: NSTextAlignment = .natural
    ) -> UILabel {
        let label = makeLabel(name, text: text, font: .preferredFont(forTextStyle: textStyle), alignment: alignment)
        label.adjustsFontForContentSizeCategory = true
        return label
    }

    /// A system button with a title.
    func makeButton(_ name: String, title: String, background: UIColor? = nil) -> UIButton {
        let button = UIButton(type: .system)
        button.accessibilityIdentifier = name
        button.setTitle(title, for: .normal)
        button.backgroundColor = background
        return button
    }

    /// A text field as the sample's: rounded rect, 14-point system font, a placeholder.
    func makeTextField(_ name: String, placeholder: String) -> UITextField {
        let field = UITextField()
        field.accessibilityIdentifier = name
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 14)
        field.placeholder = placeholder
        return field
    }

    /// A plain coloured view.
    func makeView(_ name: String, color: UIColor) -> UIView {
        let view = UIView()
        view.accessibilityIdentifier = name
        view.backgroundColor = color
        return view
    }
}
