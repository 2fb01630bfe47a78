import PlumbUIKit

/// Stack Views: Dynamic Stack View. A scroll view inside the margins holds a vertical stack
/// (fill, equal spacing, 0) as wide as the scroll view; the controller insets the content 20
/// at the top. Each entry is a horizontal stack (centre, fill, 8) of a date, a number that
/// gives way first (hugging 249, compression resistance 749) and a Delete button; the scene
/// shows a fixed list of three entries above "Add Item" (`entries`), or none, as the sample
/// starts (the initial state).
final class DynamicStackViewController: RecipeViewController {
    /// The entries shown: date and number of each.
    let entries: [(date: String, number: String)]

    init(language: AppLanguage, entries: [(date: String, number: String)]) {
        self.entries = entries
        super.init(language: language)
    }

    required init?(coder: NSCoder) {
        entries = []
        super.init(coder: coder)
    }

    static let threeEntries = [
        (date: "3/21/16", number: "3F2504E0-4F89-11D3-9A0C-0305E82C3301"),
        (date: "3/22/16", number: "9A1C2B7E-5D40-4E1F-8B3A-6C7D8E9F0A1B"),
        (date: "3/23/16", number: "C0FFEE00-1234-4ABC-9DEF-0123456789AB"),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        let scrollView = view.addRecipeSubview(UIScrollView(), named: "Scroll View")
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        scrollView.scrollIndicatorInsets = scrollView.contentInset

        let stackView = scrollView.addRecipeSubview(UIStackView(), named: "Stack View")
        stackView.axis = .vertical
        stackView.alignment = .fill
        stackView.distribution = .equalSpacing
        stackView.spacing = 0
        for (index, entry) in entries.enumerated() {
            stackView.addArrangedSubview(makeEntry(number: index + 1, date: entry.date, text: entry.number))
        }
        stackView.addArrangedSubview(makeButton("Add Item Button", title: localized("Add Item", hebrew: "הוספת פריט")))

        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
            view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: 20),
            stackView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            stackView.topAnchor.constraint(equalTo: scrollView.topAnchor),
            stackView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            stackView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
        ])
    }

    /// One entry: the sample's horizontal stack of a date, a number and a Delete button.
    private func makeEntry(number: Int, date: String, text: String) -> UIStackView {
        let dateLabel = makeLabel("Date Label \(number)", text: date, textStyle: .body)
        let numberLabel = makeLabel("Number Label \(number)", text: text, textStyle: .headline)
        numberLabel.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        numberLabel.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        let deleteButton = makeButton("Delete Button \(number)", title: localized("Delete", hebrew: "מחיקה"))
        let entry = UIStackView(arrangedSubviews: [dateLabel, numberLabel, deleteButton])
        entry.accessibilityIdentifier = "Entry \(number)"
        entry.axis = .horizontal
        entry.alignment = .center
        entry.distribution = .fill
        entry.spacing = 8
        return entry
    }
}
