/// One change the rewrite makes, as byte offsets into the source. An edit never removes a
/// line break: blanked text becomes spaces (so columns stay too), a `#selector(…)` that
/// spans lines becomes `Selector("…")` followed by the same line breaks, and an insertion (an
/// empty range: the outlets' methods and conformance) is one line of code.
public struct RewriteEdit: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// `@objc`, `@objc(name)`, `@IBOutlet`… (the attribute's name, without `@`).
        case attribute(String)
        /// The declaration modifier `dynamic`.
        case dynamicModifier
        /// `#selector(expr)` → `Selector("expr")`; the associated value is `expr` as written
        /// in the string (spaces collapsed, comments left out).
        case selector(String)
        /// The methods that set a class's outlets by name, written before its closing brace
        /// (the outlets' names, as the nib gives them).
        case outletConnections([String])
        /// `, UINibOutletConnecting` after the `NSObject` a class with outlets derives from.
        case outletConformance
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
        case .outletConnections(let names): "\(line): connects outlets \(names.joined(separator: ", ")) by name"
        case .outletConformance: "\(line): added UINibOutletConnecting"
        }
    }
}
