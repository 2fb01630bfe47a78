import PlumbUIKit

/// Simple Constraints: Simple Single View. A red view inside the margins, 20 points from the
/// top and bottom layout guides (the guide uses 20 rather than Standard: the status bar goes
/// away in iPhone landscape).
final class SimpleSingleViewController: RecipeViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let redView = view.addRecipeSubview(makeView("Red View", color: .cookbookRed), named: "Red View")
        NSLayoutConstraint.activate([
            redView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            redView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            redView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: redView.bottomAnchor, constant: 20),
        ])
    }
}
