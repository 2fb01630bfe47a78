/// The page's fixed markup; the script fills the panels from the model.
enum InspectorMarkup {
    static let body = #"""
        <header class="bar">
          <h1 id="title">Plumb inspector</h1>
          <label class="field">Variant <select id="variant"></select></label>
          <label class="field" id="compare-field" hidden>Compare with <select id="compare">
            <option value="">no other variant</option></select></label>
          <div class="group" role="group" aria-label="Snapshot view" id="image-modes" hidden>
            <button type="button" class="image-mode" data-image="layout" aria-pressed="true">Layout</button>
            <button type="button" class="image-mode" data-image="side">Side by side</button>
            <button type="button" class="image-mode" data-image="slider">Slider</button>
            <button type="button" class="image-mode" data-image="onion">Onion skin</button>
          </div>
          <div class="group" role="group" aria-label="Canvas mode">
            <button type="button" id="mode-contents" class="mode" aria-pressed="true">Contents</button>
            <button type="button" id="mode-wireframe" class="mode" aria-pressed="false">Wireframe</button>
            <button type="button" id="mode-both" class="mode" aria-pressed="false">Both</button>
          </div>
          <div class="group" role="group" aria-label="Exploded view">
            <button type="button" id="exploded" aria-pressed="false">3D</button>
            <label class="field" id="spacing-field" hidden>Layer spacing
              <input type="range" id="spacing" min="0" max="100" step="1" value="20"></label>
          </div>
          <div class="group" role="group" aria-label="Rendering" id="render-controls" hidden>
            <button type="button" id="render" aria-pressed="false">Render</button>
            <label class="field" id="render-opacity-field" hidden>Opacity
              <input type="range" id="render-opacity" min="0" max="100" step="5" value="100"></label>
          </div>
          <div class="group" role="group" aria-label="Zoom">
            <button type="button" id="zoom-out" aria-label="Zoom out">−</button>
            <button type="button" id="zoom-fit">Fit</button>
            <button type="button" id="zoom-in" aria-label="Zoom in">+</button>
          </div>
          <p id="summary" class="summary" aria-live="polite"></p>
        </header>
        <main class="panes">
          <nav class="pane tree-pane" aria-label="View tree">
            <label class="field" for="filter">Filter views</label>
            <input id="filter" type="search" autocomplete="off" placeholder="name or kind">
            <ul id="tree" role="tree" aria-label="Views"></ul>
          </nav>
          <section class="pane canvas-pane" aria-label="Canvas">
            <div id="canvas-scroll" tabindex="0" role="region" aria-label="Layout canvas: click a view to select it">
              <svg id="canvas" aria-hidden="true"></svg>
              <div id="images" hidden></div>
            </div>
            <section id="failure" aria-label="Snapshot failure" hidden></section>
            <section id="comparison" aria-label="Comparison" hidden></section>
            <section id="problems" aria-label="Problems"></section>
          </section>
          <aside class="pane inspector-pane" aria-label="Inspector">
            <div id="inspector"><p class="hint">Select a view in the tree or on the canvas.</p></div>
          </aside>
        </main>
        """#
}
