extension InspectorScript {
    /// The exploded 3D view and the render beneath the drawing (docs/debugging.md, "The
    /// canvas in 3D" and "The render beneath"). The 3D view is an orthographic projection
    /// worked out here, not CSS 3D: each view is drawn in a layer `depth × spacing` points in
    /// front of the root's, the stack turned by a yaw about the vertical axis and then a pitch
    /// about the horizontal one; a plane turned and projected so is an affine map, so each
    /// layer is an SVG group with a `matrix(…)` transform. The browser then hit-tests the
    /// transformed shapes itself (a click selects what it draws), the output is the same
    /// numbers for the same state, and the page stays one crisp SVG.
    static let exploded = #"""
        // ---- Exploded view and render beneath -------------------------------------------
        const views3d = {exploded: false, spacing: 20, yaw: -30, pitch: 20, render: false, opacity: 100,
          drag: null, dragged: false};
        const TURN = {min: -80, max: 80, step: 5, perPixel: 0.5};
        function renderShown() { return views3d.render && Boolean(variant.render); }
        function readViewsHash(params) {
          views3d.exploded = params.get('mode3d') === '1';
          const number = (name, low, high, fallback) => {
            const value = Number(params.get(name));
            return params.has(name) && Number.isFinite(value) ? Math.min(high, Math.max(low, value)) : fallback;
          };
          views3d.spacing = number('spacing', 0, 100, 20);
          views3d.yaw = number('yaw', TURN.min, TURN.max, -30);
          views3d.pitch = number('pitch', TURN.min, TURN.max, 20);
          views3d.render = params.get('render') === '1';
          views3d.opacity = number('opacity', 0, 100, 100);
          readExerciseHash(params);
        }
        function writeViewsHash(params) {
          if (views3d.exploded) {
            params.set('mode3d', '1');
            if (views3d.spacing !== 20) params.set('spacing', String(views3d.spacing));
            if (views3d.yaw !== -30) params.set('yaw', fixed(views3d.yaw));
            if (views3d.pitch !== 20) params.set('pitch', fixed(views3d.pitch));
          }
          if (views3d.render) params.set('render', '1');
          if (views3d.render && views3d.opacity !== 100) params.set('opacity', String(views3d.opacity));
          writeExerciseHash(params);
        }
        // Rounded to 1e-6 so the attribute reads the same on every run and machine.
        const fixed = (v) => { const r = Math.round(v * 1e6) / 1e6; return String(Object.is(r, -0) ? 0 : r); };
        // The affine map of the layer `z` points in front of the root's, centred on the root:
        // x' = cos(yaw)·(x − cx) + sin(yaw)·z
        // y' = sin(yaw)·sin(pitch)·(x − cx) + cos(pitch)·(y − cy) − cos(yaw)·sin(pitch)·z
        function layerMatrix(z) {
          const yaw = views3d.yaw * Math.PI / 180, pitch = views3d.pitch * Math.PI / 180;
          const cx = variant.size.width / 2, cy = variant.size.height / 2;
          const a = Math.cos(yaw), b = Math.sin(yaw) * Math.sin(pitch), d = Math.cos(pitch);
          const e = -a * cx + Math.sin(yaw) * z;
          const f = -b * cx - d * cy - Math.cos(yaw) * Math.sin(pitch) * z;
          return [a, b, 0, d, e, f];
        }
        const apply = (m, x, y) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
        function decorateCanvas(svg, px) {
          if (renderShown()) {
            // Beneath every view: the PNG is the device's size times its scale, drawn in points.
            const image = document.createElementNS(svg.namespaceURI, 'image');
            for (const [name, value] of [['class', 'render'], ['data-view', '0'], ['x', '0'], ['y', '0'],
              ['width', String(variant.size.width)], ['height', String(variant.size.height)],
              ['preserveAspectRatio', 'none'], ['opacity', String(views3d.opacity / 100)], ['pointer-events', 'none'],
              ['href', variant.render]])
              image.setAttribute(name, value);
            $('views').before(image);
          }
          exerciseMarks(svg, px);
          if (views3d.exploded) explode(svg);
        }
        // Each view's shapes into its layer, layers back to front (depth, then subview order:
        // views of one depth share a plane), the overlays in the selection's layer.
        function explode(svg) {
          const order = [...variant.views].sort((p, q) => p.depth - q.depth || p.id - q.id);
          const fragment = document.createDocumentFragment();
          let low = [Infinity, Infinity], high = [-Infinity, -Infinity];
          const grow = (m, f) => {
            for (const [x, y] of [[f.x, f.y], [f.x + f.width, f.y], [f.x, f.y + f.height], [f.x + f.width, f.y + f.height]]) {
              const [X, Y] = apply(m, x, y);
              low = [Math.min(low[0], X), Math.min(low[1], Y)];
              high = [Math.max(high[0], X), Math.max(high[1], Y)];
            }
          };
          for (const view of order) {
            if (!shown(view)) continue;
            const m = layerMatrix(view.depth * views3d.spacing);
            const layer = document.createElementNS(svg.namespaceURI, 'g');
            layer.setAttribute('class', 'layer');
            layer.setAttribute('data-view', String(view.id));
            layer.setAttribute('data-depth', String(view.depth));
            layer.setAttribute('transform', `matrix(${m.map(fixed).join(' ')})`);
            const own = `[data-view="${view.id}"]`;
            for (const shape of svg.querySelectorAll(`image.render${own}, #views ${own}, #labels ${own}`))
              layer.appendChild(shape);
            fragment.appendChild(layer);
            grow(m, view.frame);
          }
          const plane = selected() && shown(selected()) ? selected().depth : 0;
          const overlays = document.createElementNS(svg.namespaceURI, 'g');
          overlays.setAttribute('id', 'overlays');
          overlays.setAttribute('transform', `matrix(${layerMatrix(plane * views3d.spacing).map(fixed).join(' ')})`);
          for (const id of ['constraints', 'selection', 'ghosts', 'moved', 'differs', 'exercise'])
            if ($(id)) overlays.appendChild($(id));
          $('views').replaceWith(fragment);
          $('labels').remove();
          svg.appendChild(overlays);
          const margin = 16;
          const width = high[0] - low[0] + 2 * margin, height = high[1] - low[1] + 2 * margin;
          svg.setAttribute('viewBox', `${fixed(low[0] - margin)} ${fixed(low[1] - margin)} ${fixed(width)} ${fixed(height)}`);
          const area = $('canvas-scroll');
          const fit = Math.max(0.1, Math.min(4, Math.min((area.clientWidth - 32) / width, (area.clientHeight - 32) / height) || 1));
          const z = state.zoom || fit;
          svg.setAttribute('width', String(Math.round(width * z)));
          svg.setAttribute('height', String(Math.round(height * z)));
          svg.classList.add('exploded');
        }
        function syncViewControls() {
          $('exploded').setAttribute('aria-pressed', String(views3d.exploded));
          $('spacing-field').hidden = !views3d.exploded;
          $('spacing').value = String(views3d.spacing);
          $('render-controls').hidden = !variant.render;
          $('render').setAttribute('aria-pressed', String(renderShown()));
          $('render-opacity-field').hidden = !renderShown();
          $('render-opacity').value = String(views3d.opacity);
          $('canvas').classList.toggle('exploded', views3d.exploded);
        }
        function turn(yaw, pitch) {
          const clamp = (v) => Math.min(TURN.max, Math.max(TURN.min, v));
          views3d.yaw = clamp(views3d.yaw + yaw);
          views3d.pitch = clamp(views3d.pitch + pitch);
          renderCanvas();
          writeHash();
        }
        function startViews() {
          startExercise();
          $('exploded').addEventListener('click', () => { views3d.exploded = !views3d.exploded; renderAll(); });
          // The sliders redraw the canvas only, so focus and a drag on them stay put.
          $('spacing').addEventListener('input', () => { views3d.spacing = Number($('spacing').value); renderCanvas(); writeHash(); });
          $('render').addEventListener('click', () => { views3d.render = !views3d.render; renderAll(); });
          $('render-opacity').addEventListener('input', () => {
            views3d.opacity = Number($('render-opacity').value);
            const image = $('canvas').querySelector('image.render');
            if (image) image.setAttribute('opacity', String(views3d.opacity / 100));
            writeHash();
          });
          // Turning: the arrow keys on the focused canvas (5° a press), or a drag (0.5° a pixel).
          $('canvas-scroll').addEventListener('keydown', (event) => {
            if (!views3d.exploded || event.target !== $('canvas-scroll')) return;
            const turns = {ArrowLeft: [-TURN.step, 0], ArrowRight: [TURN.step, 0], ArrowUp: [0, TURN.step],
              ArrowDown: [0, -TURN.step]};
            if (!turns[event.key]) return;
            turn(...turns[event.key]);
            event.preventDefault();
          });
          $('canvas-scroll').addEventListener('pointerdown', (event) => {
            if (!views3d.exploded || event.button !== 0) return;
            views3d.drag = [event.clientX, event.clientY];
            views3d.dragged = false;
          });
          addEventListener('pointermove', (event) => {
            if (!views3d.drag) return;
            const dx = event.clientX - views3d.drag[0], dy = event.clientY - views3d.drag[1];
            // A press that moves less than 3 px is a click and selects.
            if (!views3d.dragged && Math.hypot(dx, dy) < 3) return;
            views3d.dragged = true;
            views3d.drag = [event.clientX, event.clientY];
            turn(dx * TURN.perPixel, -dy * TURN.perPixel);
          });
          addEventListener('pointerup', () => { views3d.drag = null; });
          // The click that ends a drag selects nothing (capture: before the canvas's handler).
          $('canvas-scroll').addEventListener('click', (event) => {
            if (views3d.dragged) { views3d.dragged = false; event.stopPropagation(); }
          }, true);
        }
        """#
}
