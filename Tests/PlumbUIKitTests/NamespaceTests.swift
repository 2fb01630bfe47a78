import PlumbUIKit
import Testing

// Teams declare their own `Label` and `View`; Plumb's model types of those names must not be
// visible through `import PlumbUIKit` (they come in through `internal import`), or these
// declarations would clash with them wherever both are used.

final class Label: UIView {}
final class View: UIView {}
final class Color {}

@Suite @MainActor
struct NamespaceTests {
    @Test func teamsOwnLabelAndViewCompileAndLayOut() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label: Label = Label()
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            label.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            label.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5, constant: -10),
        ])
        root.layoutIfNeeded()
        expectFrame(label, 50, 30, 100, 40)
        #expect(type(of: Color()) == Color.self)
    }
}
