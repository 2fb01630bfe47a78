import PlumbUIKit

/// Views with Intrinsic Content Size: Three Equal-Width Buttons. Three light gray buttons of
/// equal width across the margins, Standard (8) apart, 20 above the bottom guide. The row is
/// written in the visual format language; its ends are pinned to the margins guide with
/// anchors (a format's `|` is the superview's edge, not its margin).
final class ThreeEqualWidthButtonsController: RecipeViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let shortButton = view.addRecipeSubview(
            makeButton("Short Button", title: localized("Short", hebrew: "קצר"), background: .cookbookLightGray),
            named: "Short Button")
        let mediumButton = view.addRecipeSubview(
            makeButton("Medium Button", title: localized("Medium", hebrew: "בינוני"), background: .cookbookLightGray),
            named: "Medium Button")
        let longButton = view.addRecipeSubview(
            makeButton(
                "Long Button", title: localized("Long Button Title", hebrew: "כותרת כפתור ארוכה"),
                background: .cookbookLightGray),
            named: "Long Button")
        let views = ["short": shortButton, "medium": mediumButton, "long": longButton]
        let bottomGuide = view.safeAreaLayoutGuide.bottomAnchor
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:[short]-8-[medium(==short)]-8-[long(==short)]", options: [], metrics: nil,
                views: views)
                + [
                    shortButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    longButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    bottomGuide.constraint(equalTo: shortButton.bottomAnchor, constant: 20),
                    bottomGuide.constraint(equalTo: mediumButton.bottomAnchor, constant: 20),
                    bottomGuide.constraint(equalTo: longButton.bottomAnchor, constant: 20),
                ])
    }
}
