/// One change the rewrite makes, as byte offsets into the source. An edit never removes a
/// line break: blanked text becomes spaces (so columns stay too), and a `#selector(…)` that
/// spans lines becomes `Selector("…")` followed by the same line breaks.
public struct RewriteEdit: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// `@objc`, `@objc(name)`, `@IBOutlet`… (the attribute's name, without `@`).
        case attribute(String)
        /// The declaration modifier `dynamic`.
        case dynamicModifier
        /// `#selector(expr)` → `Selector("expr")`; the associated value is `expr` as written
        /// in the string (spaces collapsed, comments left out).
        case selector(String)
    }

    public var kind: Kind
    public var range: Range<Int>
    public var replacement: [UInt8]
    /// 1-based line of the edit's start.
    public var line: Int

    /// `12: removed @objc`, `14: #selector(tap) → Selector("tap")`.
    public var description: String {
        switch kind {
        case .attribute(let name): "\(line): removed @\(name)"
        case .dynamicModifier: "\(line): removed dynamic"
        case .selector(let expression):
            "\(line): #selector(\(expression)) → Selector(\"\(String(decoding: EditFinder.escaped(Array(expression.utf8)), as: UTF8.self))\")"
        }
    }
}
