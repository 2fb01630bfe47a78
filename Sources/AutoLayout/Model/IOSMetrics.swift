/// One metric that follows the iOS version a layout is for (SPEC §10): its value from each
/// version on, and where the numbers come from. A layout that states no version takes the
/// newest Plumb models (`IOSMetrics.newest`).
public struct IOSMetric: Sendable, Equatable {
    /// One step of the metric: `value` from iOS `fromVersion` on (until the next step).
    public struct Step: Sendable, Equatable {
        public let fromVersion: Int
        public let value: Double
    }

    /// What the metric measures, as docs/traits.md lists it ("UISwitch width").
    public let name: String
    /// Its steps, oldest first.
    public let steps: [Step]
    /// The evidence: a section of `reference/ib-canvas.md`, with the documents it cites.
    public let source: String

    public init(name: String, steps: [(from: Int, value: Double)], source: String) {
        self.name = name
        self.steps = steps.map { Step(fromVersion: $0.from, value: $0.value) }
        self.source = source
    }

    /// The value for an iOS version (nil: none stated, the newest).
    public func value(for iosVersion: Int?) -> Double {
        let version = iosVersion ?? IOSMetrics.newest
        var result = steps.first?.value ?? 0
        for step in steps where step.fromVersion <= version { result = step.value }
        return result
    }
}

/// The one table of what depends on the iOS version (issue 32, point 2). Each row cites the
/// section of `reference/ib-canvas.md` whose stored frames show it; docs/traits.md prints the
/// same table. Storyboards take the sizes of the controls Plumb draws as plain views
/// (stepper, segmented control, slider, progress view, page control, search bar) from the
/// frames Xcode stored (`IBModelBuilder.sizedControls`); their rows here are what UIKit code
/// gets (`PlumbUIKit`) and what a scene states no frame for.
public enum IOSMetrics {
    /// The versions `--ios`, `ios:` keys and suite axes accept.
    public static let supportedVersions = 7...26
    /// The newest version Plumb models.
    public static let newest = 26

    /// A rounded-rect `UITextField`'s minimum height: 30 up to Xcode 10.2 (iOS 12 SDK), 34
    /// from Xcode 11 (iOS 13) on, Xcode 26 included.
    public static let textFieldHeight = IOSMetric(
        name: "UITextField (rounded rect) minimum height", steps: [(7, 30), (13, 34)],
        source:
            "ib-canvas.md §1.3 (UITextField rows: 30 at tools ≤ 14490.70, e.g. firebase/quickstart-ios "
            + "@2f18902d11; 34 from 14810, 178 of 186 free fields, e.g. DataDog TextFieldViewController "
            + "@78906d3e12, sentry @7b0428d0d7)")

    /// A `UISwitch`'s width: 51 up to Xcode 16 (iOS 18), 63 from Xcode 26 (iOS 26).
    public static let switchWidth = IOSMetric(
        name: "UISwitch width", steps: [(7, 51), (26, 63)],
        source:
            "ib-canvas.md §1.3 (UISwitch rows: 51×31 up to tools 23727, DataDog InputElements "
            + "@d2a315899; 63×28 from 24123.1, the same scenes @4d8b703f5, sentry @7b0428d0d7)")

    /// A `UISwitch`'s height: 31 up to Xcode 16 (iOS 18), 28 from Xcode 26 (iOS 26).
    public static let switchHeight = IOSMetric(
        name: "UISwitch height", steps: [(7, 31), (26, 28)],
        source: switchWidth.source)

    /// A navigation bar's height in regular height (32 in compact height at every version):
    /// 44, 54 from Xcode 26 (iOS 26).
    public static let navigationBarHeight = IOSMetric(
        name: "UINavigationBar height (regular height)", steps: [(7, 44), (26, 54)],
        source:
            "ib-canvas.md §1.2 (\"Xcode 26 navigation bar 54\": standalone bars 54 high at tools 24412 "
            + "and 24765, sentry y6z-nJ-D7g @7b0428d0d7, xdripswift @03cfc49cc1; every inset difference "
            + "148 - 94, 74 - 20) and §1.3 (UINavigationBar row)")

    /// A tab bar's height: 49 at every version, Xcode 26 included.
    public static let tabBarHeight = IOSMetric(
        name: "UITabBar height", steps: [(7, 49)],
        source: "ib-canvas.md §1.3 (UITabBar row: 49 in all versions, 12 Xcode 26 scenes)")

    /// A `UIStepper`'s height (it is 94 wide at every version): 29, 32 from Xcode 11.
    public static let stepperHeight = IOSMetric(
        name: "UIStepper height", steps: [(7, 29), (13, 32)],
        source:
            "ib-canvas.md §1.3 (UIStepper row: 29 at tools ≤ 14490.70, Juanpe/SkeletonView @df1454c749; "
            + "32 from 14868 to 24765, DataDog StepperViewController and InputElements)")

    /// A `UISegmentedControl`'s frame height (its alignment rectangle is 1 shorter): 29, 32
    /// from Xcode 11.
    public static let segmentedControlHeight = IOSMetric(
        name: "UISegmentedControl frame height", steps: [(7, 29), (13, 32)],
        source:
            "ib-canvas.md §1.3 (UISegmentedControl row: 29 at tools ≤ 14490.70, SkeletonView "
            + "@df1454c749; 32 from Xcode 11, DataDog SegmentedControlViewController and InputElements)")

