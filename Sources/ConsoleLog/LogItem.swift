import SceneModel

/// An item as UIKit's log prints it: `UILabel:0x7fe4bee22420'Tech'`, `Prox.PlaceDetailsEventView:0x7f9c…`,
/// a view by its accessibility identifier (`Username`), Masonry's key (`UIView:cv`), or a
/// layout guide with its identifier (`UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`).
public struct LogItem: Hashable, Sendable {
    /// The class, module included (`Prox.PlaceDetailsEventView`); nil for a bare name.
    public var className: String?
    /// `0x…`; nil when the item is printed by name or key.
    public var address: String?
    /// An accessibility identifier or Masonry key standing for the address.
    public var name: String?
    /// A label's text or a button's title, or a guide's identifier, as quoted (possibly cut
    /// at 25 characters and `...`).
    public var text: String?

    public init(className: String? = nil, address: String? = nil, name: String? = nil, text: String? = nil) {
        self.className = className
        self.address = address
        self.name = name
        self.text = text
    }

    /// What tells two mentions of an item apart: its address, else its name.
    public var key: String { address ?? name ?? className ?? "?" }

    /// Parses `Class:0xADDR['text']`, `Module.Class:key`, or a bare name.
    public init?(parsing token: String) {
        var body = Substring(token)
        if let quote = body.firstIndex(of: "'") {
            var text = body[body.index(after: quote)...]
            if text.last == "'" { text = text.dropLast() }
            self.text = String(text)
            body = body[..<quote]
        }
        guard !body.isEmpty else { return nil }
        if let colon = body.firstIndex(of: ":") {
            className = String(body[..<colon])
            let rest = body[body.index(after: colon)...]
            if rest.hasPrefix("0x") { address = String(rest) } else if !rest.isEmpty { name = String(rest) }
        } else if body.hasPrefix("0x") {
            // `names: Username:0x1528ef800` resolves a name to a bare address.
            address = String(body)
        } else {
            name = String(body)
        }
    }

    /// As UIKit printed it.
    public var description: String {
        var text = ""
        if let className { text += className + ":" }
        text += address ?? name ?? ""
        if let quoted = self.text { text += "'\(quoted)'" }
        return text
    }
}
