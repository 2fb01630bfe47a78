import AutoLayout

/// The inspector's whole model, versioned (docs/debugging.md, "The inspector's model"): what
/// was read, and each variant laid out. `InspectorPage` embeds its JSON in the page.
public struct InspectorDocument {
    /// Raised when a field changes meaning or goes away; new fields keep the version.
    public static let schemaVersion = 2

    /// What `plumb inspect` read.
    public struct Input: Sendable {
        /// "scene" (YAML), "interface-builder" (a storyboard or xib) or "console-log".
        public var kind: String
        /// The file as the page names it.
        public var file: String
        /// The scene's name (a storyboard's scene, a recipe's title, "log 1").
        public var scene: String

        public init(kind: String, file: String, scene: String) {
            self.kind = kind
            self.file = file
            self.scene = scene
        }
    }

    public let input: Input
    public let variants: [InspectorVariant]
    /// A failing snapshot's expected layout, moved views, constraint diff and images, for
    /// `plumb snapshot verify --inspect`'s pages (its `InspectorFailure`'s JSON); nil for
    /// `plumb inspect`.
    public let failure: JSONValue?
    /// The accessibility audit's findings on these variants, when it ran (`--audit`); nil
    /// when it did not, which the page tells apart from an audit that found nothing.
    public let audit: InspectorAudit?

    public init(
        input: Input, variants: [InspectorVariant], failure: JSONValue? = nil, audit: InspectorAudit? = nil
    ) {
        self.input = input
        self.variants = variants
        self.failure = failure
        self.audit = audit
    }

    public var json: JSONValue {
        .object([
            ("schemaVersion", .number(Double(Self.schemaVersion))),
            ("generator", .string(failure == nil ? "plumb inspect" : "plumb snapshot verify --inspect")),
            (
                "input",
                .object([
                    ("kind", .string(input.kind)), ("file", .string(input.file)), ("scene", .string(input.scene)),
                ])
            ),
            ("variants", .array(variants.map(\.json))),
            ("sources", .array(SourceExcerpt.merged(variants.flatMap { $0.excerpts }).map { $0.json })),
            ("failure", failure ?? .null),
            ("audit", audit?.json(variants: variants) ?? .null),
        ])
    }

    /// The page: one self-contained HTML file.
    public var html: String { InspectorPage.html(title: input.scene, model: json) }
}
