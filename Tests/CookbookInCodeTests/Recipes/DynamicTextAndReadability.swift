import PlumbUIKit

/// Dynamic Text and Readability (sample only): a centred Headline title over a text view, both
/// across the readable content guide, 20 from the guides and 8 apart. The sample sets the
/// root's `layoutMarginsFollowReadableWidth` and pins to the margins; pinning to
/// `readableContentGuide` is the same layout.
final class DynamicTextAndReadabilityController: RecipeViewController {
    static let loremIpsum =
        "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et "
        + "dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip "
        + "ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu "
        + "fugiat nulla pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia "
        + "deserunt mollit anim id est laborum."
    static let hebrewText =
        "שורות קצרות קלות יותר לקריאה. כאשר המסך רחב, השוליים מצטמצמים לרוחב קריא, כך שהעין אינה צריכה לנדוד "
        + "רחוק מסוף שורה אחת אל תחילת השורה הבאה. הטקסט גדל ומתכווץ לפי הגדרות הגופן של המשתמש, והפריסה "
        + "מתאימה את עצמה."

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = view.addRecipeSubview(
            makeLabel(
                "Label", text: localized("Lorem Ipsum", hebrew: "טקסט לדוגמה"),
                textStyle: .headline, alignment: .center),
            named: "Label")
        let textView = view.addRecipeSubview(UITextView(), named: "Text View")
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        textView.backgroundColor = .white
        textView.text = localized(Self.loremIpsum, hebrew: Self.hebrewText)
        textView.isEditable = false
        let readable = view.readableContentGuide
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
            label.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            textView.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            textView.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            safeArea.bottomAnchor.constraint(equalTo: textView.bottomAnchor, constant: 20),
        ])
    }
}
