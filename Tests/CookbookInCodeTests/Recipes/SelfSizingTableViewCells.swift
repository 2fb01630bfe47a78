import PlumbUIKit

/// Self Sizing Table View Cells (sample only), as its scene lays it out: a column of three
/// white cells from the top guide down, each as tall as its content, a non-scrolling Body
/// text view pinned to the cell's top and bottom margins (8) and across its readable content
/// guide, as the sample's cells are. The scene has no table view (nor separators), so neither
/// has the code: each cell is a plain view in the column.
final class SelfSizingTableViewCellsController: RecipeViewController {
    static let rows = [
        ("Short Text Example", "דוגמה לטקסט קצר"),
        (
            "All the world's a stage, and all the men and women merely players: they have their exits and their "
                + "entrances; and one man in his time plays many parts, his acts being seven ages.",
            "כל העולם במה, וכל הגברים והנשים אינם אלא שחקנים: יש להם יציאות וכניסות, ואדם אחד בימיו משחק "
                + "תפקידים רבים, ומעשיו שבעה גילים."
        ),
        (
            "This life, which had been the tomb of his virtue and of his honor, is but a walking shadow; a poor "
                + "player, that struts and frets his hour upon the stage, and then is heard no more: it is a tale "
                + "told by an idiot, full of sound and fury, signifying nothing.",
            "החיים האלה, שהיו קבר למידותיו ולכבודו, אינם אלא צל מהלך; שחקן עלוב המתהדר ומתייסר בשעתו על הבמה, "
                + "ואז אין שומעים אותו עוד: זהו סיפור שסיפר שוטה, מלא שאון וזעם, ואין בו דבר."
        ),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        var constraints: [NSLayoutConstraint] = []
        var above = view.safeAreaLayoutGuide.topAnchor
        for (index, row) in Self.rows.enumerated() {
            let cell = view.addRecipeSubview(makeView("Cell \(index + 1)", color: .white), named: "Cell \(index + 1)")
            let textView = cell.addRecipeSubview(UITextView(), named: "Text View \(index + 1)")
            textView.isScrollEnabled = false
            textView.isEditable = false
            textView.font = .preferredFont(forTextStyle: .body)
            textView.adjustsFontForContentSizeCategory = true
            textView.text = localized(row.0, hebrew: row.1)
            constraints += [
                cell.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                cell.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                cell.topAnchor.constraint(equalTo: above),
                textView.leadingAnchor.constraint(equalTo: cell.readableContentGuide.leadingAnchor),
                textView.trailingAnchor.constraint(equalTo: cell.readableContentGuide.trailingAnchor),
                textView.topAnchor.constraint(equalTo: cell.layoutMarginsGuide.topAnchor),
                cell.layoutMarginsGuide.bottomAnchor.constraint(equalTo: textView.bottomAnchor),
            ]
            above = cell.bottomAnchor
        }
        NSLayoutConstraint.activate(constraints)
    }
}
