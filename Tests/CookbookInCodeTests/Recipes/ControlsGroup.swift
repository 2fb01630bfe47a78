import PlumbUIKit

/// The group of controls that Grouping Views and UIKit Dynamics and Auto Layout share: a white
/// dummy view holding a centred Headline title and three rows of a label and a switch (on),
/// the group sized by its content alone, `inset` from its edges. Rows are written in the visual
/// format language: `H:|-inset-[label]-8-[switch]-inset-|`.
@MainActor
enum ControlsGroup {
    static func make(in controller: RecipeViewController, inset: CGFloat) -> UIView {
        let dummyView = controller.makeView("Dummy View", color: .white)
        dummyView.translatesAutoresizingMaskIntoConstraints = false
        let title = dummyView.addRecipeSubview(
            controller.makeLabel(
                "My Controls", text: controller.localized("My Controls", hebrew: "הפקדים שלי"),
                textStyle: .headline, alignment: .center),
            named: "My Controls")
        let rows = [
            ("Activate Label", controller.localized("Activate", hebrew: "הפעלה"), "Switch 1"),
            ("Stabilize Label", controller.localized("Stabilize", hebrew: "ייצוב"), "Switch 2"),
            ("Skew Label", controller.localized("Skew", hebrew: "הטיה"), "Switch 3"),
        ]
        var constraints: [NSLayoutConstraint] = []
        let metrics = ["inset": inset]
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-inset-[title]-inset-|", options: [], metrics: metrics, views: ["title": title])
        var above: UIView = title
        for (labelName, text, switchName) in rows {
            let label = dummyView.addRecipeSubview(
                controller.makeLabel(labelName, text: text, font: .systemFont(ofSize: 17)), named: labelName)
            let toggle = dummyView.addRecipeSubview(UISwitch(), named: switchName)
            toggle.isOn = true
            constraints += NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-inset-[label]-8-[toggle]-inset-|", options: [], metrics: metrics,
                views: ["label": label, "toggle": toggle])
            constraints += [
                toggle.centerYAnchor.constraint(equalTo: label.centerYAnchor),
                toggle.topAnchor.constraint(equalTo: above.bottomAnchor, constant: 8),
            ]
            above = toggle
        }
        constraints += [
            title.topAnchor.constraint(equalTo: dummyView.topAnchor, constant: inset),
            dummyView.bottomAnchor.constraint(equalTo: above.bottomAnchor, constant: inset),
        ]
        NSLayoutConstraint.activate(constraints)
        return dummyView
    }
}
