import PlumbUIKit

/// Stack Views: Nested Stack Views. A root vertical stack of an upper row (a square image
/// beside three name rows), a notes text view and a row of three equal buttons; the stacks'
/// attributes and the views' hugging and compression resistance are the guide's tables.
final class NestedStackViewsController: RecipeViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let imageView = UIImageView(image: .squareFlowers)
        imageView.accessibilityIdentifier = "Image View"
        imageView.contentMode = .scaleToFill
        imageView.setContentCompressionResistancePriority(UILayoutPriority(48), for: .horizontal)
        imageView.setContentCompressionResistancePriority(UILayoutPriority(48), for: .vertical)

        let rows = [
            ("First", localized("First", hebrew: "פרטי"), localized("Enter First Name", hebrew: "הזן שם פרטי")),
            ("Middle", localized("Middle", hebrew: "אמצעי"), localized("Enter Middle Name", hebrew: "הזן שם אמצעי")),
            ("Last", localized("Last", hebrew: "משפחה"), localized("Enter Last Name", hebrew: "הזן שם משפחה")),
        ]
        var fields: [UITextField] = []
        let rowStacks = rows.map { name, text, placeholder in
            let label = makeLabel("\(name) Name Label", text: text, textStyle: .body)
            let field = makeTextField("\(name) Name Text Field", placeholder: placeholder)
            field.setContentHuggingPriority(UILayoutPriority(48), for: .horizontal)
            field.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
            fields.append(field)
            let row = UIStackView(arrangedSubviews: [label, field])
            row.accessibilityIdentifier = "\(name) Name Stack View"
            row.axis = .horizontal
            row.alignment = .firstBaseline
            row.distribution = .fill
            row.spacing = 8
            return row
        }
        let nameRows = UIStackView(arrangedSubviews: rowStacks)
        nameRows.accessibilityIdentifier = "Name Rows Stack View"
        nameRows.axis = .vertical
        nameRows.alignment = .fill
        nameRows.distribution = .fill
        nameRows.spacing = 8

        let upper = UIStackView(arrangedSubviews: [imageView, nameRows])
        upper.accessibilityIdentifier = "Upper Stack View"
        upper.axis = .horizontal
        upper.alignment = .fill
        upper.distribution = .fill
        upper.spacing = 8

        let textView = UITextView()
        textView.accessibilityIdentifier = "Text View"
        textView.text = localized("Notes:", hebrew: "הערות:")
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        textView.backgroundColor = .cookbookLightGray
        textView.isEditable = false
        textView.setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
        textView.setContentCompressionResistancePriority(UILayoutPriority(250), for: .horizontal)
        textView.setContentCompressionResistancePriority(UILayoutPriority(250), for: .vertical)

        let buttons = UIStackView(arrangedSubviews: [
            makeButton("Save Button", title: localized("Save", hebrew: "שמירה")),
            makeButton("Cancel Button", title: localized("Cancel", hebrew: "ביטול")),
            makeButton("Clear Button", title: localized("Clear", hebrew: "ניקוי")),
        ])
        buttons.accessibilityIdentifier = "Button Stack View"
        buttons.axis = .horizontal
        buttons.alignment = .firstBaseline
        buttons.distribution = .fillEqually
        buttons.spacing = 8

        let root = view.addRecipeSubview(
            UIStackView(arrangedSubviews: [upper, textView, buttons]), named: "Root Stack View")
        root.axis = .vertical
        root.alignment = .fill
        root.distribution = .fill
        root.spacing = 8

        NSLayoutConstraint.activate([
            root.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            root.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            root.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: 20),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor),
            fields[0].widthAnchor.constraint(equalTo: fields[1].widthAnchor),
            fields[0].widthAnchor.constraint(equalTo: fields[2].widthAnchor),
        ])
    }
}
