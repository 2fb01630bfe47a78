extension InspectorStyle {
    /// The 3D view's, the render's, the exercise's and the source excerpts' rules.
    static let views = #"""
        #canvas.exploded { background: transparent; box-shadow: none; cursor: grab; }
        #canvas.exploded .layer > rect.view { stroke-opacity: 0.9; }
        .group .field input[type="range"] { vertical-align: middle; width: 110px; }
        .exercise { margin: 6px 0; }
        .exercise output { display: block; font-variant-numeric: tabular-nums; color: var(--muted); }
        .exercise input[type="range"] { vertical-align: middle; width: 160px; }
        .excerpt { margin: 4px 0 6px; }
        .excerpt figcaption { color: var(--muted); font-size: 12px; }
        .excerpt pre { margin: 2px 0 0; background: var(--panel); padding: 4px 6px; overflow-x: auto; }
        .excerpt .excerpt-line { display: block; }
        .excerpt .excerpt-line.written { background: #fff3bf; }
        .excerpt .ln { display: inline-block; min-width: 3.5em; color: var(--muted); user-select: none; }
        .excerpt-missing { color: var(--muted); margin: 4px 0; }

        """#
}
