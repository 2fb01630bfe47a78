/// One `error:` line of swiftc's output, as SwiftPM prints it:
/// `/path/File.swift:12:5: error: cannot find 'Theme' in scope`.
public struct CompilerDiagnostic: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): error: \(message)" }

    /// What a missing name is, from the message that names it.
    public enum Missing: Equatable, Hashable, Sendable {
        /// "cannot find type 'X' in scope"
        case type(String)
        /// "cannot find 'x' in scope"
        case value(String)
    }

    /// The name this error says is missing, if it says so.
    public var missing: Missing? {
        for (prefix, make) in [
            ("cannot find type '", Missing.type), ("cannot find '", Missing.value),
        ] as [(String, (String) -> Missing)] {
            guard message.hasPrefix(prefix), message.hasSuffix("' in scope") else { continue }
            let name = message.dropFirst(prefix.count).dropLast("' in scope".count)
            guard !name.isEmpty, !name.contains("'") else { return nil }
            return make(String(name))
        }
        return nil
    }

    /// Every distinct `error:` line of `output`, in order of first appearance (SwiftPM may print
    /// an error twice: once per compile job that sees it).
    public static func parse(_ output: String) -> [CompilerDiagnostic] {
        var seen: Set<CompilerDiagnostic> = []
        var result: [CompilerDiagnostic] = []
        for line in output.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            guard let range = line.range(of: ": error: ") else { continue }
            let location = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
                let column = Int(location[location.count - 1])
            else { continue }
            let diagnostic = CompilerDiagnostic(
                file: location.dropLast(2).joined(separator: ":"), line: lineNumber, column: column,
                message: String(line[range.upperBound...]))
            if seen.insert(diagnostic).inserted { result.append(diagnostic) }
        }
        return result
    }
}
