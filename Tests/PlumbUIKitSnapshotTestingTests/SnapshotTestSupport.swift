import Foundation
import PlumbUIKitSnapshotTesting
import SnapshotTesting

/// A directory of its own under the temporary directory, for one test's references.
func temporaryReferences(_ name: String) -> String {
    let path = NSTemporaryDirectory() + "plumb-uikit-snapshots-\(ProcessInfo.processInfo.processIdentifier)-\(name)"
    try? FileManager.default.removeItem(atPath: path)
    return path
}

/// What a strategy records, without touching disk: its snapshot, taken on the main actor.
@MainActor
func take<Value, Format>(_ value: Value, _ strategy: Snapshotting<Value, Format>) -> Format? {
    var result: Format?
    strategy.snapshot(value).run { result = $0 }
    return result
}

/// A label made with a text style, as Dynamic Type code makes it.
@MainActor
final class BodyTextViewController: UIViewController {
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.text = "Body text"
        label.font = .preferredFont(forTextStyle: .body)
        // Only a view that adjusts follows its traits' text size, as on iOS.
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        ])
    }
}
