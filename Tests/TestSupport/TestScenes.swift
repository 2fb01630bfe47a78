/// Scenes the tests need that are not the guide's (those come from the Cookbook module): each
/// broken on purpose, to exercise the diagnostics.
public enum TestScenes {
    /// Two required conflicts, for `plumb explain`: on iphone-8 portrait the root's margins leave
    /// 343 pt, so `Red View.Width = 400` cannot hold with the two margin pins before it; later,
    /// 1000 pt of Blue View cannot fit between Red View and the bottom layout guide.
    public static let conflictWidth = """
        name: Conflict Width
        views:
          - name: Red View
            background: red
          - name: Blue View
            background: blue
        constraints:
          - Red View.Leading = Superview.LeadingMargin
          - Red View.Trailing = Superview.TrailingMargin
          - Red View.Top = Top Layout Guide.Bottom + 20.0
          - Red View.Height = 100
          - Red View.Width = 400
          - Blue View.Leading = Superview.LeadingMargin
          - Blue View.Trailing = Superview.TrailingMargin
          - Blue View.Top = Red View.Bottom + Standard
          - Bottom Layout Guide.Top = Blue View.Bottom + 20.0
          - Blue View.Height = 1000

        """

    /// Ambiguous on purpose: the view has a leading edge, a top and a height, but nothing fixes
    /// its width, so any width (and trailing edge) is as good as any other.
    public static let ambiguousView = """
        name: Ambiguous View
        views:
          - name: Loose View
            background: purple
        constraints:
          - Loose View.Leading = Superview.LeadingMargin
          - Loose View.Top = Top Layout Guide.Bottom + 20.0
          - Loose View.Height = 100

        """

    /// A label whose minimum width cannot fit beside the field on a phone.
    public static let conflictLabelAndField = """
        name: Label and Field That Cannot Fit
        views:
          - name: Name Label
            intrinsicSize: {width: 80, height: 20.5}
          - name: Field
        constraints:
          - Name Label.Leading = Superview.LeadingMargin
          - Field.Leading = Name Label.Trailing + Standard
          - Field.Trailing = Superview.TrailingMargin
          - Name label.Baseline = Field.Baseline
          - Field.Top = Top Layout Guide.Bottom + Standard
          - Field.Height = 30
          - Name Label.Width >= 400
          - Field.Width >= 20

        """

    /// A vertical stack in a scroll view, both from scene keys (`kind: stack`, `kind: scroll`).
    public static let scrollingStack = """
        name: Scrolling stack
        views:
          - name: Scroll View
            kind: scroll
            contentInset: {top: 20}
          - name: Stack
            kind: stack
            parent: Scroll View
            axis: vertical
            spacing: 8
            alignment: center
            arrangedSubviews: [Title, Image, Body]
            customSpacing: {Title: 20}
          - name: Title
            parent: Stack
            intrinsicSize: {width: 100, height: 20}
          - name: Image
            intrinsicSize: {width: 200, height: 300}
          - name: Body
            intrinsicSize: {width: 300, height: 400}
        constraints:
          - Scroll View.Leading = Superview.Leading
          - Scroll View.Trailing = Superview.Trailing
          - Scroll View.Top = Top Layout Guide.Bottom
          - Scroll View.Bottom = Bottom Layout Guide.Top
          - Stack.Leading = Scroll View.Content Layout Guide.Leading
          - Stack.Trailing = Scroll View.Content Layout Guide.Trailing
          - Stack.Top = Scroll View.Top
          - Stack.Bottom = Scroll View.Bottom
          - Stack.Width = Scroll View.Frame Layout Guide.Width
        """

    /// The scenes by file name (without `.yaml`).
    public static let all: [String: String] = [
        "conflict-width": conflictWidth,
        "ambiguous-view": ambiguousView,
        "conflict-label-and-field": conflictLabelAndField,
        "scrolling-stack": scrollingStack,
    ]
}
