import PlumbUIKit

/// UIKit Dynamics and Auto Layout (sample only), at rest: gravity drops the controls' group
/// (20-point insets) onto the root's bottom edge less 20; the scene shows where it comes to
/// rest, centred horizontally, so the code pins it there instead of running the animator.
final class UIKitDynamicsAndAutoLayoutController: RecipeViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let dummyView = ControlsGroup.make(in: self, inset: 20)
        view.addSubview(dummyView)
        NSLayoutConstraint.activate([
            dummyView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            view.bottomAnchor.constraint(equalTo: dummyView.bottomAnchor, constant: 20),
        ])
    }
}
