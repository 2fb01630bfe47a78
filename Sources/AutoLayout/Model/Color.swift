/// An sRGB colour with alpha, 8 bits per channel (what the renderer draws and the scene
/// files write as `#RRGGBB`, `#RRGGBBAA` or a name).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8
    /// The colour in the dark appearance, when it differs (a system colour, or a light/dark
    /// pair); nil: the same in both.
    public var darkVariant: Components?

    /// Four 8-bit channels.
    public struct Components: Hashable, Sendable {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8
        public var alpha: UInt8
    }

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A colour that is `light` in the light appearance and `dark` in the dark one.
    public init(light: Color, dark: Color) {
        self = light.resolved(.light)
        let dark = dark.resolved(.dark)
        if dark != self {
            darkVariant = Components(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
        }
    }

    /// The plain colour drawn in `appearance`.
    public func resolved(_ appearance: Appearance) -> Color {
        guard appearance == .dark, let dark = darkVariant else {
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        }
        return Color(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
    }

    /// UIKit's system colours, light and dark (`reference/traits.md` §2), by their names
    /// without "Color" (`label`, `systemBackground`, `systemBlue`…).
    public static let system: [(String, Color)] = {
        func c(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: Double = 1) -> Color {
            Color(red: r, green: g, blue: b, alpha: UInt8((a * 255).rounded()))
        }
        func pair(_ light: Color, _ dark: Color) -> Color { Color(light: light, dark: dark) }
        return [
            ("label", pair(c(0, 0, 0), c(255, 255, 255))),
            ("secondaryLabel", pair(c(60, 60, 67, 0.6), c(235, 235, 245, 0.6))),
            ("tertiaryLabel", pair(c(60, 60, 67, 0.3), c(235, 235, 245, 0.3))),
            ("quaternaryLabel", pair(c(60, 60, 67, 0.18), c(235, 235, 245, 0.16))),
            ("placeholderText", pair(c(60, 60, 67, 0.3), c(235, 235, 245, 0.3))),
            ("separator", pair(c(60, 60, 67, 0.29), c(84, 84, 88, 0.6))),
            ("opaqueSeparator", pair(c(198, 198, 200), c(56, 56, 58))),
            ("link", pair(c(0, 122, 255), c(9, 132, 255))),
            ("systemBackground", pair(c(255, 255, 255), c(0, 0, 0))),
            ("secondarySystemBackground", pair(c(242, 242, 247), c(28, 28, 30))),
            ("tertiarySystemBackground", pair(c(255, 255, 255), c(44, 44, 46))),
            ("systemGroupedBackground", pair(c(242, 242, 247), c(0, 0, 0))),
            ("secondarySystemGroupedBackground", pair(c(255, 255, 255), c(28, 28, 30))),
            ("tertiarySystemGroupedBackground", pair(c(242, 242, 247), c(44, 44, 46))),
            ("systemFill", pair(c(120, 120, 128, 0.2), c(120, 120, 128, 0.36))),
            ("secondarySystemFill", pair(c(120, 120, 128, 0.16), c(120, 120, 128, 0.32))),
            ("tertiarySystemFill", pair(c(118, 118, 128, 0.12), c(118, 118, 128, 0.24))),
            ("quaternarySystemFill", pair(c(116, 116, 128, 0.08), c(118, 118, 128, 0.18))),
            ("systemGray", pair(c(142, 142, 147), c(142, 142, 147))),
            ("systemGray2", pair(c(174, 174, 178), c(99, 99, 102))),
            ("systemGray3", pair(c(199, 199, 204), c(72, 72, 74))),
            ("systemGray4", pair(c(209, 209, 214), c(58, 58, 60))),
            ("systemGray5", pair(c(229, 229, 234), c(44, 44, 46))),
            ("systemGray6", pair(c(242, 242, 247), c(28, 28, 30))),
            ("systemRed", pair(c(255, 59, 48), c(255, 69, 58))),
            ("systemOrange", pair(c(255, 149, 0), c(255, 159, 10))),
            ("systemYellow", pair(c(255, 204, 0), c(255, 214, 10))),
            ("systemGreen", pair(c(52, 199, 89), c(48, 209, 88))),
            ("systemMint", pair(c(0, 199, 190), c(99, 230, 226))),
            ("systemTeal", pair(c(48, 176, 199), c(64, 200, 224))),
            ("systemCyan", pair(c(50, 173, 230), c(100, 210, 255))),
            ("systemBlue", pair(c(0, 122, 255), c(10, 132, 255))),
            ("systemIndigo", pair(c(88, 86, 214), c(94, 92, 230))),
            ("systemPurple", pair(c(175, 82, 222), c(191, 90, 242))),
            ("systemPink", pair(c(255, 45, 85), c(255, 55, 95))),
            ("systemBrown", pair(c(162, 132, 94), c(172, 142, 104))),
            // Legacy names: fixed in both appearances, as UIKit's are.
            ("groupTableViewBackground", pair(c(239, 239, 244), c(0, 0, 0))),
            ("darkText", c(0, 0, 0)), ("lightText", c(255, 255, 255, 0.6)),
        ]
    }()

    /// A system colour by name, with or without "Color", case-insensitively (`label`,
    /// `systemBackgroundColor`).
    public static func system(named name: String) -> Color? {
        var key = name.trimmingSpaces.lowercased()
        if key.hasSuffix("color") { key = String(key.dropLast(5)) }
        return system.first { $0.0.lowercased() == key }?.1
    }

    /// UIKit's named colours as the cookbook uses them (the system palette of iOS 9/10).
    public static let named: [(String, Color)] = [
        ("black", Color(red: 0, green: 0, blue: 0)),
        ("white", Color(red: 255, green: 255, blue: 255)),
        ("clear", Color(red: 0, green: 0, blue: 0, alpha: 0)),
        ("red", Color(red: 255, green: 0, blue: 0)),
        ("green", Color(red: 0, green: 255, blue: 0)),
        ("blue", Color(red: 0, green: 0, blue: 255)),
        ("yellow", Color(red: 255, green: 255, blue: 0)),
        ("orange", Color(red: 255, green: 128, blue: 0)),
        ("purple", Color(red: 128, green: 0, blue: 128)),
        ("brown", Color(red: 153, green: 102, blue: 51)),
        ("cyan", Color(red: 0, green: 255, blue: 255)),
        ("magenta", Color(red: 255, green: 0, blue: 255)),
        ("gray", Color(red: 128, green: 128, blue: 128)),
        ("grey", Color(red: 128, green: 128, blue: 128)),
        ("darkgray", Color(red: 85, green: 85, blue: 85)),
        ("lightgray", Color(red: 170, green: 170, blue: 170)),
    ]

    /// Parses `#RGB`, `#RRGGBB`, `#RRGGBBAA`, a colour name (case and spaces ignored), a
    /// system colour (`systemBackground`, `label`…), or a light/dark pair of those written
    /// `LIGHT / DARK`.
    public init?(parsing text: String) {
        let halves = text.split(separator: "/", omittingEmptySubsequences: false)
        if halves.count == 2 {
            guard let light = Color(parsing: String(halves[0])), let dark = Color(parsing: String(halves[1])),
                light.darkVariant == nil, dark.darkVariant == nil
            else { return nil }
            self.init(light: light, dark: dark)
            return
        }
        let trimmed = text.trimmingSpaces
        if trimmed.hasPrefix("#") {
            var digits = Array(trimmed.dropFirst())
            if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
            guard digits.count == 6 || digits.count == 8 else { return nil }
            var bytes: [UInt8] = []
            for index in stride(from: 0, to: digits.count, by: 2) {
                guard let byte = UInt8(String(digits[index...index + 1]), radix: 16) else { return nil }
                bytes.append(byte)
            }
            self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
            return
        }
        let key = trimmed.lowercased().filter { $0 != " " }
        if let match = Self.named.first(where: { $0.0 == key }) {
            self = match.1
        } else if let system = Self.system(named: key) {
            self = system
        } else {
            return nil
        }
    }

    /// `#RRGGBB` (`#RRGGBBAA` when translucent); a colour that changes in the dark appearance
    /// adds its dark value after a slash.
    public var description: String {
        func hex(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> String {
            "#"
                + ([r, g, b] + (a == 255 ? [] : [a])).map { byte in
                    let text = String(byte, radix: 16, uppercase: true)
                    return text.count == 1 ? "0" + text : text
                }.joined()
        }
        let light = hex(red, green, blue, alpha)
        guard let dark = darkVariant else { return light }
        return light + "/" + hex(dark.red, dark.green, dark.blue, dark.alpha)
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs (no Foundation needed).
    @usableFromInline package var trimmingSpaces: String {
        // Most names and keys have nothing to trim: answer those without copying.
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        guard let first = utf8.first, let last = utf8.last, isBlank(first) || isBlank(last) else { return self }
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
