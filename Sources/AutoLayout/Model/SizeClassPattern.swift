/// A size-class variation in Interface Builder's terms: "wC hR", "hC", "wR", "any". A view or
/// constraint with a list of patterns is installed only where one of them matches (IB's
/// per-variation "Installed" box); `except` patterns uninstall it there.
public struct SizeClassPattern: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: SizeClass?
    public var vertical: SizeClass?

    public init(horizontal: SizeClass? = nil, vertical: SizeClass? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Parses "wC hR", "wR", "hC" or "any" (case-insensitive); nil for anything else.
    public init?(parsing text: String) {
        self.init()
        let words = text.lowercased().split(separator: " ").filter { !$0.isEmpty }
        if words == ["any"] { return }
        guard !words.isEmpty else { return nil }
        for word in words {
            guard word.count == 2, let axis = word.first, let size = word.last else { return nil }
            let value: SizeClass
            switch size {
            case "c": value = .compact
            case "r": value = .regular
            default: return nil
            }
            switch axis {
            case "w" where horizontal == nil: horizontal = value
            case "h" where vertical == nil: vertical = value
            default: return nil
            }
        }
    }

    public func matches(_ environment: Environment) -> Bool {
        (horizontal.map { $0 == environment.horizontalSizeClass } ?? true)
            && (vertical.map { $0 == environment.verticalSizeClass } ?? true)
    }

    public var description: String {
        let parts = [
            horizontal.map { "w" + ($0 == .compact ? "C" : "R") }, vertical.map { "h" + ($0 == .compact ? "C" : "R") },
        ]
        let text = parts.compactMap { $0 }.joined(separator: " ")
        return text.isEmpty ? "any" : text
    }
}

/// Where a view or constraint is installed: in the variations listed (all when empty), minus
/// the excepted ones.
public struct SizeClassCondition: Hashable, Sendable {
    public var only: [SizeClassPattern]
    public var except: [SizeClassPattern]

    public init(only: [SizeClassPattern] = [], except: [SizeClassPattern] = []) {
        self.only = only
        self.except = except
    }

    public func holds(in environment: Environment) -> Bool {
        (only.isEmpty || only.contains { $0.matches(environment) }) && !except.contains { $0.matches(environment) }
    }
}
