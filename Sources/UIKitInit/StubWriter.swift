/// Turns missing names into skeleton declarations for `Stubs.swift`, each marked for the team.
public enum StubWriter {
    public static let todo = "// TODO(plumb uikit init): fill in"

    /// A skeleton for `missing`: a type is a class when the views derive from it (`superclasses`
    /// holds the names they derive from), else a struct; a value whose name starts with a capital
    /// is a namespace (`Theme.primary`), a value followed by `(` a function, any other a
    /// computed property. `usedAsCall` says whether the source has `(` right after the name.
    public static func skeleton(
        for missing: CompilerDiagnostic.Missing, superclasses: Set<String>, usedAsCall: Bool, seenAt: String
    ) -> String {
        let body: String
        switch missing {
        case .type(let name) where superclasses.contains(name):
            body = "class \(name): UIView {}"
        case .type(let name):
            body = "struct \(name) {}"
        case .value(let name) where name.first?.isUppercase == true:
            body = "enum \(name) {}"
        case .value(let name) where usedAsCall:
            body = "func \(name)(_ arguments: Any...) {}"
        case .value(let name):
            body = "var \(name): Any { fatalError(\"\(name) is a stub\") }"
        }
        return "\(todo) (first needed at \(seenAt))\n\(body)\n"
    }

    public static func name(of missing: CompilerDiagnostic.Missing) -> String {
        switch missing {
        case .type(let name), .value(let name): name
        }
    }

    /// The names `text` already declares at its top level, by the keyword before each (`struct X`,
    /// `func x`, `var x`…), read from the lexer's tokens so that comments and strings do not count.
    public static func declaredNames(in text: String) -> Set<String> {
        let keywords: Set<String> = [
            "class", "struct", "enum", "protocol", "typealias", "actor", "func", "var", "let",
        ]
        guard let tokens = try? ViewScanner.codeTexts(text) else { return [] }
        var names: Set<String> = []
        for index in tokens.indices.dropLast() where keywords.contains(tokens[index]) {
            names.insert(tokens[index + 1].trimmingBackquotes)
        }
        return names
    }
}

extension String {
    fileprivate var trimmingBackquotes: String { filter { $0 != "`" } }
}
