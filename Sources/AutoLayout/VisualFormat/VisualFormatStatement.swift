/// A parsed visual format, its names already looked up: what the parser hands the builder.
struct VisualFormatStatement {
    /// A view and the connection that joins it to the view written before it.
    struct Link {
        let connection: VisualFormatConnection
        let view: VisualFormatView
    }

    /// The connection from a leading `|` to the first view, when the format starts with one.
    var leadingEdge: VisualFormatConnection?
    let first: VisualFormatView
    var following: [Link] = []
    /// The connection from the last view to a trailing `|`, when the format ends with one.
    var trailingEdge: VisualFormatConnection?
    /// What `|` stands for: the container of the first view (nil when there is none; the
    /// parser rejects a `|` then).
    let superview: View?

    var views: [VisualFormatView] { [first] + following.map(\.view) }
}

/// `[name(predicates)]`.
struct VisualFormatView {
    let item: LayoutItem
    /// Width predicates in a horizontal format, height in a vertical one.
    let size: [VisualFormatPredicate]
}

/// What joins two neighbours (views or the superview).
enum VisualFormatConnection {
    /// Nothing written (`][`, `|[`, `]|`): the edges touch.
    case flush
    /// A bare `-`: the standard space (8 between siblings, the margin at the superview).
    case standard
    /// `-N-` or `-(…)-`: one constraint per predicate.
    case predicates([VisualFormatPredicate])
}

/// `(relation)?(object)(@priority)?`.
struct VisualFormatPredicate {
    let relation: LayoutRelation
    /// The number, or the metric's value; 0 when the object is a view.
    let constant: Double
    /// The view a size predicate relates to (`[a(==b)]`); nil for a constant.
    let item: LayoutItem?
    let priority: Priority
}
