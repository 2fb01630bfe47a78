extension InspectorStyle {
    /// The audit's styles: its badge in yellow (#FFCC00, black text 14.4:1), apart from the
    /// conflict's red and the ambiguity's purple.
    static let audit = #"""
        .badge.audit { background: #FFCC00; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
          white-space: nowrap; }
        #audit { max-height: 40%; overflow: auto; background: #fff; border-top: 1px solid var(--line);
          padding: 0 12px 8px; }
        #audit h2 { font-size: 14px; margin: 10px 0 4px; }
        .findings { margin: 4px 0; padding-left: 24px; }
        .finding { margin: 4px 0; border-left: 4px solid #FFCC00; padding: 2px 8px; }
        .finding.baselined { border-left-color: #d1d1d6; }
        .finding.current, .view-finding.current { background: #dbe8fb; }
        .finding-pick { display: block; width: 100%; text-align: left; border: 0; background: transparent;
          padding: 0; border-radius: 0; }
        .finding .meta, .view-finding .meta, .finding-pick .path { display: block; }
        .view-findings { list-style: none; margin: 0; padding: 0; }
        .view-finding { border-left: 3px solid #FFCC00; padding: 2px 6px; margin: 3px 0; }

        """#
}