    /// A `UISlider`'s frame height: 31 (alignment insets 2, 1, 2), 34 from Xcode 26 (none).
    public static let sliderHeight = IOSMetric(
        name: "UISlider frame height", steps: [(7, 31), (26, 34)],
        source:
            "ib-canvas.md §1.3 (UISlider row: DataDog InputElements (−2, y, 381, 31) @d2a315899 → "
            + "(0, y, 377, 34) @4d8b703f5; sentry ed1-6K-k0m @ca9f98ecb8 → @680300ec7c)")

    /// A `UIProgressView`'s height: 2, 4 from Xcode 12 (iOS 14).
    public static let progressViewHeight = IOSMetric(
        name: "UIProgressView height", steps: [(7, 2), (14, 4)],
        source:
            "ib-canvas.md §1.3 (UIProgressView row: 2 at tools ≤ 16097.3, duckduckgo PrivacyProtection "
            + "@6d4718b470; 4 from 17156, DataDog ProgressViewController and InputElements)")

    /// A `UIPageControl`'s height: 37, 27.5 from Xcode 12 (iOS 14).
    public static let pageControlHeight = IOSMetric(
        name: "UIPageControl height", steps: [(7, 37), (14, 27.5)],
        source:
            "ib-canvas.md §1.3 (UIPageControl row: 37 at tools ≤ 16097, corona-warn-app Onboarding "
            + "@eef385b85f; 27.5 from 17132, DataDog DefaultPageControlViewController @78906d3e12)")

    /// A `UISearchBar`'s height (default style): 44, 56 from Xcode 9 (iOS 11).
    public static let searchBarHeight = IOSMetric(
        name: "UISearchBar height", steps: [(7, 44), (11, 56)],
        source:
            "ib-canvas.md §1.3 (UISearchBar row: 44 at tools 6250, FLEX Main_iPhone @49399ebb47; 56 "
            + "from Xcode 9, DataDog DefaultSearchBarViewController)")

    /// A default table cell's content view height (the cell is 44): 43.5 (a separator
    /// below it), the whole 44 from Xcode 11.
    public static let tableCellContentHeight = IOSMetric(
        name: "UITableViewCell content view height", steps: [(7, 43.5), (13, 44)],
        source:
            "ib-canvas.md §1.3 (UITableViewCell row: 748 content views at 44 from Xcode 11 against 804 "
            + "at 43.5 in Xcode 9)")

    /// A configured button's (`UIButton.Configuration`, iOS 15) padding above and below its
    /// title: 7 (a 17-point title makes it 34.33 high on a 3x screen).
    public static let configuredButtonVerticalInset = IOSMetric(
        name: "UIButton.Configuration title inset, top and bottom", steps: [(15, 7)],
        source:
            "ib-canvas.md §1.3 (configured button row: sentry QQ0-xy-ux8 @7b0428d0d7, 34.33 and 34.5; "
            + "xdripswift TOp-MQ-ekU @a5611c0f26, 34.33)")

    /// A navigation controller's toolbar: 44 to iOS 12, 49 from Xcode 11 (iOS 13), above the
    /// home indicator. A standalone `UIToolbar` is sized by its constraints (44 in the files).
    public static let toolbarHeight = IOSMetric(
        name: "UINavigationController toolbar height", steps: [(7, 44), (13, 49)],
        source:
            "ib-canvas.md §1.2 (\"simulated toolbar: 44 up to Xcode 10, 49 from Xcode 11\", appcenter "
            + "9ke-7b-bu5 44 → 49 between 14490.70 and 15702; 83 = 49 + 34 on notched phones) and §1.3 "
            + "(UIToolbar row)")

    /// Every row, in the order docs/traits.md lists them.
    public static let all: [IOSMetric] = [
        textFieldHeight, switchWidth, switchHeight, navigationBarHeight, tabBarHeight, stepperHeight,
        segmentedControlHeight, sliderHeight, progressViewHeight, pageControlHeight, searchBarHeight,
        tableCellContentHeight, configuredButtonVerticalInset, toolbarHeight,
    ]

    /// A version as written on the command line or in YAML: a whole number such as `17` (a
    /// `.0` minor is accepted, `17.0`), within `supportedVersions`; nil otherwise.
    public static func version(parsing text: String) -> Int? {
        var trimmed = text.trimmingSpacesAndTabs
        if trimmed.hasSuffix(".0") { trimmed.removeLast(2) }
        guard let version = Int(trimmed), supportedVersions.contains(version) else { return nil }
        return version
    }

    /// What `version(parsing:)` accepts, for messages.
    public static let expectedVersion =
        "an iOS version from \(supportedVersions.lowerBound) to \(supportedVersions.upperBound)"

    /// The iOS SDK an Xcode version ships (Xcode 6 → iOS 8 … Xcode 16 → iOS 18; Xcode 26 →
    /// iOS 26), within the supported versions.
    public static func iosVersion(xcodeMajor: Int) -> Int {
        let version = xcodeMajor >= 26 ? xcodeMajor : xcodeMajor + 2
        return min(max(version, supportedVersions.lowerBound), supportedVersions.upperBound)
    }
}

extension String {
    fileprivate var trimmingSpacesAndTabs: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }
}
