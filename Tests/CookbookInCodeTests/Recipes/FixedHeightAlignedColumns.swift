import PlumbUIKit

/// Views with Intrinsic Content Size: Fixed Height Columns. Three rows of a right-aligned
/// label and a field; the fields are of equal width and stacked Standard (8) apart from 20
/// below the top guide, and each label sits on its field's baseline. Labels hug at 251, so
/// the label column is as wide as the widest label. "Right" stays right in right-to-left
/// layouts, as UIKit's `.right` does.
final class FixedHeightAlignedColumnsController: RecipeViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let rows = NameRows(in: self, fontSize: 17)
        let topGuide = view.safeAreaLayoutGuide.topAnchor
        NSLayoutConstraint.activate(
            rows.columnConstraints + [
                rows.fields[0].topAnchor.constraint(equalTo: topGuide, constant: 20),
                rows.fields[1].topAnchor.constraint(equalTo: rows.fields[0].bottomAnchor, constant: 8),
                rows.fields[2].topAnchor.constraint(equalTo: rows.fields[1].bottomAnchor, constant: 8),
            ])
    }
}

/// The first, middle and last name rows of the aligned-column recipes: right-aligned labels
/// at a font size and 14-point fields, added to the controller's view, and the constraints
/// the column recipes share (lines 1-14 of the guide's lists).
@MainActor
struct NameRows {
    let labels: [UILabel]
    let fields: [UITextField]

    init(in controller: RecipeViewController, fontSize: CGFloat) {
        let names = [
            (
                "First", controller.localized("First Name", hebrew: "שם פרטי"),
                controller.localized("Enter first name", hebrew: "הזן שם פרטי")
            ),
            (
                "Middle", controller.localized("Middle Name", hebrew: "שם אמצעי"),
                controller.localized("Enter middle name", hebrew: "הזן שם אמצעי")
            ),
            (
                "Last", controller.localized("Last Name", hebrew: "שם משפחה"),
                controller.localized("Enter last name", hebrew: "הזן שם משפחה")
            ),
        ]
        var labels: [UILabel] = []
        var fields: [UITextField] = []
        for (name, text, placeholder) in names {
            let label = controller.makeLabel(
                "\(name) Name Label", text: text, font: .systemFont(ofSize: fontSize), alignment: .right)
            let field = controller.makeTextField("\(name) Name Text Field", placeholder: placeholder)
            labels.append(controller.view.addRecipeSubview(label, named: "\(name) Name Label"))
            fields.append(controller.view.addRecipeSubview(field, named: "\(name) Name Text Field"))
        }
        self.labels = labels
        self.fields = fields
    }

    /// Labels on the leading margin, fields Standard after them and on the trailing margin,
    /// each row on one baseline, the fields of equal width.
    var columnConstraints: [NSLayoutConstraint] {
        guard let margins = labels.first?.superview?.layoutMarginsGuide else { return [] }
        var constraints: [NSLayoutConstraint] = []
        constraints += labels.map { $0.leadingAnchor.constraint(equalTo: margins.leadingAnchor) }
        constraints += zip(labels, fields).map { $1.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: 8) }
        constraints += fields.map { $0.trailingAnchor.constraint(equalTo: margins.trailingAnchor) }
        constraints += zip(labels, fields).map { $0.lastBaselineAnchor.constraint(equalTo: $1.lastBaselineAnchor) }
        constraints += [
            fields[0].widthAnchor.constraint(equalTo: fields[1].widthAnchor),
            fields[0].widthAnchor.constraint(equalTo: fields[2].widthAnchor),
        ]
        return constraints
    }
}
