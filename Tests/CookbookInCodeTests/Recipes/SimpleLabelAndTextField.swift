import PlumbUIKit

/// Views with Intrinsic Content Size: Simple Label and Text Field. A Headline label beside a
/// field that fills the rest of the margins, 20 below the top guide, the two on one baseline
/// (the field is the taller).
final class SimpleLabelAndTextFieldController: RecipeViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let nameLabel = view.addRecipeSubview(
            makeLabel(
                "Name Label", text: localized("Name", hebrew: "שם"), textStyle: .headline),
            named: "Name Label")
        let nameTextField = view.addRecipeSubview(
            makeTextField("Name Text Field", placeholder: localized("Enter name", hebrew: "הזן שם")),
            named: "Name Text Field")
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            nameTextField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            nameTextField.leadingAnchor.constraint(equalTo: nameLabel.trailingAnchor, constant: 8),
            nameTextField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            nameLabel.lastBaselineAnchor.constraint(equalTo: nameTextField.lastBaselineAnchor),
        ])
    }
}
