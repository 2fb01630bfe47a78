import PlumbUIKitSnapshotTesting
import SnapshotTesting
import Testing

// A test file as a team writes it for swift-snapshot-testing on iOS. The one line that differs
// is the first: iOS has `import UIKit`; Plumb's own package takes no unsafe flags, so it cannot
// alias the name here, and imports the module the alias would name instead.
// `VerbatimCompileTests` type-checks this very file with `import UIKit` and
// `-module-alias UIKit=PlumbUIKitSnapshotTesting`, as a team's Linux test target compiles it.
//
// The references are deliberate and committed: `__Snapshots__-linux/VerbatimStyleTests/`,
// the folder a Linux run uses beside the test file (a Mac's would be `__Snapshots__/`).

final class GreetingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let title = UILabel()
        title.text = "Hello, Linux"
        title.font = .preferredFont(forTextStyle: .headline)
        title.adjustsFontForContentSizeCategory = true
        title.translatesAutoresizingMaskIntoConstraints = false
        let badge = UIView()
        badge.backgroundColor = .systemBlue
        badge.layer.cornerRadius = 8
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(title)
        view.addSubview(badge)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            badge.centerYAnchor.constraint(equalTo: title.centerYAnchor),
            badge.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            badge.widthAnchor.constraint(equalToConstant: 44),
            badge.heightAnchor.constraint(equalToConstant: 24),
        ])
    }
}

@MainActor
func makeBanner() -> UIView {
    let banner = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    banner.backgroundColor = .systemYellow
    let label = UILabel(frame: CGRect(x: 16, y: 16, width: 268, height: 24))
    label.text = "Banner"
    banner.addSubview(label)
    return banner
}

@MainActor
@Suite struct VerbatimStyleTests {
    @Test func controllerOnAnIPhone13() {
        let vc = GreetingViewController()
        assertSnapshot(of: vc, as: .image(on: .iPhone13))
    }

    @Test func viewAtASize() {
        let view = makeBanner()
        assertSnapshot(of: view, as: .image(size: CGSize(width: 300, height: 100)))
    }

    @Test func viewDescription() {
        let view = makeBanner()
        assertSnapshot(of: view, as: .recursiveDescription)
    }

    @Test func controllerHierarchy() {
        let navigation = UINavigationController(rootViewController: GreetingViewController())
        assertSnapshot(of: navigation, as: .hierarchy)
    }
}
