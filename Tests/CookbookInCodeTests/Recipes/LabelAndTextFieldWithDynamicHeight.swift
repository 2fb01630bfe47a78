import PlumbUIKit

/// Views with Intrinsic Content Size: Dynamic Height Label and Text Field. The label's font
/// changes size (the sample's timer toggles 17 and 36 points every second: `toggleFont()`), so
/// both views are at least 20 below the top guide and only pulled there at 249: the taller one
/// sits there, the other follows the shared baseline.
final class LabelAndTextFieldWithDynamicHeightController: RecipeViewController {
    private var nameLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel = view.addRecipeSubview(
            makeLabel("Name Label", text: localized("Name", hebrew: "שם"), font: .systemFont(ofSize: 17)),
            named: "Name Label")
        let nameTextField = view.addRecipeSubview(
            makeTextField("Name Text Field", placeholder: localized("Enter name", hebrew: "הזן שם")),
            named: "Name Text Field")
        let topGuide = view.safeAreaLayoutGuide.topAnchor
        let labelTop = nameLabel.topAnchor.constraint(equalTo: topGuide, constant: 20)
        labelTop.priority = UILayoutPriority(249)
        let fieldTop = nameTextField.topAnchor.constraint(equalTo: topGuide, constant: 20)
        fieldTop.priority = UILayoutPriority(249)
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            nameTextField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            nameTextField.leadingAnchor.constraint(equalTo: nameLabel.trailingAnchor, constant: 8),
            nameLabel.topAnchor.constraint(greaterThanOrEqualTo: topGuide, constant: 20),
            labelTop,
            nameTextField.topAnchor.constraint(greaterThanOrEqualTo: topGuide, constant: 20),
            fieldTop,
            nameLabel.lastBaselineAnchor.constraint(equalTo: nameTextField.lastBaselineAnchor),
        ])
    }

    /// The sample's timer action: 17 points becomes 36, 36 becomes 17.
    func toggleFont() {
        nameLabel.font = .systemFont(ofSize: nameLabel.font.pointSize == 17 ? 36 : 17)
    }
}
