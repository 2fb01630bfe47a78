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
/// same table. Only metrics of controls Plumb models are here: the others (stepper, segmented
/// control, progress view, page control, search bar) take their size from the frame Xcode
/// stored (`IBModelBuilder.sizedControls`), so their version changes are already absorbed.
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

    /// Every row, in the order docs/traits.md lists them.
    public static let all: [IOSMetric] = [
        textFieldHeight, switchWidth, switchHeight, navigationBarHeight, tabBarHeight,
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
