extension InspectorScript {
    /// The accessibility audit's part of the script, placed inside the page's script so it
    /// shares its state: a badge per view with its finding count, the "Accessibility findings"
    /// panel under the canvas, the selection's findings in the inspector, and `finding=RULE` in
    /// the address. Findings name views by path ("Root > Card > Title"), as `plumb audit` prints
    /// them; the script finds the view of each path in the variant shown.
    static let audit = #"""
        // ---- Accessibility audit ------------------------------------------------------
        const audit = model.audit;
        const pathCache = new Map();
        // Each view's path from the root, the audit's name for it; the first view of a path
        // wins when two siblings share a name (the audit cannot tell them apart either).
        function viewsByPath() {
          if (pathCache.has(variant)) return pathCache.get(variant);
          const paths = new Map(), byPath = new Map();
          for (const view of variant.views) {
            const up = view.parent === null ? null : paths.get(view.parent);
            const path = up === null || up === undefined ? view.name : `${up} > ${view.name}`;
            paths.set(view.id, path);
            if (!byPath.has(path)) byPath.set(path, view);
          }
          pathCache.set(variant, byPath);
          return byPath;
        }
        function auditFindings() {
          if (!audit) return [];
          const entry = audit.variants.find((e) => e.variant === variant.id);
          return entry ? entry.findings.map((i) => audit.findings[i]) : [];
        }
        function findingView(f) { return viewsByPath().get(f.view) || null; }
        function findingsOf(view) { return auditFindings().filter((f) => findingView(f) === view); }
        function findingWhere(f) { return f.file === null ? '' : f.line === null ? f.file : `${f.file}:${f.line}`; }
        function findingCategory(f) {
          if (f.firstCategory === null) return '';
          const atDefault = f.passesAtDefault === null ? '' : f.passesAtDefault ? '; passes at l' : '; fails at l';
          return `from ${f.firstCategory}${atDefault}`;
        }
        function findingLink(f) {
          const view = findingView(f);
          const params = new URLSearchParams();
          params.set('variant', variant.id);
          if (view) params.set('view', view.key);
          params.set('finding', f.rule);
          return '#' + params.toString();
        }
        function auditBadge(view) {
          const count = findingsOf(view).length;
          if (!count) return '';
          const words = `${count} accessibility finding${count === 1 ? '' : 's'}`;
          return ` <span class="badge audit" title="${words}"><span aria-hidden="true">a11y ${count}</span>`
            + `<span class="visually-hidden">${words}</span></span>`;
        }
        // One finding's facts, in the order plumb audit's line gives them.
        function findingFacts(f) {
          const measure = f.needsReview ? `needs review; threshold <span class="threshold">${esc(f.thresholdText)}</span>`
            : `measured <span class="measured">${esc(f.measuredText)}</span>, threshold`
              + ` <span class="threshold">${esc(f.thresholdText)}</span>`;
          let html = `<span class="meta measure">${measure}</span>`
            + `<span class="meta reference">${esc(f.reference)}</span>`;
          const category = findingCategory(f);
          if (category) html += `<span class="meta category">${esc(category)}</span>`;
          html += `<span class="meta where">${esc(findingWhere(f))}</span>`;
          if (f.baselineReason !== null)
            html += `<span class="meta baseline">in the baseline: ${esc(f.baselineReason)}</span>`;
          return html;
        }
        function auditInspectorHTML(view) {
          if (!audit) return '';
          const found = findingsOf(view);
          if (!found.length) return '';
          let html = `<h3>Accessibility (${found.length})</h3><ul class="view-findings">`;
          for (const f of found)
            html += `<li class="view-finding${state.finding === f.rule ? ' current' : ''}" data-rule="${esc(f.rule)}">`
              + `<code class="rule">${esc(f.rule)}</code> <span class="detail">${esc(f.detail)}</span>`
              + `${findingFacts(f)}</li>`;
          return html + '</ul>';
        }
        function renderAudit() {
          let panel = $('audit');
          if (!audit) { if (panel) panel.hidden = true; return; }
          if (!panel) {
            panel = document.createElement('section');
            panel.id = 'audit';
            panel.setAttribute('aria-label', 'Accessibility findings');
            $('problems').after(panel);
            panel.addEventListener('click', onClick);
          }
          const found = auditFindings();
          let html = `<h2>Accessibility findings (${found.length})</h2>`;
          if (!found.length) html += '<p class="no-findings">The audit found nothing in this variant.</p>';
          else {
            html += '<ol class="findings">';
            found.forEach((f, i) => {
              const view = findingView(f);
              const current = view && state.view === view.id && state.finding === f.rule;
              html += `<li class="finding${f.severity === 'note' ? ' baselined' : ''}${current ? ' current' : ''}"`
                + ` data-rule="${esc(f.rule)}" data-index="${i}">`
                + `<button type="button" class="finding-pick" data-index="${i}"${view ? '' : ' disabled'}>`
                + `<code class="rule">${esc(f.rule)}</code> <span class="detail">${esc(f.detail)}</span>`
                + ` <span class="path">${esc(f.view)}</span></button>${findingFacts(f)}`
                + ` <a class="finding-link" href="${esc(findingLink(f))}">Link to this finding</a></li>`;
            });
            html += '</ol>';
          }
          panel.innerHTML = html;
          panel.hidden = false;
          $('summary').textContent += ` · ${found.length} accessibility finding${found.length === 1 ? '' : 's'}`;
        }
        function auditClick(target) {
          const pick = target.closest('button.finding-pick');
          if (!pick) return false;
          const f = auditFindings()[Number(pick.dataset.index)];
          const view = f && findingView(f);
          if (!view) return true;
          state.view = view.id;
          state.constraint = null;
          state.finding = f.rule;
          renderAll();
          return true;
        }
        // The address names a finding by its rule; it stays only while its view is selected.
        function auditReadHash(params) {
          const rule = params.get('finding');
          const view = selected();
          state.finding = rule && view && findingsOf(view).some((f) => f.rule === rule) ? rule : null;
        }
        function auditWriteHash(params) { if (state.finding && selected()) params.set('finding', state.finding); }

        """#
}
