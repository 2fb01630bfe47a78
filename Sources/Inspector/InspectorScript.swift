/// The page's script: builds the tree, canvas, inspector and problems panels from the model
/// and keeps the selection in the address (`#variant=…&view=…&constraint=…`). Plain DOM
/// code, no framework; every text it shows comes from the model, which Plumb's own code
/// wrote (the "why" lines are `plumb explain --view`'s, the conflicts `plumb explain --format
/// json`'s): the script only lays them out.
enum InspectorScript {
    static let js = #"""
        (() => {
        'use strict';
        const model = JSON.parse(document.getElementById('plumb-model').textContent);
        // Rows are stored once per variant and referred to by index (schema version 2).
        for (const v of model.variants) {
          v.constraints = v.constraints.map((i) => v.rows[i]);
          for (const view of v.views)
            if (view.explanation)
              for (const axis of ['horizontal', 'vertical']) view.explanation[axis] = view.explanation[axis].map((i) => v.rows[i]);
        }
        const $ = (id) => document.getElementById(id);
        const ESC = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
        const esc = (text) => String(text).replace(/[&<>"']/g, (c) => ESC[c]);
        const num = (v) => { const r = Math.round(v * 1000) / 1000; return String(Object.is(r, -0) ? 0 : r); };
        const COLORS = {satisfied: '#007AFF', unmet: '#FF9500', conflict: '#FF3B30', ambiguous: '#AF52DE',
          select: '#0a5ad4', ghost: '#1c1c1e', outline: '#8e8e93'};
        const state = {variant: 0, view: null, constraint: null, finding: null, mode: 'contents', alt: null, ends: null,
          zoom: null, unfolded: false, compare: null, image: 'layout', split: 50, onion: 50,
          expected: false};
        const IMAGE_MODES = ['layout', 'side', 'slider', 'onion'];
        // A failing snapshot's page (plumb snapshot verify --inspect): the reference's frames,
        // the views that moved, the constraint diff and the two images.
        const failure = model.failure;
        const MOVED = '#FF2D55';
        let variant = model.variants[0];
        let focusedItem = null;

        function rectText(f) { return `x ${num(f.x)}, y ${num(f.y)}, width ${num(f.width)}, height ${num(f.height)}`; }
        function viewByKey(key) { return variant.views.find((v) => v.key === key) || null; }
        function selected() { return state.view === null ? null : variant.views[state.view]; }
        function children(id) { return variant.views.filter((v) => v.parent === id); }
        \#(audit)
        // ---- Address ------------------------------------------------------------------
        function readHash() {
          const params = new URLSearchParams(location.hash.slice(1));
          const index = model.variants.findIndex((v) => v.id === params.get('variant'));
          state.variant = index >= 0 ? index : 0;
          variant = model.variants[state.variant];
          const view = params.has('view') ? viewByKey(params.get('view')) : null;
          state.view = view ? view.id : null;
          state.constraint = view && /^[hv][0-9]+$/.test(params.get('constraint') || '') ? params.get('constraint') : null;
          state.mode = ['wireframe', 'both'].includes(params.get('mode')) ? params.get('mode') : 'contents';
          state.alt = /^[0-9]+\.[0-9]+$/.test(params.get('alt') || '') ? params.get('alt') : null;
          state.ends = params.get('ends');
          const compare = params.get('compare');
          state.compare = model.variants.some((v) => v.id === compare) ? compare : null;
          state.image = failure && IMAGE_MODES.includes(params.get('image')) ? params.get('image') : 'layout';
          state.expected = Boolean(failure && failure.expected) && params.get('expected') === '1';
          auditReadHash(params);
          readViewsHash(params);
        }
        function writeHash() {
          const params = new URLSearchParams();
          params.set('variant', variant.id);
          const view = selected();
          if (view) params.set('view', view.key);
          if (view && state.constraint) params.set('constraint', state.constraint);
          if (state.mode !== 'contents') params.set('mode', state.mode);
          if (state.alt) params.set('alt', state.alt);
          if (state.ends) params.set('ends', state.ends);
          if (state.compare) params.set('compare', state.compare);
          if (state.image !== 'layout') params.set('image', state.image);
          if (state.expected) params.set('expected', '1');
          auditWriteHash(params);
          writeViewsHash(params);
          const hash = '#' + params.toString();
          if (location.hash !== hash) history.replaceState(null, '', hash);
        }

        // ---- Tree ---------------------------------------------------------------------
        function buildTree() {
          const tree = $('tree');
          tree.textContent = '';
          const add = (view, list) => {
            const item = document.createElement('li');
            item.setAttribute('role', 'treeitem');
            item.setAttribute('aria-level', String(view.depth + 1));
            item.setAttribute('aria-selected', 'false');
            item.tabIndex = -1;
            item.dataset.view = String(view.id);
            const kids = children(view.id);
            const node = document.createElement('div');
            node.className = 'node';
            let html = `<span class="twisty" aria-hidden="true">${kids.length ? '▾' : ''}</span>`
              + `<span class="name">${esc(view.name)}</span> <span class="kind">${esc(view.kind)}</span>`;
            if (view.conflict) html += ' <span class="badge conflict">conflict</span>';
            if (view.ambiguous) html += ' <span class="badge ambiguous">ambiguous</span>';
            if (view.hidden) html += ' <span class="badge hidden-view">hidden</span>';
            html += auditBadge(view);
            node.innerHTML = html;
            item.appendChild(node);
            if (kids.length) {
              item.setAttribute('aria-expanded', 'true');
              const group = document.createElement('ul');
              group.setAttribute('role', 'group');
              for (const kid of kids) add(kid, group);
              item.appendChild(group);
            }
            list.appendChild(item);
          };
          for (const root of variant.views.filter((v) => v.parent === null)) add(root, tree);
          focusedItem = tree.querySelector('[role="treeitem"]');
          if (focusedItem) focusedItem.tabIndex = 0;
          applyFilter();
        }
        function visibleItems() {
          return [...$('tree').querySelectorAll('[role="treeitem"]')].filter((item) => {
            if (item.hidden) return false;
            for (let up = item.parentElement.closest('[role="treeitem"]'); up; up = up.parentElement.closest('[role="treeitem"]'))
              if (up.getAttribute('aria-expanded') === 'false') return false;
            return true;
          });
        }
        function focusItem(item) {
          if (!item) return;
          if (focusedItem) focusedItem.tabIndex = -1;
          focusedItem = item;
          item.tabIndex = 0;
          item.focus();
        }
        function setExpanded(item, open) {
          if (!item.hasAttribute('aria-expanded')) return;
          item.setAttribute('aria-expanded', String(open));
          item.querySelector(':scope > .node .twisty').textContent = open ? '▾' : '▸';
          item.querySelector(':scope > ul').hidden = !open;
        }
        function onTreeKey(event) {
          const item = event.target.closest('[role="treeitem"]');
          if (!item) return;
          const items = visibleItems();
          const at = items.indexOf(item);
          switch (event.key) {
            case 'ArrowDown': focusItem(items[at + 1]); break;
            case 'ArrowUp': focusItem(items[at - 1]); break;
            case 'Home': focusItem(items[0]); break;
            case 'End': focusItem(items[items.length - 1]); break;
            case 'ArrowRight':
              if (item.getAttribute('aria-expanded') === 'false') setExpanded(item, true);
              else if (item.hasAttribute('aria-expanded')) focusItem(item.querySelector('[role="treeitem"]'));
              break;
            case 'ArrowLeft':
              if (item.getAttribute('aria-expanded') === 'true') setExpanded(item, false);
              else focusItem(item.parentElement.closest('[role="treeitem"]'));
              break;
            case 'Enter': case ' ': select(Number(item.dataset.view)); break;
            default: return;
          }
          event.preventDefault();
        }
        function applyFilter() {
          const query = $('filter').value.trim().toLowerCase();
          const keep = new Set();
          for (const view of variant.views) {
            if (query && !view.name.toLowerCase().includes(query) && !view.kind.toLowerCase().includes(query)) continue;
            for (let v = view; v && !keep.has(v.id); v = v.parent === null ? null : variant.views[v.parent]) keep.add(v.id);
          }
          for (const item of $('tree').querySelectorAll('[role="treeitem"]'))
            item.hidden = !keep.has(Number(item.dataset.view));
        }
        function syncTree() {
          for (const item of $('tree').querySelectorAll('[role="treeitem"]')) {
            const on = Number(item.dataset.view) === state.view;
            item.setAttribute('aria-selected', String(on));
            if (on) {
              if (focusedItem) focusedItem.tabIndex = -1;
              focusedItem = item;
              item.tabIndex = 0;
            }
          }
        }

        // ---- Canvas -------------------------------------------------------------------
        function clipOf(view) {
          let clip = null;
          for (let up = view.parent === null ? null : variant.views[view.parent]; up;
               up = up.parent === null ? null : variant.views[up.parent]) {
            if (!up.clips) continue;
            const f = up.frame;
            clip = clip ? intersect(clip, f) : {x: f.x, y: f.y, width: f.width, height: f.height};
          }
          return clip;
        }
        function intersect(a, b) {
          const x = Math.max(a.x, b.x), y = Math.max(a.y, b.y);
          return {x, y, width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - x),
            height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - y)};
        }
        function inside(f, clip) {
          return f.x >= clip.x - 1e-3 && f.y >= clip.y - 1e-3 && f.x + f.width <= clip.x + clip.width + 1e-3
            && f.y + f.height <= clip.y + clip.height + 1e-3;
        }
        function shown(view) {
          for (let v = view; v; v = v.parent === null ? null : variant.views[v.parent]) if (v.hidden) return false;
          return true;
        }
        const box = (f) => `x="${f.x}" y="${f.y}" width="${Math.max(0, f.width)}" height="${Math.max(0, f.height)}"`;
        function zoom() {
          if (state.zoom) return state.zoom;
          const area = $('canvas-scroll');
          const fit = Math.min((area.clientWidth - 32) / variant.size.width, (area.clientHeight - 32) / variant.size.height);
          return Math.max(0.1, Math.min(4, fit || 1));
        }
        function renderCanvas() {
          const svg = $('canvas');
          const z = zoom(), W = variant.size.width, H = variant.size.height;
          svg.setAttribute('width', String(Math.round(W * z)));
          svg.setAttribute('height', String(Math.round(H * z)));
          svg.setAttribute('viewBox', `0 0 ${W} ${H}`);
          const px = 1 / z;
          const wire = state.mode === 'wireframe';
          let defs = '<pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
            + '<rect width="6" height="6" fill="#ffffff" fill-opacity="0.4"/>'
            + '<line x1="0" y1="0" x2="0" y2="6" stroke="#636366" stroke-width="2"/></pattern>';
          let views = '', labels = '';
          for (const view of variant.views) {
            if (!shown(view)) continue;
            const f = view.frame, clip = clipOf(view);
            let attrs = '';
            if (clip) {
              defs += `<clipPath id="clip-${view.id}"><rect ${box(clip)}/></clipPath>`;
              attrs = ` clip-path="url(#clip-${view.id})"`;
            }
            // With the render beneath shown, it is the views' contents (their pixels as drawn).
            const fill = wire || !view.background || renderShown() ? 'none' : view.background;
            // Ambiguous views are outlined in SPEC §8's purple, 2 pt, in both modes.
            let stroke = !wire && view.border ? view.border : COLORS.outline;
            let width = !wire && view.border ? view.borderWidth : px;
            if (view.ambiguous) { stroke = COLORS.ambiguous; width = 2; }
            views += `<rect class="view" data-view="${view.id}" ${box(f)} fill="${fill}" stroke="${stroke}"`
              + ` stroke-width="${width}" rx="${view.cornerRadius}" opacity="${wire ? 1 : view.alpha}"`
              + ` pointer-events="all"${attrs}/>`;
            if (clip && !inside(f, clip)) {
              // Content outside a clipping ancestor is not drawn by UIKit: hatched here.
              defs += `<mask id="out-${view.id}"><rect ${box(f)} fill="#fff"/><rect ${box(clip)} fill="#000"/></mask>`;
              views += `<rect class="clipped" data-view="${view.id}" ${box(f)} fill="url(#hatch)"`
                + ` mask="url(#out-${view.id})" pointer-events="none"/>`;
            }
            if (state.mode !== 'contents' && view.parent !== null)
              labels += `<text class="label" data-view="${view.id}" x="${f.x + 2 * px}" y="${f.y + 11 * px}" font-size="${10 * px}"`
                + ` fill="#3a3a3c">${esc(view.name)}</text>`;
          }
          svg.innerHTML = `<defs>${defs}</defs><g id="views">${views}</g><g id="labels">${labels}</g>`
            + `<g id="constraints">${constraintMarks(px)}</g><g id="selection">${selectionMark(px)}</g>`
            + `<g id="ghosts">${ghostMarks(px)}</g><g id="moved">${movedMarks(px)}</g>`
            + `<g id="differs">${differsMarks(px)}</g>`;
          decorateCanvas(svg, px);
        }
        function selectionMark(px) {
          const view = selected();
          if (!view) return '';
          return `<rect class="selected" ${box(view.frame)} fill="none" stroke="${COLORS.select}"`
            + ` stroke-width="${2 * px}" pointer-events="none"/>`;
        }
        function rowColor(row) {
          if (row.conflicting || row.state === 'broken') return COLORS.conflict;
          return row.state === 'lost' ? COLORS.unmet : COLORS.satisfied;
        }
        function constraintMarks(px) {
          let out = '';
          const view = selected();
          if (view && view.explanation) {
            for (const axis of ['horizontal', 'vertical'])
              view.explanation[axis].forEach((row, i) => {
                if (!row.folded || state.unfolded) out += mark(row, `${axis[0]}${i}`, px);
              });
          }
          // The conflicting sets are always drawn: a conflict is the first thing to see.
          variant.constraints.forEach((row, i) => { if (row.conflicting) out += mark(row, `c${i}`, px); });
          return out;
        }
        function mark(row, id, px) {
          const g = row.geometry;
          if (!g) return '';
          const a = g.first, b = g.second;
          const color = rowColor(row);
          const current = state.constraint === id;
          const sw = (current ? 3 : 1.5) * Math.max(1, px);
          const dash = row.state === 'lost' ? ' stroke-dasharray="4 3"' : '';
          const cap = 4 * Math.max(1, px);
          let segs = [];
          const mid = (f, horizontal) => horizontal ? f.y + f.height / 2 : f.x + f.width / 2;
          if (a.size) {
            for (const side of [a, b]) {
              if (!side || !side.size) continue;
              const f = side.frame;
              if (side.axis === 'h') segs.push([f.x, f.y + 4, f.x + side.value, f.y + 4, 'h']);
              else segs.push([f.x + 4, f.y, f.x + 4, f.y + side.value, 'v']);
            }
          } else if (a.axis === 'h') {
            const y = b ? overlapMid(a.frame, b.frame, true) : mid(a.frame, true);
            segs.push([a.value, y, b ? b.value : a.value, y, 'h']);
          } else {
            const x = b ? overlapMid(a.frame, b.frame, false) : mid(a.frame, false);
            segs.push([x, a.value, x, b ? b.value : a.value, 'v']);
          }
          let out = `<g class="constraint" data-row="${id}" stroke="${color}" stroke-width="${sw}"${dash}>`;
          for (const [x1, y1, x2, y2, dir] of segs) {
            if (Math.abs(x2 - x1) < 1e-3 && Math.abs(y2 - y1) < 1e-3) {
              // Anchors that coincide: a short bar across the shared edge.
              out += dir === 'h' ? `<line x1="${x1}" y1="${y1 - 6}" x2="${x1}" y2="${y1 + 6}"/>`
                : `<line x1="${x1 - 6}" y1="${y1}" x2="${x1 + 6}" y2="${y1}"/>`;
              continue;
            }
            out += `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`;
            for (const [x, y] of [[x1, y1], [x2, y2]])
              out += dir === 'h' ? `<line x1="${x}" y1="${y - cap}" x2="${x}" y2="${y + cap}" stroke-dasharray="none"/>`
                : `<line x1="${x - cap}" y1="${y}" x2="${x + cap}" y2="${y}" stroke-dasharray="none"/>`;
            if (row.state === 'broken') {
              const cx = (x1 + x2) / 2, cy = (y1 + y2) / 2, s = 5 * Math.max(1, px);
              out += `<path d="M${cx - s} ${cy - s}L${cx + s} ${cy + s}M${cx - s} ${cy + s}L${cx + s} ${cy - s}"`
                + ' stroke-dasharray="none"/>';
            }
          }
          return out + '</g>';
        }
        function overlapMid(f, g, horizontal) {
          const lo = horizontal ? Math.max(f.y, g.y) : Math.max(f.x, g.x);
          const hi = horizontal ? Math.min(f.y + f.height, g.y + g.height) : Math.min(f.x + f.width, g.x + g.width);
          if (hi > lo) return (lo + hi) / 2;
          return horizontal ? f.y + f.height / 2 : f.x + f.width / 2;
        }
        function ghostFrames() {
          if (state.alt) {
            const [c, i] = state.alt.split('.').map(Number);
            const alt = ((variant.diagnosis.conflicts[c] || {}).alternatives || [])[i];
            if (alt && alt.frames) return {color: COLORS.conflict, frames: alt.frames.map((f) => [f.view, f.to])};
          }
          if (state.ends) {
            const amb = variant.diagnosis.ambiguities.find((a) => a.view === state.ends);
            if (amb) return {color: COLORS.ambiguous, frames: amb.ghosts.map((g) => [amb.view, g])};
          }
          return {color: '', frames: []};
        }
        function ghostMarks(px) {
          const ghosts = ghostFrames();
          let out = '';
          for (const [name, f] of ghosts.frames)
            out += `<rect class="ghost" data-view="${esc(name)}" ${box(f)} fill="none" stroke="${ghosts.color}"`
              + ` stroke-width="${1.5 * px}" stroke-dasharray="${5 * px} ${3 * px}" pointer-events="none"/>`
              + `<text class="label" x="${f.x + 2 * px}" y="${f.y + f.height - 3 * px}" font-size="${10 * px}"`
              + ` fill="${COLORS.ghost}">${esc(name)} (ghost)</text>`;
          return out;
        }

        // ---- Compare ------------------------------------------------------------------
        const sameFrame = (a, b) => ['x', 'y', 'width', 'height'].every((k) => Math.abs(a[k] - b[k]) <= 1e-3);
        function compared() {
          const other = state.compare === null ? null : model.variants.find((v) => v.id === state.compare);
          return other && other !== variant ? other : null;
        }
        // The views whose frames (in root coordinates) differ between this variant and the
        // other, met by key; a view only one side has is listed as absent on the other.
        function differences(a, b) {
          const out = [];
          const others = new Map(b.views.map((v) => [v.key, v]));
          const keys = new Set();
          for (const view of a.views) {
            keys.add(view.key);
            const other = others.get(view.key);
            if (!other || !sameFrame(view.frame, other.frame))
              out.push({key: view.key, name: view.name, id: view.id, a: view.frame, b: other ? other.frame : null});
          }
          for (const other of b.views)
            if (!keys.has(other.key)) out.push({key: other.key, name: other.name, id: null, a: null, b: other.frame});
          return out;
        }
        function differsMarks(px) {
          const other = compared();
          if (!other) return '';
          return differences(variant, other).filter((d) => d.a).map((d) => `<rect class="differs" ${box(d.a)}`
            + ` fill="none" stroke="${COLORS.select}" stroke-width="${1.5 * px}" stroke-dasharray="${2 * px} ${2 * px}"`
            + ' pointer-events="none"/>').join('');
        }
        function renderComparison() {
          const panel = $('comparison');
          const other = compared();
          if (!other) { panel.hidden = true; panel.textContent = ''; return; }
          const diffs = differences(variant, other);
          let html = `<h2>Frames that differ from ${esc(variant.id)} to ${esc(other.id)}: `
            + `${diffs.length} view${diffs.length === 1 ? '' : 's'}</h2>`;
          if (!diffs.length) html += '<p>Every view has the same frame in both variants.</p>';
          else {
            html += `<table class="diffs"><thead><tr><th scope="col">View</th><th scope="col">${esc(variant.id)}</th>`
              + `<th scope="col">${esc(other.id)}</th></tr></thead><tbody>`;
            for (const d of diffs)
              html += `<tr data-key="${esc(d.key)}"><th scope="row">`
                + (d.id === null ? esc(d.name) : `<button type="button" class="goto" data-view="${d.id}">${esc(d.name)}</button>`)
                + `</th><td class="frame-a">${d.a ? rectText(d.a) : 'absent'}</td>`
                + `<td class="frame-b">${d.b ? rectText(d.b) : 'absent'}</td></tr>`;
            html += '</tbody></table>';
          }
          panel.innerHTML = html;
          panel.hidden = false;
        }

        // ---- Snapshot failure ---------------------------------------------------------
        function movedOf(id) { return failure ? failure.moved.find((m) => m.view === id) || null : null; }
        function movedMarks(px) {
          if (!failure || variant !== model.variants[0]) return '';
          let out = '';
          // The whole reference layout, when asked: every view's expected frame, dashed grey.
          if (state.expected && failure.expected)
            for (const v of failure.expected.views)
              out += `<rect class="expected-view" data-key="${esc(v.key)}" ${box(v.frame)} fill="none"`
                + ` stroke="#636366" stroke-width="${px}" stroke-dasharray="${3 * px} ${2 * px}" pointer-events="none"/>`;
          for (const m of failure.moved) {
            if (m.to) out += `<rect class="moved-now" data-view="${m.view}" ${box(m.to)} fill="none" stroke="${MOVED}"`
              + ` stroke-width="${2 * px}" pointer-events="none"/>`;
            if (m.from) out += `<rect class="moved-was" data-key="${esc(m.key)}" ${box(m.from)} fill="none"`
              + ` stroke="${MOVED}" stroke-width="${1.5 * px}" stroke-dasharray="${5 * px} ${3 * px}" pointer-events="none"/>`
              + `<text class="label" x="${m.from.x + 2 * px}" y="${m.from.y + m.from.height - 3 * px}"`
              + ` font-size="${10 * px}" fill="${COLORS.ghost}">${esc(m.name)} (expected)</text>`;
          }
          return out;
        }
        function constraintDiffHTML(c) {
          if (!c.recorded)
            return '<p class="no-constraint-diff">The reference records no constraints: a frames reference keeps '
              + 'constraints only for a conflict, and neither layout had one. No constraint diff.</p>';
          const list = (title, cls, items) => items.length
            ? `<p>${title}:</p><ul class="${cls}">${items.map((t) => `<li><code>${esc(t)}</code></li>`).join('')}</ul>` : '';
          // scope "all": the suite records every constraint (the constraints strategy).
          let html = '<p class="meta">Compared: ' + (c.scope === 'all'
            ? 'every constraint of the layout, with the constraints reference.</p>'
            : 'the conflicting sets\' constraints, which is what the reference records.</p>')
            + list('Added', 'added', c.added) + list('Removed', 'removed', c.removed);
          if (c.changed.length)
            html += '<p>Changed:</p><ul class="changed">' + c.changed.map((x) => `<li><code>${esc(x.from)}</code> → `
              + `<code>${esc(x.to)}</code></li>`).join('') + '</ul>';
          if (!c.added.length && !c.removed.length && !c.changed.length) html += '<p>No constraint changed.</p>';
          return html;
        }
        function renderFailure() {
          if (!failure) return;
          const panel = $('failure');
          let html = `<h2>Snapshot failure: ${esc(failure.name)}</h2><ul class="reasons">`
            + failure.reasons.map((r) => `<li>${esc(r)}</li>`).join('') + '</ul>';
          if (!failure.expected) {
            html += `<p>No frames reference${failure.reference ? ` (${esc(failure.reference)}.txt)` : ''}: `
              + 'nothing to compare the layout with.</p>';
          } else {
            html += `<h3>Moved views (${failure.moved.length})</h3>`
              + `<button type="button" class="show-expected" aria-pressed="${state.expected}">Draw the reference `
              + `layout (${failure.expected.views.length} views)</button>`;
            if (!failure.moved.length) html += '<p>No view moved: every frame matches the reference.</p>';
            else {
              html += '<table class="moves"><thead><tr><th scope="col">View</th><th scope="col">Expected (reference)</th>'
                + '<th scope="col">Actual</th></tr></thead><tbody>';
              for (const m of failure.moved)
                html += `<tr data-key="${esc(m.key)}"><th scope="row">`
                  + (m.view === null ? esc(m.name) : `<button type="button" class="goto" data-view="${m.view}">${esc(m.name)}</button>`)
                  + `</th><td class="frame-old">${m.from ? rectText(m.from) : 'absent'}</td>`
                  + `<td class="frame-new">${m.to ? rectText(m.to) : 'absent'}</td></tr>`;
              html += '</tbody></table>';
            }
          }
          html += '<h3>Constraint diff</h3>' + constraintDiffHTML(failure.constraints);
          panel.innerHTML = html;
          panel.hidden = false;
        }
        // The images' zoom: fit side by side, or one above its slider, unless zoomed by hand.
        function imageZoom() {
          if (state.zoom) return state.zoom;
          const area = $('canvas-scroll'), side = state.image === 'side';
          const fit = Math.min((area.clientWidth - 48) / (variant.size.width * (side ? 2 : 1)),
            (area.clientHeight - 80) / variant.size.height);
          return Math.max(0.1, Math.min(4, fit || 1));
        }
        function imageTag(which, label) {
          const src = failure.images[which];
          return src ? `<img class="shot-${which}" src="${src}" alt="${label}" width="${variant.size.width * imageZoom()}">`
            : `<p class="hint">No ${label.toLowerCase()}.</p>`;
        }
        function renderImages() {
          const images = $('images');
          const layout = !failure || state.image === 'layout';
          $('canvas').style.display = layout ? '' : 'none';
          images.hidden = layout;
          for (const button of document.querySelectorAll('.image-mode'))
            button.setAttribute('aria-pressed', String(button.dataset.image === state.image));
          if (layout) { images.textContent = ''; return; }
          const both = failure.images.expected && failure.images.actual;
          const w = variant.size.width * imageZoom();
          let html = '';
          if (state.image === 'side' || !both) {
            html = `<div class="side"><figure><figcaption>Expected (reference)</figcaption>${imageTag('expected', 'Expected rendering')}`
              + `</figure><figure><figcaption>Actual</figcaption>${imageTag('actual', 'Actual rendering')}</figure></div>`;
          } else if (state.image === 'slider') {
            html = `<div class="stack" style="width:${w}px">${imageTag('actual', 'Actual rendering')}`
              + `<div class="top" style="width:${state.split}%">${imageTag('expected', 'Expected rendering')}</div></div>`
              + `<label class="field">Expected on the left, actual on the right: <input type="range" id="split" min="0"`
              + ` max="100" value="${state.split}"></label>`;
          } else {
            html = `<div class="stack" style="width:${w}px">${imageTag('expected', 'Expected rendering')}`
              + `<div class="top" style="width:100%;opacity:${state.onion / 100}">${imageTag('actual', 'Actual rendering')}`
              + `</div></div><label class="field">Actual over expected, opacity: <input type="range" id="onion" min="0"`
              + ` max="100" value="${state.onion}"></label>`;
          }
          images.innerHTML = html;
        }

        // ---- Inspector ----------------------------------------------------------------
        function stateWords(row) {
          let words;
          if (row.state === 'broken') words = 'broken';
          else if (row.state === 'lost') words = `unmet optional, error ${num(row.amount)}`;
          else words = 'satisfied';
          if (row.conflicting && row.state !== 'broken') words += ', in a conflicting set';
          return words;
        }
        function rowHTML(row, id) {
          const classes = ['row', `state-${row.state}`];
          if (row.conflicting) classes.push('conflicting');
          if (state.constraint === id) classes.push('current');
          const origin = row.where ? `written at <span class="where">${esc(row.where)}</span>`
            : `generated by <span class="generator">${esc(row.generator)}</span>`;
          return `<li class="${classes.join(' ')}" data-row="${id}"${row.folded && !state.unfolded ? ' hidden' : ''}>`
            + `<button type="button" class="pick" data-row="${id}"><code class="why-line">${esc(row.line)}</code>`
            + `<span class="meta"><span class="state-word">${esc(stateWords(row))}</span> · priority ${num(row.priority)}`
            + ` · ${origin}</span></button>${excerptHTML(row, id)}</li>`;
        }
        function axisHTML(title, rows, letter) {
          let html = `<section class="axis" data-axis="${title.toLowerCase()}"><h3>${title}</h3><ul class="rows">`;
          if (!rows.length) html += '<li class="row empty"><code class="why-line">(no constraints)</code></li>';
          rows.forEach((row, i) => { html += rowHTML(row, `${letter}${i}`); });
          html += '</ul>';
          const folded = rows.filter((r) => r.folded).length;
          if (folded)
            html += `<button type="button" class="unfold" aria-expanded="${state.unfolded}">`
              + `${state.unfolded ? 'Hide' : 'Show'} ${folded} generated constraint${folded === 1 ? '' : 's'}</button>`;
          return html + '</section>';
        }
        function renderInspector() {
          const panel = $('inspector');
          const view = selected();
          if (!view) { panel.innerHTML = '<p class="hint">Select a view in the tree or on the canvas.</p>'; return; }
          const ex = view.explanation;
          const pair = (o) => `horizontal ${num(o.horizontal)}, vertical ${num(o.vertical)}`;
          let intrinsic = 'none';
          if (ex && ex.intrinsic)
            intrinsic = `width ${ex.intrinsic.width === null ? 'none' : num(ex.intrinsic.width)}, `
              + `height ${ex.intrinsic.height === null ? 'none' : num(ex.intrinsic.height)}`;
          let html = `<h2 id="inspected-name">${esc(view.name)}</h2><table class="facts"><tbody>`
            + `<tr><th scope="row">Kind</th><td>${esc(view.kind)}</td></tr>`
            + `<tr><th scope="row">Frame</th><td class="frame">${rectText(view.frame)}</td></tr>`
            + `<tr><th scope="row">Frame in superview</th><td class="frame-in-superview">${rectText(view.frameInSuperview)}</td></tr>`
            + `<tr><th scope="row">Intrinsic size</th><td class="intrinsic">${intrinsic}</td></tr>`;
          if (view.hugging)
            html += `<tr><th scope="row">Content hugging</th><td>${pair(view.hugging)}</td></tr>`
              + `<tr><th scope="row">Compression resistance</th><td>${pair(view.compression)}</td></tr>`;
          const moved = movedOf(view.id);
          if (moved)
            html += `<tr><th scope="row">Expected frame</th><td class="frame-expected">`
              + `${moved.from ? rectText(moved.from) : 'absent from the reference'}</td></tr>`;
          if (view.source)
            html += `<tr><th scope="row">Written at</th><td class="where">${esc(view.source.file || '')}:${view.source.line}`
              + ` (id ${esc(view.source.objectID)}, ${esc(view.source.element)})</td></tr>`;
          html += '</tbody></table>' + auditInspectorHTML(view);
          if (ex) {
            html += axisHTML('Horizontal', ex.horizontal, 'h') + axisHTML('Vertical', ex.vertical, 'v');
            const amb = variant.diagnosis.ambiguities.find((a) => a.view === view.name);
            if (amb) html += `<h3>Ambiguous</h3>${ambiguityHTML(amb)}`;
            html += '<details><summary>As <code>plumb explain --view</code> prints it</summary>'
              + `<pre class="explain-text">${esc(ex.text)}</pre></details>`;
          } else {
            html += '<p class="hint">The root: the device\'s window, sized by the device.</p>';
          }
          panel.innerHTML = html;
        }

        // ---- Problems -----------------------------------------------------------------
        function ambiguityHTML(amb) {
          const on = state.ends === amb.view;
          let html = '<ul class="ranges">' + amb.ranges.map((r) => `<li>${esc(r.attribute)} ∈ ${esc(r.interval)}</li>`).join('')
            + '</ul>';
          if (amb.ghosts.length)
            html += `<button type="button" class="ends" data-view="${esc(amb.view)}" aria-pressed="${on}">`
              + `Show the ends of the ranges (${amb.ghosts.length} ghost${amb.ghosts.length === 1 ? '' : 's'})</button>`;
          if (amb.pins.length)
            html += '<p>Pins that would fix it (scene notation, in this order):</p>'
              + `<pre class="pins">${esc(amb.pins.join('\n'))}</pre>`
              + '<button type="button" class="copy">Copy the pins</button>';
          return html + exerciseHTML(amb);
        }
        function renderProblems() {
          const d = variant.diagnosis;
          let html = '';
          if (d.conflicts.length) html += `<h2>Conflicts (${d.conflicts.length})</h2>`;
          d.conflicts.forEach((c, ci) => {
            html += `<article class="conflict-block" data-conflict="${ci}"><p class="reason">${esc('Why <' + c.broken + '>: ' + c.reason)}</p>`
              + '<ol class="members">';
            for (const m of c.constraints) {
              const origin = m.where ? `written at ${esc(m.where)}` : `generated by ${esc(m.generator)}`;
              html += `<li class="member${m.broken ? ' broken' : ''}"><code>${esc(m.text)}</code>`
                + `${m.broken ? ' (broken)' : ''} <span class="meta">${origin}</span></li>`;
            }
            html += '</ol>';
            if (c.alternatives.length) html += '<p>Breaking another constraint of the set instead:</p><ul class="alternatives">';
            c.alternatives.forEach((a, ai) => {
              const id = `${ci}.${ai}`;
              const label = `<code>${esc(a.break)}</code>`;
              html += '<li class="alternative">' + (a.frames && a.frames.length
                ? `<button type="button" class="alt" data-alt="${id}" aria-pressed="${state.alt === id}">Break ${label}</button>`
                : `Break ${label}`) + ` <span class="alternative-outcome">${esc(a.text)}</span></li>`;
            });
            if (c.alternatives.length) html += '</ul>';
            html += '</article>';
          });
          if (d.ambiguities.length) html += `<h2>Ambiguity (${d.ambiguities.length})</h2>`;
          for (const a of d.ambiguities)
            html += `<article class="ambiguity-block"><h3>${esc(a.view)}</h3>${ambiguityHTML(a)}</article>`;
          $('problems').innerHTML = html;
          const views = variant.views.length - 1;
          $('summary').textContent = `${views} view${views === 1 ? '' : 's'} · ${d.conflicts.length} conflict`
            + `${d.conflicts.length === 1 ? '' : 's'} · ${d.ambiguities.length} ambiguous`;
        }

        // ---- State changes ------------------------------------------------------------
        function renderAll() {
          $('mode-contents').setAttribute('aria-pressed', String(state.mode === 'contents'));
          $('mode-wireframe').setAttribute('aria-pressed', String(state.mode === 'wireframe'));
          $('mode-both').setAttribute('aria-pressed', String(state.mode === 'both'));
          syncViewControls();
          $('variant').value = variant.id;
          $('compare').value = state.compare || '';
          syncTree();
          renderCanvas();
          renderImages();
          renderInspector();
          renderProblems();
          renderComparison();
          renderFailure();
          renderAudit();
          writeHash();
        }
        function select(id) {
          const start = performance.now();
          state.view = id;
          state.constraint = null;
          state.finding = null;
          renderAll();
          // How long a selection takes to draw: scripts/inspector-bench reads it.
          performance.measure('plumb-select', {start});
        }
        function onClick(event) {
          const target = event.target;
          if (auditClick(target)) return;
          if (target.closest('button.show-expected')) { state.expected = !state.expected; return renderAll(); }
          const goto = target.closest('button.goto');
          if (goto) return select(Number(goto.dataset.view));
          const pick = target.closest('button.pick');
          if (pick) { state.constraint = state.constraint === pick.dataset.row ? null : pick.dataset.row; return renderAll(); }
          if (target.closest('button.unfold')) { state.unfolded = !state.unfolded; return renderAll(); }
          const alt = target.closest('button.alt');
          if (alt) { state.alt = state.alt === alt.dataset.alt ? null : alt.dataset.alt; state.ends = null; return renderAll(); }
          const ends = target.closest('button.ends');
          if (ends) { state.ends = state.ends === ends.dataset.view ? null : ends.dataset.view; state.alt = null; return renderAll(); }
          const copy = target.closest('button.copy');
          if (copy) {
            const text = copy.previousElementSibling.textContent;
            if (navigator.clipboard) navigator.clipboard.writeText(text).catch(() => {});
            const range = document.createRange();
            range.selectNodeContents(copy.previousElementSibling);
            getSelection().removeAllRanges();
            getSelection().addRange(range);
          }
        }
        function start() {
          $('title').textContent = `${model.input.scene} — Plumb inspector`;
          for (const v of model.variants) {
            const option = document.createElement('option');
            option.value = v.id;
            option.textContent = v.id;
            $('variant').appendChild(option);
            $('compare').appendChild(option.cloneNode(true));
          }
          $('compare-field').hidden = model.variants.length < 2;
          $('image-modes').hidden = !failure;
          readHash();
          buildTree();
          $('tree').addEventListener('keydown', onTreeKey);
          $('tree').addEventListener('click', (event) => {
            const item = event.target.closest('[role="treeitem"]');
            if (!item) return;
            if (event.target.closest('.twisty') && item.hasAttribute('aria-expanded'))
              return setExpanded(item, item.getAttribute('aria-expanded') === 'false');
            focusItem(item);
            select(Number(item.dataset.view));
          });
          $('filter').addEventListener('input', applyFilter);
          $('canvas').addEventListener('click', (event) => {
            const rect = event.target.closest('rect.view');
            if (rect) select(Number(rect.dataset.view));
          });
          $('variant').addEventListener('change', () => {
            const key = selected() && selected().key;
            state.variant = model.variants.findIndex((v) => v.id === $('variant').value);
            variant = model.variants[state.variant];
            const again = key ? viewByKey(key) : null;
            state.view = again ? again.id : null;
            state.alt = null;
            buildTree();
            renderAll();
          });
          $('mode-contents').addEventListener('click', () => { state.mode = 'contents'; renderAll(); });
          $('mode-wireframe').addEventListener('click', () => { state.mode = 'wireframe'; renderAll(); });
          $('mode-both').addEventListener('click', () => { state.mode = 'both'; renderAll(); });
          startViews();
          $('zoom-in').addEventListener('click', () => { state.zoom = zoom() * 1.25; renderCanvas(); renderImages(); });
          $('zoom-out').addEventListener('click', () => { state.zoom = zoom() / 1.25; renderCanvas(); renderImages(); });
          $('zoom-fit').addEventListener('click', () => { state.zoom = null; renderCanvas(); renderImages(); });
          $('inspector').addEventListener('click', onClick);
          $('problems').addEventListener('click', onClick);
          $('comparison').addEventListener('click', onClick);
          $('failure').addEventListener('click', onClick);
          $('compare').addEventListener('change', () => { state.compare = $('compare').value || null; renderAll(); });
          for (const button of document.querySelectorAll('.image-mode'))
            button.addEventListener('click', () => { state.image = button.dataset.image; renderAll(); });
          // The sliders move the top image without drawing the page again (focus stays put).
          $('images').addEventListener('input', (event) => {
            const top = $('images').querySelector('.top');
            if (event.target.id === 'split') { state.split = Number(event.target.value); top.style.width = `${state.split}%`; }
            if (event.target.id === 'onion') { state.onion = Number(event.target.value); top.style.opacity = String(state.onion / 100); }
          });
          addEventListener('hashchange', () => { readHash(); buildTree(); renderAll(); });
          addEventListener('resize', () => { if (!state.zoom) { renderCanvas(); renderImages(); } });
          renderAll();
          // When the page answers clicks: what docs/debugging.md's interactivity figure reads.
          performance.mark('plumb-interactive');
        }
        \#(exploded)
        \#(exercise)
        \#(source)
        start();
        })();
        """#
}
