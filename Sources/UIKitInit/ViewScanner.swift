import UIKitRewrite

/// Finds the classes of a set of Swift files and which of them are views: a class deriving
/// from one of `ViewScanner.viewRoots` or `viewControllerRoots`, directly or through another
/// class of the same scan. It reads tokens (the rewrite's `SwiftLexer`), so a `class` in a
/// comment or a string literal is not a declaration.
public struct ViewScanner {
    /// UIKit's classes a team's views derive from, and the snapshot each kind gets.
    public static let viewRoots: Set<String> = [
        "UIView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
        "UITableViewHeaderFooterView", "UIControl", "UIButton", "UILabel", "UIImageView",
        "UIStackView", "UIScrollView", "UITableView", "UICollectionView", "UITextField", "UITextView",
    ]
    public static let viewControllerRoots: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController",
        "UINavigationController", "UITabBarController", "UIPageViewController",
    ]

    /// What a file declares: its classes and the modules it imports.
    public struct FileScan: Equatable, Sendable {
        public var classes: [ViewClass]
        public var imports: [String]
    }

    /// A file whose text the lexer cannot read (an unterminated string or comment).
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var reason: String
        public var description: String { "\(file):\(line): error: \(reason)" }

        public init(file: String, line: Int, reason: String) {
            self.file = file
            self.line = line
            self.reason = reason
        }
    }

    /// Every class of `source`, in the order declared.
    public static func scan(_ source: String, file: String) throws(Failure) -> FileScan {
        let bytes = Array(source.utf8)
        let output: SwiftLexer.Output
        do {
            output = try SwiftLexer.tokens(bytes)
        } catch {
            let reason: String
            switch error.problem {
            case .unterminatedBlockComment: reason = "unterminated block comment"
            case .unterminatedString: reason = "unterminated string literal"
            case .unterminatedRegex: reason = "unterminated regex literal"
            }
            throw Failure(file: file, line: lineOf(error.offset, in: bytes), reason: reason)
        }
        let code = output.tokens.filter {
            !$0.isComment && ![.stringSegment, .interpolationOpen, .interpolationClose].contains($0.kind)
        }
        let texts = code.map { String(decoding: bytes[$0.range], as: UTF8.self) }
        var classes = classes(code, texts, bytes: bytes, file: file)
        if loadsNibWithSelfAsOwner(texts) {
            for index in classes.indices { classes[index].loadsOwnNib = true }
        }
        return FileScan(classes: classes, imports: imports(code, texts))
    }

    /// Whether the code calls `instantiate(withOwner: self` or `loadNibNamed(…, owner: self`
    /// (within that call's parentheses). A file-wide answer: the class that loads the nib is
    /// nearly always the one whose outlets it sets, and a file rarely holds two such classes.
    static func loadsNibWithSelfAsOwner(_ texts: [String]) -> Bool {
        for index in texts.indices where index + 1 < texts.count && texts[index + 1] == "(" {
            let label: String
            switch texts[index] {
            case "instantiate": label = "withOwner"
            case "loadNibNamed": label = "owner"
            default: continue
            }
            var depth = 0
            var position = index + 1
            while position + 2 < texts.count {
                switch texts[position] {
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                default: break
                }
                if depth == 0 { break }
                if depth == 1, texts[position] == label, texts[position + 1] == ":", texts[position + 2] == "self" {
                    return true
                }
                position += 1
            }
        }
        return false
    }

    /// Marks each class that derives from a UIKit view (controller) root, through any number of
    /// the scan's own classes, with its kind; a class's no-argument init is inherited when it
    /// declares no designated init of its own.
    public static func resolve(_ classes: [ViewClass]) -> [ViewClass] {
        var byName: [String: ViewClass] = [:]
        for item in classes where byName[item.name] == nil { byName[item.name] = item }
        func kind(of name: String, depth: Int) -> ViewClass.Kind? {
            if viewRoots.contains(name) { return .view }
            if viewControllerRoots.contains(name) { return .viewController }
            guard depth < 64, let parent = byName[name] else { return nil }
            return kind(of: parent.superclass, depth: depth + 1)
        }
        return classes.map { item in
            var resolved = item
            resolved.kind = kind(of: item.superclass, depth: 0)
            return resolved
        }
    }

    /// Scans every file and resolves the classes across them; files whose text cannot be read
    /// are returned as failures, the rest are scanned.
    public static func scan(files: [(path: String, text: String)]) -> (
        classes: [ViewClass], imports: [String], failures: [Failure]
    ) {
        var classes: [ViewClass] = []
        var imports: Set<String> = []
        var failures: [Failure] = []
        for file in files {
            do {
                let result = try scan(file.text, file: file.path)
                classes += result.classes
                imports.formUnion(result.imports)
            } catch {
                failures.append(error)
            }
        }
        return (resolve(classes), imports.sorted(), failures)
    }

    // MARK: - Reading the tokens

    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol"]
    private static let modifiers: Set<String> = [
        "public", "open", "internal", "private", "fileprivate", "final", "package",
    ]

    private static func imports(_ code: [SwiftToken], _ texts: [String]) -> [String] {
        var result: [String] = []
        for index in code.indices where texts[index] == "import" && code[index].kind == .identifier {
            var next = index + 1
            // `import class Module.Name`
            if next < texts.count,
                ["class", "struct", "enum", "protocol", "func", "var", "typealias"].contains(texts[next])
            {
                next += 1
            }
            if next < texts.count, code[next].kind == .identifier { result.append(texts[next]) }
        }
        return result
    }

    /// Walks the tokens keeping a stack of the types whose bodies are open, so that nested
    /// classes get their qualified names and a class's own `init`s are told apart from those
    /// of types nested in it.
    private static func classes(_ code: [SwiftToken], _ texts: [String], bytes: [UInt8], file: String)
        -> [ViewClass]
    {
        struct Open {
            var name: String?
            var classIndex: Int?
            var depth: Int
        }
        var result: [ViewClass] = []
        var inits: [Int: [String]] = [:] // class index → its inits' first parameter labels
        var stack: [Open] = []
        var depth = 0
        var pending: Open? // a type declaration whose `{` is next
        var index = 0
        while index < code.count {
            let text = texts[index]
            if text == "{" {
                depth += 1
                if var opened = pending {
                    opened.depth = depth
                    stack.append(opened)
                    pending = nil
                }
            } else if text == "}" {
                if let last = stack.last, last.depth == depth { stack.removeLast() }
                depth -= 1
            } else if code[index].kind == .identifier, typeKeywords.contains(text), isDeclarationStart(index, texts) {
                let names = qualifiedName(after: index, texts, code)
                let outer = stack.compactMap(\.name)
                let inFunction = stack.last.map { $0.depth != depth } ?? (depth != 0)
                var open = Open(
                    name: inFunction ? nil : (outer + [names.name]).joined(separator: "."), classIndex: nil, depth: 0)
                if text == "class", !inFunction, let superclass = superclass(after: names.end, texts) {
                    let access = precedingModifiers(index, texts)
                    let generic = names.end < texts.count && texts[names.end] == "<"
                    result.append(
                        ViewClass(
                            name: open.name ?? names.name, superclass: superclass, file: file,
                            line: lineOf(code[index].range.lowerBound, in: bytes),
                            constructibleWithoutArguments: true,
                            testable: !generic && !access.contains("private") && !access.contains("fileprivate")))
                    open.classIndex = result.count - 1
                    inits[result.count - 1] = []
                }
                pending = open
            } else if text == "@IBOutlet", let current = stack.last, current.depth == depth,
                let owner = current.classIndex, isImplicitlyUnwrapped(after: index, texts)
            {
                result[owner].connectedByNib = true
            } else if text == "init", let current = stack.last, current.depth == depth, let owner = current.classIndex,
                index + 1 < texts.count
            {
                // `init(`, `init?(`, `init!(`: its labels, `frame:` or `nibName:bundle:`, "" for none.
                var open = index + 1
                if texts[open] == "?" || texts[open] == "!" { open += 1 }
                if open < texts.count, texts[open] == "(" {
                    let convenience = precedingModifiers(index, texts).contains("convenience")
                    inits[owner, default: []].append((convenience ? "convenience " : "") + labels(from: open, texts))
                }
            }
            index += 1
        }
        for (position, labels) in inits.sorted(by: { $0.key < $1.key }) {
            result[position].constructibleWithoutArguments = constructible(labels)
        }
        return result
    }

    /// Whether the declaration after an `@IBOutlet` has an implicitly unwrapped type: a `!`
    /// before it ends (at its `{` or `=`, the next attribute or declaration, or the body's `}`).
    private static func isImplicitlyUnwrapped(after index: Int, _ texts: [String]) -> Bool {
        var position = index + 1
        var declarations = 0
        while position < texts.count {
            let text = texts[position]
            if text == "!" { return true }
            if ["{", "}", "=", ";"].contains(text) || text.hasPrefix("@") || text == "func" || text == "init" {
                return false
            }
            if text == "var" || text == "let" {
                declarations += 1
                if declarations > 1 { return false }
            }
            position += 1
        }
        return false
    }

    /// The first labels of UIKit's designated inits other than `init(coder:)`: UIView's
    /// `init(frame:)`, UIViewController's `init(nibName:bundle:)`, UITableViewCell's
    /// `init(style:reuseIdentifier:)`, UITableViewHeaderFooterView's `init(reuseIdentifier:)`.
    static let superclassDesignated: Set<String> = [
        "frame:", "nibName:bundle:", "style:reuseIdentifier:", "reuseIdentifier:",
    ]

    /// Whether `Name()` compiles, from the labels of the inits a class declares: one without
    /// parameters does it; with no designated init, or with UIKit's designated inits overridden
    /// (`init(coder:)` and one of `superclassDesignated`), the class inherits `init()` — whatever
    /// other designated inits it adds (`init(frame:hintText:)` beside them does not stop it:
    /// Swift's rule asks for the superclass's designated inits, not for no others).
    /// `init(coder:)` alone is a designated init that stops the inheritance of `init(frame:)`, so
    /// it is not enough.
    static func constructible(_ labels: [String]) -> Bool {
        if labels.contains("") || labels.contains("convenience ") { return true }
        let designated = labels.filter { !$0.hasPrefix("convenience ") }
        if designated.isEmpty { return true }
        return designated.contains("coder:") && designated.contains { superclassDesignated.contains($0) }
    }

    /// `class` starts a declaration unless it is a modifier (`class func`, `class var`) or a
    /// constraint (`protocol P: class`, `AnyObject`'s old spelling).
    private static func isDeclarationStart(_ index: Int, _ texts: [String]) -> Bool {
        guard index + 1 < texts.count else { return false }
        let next = texts[index + 1]
        if [
            "func", "var", "let", "subscript", "init", "override", "static", "final", "private", "fileprivate",
            "public", "open", "internal", "convenience", "required",
        ].contains(next) {
            return false
        }
        if index > 0, [":", ",", "&", "."].contains(texts[index - 1]) { return false }
        return next.first.map { $0.isLetter || $0 == "_" || $0 == "`" } ?? false
    }

    private static func qualifiedName(after index: Int, _ texts: [String], _ code: [SwiftToken]) -> (
        name: String, end: Int
    ) {
        var position = index + 1
        var parts: [String] = []
        while position < texts.count, code[position].kind == .identifier || texts[position] == "`" {
            if texts[position] != "`" { parts.append(texts[position]) }
            position += 1
            if position < texts.count, texts[position] == "`" { position += 1 }
            if position < texts.count, texts[position] == "." { position += 1 } else { break }
        }
        return (parts.joined(separator: "."), position)
    }

    /// The superclass (or first inherited name) after `class Name<…>`: `UIKit.UIView` is
    /// `UIView`.
    private static func superclass(after end: Int, _ texts: [String]) -> String? {
        var position = end
        if position < texts.count, texts[position] == "<" {
            var level = 0
            while position < texts.count {
                if texts[position].hasPrefix("<") { level += texts[position].filter { $0 == "<" }.count }
                if texts[position].hasSuffix(">") { level -= texts[position].filter { $0 == ">" }.count }
                position += 1
                if level <= 0 { break }
            }
        }
        guard position < texts.count, texts[position] == ":" else { return nil }
        position += 1
        var name: String?
        while position < texts.count, let first = texts[position].first, first.isLetter || first == "_" {
            name = texts[position]
            if position + 1 < texts.count, texts[position + 1] == "." { position += 2 } else { break }
        }
        return name
    }

    /// The argument labels of the parameter list opening at `open`: each parameter's first name
    /// and a colon (`_` included), joined.
    private static func labels(from open: Int, _ texts: [String]) -> String {
        var result = ""
        var depth = 0
        var position = open
        var expectLabel = true
        while position < texts.count {
            let text = texts[position]
            if text == "(" || text == "[" || text == "<" {
                depth += 1
                if depth == 1 { expectLabel = true }
            } else if text == ")" || text == "]" || text == ">" {
                depth -= 1
                if depth == 0 { break }
            } else if depth == 1 && text == "," {
                expectLabel = true
            } else if depth == 1 && expectLabel {
                result += text + ":"
                expectLabel = false
            }
            position += 1
        }
        return result
    }

    private static func precedingModifiers(_ index: Int, _ texts: [String]) -> [String] {
        var result: [String] = []
        var position = index - 1
        while position >= 0,
            modifiers.contains(texts[position])
                || ["convenience", "required", "override", "dynamic"].contains(texts[position])
                || texts[position].hasPrefix("@")
        {
            result.append(texts[position])
            position -= 1
        }
        return result
    }

    static func lineOf(_ offset: Int, in bytes: [UInt8]) -> Int {
        var line = 1
        var index = 0
        while index < offset && index < bytes.count {
            if bytes[index] == 0x0A || (bytes[index] == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A))
            {
                line += 1
            }
            index += 1
        }
        return line
    }
}

extension ViewScanner {
    /// The texts of `source`'s code tokens (no comments, no string contents).
    static func codeTexts(_ source: String) throws(SwiftLexer.Failure) -> [String] {
        let bytes = Array(source.utf8)
        let output = try SwiftLexer.tokens(bytes)
        return output.tokens.filter {
            !$0.isComment && ![.stringSegment, .interpolationOpen, .interpolationClose].contains($0.kind)
        }.map { String(decoding: bytes[$0.range], as: UTF8.self) }
    }
}
