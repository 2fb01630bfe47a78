import PlumbUIKit

/// Grouping Views (sample only): the controls' group, sized by its content, centred in the
/// root view.
final class GroupingViewsController: RecipeViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let dummyView = ControlsGroup.make(in: self, inset: 0)
        view.addSubview(dummyView)
        NSLayoutConstraint.activate([
            dummyView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            dummyView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
