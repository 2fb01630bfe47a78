import PlumbUIKit

/// Animating Dynamic Changes (sample only), in its initial state: a blue box above a red box
/// of the same height, inside the margins, 20 from the guides and 8 apart. The sample's
/// off-screen green and yellow boxes take no part in it and are left out, as in the scene.
final class AnimatingDynamicChangesController: RecipeViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let blueBox = view.addRecipeSubview(makeView("Blue Box", color: .cookbookBlue), named: "Blue Box")
        let redBox = view.addRecipeSubview(makeView("Red Box", color: .cookbookRed), named: "Red Box")
        let margins = view.layoutMarginsGuide
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            blueBox.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
            redBox.topAnchor.constraint(equalTo: blueBox.bottomAnchor, constant: 8),
            safeArea.bottomAnchor.constraint(equalTo: redBox.bottomAnchor, constant: 20),
            redBox.heightAnchor.constraint(equalTo: blueBox.heightAnchor),
            blueBox.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            blueBox.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            redBox.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            redBox.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }
}
