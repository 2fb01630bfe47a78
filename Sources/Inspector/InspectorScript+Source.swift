extension InspectorScript {
    /// The source excerpt under the current constraint row (docs/debugging.md, "Source
    /// excerpts"): the lines around where it was written, from the model's `sources`, which
    /// `plumb inspect` read when it wrote the page. Each line goes through `esc`, so an
    /// Interface Builder document's XML shows as text.
    static let source = #"""
        // ---- Source excerpts ------------------------------------------------------------
        // The file and line a row's `where` names ("file:line:col (id …)"): the longest known
        // file name it starts with, so a file name holding a colon still matches.
        function sourceOf(row) {
          if (!row.where) return null;
          let best = null;
          for (const source of model.sources || [])
            if (row.where.startsWith(source.file + ':') && (!best || source.file.length > best.file.length)) best = source;
          if (!best) return null;
          const line = Number((/^([0-9]+)/.exec(row.where.slice(best.file.length + 1)) || [])[1]);
          return Number.isInteger(line) ? {source: best, line} : null;
        }
        function excerptHTML(row, id) {
          if (state.constraint !== id || !row.where) return '';
          const at = sourceOf(row);
          if (!at || !at.source.found)
            return `<p class="excerpt-missing">${esc(at ? at.source.file : row.where)} could not be read when the page`
              + ' was written: no excerpt.</p>';
          const low = at.line - 2, high = at.line + 2;
          let lines = '';
          let first = null, last = null;
          for (const run of at.source.runs)
            run.lines.forEach((text, offset) => {
              const number = run.first + offset;
              if (number < low || number > high) return;
              if (first === null) first = number;
              last = number;
              lines += `<span class="excerpt-line${number === at.line ? ' written' : ''}" data-line="${number}">`
                + `<span class="ln" aria-hidden="true">${number}</span><span class="src">${esc(text)}</span></span>`;
            });
          if (first === null)
            return `<p class="excerpt-missing">${esc(at.source.file)} has no line ${at.line}: no excerpt.</p>`;
          return `<figure class="excerpt"><figcaption>${esc(at.source.file)}, line${first === last ? '' : 's'} ${first}`
            + `${first === last ? '' : `–${last}`}</figcaption><pre>${lines}</pre></figure>`;
        }
        """#
}
