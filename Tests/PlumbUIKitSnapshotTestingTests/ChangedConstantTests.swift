import Foundation
import PlumbUIKitSnapshotTesting
import SnapshotTesting
import Testing

/// Two screens recorded; a constant changed in one of them fails that one's snapshots, image
/// and text, and no other.
@MainActor
@Suite struct ChangedConstantTests {
    final class CardViewController: UIViewController {
        let inset: CGFloat
        init(inset: CGFloat) {
            self.inset = inset
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            let card = UIView()
            card.backgroundColor = .systemIndigo
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)
            NSLayoutConstraint.activate([
                card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
                card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: inset),
                card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -inset),
                card.heightAnchor.constraint(equalToConstant: 80),
            ])
        }
    }

    final class FooterViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGray6
        }
    }

    func check(inset: CGFloat, record: SnapshotTestingConfiguration.Record, in root: String) -> [String: String] {
        var messages: [String: String] = [:]
        let card = CardViewController(inset: inset), footer = FooterViewController()
        messages["card.png"] = verifySnapshot(
            of: card as UIViewController, as: .image(on: .iPhoneSe), named: "card", record: record,
            snapshotDirectory: root)
        messages["card.txt"] = verifySnapshot(
            of: card as UIViewController, as: .recursiveDescription(on: .iPhoneSe), named: "card", record: record,
            snapshotDirectory: root)
        messages["footer.png"] = verifySnapshot(
            of: footer as UIViewController, as: .image(on: .iPhoneSe), named: "footer", record: record,
            snapshotDirectory: root)
        return messages
    }

    @Test func aChangedConstantFailsOnlyItsSnapshots() throws {
        let root = temporaryReferences("constant")
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(check(inset: 16, record: .all, in: root).count == 3)
        #expect(check(inset: 16, record: .never, in: root).isEmpty)
        let failures = check(inset: 20, record: .never, in: root)
        #expect(failures.keys.sorted() == ["card.png", "card.txt"])
        #expect(failures["card.png"]?.hasPrefix("Snapshot \"card\" does not match reference.") == true)
        // The text says what moved: the card, 4 points in from each side.
        let text = try #require(failures["card.txt"])
        #expect(text.contains("−   | <UIView; frame = (16 32; 288 80); backgroundColor = "))
        #expect(text.contains("+   | <UIView; frame = (20 32; 280 80); backgroundColor = "))
    }
}
