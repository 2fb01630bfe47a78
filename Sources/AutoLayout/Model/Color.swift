/// An sRGB colour with alpha, 8 bits per channel (what the renderer draws and the scene
/// files write as `#RRGGBB`, `#RRGGBBAA` or a name).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
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

    /// Parses `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a colour name (case and spaces ignored).
    public init?(parsing text: String) {
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
        guard let match = Self.named.first(where: { $0.0 == key }) else { return nil }
        self = match.1
    }

    public var description: String {
        let hex = [red, green, blue] + (alpha == 255 ? [] : [alpha])
        return "#" + hex.map { byte in
            let text = String(byte, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }.joined()
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs (no Foundation needed).
    package var trimmingSpaces: String {
        // Most names and keys have nothing to trim: answer those without copying.
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        guard let first = utf8.first, let last = utf8.last, isBlank(first) || isBlank(last) else { return self }
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
