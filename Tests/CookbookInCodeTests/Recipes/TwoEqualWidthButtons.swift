import PlumbUIKit

/// Views with Intrinsic Content Size: Two Equal-Width Buttons. Two light gray buttons of equal
/// width fill the margins Standard (8) apart, 20 above the bottom guide; only their intrinsic
/// heights are used.
final class TwoEqualWidthButtonsController: RecipeViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let shortButton = view.addRecipeSubview(
            makeButton("Short Button", title: localized("Short", hebrew: "קצר"), background: .cookbookLightGray),
            named: "Short Button")
        let longButton = view.addRecipeSubview(
            makeButton(
                "Long Button", title: localized("Much Longer Button Title", hebrew: "כותרת כפתור ארוכה בהרבה"),
                background: .cookbookLightGray),
            named: "Long Button")
        let bottomGuide = view.safeAreaLayoutGuide.bottomAnchor
        NSLayoutConstraint.activate([
            shortButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            longButton.leadingAnchor.constraint(equalTo: shortButton.trailingAnchor, constant: 8),
            longButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            bottomGuide.constraint(equalTo: shortButton.bottomAnchor, constant: 20),
            bottomGuide.constraint(equalTo: longButton.bottomAnchor, constant: 20),
            shortButton.widthAnchor.constraint(equalTo: longButton.widthAnchor),
        ])
    }
}
