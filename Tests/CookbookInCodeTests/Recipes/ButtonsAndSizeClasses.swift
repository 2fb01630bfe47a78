import PlumbUIKit

/// Views with Intrinsic Content Size: Two Buttons with Size Class-Based Layouts. A row of two
/// equal-width buttons (lines 1-6), except in compact width and regular height (an iPhone in
/// portrait), where the sample's rule set replaces lines 2 and 4 with 7-9: Short on top, Long
/// Standard (8) below it and 20 above the bottom guide, both across the margins. The
/// controller activates the set its traits call for when it appears and when they change.
final class ButtonsAndSizeClassesController: RecipeViewController {
    private var rowConstraints: [NSLayoutConstraint] = []
    private var columnConstraints: [NSLayoutConstraint] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let shortButton = view.addRecipeSubview(
            makeButton("Short Button", title: localized("Short", hebrew: "קצר"), background: .cookbookLightGray),
            named: "Short Button")
        let longButton = view.addRecipeSubview(
            makeButton(
                "Long Button", title: localized("Much Longer Button", hebrew: "כפתור ארוך בהרבה"),
                background: .cookbookLightGray),
            named: "Long Button")
        let margins = view.layoutMarginsGuide
        let bottomGuide = view.safeAreaLayoutGuide.bottomAnchor
        NSLayoutConstraint.activate([
            shortButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            longButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bottomGuide.constraint(equalTo: longButton.bottomAnchor, constant: 20),
            shortButton.widthAnchor.constraint(equalTo: longButton.widthAnchor),
        ])
        rowConstraints = [
            longButton.leadingAnchor.constraint(equalTo: shortButton.trailingAnchor, constant: 8),
            bottomGuide.constraint(equalTo: shortButton.bottomAnchor, constant: 20),
        ]
        columnConstraints = [
            longButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            shortButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            longButton.topAnchor.constraint(equalTo: shortButton.bottomAnchor, constant: 8),
        ]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        applySizeClasses()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applySizeClasses()
    }

    /// The column in compact width and regular height, else the row.
    private func applySizeClasses() {
        let column = traitCollection.horizontalSizeClass == .compact && traitCollection.verticalSizeClass == .regular
        NSLayoutConstraint.deactivate(column ? rowConstraints : columnConstraints)
        NSLayoutConstraint.activate(column ? columnConstraints : rowConstraints)
    }
}
