/// What an accessibility element is and does (UIKit's `UIAccessibilityTraits`), as an option
/// set with UIKit's bit values, so a team's traits read the same here and there. Each trait has
/// the name UIKit's Swift API gives it; that is how scenes, snapshots and findings spell it.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
    public static let header = AccessibilityTraits(rawValue: 1 << 16)

    /// Every named trait with its name, in bit order: the order traits print in, whatever
    /// order they were written in.
    public static let named: [(name: String, trait: AccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
        ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
        ("summaryElement", .summaryElement), ("notEnabled", .notEnabled),
        ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
        ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("tabBar", .tabBar), ("header", .header),
    ]

    /// The trait a name spells (UIKit's Swift name, case-insensitively), or nil.
    public init?(name: String) {
        guard let found = Self.named.first(where: { $0.name.lowercased() == name.lowercased() }) else { return nil }
        self = found.trait
    }

    /// The names of the traits set, in bit order; bits UIKit has no public name for print as
    /// their number (`bit20`), so nothing set is ever dropped from a snapshot.
    public var names: [String] {
        var names = Self.named.filter { contains($0.trait) }.map(\.name)
        let known = Self.named.reduce(AccessibilityTraits()) { $0.union($1.trait) }
        let rest = subtracting(known).rawValue
        for bit in 0..<64 where rest & (1 << UInt64(bit)) != 0 { names.append("bit\(bit)") }
        return names
    }
}
