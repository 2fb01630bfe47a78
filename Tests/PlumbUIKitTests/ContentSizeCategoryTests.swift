@_spi(Plumb) import PlumbUIKit
import Testing

/// Dynamic Type as UIKit applies it: a text-style font is made at the app's size (Large) or
/// at the traits it is asked with, and only a view with `adjustsFontForContentSizeCategory`
/// follows its own traits' category. Body is 17 at Large and 23 at XXXL (UIKit's table), so
/// each label is compared with a plain system font of that size, which no category changes.
@Suite @MainActor
struct ContentSizeCategoryTests {
    func heights(at category: UIContentSizeCategory, _ configure: [(UILabel) -> Void]) throws -> [CGFloat] {
        let window = try #require(UIWindow(device: "iphone-17", preferredContentSizeCategory: category))
        let labels = configure.map { configure -> UILabel in
            let label = UILabel()
            label.text = "Dynamic"
            configure(label)
            label.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: window.topAnchor),
                label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            ])
            return label
        }
        window.layoutIfNeeded()
        return labels.map(\.frame.height)
    }

    @Test func onlyAnAdjustingViewFollowsItsTraitsCategory() throws {
        let all: [(UILabel) -> Void] = [
            { $0.font = .preferredFont(forTextStyle: .body) },
            {
                $0.font = .preferredFont(forTextStyle: .body)
                $0.adjustsFontForContentSizeCategory = true
            },
            {
                $0.font = .preferredFont(
                    forTextStyle: .body,
                    compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge))
            },
            { $0.font = .systemFont(ofSize: 17) },
            { $0.font = .systemFont(ofSize: 23) },
        ]
        let large = try heights(at: .large, all)
        let xxxl = try heights(at: .extraExtraExtraLarge, all)
        let (plain17, plain23) = (large[3], large[4])
        #expect(plain17 < plain23 && xxxl[3] == plain17 && xxxl[4] == plain23)
        // Not adjusting: 17 in both windows. Adjusting: 17 at Large, 23 at XXXL.
        #expect(large[0] == plain17 && xxxl[0] == plain17)
        #expect(large[1] == plain17 && xxxl[1] == plain23)
        // Made for XXXL traits: 23 wherever it is shown, unless it adjusts.
        #expect(large[2] == plain23 && xxxl[2] == plain23)
    }
}
