extension InspectorScript {
    /// Ambiguity's "exercise" (docs/debugging.md, "Exercising an ambiguity"): one free value
    /// of an ambiguous view moved between the ends of its range. The page draws the view's
    /// frame at `t` (0 to 1) as the straight mix of the two frames the engine worked out with
    /// the value pinned at each end (`frameAtMin`, `frameAtMax`, an unbounded end a quarter of
    /// the screen away): both are layouts the constraints allow, and so is every mix of them
    /// (the allowed layouts are convex). `t` is the state, a slider or the address sets it;
    /// Play only moves `t` with requestAnimationFrame, so a frame is a function of `t` alone.
    static let exercise = #"""
        // ---- Ambiguity exercise ---------------------------------------------------------
        const exercising = {view: null, range: 0, t: 0, playing: false, direction: 1, last: null};
        // Play sweeps from one end to the other in two seconds, and back.
        const SWEEP_SECONDS = 2;
        function readExerciseHash(params) {
          const name = params.get('exercise');
          const amb = name === null ? null : variant.diagnosis.ambiguities.find((a) => a.view === name);
          exercising.view = amb ? amb.view : null;
          const range = amb ? amb.ranges.findIndex((r) => r.attribute === params.get('range')) : -1;
          exercising.range = Math.max(0, range);
          const t = Number(params.get('t'));
          exercising.t = params.has('t') && Number.isFinite(t) ? Math.min(1, Math.max(0, t)) : 0;
        }
        function writeExerciseHash(params) {
          const now = exercised();
          if (!now) return;
          params.set('exercise', now.amb.view);
          params.set('range', now.range.attribute);
          if (exercising.t !== 0) params.set('t', String(exercising.t));
        }
        const mix = (a, b, t) => a + (b - a) * t;
        // The exercised view, range and frame at t; null when nothing is exercised.
        function exercised() {
          if (exercising.view === null) return null;
          const amb = variant.diagnosis.ambiguities.find((a) => a.view === exercising.view);
          const range = amb && amb.ranges[exercising.range];
          if (!range || !range.frameAtMin || !range.frameAtMax) return null;
          const t = exercising.t, a = range.frameAtMin, b = range.frameAtMax;
          const frame = {x: mix(a.x, b.x, t), y: mix(a.y, b.y, t), width: mix(a.width, b.width, t),
            height: mix(a.height, b.height, t)};
          return {amb, range, frame, value: frame[range.attribute]};
        }
        function exerciseValueText(now) {
          return `${now.range.attribute} ${num(now.value)} (t ${num(exercising.t)}; range ${now.range.interval},`
            + ` shown from ${num(now.range.frameAtMin[now.range.attribute])} to ${num(now.range.frameAtMax[now.range.attribute])})`;
        }
        function exerciseHTML(amb) {
          const usable = amb.ranges.map((r, i) => [r, i]).filter(([r]) => r.frameAtMin && r.frameAtMax);
          if (!usable.length) return '';
          const now = exercised();
          let html = `<div class="exercise" data-view="${esc(amb.view)}"><p>Exercise a free value: `;
          for (const [r, i] of usable) {
            const on = Boolean(now && now.amb === amb && exercising.range === i);
            html += `<button type="button" class="exercise-range" data-view="${esc(amb.view)}" data-range="${i}"`
              + ` aria-pressed="${on}">${esc(r.attribute)} ∈ ${esc(r.interval)}</button> `;
          }
          html += '</p>';
          if (now && now.amb === amb) {
            html += `<button type="button" class="exercise-play" aria-pressed="${exercising.playing}">`
              + `${exercising.playing ? 'Pause' : 'Play'}</button> <label class="field">Position in the range`
              + ` <input type="range" class="exercise-t" min="0" max="1000" step="10"`
              + ` value="${Math.round(exercising.t * 1000)}"></label>`
              + ` <output class="exercise-value">${esc(exerciseValueText(now))}</output>`;
          }
          return html + '</div>';
        }
        function exerciseMarks(svg, px) {
          const now = exercised();
          if (!now) return;
          const a = now.range.frameAtMin, b = now.range.frameAtMax, f = now.frame;
          // SPEC §8: lines at least one point wide, whatever the zoom.
          const line = Math.max(1, px);
          const end = (r, which) => `<rect class="exercise-end" data-end="${which}" ${box(r)} fill="none"`
            + ` stroke="${COLORS.ambiguous}" stroke-width="${line}" stroke-dasharray="${3 * line} ${3 * line}"/>`;
          svg.insertAdjacentHTML('beforeend', `<g id="exercise" pointer-events="none">${end(a, 'min')}${end(b, 'max')}`
            + `<rect class="exercised" data-exercised="${esc(now.amb.view)}" ${box(f)} fill="${COLORS.ambiguous}"`
            + ` fill-opacity="0.15" stroke="${COLORS.ambiguous}" stroke-width="${2 * line}"/>`
            + `<text class="label exercise-label" x="${f.x + 2 * px}" y="${f.y + f.height + 11 * px}"`
            + ` font-size="${10 * px}" fill="${COLORS.ghost}">${esc(now.amb.view)}: ${esc(now.range.attribute)}`
            + ` ∈ ${esc(now.range.interval)}</text></g>`);
        }
        // Moving t redraws the canvas and the values, not the panels (the slider keeps focus).
        function showExercise() {
          renderCanvas();
          const now = exercised();
          for (const slider of document.querySelectorAll('.exercise-t')) slider.value = String(Math.round(exercising.t * 1000));
          if (now) for (const out of document.querySelectorAll('.exercise-value')) out.textContent = exerciseValueText(now);
          writeHash();
        }
        function playStep(time) {
          if (!exercising.playing) return;
          if (exercising.last !== null) {
            let t = exercising.t + exercising.direction * (time - exercising.last) / 1000 / SWEEP_SECONDS;
            if (t >= 1) { t = 1; exercising.direction = -1; }
            if (t <= 0) { t = 0; exercising.direction = 1; }
            exercising.t = t;
            showExercise();
          }
          exercising.last = time;
          requestAnimationFrame(playStep);
        }
        function onExerciseClick(event) {
          const pick = event.target.closest('button.exercise-range');
          if (pick) {
            const range = Number(pick.dataset.range);
            const same = exercising.view === pick.dataset.view && exercising.range === range;
            exercising.view = same ? null : pick.dataset.view;
            exercising.range = range;
            exercising.t = 0;
            exercising.playing = false;
            return renderAll();
          }
          if (event.target.closest('button.exercise-play')) {
            exercising.playing = !exercising.playing;
            exercising.last = null;
            for (const button of document.querySelectorAll('.exercise-play')) {
              button.setAttribute('aria-pressed', String(exercising.playing));
              button.textContent = exercising.playing ? 'Pause' : 'Play';
            }
            if (exercising.playing) requestAnimationFrame(playStep);
          }
        }
        function startExercise() {
          for (const panel of [$('problems'), $('inspector')]) {
            panel.addEventListener('click', onExerciseClick);
            panel.addEventListener('input', (event) => {
              if (!event.target.classList.contains('exercise-t')) return;
              exercising.t = Number(event.target.value) / 1000;
              showExercise();
            });
          }
        }
        """#
}
