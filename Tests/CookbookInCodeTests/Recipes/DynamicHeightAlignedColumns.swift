import PlumbUIKit

/// Views with Intrinsic Content Size: Dynamic Height Columns. The fixed-height columns, with
/// each row at least Standard (8) below the one above and pulled there only at 249, so the
/// taller of a row's label and field decides the row's height when the labels' font grows
/// (the sample's timer toggles 17 and 36 points: `toggleFont()`). At 36 points the fields
/// resist compression at 749, so they give way first on the narrowest phone (the one line the
/// scene adds to the guide's).
final class DynamicHeightAlignedColumnsController: RecipeViewController {
    private var rows: NameRows?

    override func viewDidLoad() {
        super.viewDidLoad()
        let rows = NameRows(in: self, fontSize: 17)
        self.rows = rows
        let topGuide = view.safeAreaLayoutGuide.topAnchor
        var constraints = rows.columnConstraints
        for column in [rows.labels as [UIView], rows.fields as [UIView]] {
            constraints += [
                column[0].topAnchor.constraint(greaterThanOrEqualTo: topGuide, constant: 20),
                Self.optional(column[0].topAnchor.constraint(equalTo: topGuide, constant: 20)),
            ]
            for (above, below) in zip(column, column.dropFirst()) {
                constraints += [
                    below.topAnchor.constraint(greaterThanOrEqualTo: above.bottomAnchor, constant: 8),
                    Self.optional(below.topAnchor.constraint(equalTo: above.bottomAnchor, constant: 8)),
                ]
            }
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// The guide's optional pulls: priority 249, just below a label's hugging.
    static func optional(_ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
        constraint.priority = UILayoutPriority(249)
        return constraint
    }

    /// The sample's timer action: the labels' 17 points become 36 (and the fields give way
    /// first), 36 become 17.
    func toggleFont() {
        guard let rows else { return }
        let grown = rows.labels.first?.font.pointSize == 17
        for label in rows.labels { label.font = .systemFont(ofSize: grown ? 36 : 17) }
        for field in rows.fields {
            field.setContentCompressionResistancePriority(
                grown ? UILayoutPriority(749) : .defaultHigh, for: .horizontal)
        }
    }
}
