import PlumbUIKit

/// Working with Scroll Views (sample only): a scroll view over the whole root holds a light
/// gray content view at least as large as the scroll view's frame, and in it a 4×4 grid of
/// equal squares (at least 80 points, pulled to 80 at 250), Standard apart: 20 from the
/// content's edges, 8 between squares. Edges against the scroll view attach to its content,
/// sizes to its frame. Rows and columns are written in the visual format language.
final class WorkingWithScrollViewsController: RecipeViewController {
    static let colors: [[UIColor]] = [
        [.cookbookRed, .cookbookBlue, .cookbookGreen, .cookbookYellow],
        [.cookbookBlue, .cookbookGreen, .cookbookYellow, .cookbookRed],
        [.cookbookGreen, .cookbookYellow, .cookbookRed, .cookbookBlue],
        [.cookbookYellow, .cookbookRed, .cookbookBlue, .cookbookGreen],
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        let scrollView = view.addRecipeSubview(UIScrollView(), named: "Scroll View")
        let contentView = scrollView.addRecipeSubview(
            makeView("Content View", color: .cookbookLightGray), named: "Content View")
        var squares: [String: UIView] = [:]
        for (row, colors) in Self.colors.enumerated() {
            for (column, color) in colors.enumerated() {
                let name = "Square \(row + 1)-\(column + 1)"
                squares["s\(row + 1)\(column + 1)"] = contentView.addRecipeSubview(
                    makeView(name, color: color), named: name)
            }
        }
        guard let first = squares["s11"] else { return }
        var constraints: [NSLayoutConstraint] = [
            contentView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            contentView.topAnchor.constraint(equalTo: scrollView.topAnchor),
            contentView.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            contentView.widthAnchor.constraint(greaterThanOrEqualTo: scrollView.widthAnchor),
            contentView.heightAnchor.constraint(greaterThanOrEqualTo: scrollView.heightAnchor),
            first.widthAnchor.constraint(equalTo: first.heightAnchor),
            first.widthAnchor.constraint(greaterThanOrEqualToConstant: 80),
            first.heightAnchor.constraint(greaterThanOrEqualToConstant: 80),
        ]
        let preferredWidth = first.widthAnchor.constraint(lessThanOrEqualToConstant: 80)
        preferredWidth.priority = .defaultLow
        let preferredHeight = first.heightAnchor.constraint(lessThanOrEqualToConstant: 80)
        preferredHeight.priority = .defaultLow
        constraints += [preferredWidth, preferredHeight]
        for index in 1...4 {
            constraints += NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-20-[s\(index)1]-8-[s\(index)2]-8-[s\(index)3]-8-[s\(index)4]-20-|", options: [],
                metrics: nil, views: squares)
            constraints += NSLayoutConstraint.constraints(
                withVisualFormat: "V:|-20-[s1\(index)]-8-[s2\(index)]-8-[s3\(index)]-8-[s4\(index)]-20-|", options: [],
                metrics: nil, views: squares)
        }
        for (key, square) in squares.sorted(by: { $0.key < $1.key }) where key != "s11" {
            constraints += [
                square.widthAnchor.constraint(equalTo: first.widthAnchor),
                square.heightAnchor.constraint(equalTo: first.heightAnchor),
            ]
        }
        constraints += [
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
    }
}
