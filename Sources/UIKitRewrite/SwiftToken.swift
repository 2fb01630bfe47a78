/// One token of Swift source as `SwiftLexer` reads it: its kind and where it sits, as UTF-8
/// byte offsets into the source. Whitespace is not a token; comments are, so that a check can
/// see that they came through a rewrite untouched.
public struct SwiftToken: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A name or keyword: `view`, `dynamic`, `` `class` ``, `$0`.
        case identifier
        /// `@` and the name right after it: `@objc`, `@IBOutlet`, `@MainActor`.
        case attribute
        /// `#` and the name right after it: `#selector`, `#if`, `#colorLiteral`.
        case poundKeyword
        case number
        /// A run of operator characters (`+`, `==`, `?`, `->`…).
        case `operator`
        /// One of `( ) [ ] { } , ; : . \` or any other single character.
        case punctuation
        /// `// …` up to the end of its line (doc comments too).
        case lineComment
        /// `/* … */`, nested ones inside.
        case blockComment
        /// A string literal's opening delimiter: `"`, `"""`, `#"`, `##"""`…
        case stringOpen
        /// Literal text between a string's delimiters and interpolations (escapes included).
        case stringSegment
        /// `\(` (or `\#(` in a raw string): the code up to the matching `)` is tokens again.
        case interpolationOpen
        /// The `)` that ends an interpolation.
        case interpolationClose
        /// A string literal's closing delimiter.
        case stringClose
        /// A regex literal, whole: `/a+b/`, `#/…/#`.
        case regex
    }

    public var kind: Kind
    /// UTF-8 byte offsets into the source.
    public var range: Range<Int>

    public init(_ kind: Kind, _ range: Range<Int>) {
        self.kind = kind
        self.range = range
    }

    /// Comments are tokens for the checks but not for the rewrite's idea of a neighbour.
    public var isComment: Bool { kind == .lineComment || kind == .blockComment }
}
