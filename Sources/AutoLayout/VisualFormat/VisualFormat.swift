extension LayoutConstraint {
    /// UIKit's `constraints(withVisualFormat:options:metrics:views:)`: the constraints an
    /// ASCII-art format such as `H:|-[name(>=80)]-8-[field]-|` describes, not yet active.
    ///
    /// The result is plain constraints (no `writtenAs`), so they describe themselves in the
    /// guide's notation. A `|` stands for the superview of the first view named (for a layout
    /// guide, the view that owns it).
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [],
        metrics: [String: Double] = [:],
        views: [String: LayoutItem]
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics, views: views)
        let axis = parser.parseOrientation()
        // The options are checked first: their errors point at column 0, left of anything in
        // the format.
        let builder = try VisualFormatBuilder(options: options, axis: axis, format: format)
        let statement = try parser.parseStatement()
        return builder.constraints(for: statement)
    }
}
