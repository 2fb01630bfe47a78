/// The page's style sheet. Colours: SPEC §8's palette for what is drawn (satisfied #007AFF,
/// unmet optional #FF9500, conflicting #FF3B30, ambiguous #AF52DE); text on them is black,
/// which keeps every pairing above WCAG's 4.5:1 (white on #007AFF is 4.0:1).
enum InspectorStyle {
    static let css = #"""
        :root { --satisfied: #007AFF; --unmet: #FF9500; --conflict: #FF3B30; --ambiguous: #AF52DE;
          --ink: #1c1c1e; --muted: #545458; --line: #d1d1d6; --panel: #f7f7f8; --accent: #0a5ad4; }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        html, body { margin: 0; height: 100%; }
        body { font: 13px/1.4 system-ui, -apple-system, "DejaVu Sans", sans-serif; color: var(--ink);
          display: flex; flex-direction: column; background: #fff; }
        code, pre, .why-line { font: 12px/1.45 ui-monospace, "DejaVu Sans Mono", monospace; }
        .bar { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; padding: 6px 12px;
          border-bottom: 1px solid var(--line); background: var(--panel); }
        .bar h1 { font-size: 15px; margin: 0 8px 0 0; }
        .group { display: inline-flex; gap: 2px; }
        button { font: inherit; color: var(--ink); background: #fff; border: 1px solid #8e8e93; border-radius: 5px;
          padding: 2px 8px; cursor: pointer; }
        button[aria-pressed="true"] { background: #dbe8fb; border-color: var(--accent); }
        button:focus-visible, input:focus-visible, select:focus-visible, [tabindex]:focus-visible {
          outline: 2px solid var(--accent); outline-offset: 1px; }
        .summary { margin: 0; color: var(--muted); }
        .panes { flex: 1; display: grid; grid-template-columns: minmax(180px, 240px) 1fr minmax(300px, 420px);
          min-height: 0; }
        .pane { overflow: auto; min-height: 0; }
        .tree-pane { border-right: 1px solid var(--line); padding: 8px; }
        .tree-pane input { width: 100%; margin: 2px 0 8px; font: inherit; padding: 3px 6px; }
        .field { color: var(--muted); }
        #tree, #tree ul { list-style: none; margin: 0; padding: 0; }
        #tree ul { padding-left: 14px; }
        .node { display: flex; align-items: center; gap: 4px; padding: 1px 4px; border-radius: 4px; cursor: pointer;
          white-space: nowrap; }
        [role="treeitem"] { outline: none; }
        [role="treeitem"]:focus-visible > .node { outline: 2px solid var(--accent); }
        [role="treeitem"][aria-selected="true"] > .node { background: #dbe8fb; }
        .twisty { width: 12px; color: var(--muted); flex: none; }
        .kind { color: var(--muted); }
        .badge { font-size: 11px; padding: 0 5px; border-radius: 8px; color: #000; }
        .badge.conflict { background: var(--conflict); }
        .badge.ambiguous { background: var(--ambiguous); }
        .badge.hidden-view { background: #e5e5ea; }
        .canvas-pane { display: flex; flex-direction: column; background: #eceff3; }
        #canvas-scroll { flex: 1; overflow: auto; padding: 16px; min-height: 240px; }
        #canvas { display: block; margin: 0 auto; background: #fff; box-shadow: 0 0 0 1px #c7c7cc; }
        #canvas .view { cursor: pointer; }
        #canvas .label { font: 10px "DejaVu Sans", sans-serif; pointer-events: none; }
        #problems { max-height: 45%; overflow: auto; background: #fff; border-top: 1px solid var(--line);
          padding: 0 12px; }
        #problems:empty { display: none; }
        #failure, #comparison { max-height: 40%; overflow: auto; background: #fff; border-top: 1px solid var(--line);
          padding: 0 12px 8px; }
        #failure h2, #comparison h2 { font-size: 14px; margin: 10px 0 4px; }
        #failure h3 { font-size: 13px; margin: 10px 0 4px; }
        #failure { border-left: 4px solid #FF2D55; }
        .reasons { margin: 4px 0; padding-left: 20px; }
        .diffs, .moves { border-collapse: collapse; font-variant-numeric: tabular-nums; }
        .diffs th, .diffs td, .moves th, .moves td { text-align: left; padding: 2px 10px 2px 0; font-weight: normal;
          border-bottom: 1px solid var(--line); }
        .diffs thead th, .moves thead th { color: var(--muted); }
        #images { display: flex; flex-direction: column; align-items: center; gap: 8px; }
        #images[hidden] { display: none; }
        .side { display: flex; gap: 16px; flex-wrap: wrap; justify-content: center; }
        .side figure { margin: 0; } .side figcaption { color: var(--muted); }
        #images img { display: block; max-width: none; height: auto; box-shadow: 0 0 0 1px #c7c7cc; background: #fff; }
        .stack { position: relative; }
        .stack .top { position: absolute; left: 0; top: 0; height: 100%; overflow: hidden; }
        #problems h2 { font-size: 14px; margin: 10px 0 4px; }
        .conflict-block { border-left: 4px solid var(--conflict); padding: 2px 10px; margin: 6px 0; }
        .ambiguity-block { border-left: 4px solid var(--ambiguous); padding: 2px 10px; margin: 6px 0; }
        .members, .alternatives, .ranges { margin: 4px 0; padding-left: 20px; }
        .member.broken code { text-decoration: line-through; text-decoration-thickness: 2px; }
        .member code { background: #ffe5e3; }
        .alternative-outcome { color: var(--muted); }
        .pins { background: var(--panel); padding: 6px; margin: 4px 0; white-space: pre-wrap; }
        .inspector-pane { border-left: 1px solid var(--line); padding: 8px 12px; }
        .inspector-pane h2 { font-size: 15px; margin: 4px 0; }
        .inspector-pane h3 { font-size: 13px; margin: 12px 0 4px; border-bottom: 1px solid var(--line); }
        .facts { border-collapse: collapse; }
        .facts th { text-align: left; font-weight: normal; color: var(--muted); padding: 1px 10px 1px 0; }
        .facts td { font-variant-numeric: tabular-nums; }
        .rows { list-style: none; margin: 0; padding: 0; }
        .row { border-left: 3px solid var(--satisfied); padding: 2px 6px; margin: 3px 0; cursor: pointer; }
        .row.state-lost { border-left-color: var(--unmet); border-left-style: dashed; }
        .row.conflicting { border-left-color: var(--conflict); background: #fff1f0; }
        .row.state-broken .why-line { text-decoration: line-through; }
        .row.current { background: #dbe8fb; }
        .row[hidden] { display: none; }
        .pick { display: block; width: 100%; text-align: left; border: 0; background: transparent; padding: 0;
          border-radius: 0; }
        .why-line { white-space: pre-wrap; display: block; }
        .meta { color: var(--muted); font-size: 12px; }
        .hint { color: var(--muted); }
        details pre { white-space: pre-wrap; background: var(--panel); padding: 6px; }
        """#
}
