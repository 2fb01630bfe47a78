import PlumbUIKit

/// Views with Intrinsic Content Size: Two Buttons with Equal Spacing. Three zero-height white
/// dummy views of equal width share the space left beside two equal-width buttons; when space
/// runs short they collapse and the buttons keep Standard (8) between them. As the sample
/// builds it, the outer dummies are pinned to the root's edges (the guide says margins).
final class DefiningEqualSizedWhiteSpacesController: RecipeViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let leadingDummy = view.addRecipeSubview(
            makeView("Leading Dummy View", color: .white), named: "Leading Dummy View")
        let shortButton = view.addRecipeSubview(
            makeButton("Short Button", title: localized("Short", hebrew: "קצר"), background: .cookbookLightGray),
            named: "Short Button")
        let centerDummy = view.addRecipeSubview(
            makeView("Center Dummy View", color: .white), named: "Center Dummy View")
        let longButton = view.addRecipeSubview(
            makeButton(
                "Long Button", title: localized("Much, Much Longer Title", hebrew: "כותרת ארוכה, ארוכה בהרבה"),
                background: .cookbookLightGray),
            named: "Long Button")
        let trailingDummy = view.addRecipeSubview(
            makeView("Trailing Dummy View", color: .white), named: "Trailing Dummy View")
        let bottomGuide = view.safeAreaLayoutGuide.bottomAnchor
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            leadingDummy.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            shortButton.leadingAnchor.constraint(equalTo: leadingDummy.trailingAnchor),
            centerDummy.leadingAnchor.constraint(equalTo: shortButton.trailingAnchor),
            longButton.leadingAnchor.constraint(equalTo: centerDummy.trailingAnchor),
            trailingDummy.leadingAnchor.constraint(equalTo: longButton.trailingAnchor),
            trailingDummy.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottomGuide.constraint(equalTo: leadingDummy.bottomAnchor, constant: 20),
            bottomGuide.constraint(equalTo: shortButton.bottomAnchor, constant: 20),
            bottomGuide.constraint(equalTo: centerDummy.bottomAnchor, constant: 20),
            bottomGuide.constraint(equalTo: longButton.bottomAnchor, constant: 20),
            bottomGuide.constraint(equalTo: trailingDummy.bottomAnchor, constant: 20),
            shortButton.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
            longButton.leadingAnchor.constraint(greaterThanOrEqualTo: shortButton.trailingAnchor, constant: 8),
            margins.trailingAnchor.constraint(greaterThanOrEqualTo: longButton.trailingAnchor),
            leadingDummy.widthAnchor.constraint(equalTo: centerDummy.widthAnchor),
            leadingDummy.widthAnchor.constraint(equalTo: trailingDummy.widthAnchor),
            shortButton.widthAnchor.constraint(equalTo: longButton.widthAnchor),
            leadingDummy.heightAnchor.constraint(equalToConstant: 0),
            centerDummy.heightAnchor.constraint(equalToConstant: 0),
            trailingDummy.heightAnchor.constraint(equalToConstant: 0),
        ])
    }
}
