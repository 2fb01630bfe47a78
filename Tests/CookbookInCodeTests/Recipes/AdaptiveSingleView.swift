import PlumbUIKit

/// Simple Constraints: Adaptive Single View. Standard (8) from a bar when there is one,
/// else 20 from the screen's edge: the optional pulls to the guides (750) give way to the
/// required minimums.
final class AdaptiveSingleViewController: RecipeViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let blueView = view.addRecipeSubview(makeView("Blue View", color: .cookbookBlue), named: "Blue View")
        let top = blueView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8)
        top.priority = .defaultHigh
        let bottom = view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: blueView.bottomAnchor, constant: 8)
        bottom.priority = .defaultHigh
        NSLayoutConstraint.activate([
            blueView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            blueView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            top,
            blueView.topAnchor.constraint(greaterThanOrEqualTo: view.topAnchor, constant: 20),
            bottom,
            view.bottomAnchor.constraint(greaterThanOrEqualTo: blueView.bottomAnchor, constant: 20),
        ])
    }
}
