import PlumbUIKit

/// Size Class Specific Layouts (sample only): red, green, blue and yellow views of equal
/// size, each with its colour's name centred in 36-point black type. Regular in both (an
/// iPad): all four in a 2×2 grid. Compact height (a phone in landscape): red and green side
/// by side. Compact width and regular height (a phone in portrait): red above green. Blue and
/// yellow are installed only in regular width and height, as the storyboard installs them:
/// they are in the view tree only there. The controller builds the arrangement its traits call
/// for when it appears and when they change.
final class SizeClassSpecificLayoutsController: RecipeViewController {
    private var redView = UIView()
    private var greenView = UIView()
    private var blueView = UIView()
    private var yellowView = UIView()
    private var installed: [NSLayoutConstraint] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        redView = makeColorView("Red", hebrew: "אדום", color: .cookbookRed)
        blueView = makeColorView("Blue", hebrew: "כחול", color: .cookbookBlue)
        greenView = makeColorView("Green", hebrew: "ירוק", color: .cookbookGreen)
        yellowView = makeColorView("Yellow", hebrew: "צהוב", color: .cookbookYellow)
        view.addSubview(redView)
        view.addSubview(greenView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        applySizeClasses()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applySizeClasses()
    }

    /// A coloured view and its centred label, named as the scene names them.
    private func makeColorView(_ name: String, hebrew: String, color: UIColor) -> UIView {
        let colorView = makeView("\(name) View", color: color)
        colorView.translatesAutoresizingMaskIntoConstraints = false
        let label = colorView.addRecipeSubview(
            makeLabel(
                "\(name) Label", text: localized(name, hebrew: hebrew), font: .systemFont(ofSize: 36, weight: .black),
                alignment: .center),
            named: "\(name) Label")
        label.textColor = .black
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: colorView.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: colorView.centerYAnchor),
        ])
        return colorView
    }

    private func applySizeClasses() {
        let traits = traitCollection
        let grid = traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular
        let row = traits.verticalSizeClass == .compact
        NSLayoutConstraint.deactivate(installed)
        if grid {
            if blueView.superview == nil { view.insertSubview(blueView, aboveSubview: redView) }
            if yellowView.superview == nil { view.addSubview(yellowView) }
        } else {
            blueView.removeFromSuperview()
            yellowView.removeFromSuperview()
        }
        let margins = view.layoutMarginsGuide
        let safeArea = view.safeAreaLayoutGuide
        installed = [
            redView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
            redView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            safeArea.bottomAnchor.constraint(equalTo: greenView.bottomAnchor, constant: 20),
            greenView.widthAnchor.constraint(equalTo: redView.widthAnchor),
            greenView.heightAnchor.constraint(equalTo: redView.heightAnchor),
        ]
        if grid {
            installed += [
                blueView.leadingAnchor.constraint(equalTo: redView.trailingAnchor, constant: 8),
                blueView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
                blueView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                greenView.topAnchor.constraint(equalTo: redView.bottomAnchor, constant: 8),
                greenView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                yellowView.topAnchor.constraint(equalTo: blueView.bottomAnchor, constant: 8),
                yellowView.leadingAnchor.constraint(equalTo: greenView.trailingAnchor, constant: 8),
                yellowView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                safeArea.bottomAnchor.constraint(equalTo: yellowView.bottomAnchor, constant: 20),
                blueView.widthAnchor.constraint(equalTo: redView.widthAnchor),
                blueView.heightAnchor.constraint(equalTo: redView.heightAnchor),
                yellowView.widthAnchor.constraint(equalTo: redView.widthAnchor),
                yellowView.heightAnchor.constraint(equalTo: redView.heightAnchor),
            ]
        } else if row {
            installed += [
                greenView.leadingAnchor.constraint(equalTo: redView.trailingAnchor, constant: 8),
                greenView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
                greenView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                safeArea.bottomAnchor.constraint(equalTo: redView.bottomAnchor, constant: 20),
            ]
        } else {
            installed += [
                greenView.topAnchor.constraint(equalTo: redView.bottomAnchor, constant: 8),
                greenView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                greenView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                redView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            ]
        }
        NSLayoutConstraint.activate(installed)
    }
}
