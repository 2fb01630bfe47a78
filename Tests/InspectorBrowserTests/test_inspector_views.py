#!/usr/bin/env python3
"""The inspector's exploded 3D view, the render beneath the drawing, ambiguity's "exercise"
and the source excerpts (issue 35), in Debian's Chromium through Playwright, with real clicks
and key presses; values are read from the DOM and the SVG's attributes and compared with the
model, `plumb explain` and the files themselves.

Shares test_inspector.py's helpers (the browser, `plumb inspect`, the offline and console
checks) by import. Run by scripts/test after test_inspector.py; alone:
`python3 Tests/InspectorBrowserTests/test_inspector_views.py` after `swift build --product plumb`.
Missing Chromium or Python packages fail the run with a message, as there.
"""
import json
import math
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import test_inspector  # noqa: E402  (the shared helpers; exits with a message when a tool is missing)
from test_inspector import FIXTURES, ROOT, STORYBOARD, Axe, InspectorTestCase, inspect, plumb  # noqa: E402

SCREENSHOT_3D = os.environ.get("PLUMB_INSPECTOR_3D_SCREENSHOT", os.path.join(ROOT, ".build", "inspector-3d.png"))
# The page's defaults (docs/debugging.md, "The exploded 3D view").
SPACING, YAW, PITCH = 20, -30, 20


def setUpModule():
    test_inspector.setUpModule()


def tearDownModule():
    test_inspector.tearDownModule()


def layer_matrix(variant, depth, spacing=SPACING, yaw=YAW, pitch=PITCH):
    """The documented projection of the layer `depth × spacing` points in front of the root's."""
    z = depth * spacing
    yaw, pitch = math.radians(yaw), math.radians(pitch)
    cx, cy = variant["size"]["width"] / 2, variant["size"]["height"] / 2
    a, b, d = math.cos(yaw), math.sin(yaw) * math.sin(pitch), math.cos(pitch)
    return [a, b, 0, d, -a * cx + math.sin(yaw) * z, -b * cx - d * cy - math.cos(yaw) * math.sin(pitch) * z]


def parse_matrix(text):
    assert text.startswith("matrix(") and text.endswith(")"), text
    return [float(n) for n in text[len("matrix("):-1].split(" ")]


def frame_of(page, selector):
    return page.eval_on_selector(selector, "r => ['x','y','width','height'].map(k => Number(r.getAttribute(k)))")


def as_list(frame):
    return [frame[k] for k in ("x", "y", "width", "height")]


class ExplodedViewTests(InspectorTestCase):
    def deepest(self, variant):
        """The view drawn last in the deepest layer, so nothing in front covers its middle."""
        views = [v for v in variant["views"] if not v["hidden"] and v["frame"]["width"] > 4 and v["frame"]["height"] > 4]
        return max(views, key=lambda v: (v["depth"], v["id"]))

    def assertMatrix(self, actual, expected):
        self.assertEqual(len(actual), 6)
        for got, want in zip(actual, expected):
            self.assertAlmostEqual(got, want, delta=1e-5)

    def test_layers_are_offset_by_depth_turn_and_select_by_click(self):
        page = self.open(inspect("Nested Stack Views"))
        variant = self.model(page)["variants"][0]
        self.assertEqual(page.locator("#canvas g.layer").count(), 0)
        page.click("#exploded")
        self.assertEqual(page.get_attribute("#exploded", "aria-pressed"), "true")
        self.assertIn("mode3d=1", page.evaluate("location.hash"))
        leaf = self.deepest(variant)
        self.assertEqual((leaf["name"], leaf["depth"]), ("Last Name Text Field", 5))
        layer = f'#canvas g.layer[data-view="{leaf["id"]}"]'
        self.assertEqual(page.get_attribute(layer, "data-depth"), str(leaf["depth"]))
        self.assertMatrix(parse_matrix(page.get_attribute(layer, "transform")), layer_matrix(variant, leaf["depth"]))
        self.assertMatrix(parse_matrix(page.get_attribute('#canvas g.layer[data-view="0"]', "transform")),
                          layer_matrix(variant, 0))
        # One layer per view shown, back to front: depth, then subview order.
        order = page.eval_on_selector_all("#canvas g.layer", "n => n.map(g => [Number(g.dataset.depth), Number(g.dataset.view)])")
        shown = [v for v in variant["views"] if not any(variant["views"][a]["hidden"] for a in self.ancestry(variant, v))]
        self.assertEqual(order, sorted([v["depth"], v["id"]] for v in shown))

        # Layer spacing by the keyboard: five steps right, 20 → 25 pt.
        page.focus("#spacing")
        for _ in range(5):
            page.keyboard.press("ArrowRight")
        self.assertMatrix(parse_matrix(page.get_attribute(layer, "transform")),
                          layer_matrix(variant, leaf["depth"], spacing=25))
        # Turning by the keyboard on the canvas: 5° a press.
        page.focus("#canvas-scroll")
        page.keyboard.press("ArrowLeft")
        page.keyboard.press("ArrowUp")
        self.assertMatrix(parse_matrix(page.get_attribute(layer, "transform")),
                          layer_matrix(variant, leaf["depth"], spacing=25, yaw=-35, pitch=25))
        self.assertIn("yaw=-35", page.evaluate("location.hash"))

        # A click on the deep view's pixels in its layer selects it.
        page.click(f"{layer} rect.view", timeout=5000)
        self.assertEqual(page.text_content("#inspected-name"), leaf["name"])
        self.assertEqual(page.get_attribute('#tree [aria-selected="true"]', "data-view"), str(leaf["id"]))
        # The overlays (selection, constraints) are drawn in the selection's plane.
        self.assertMatrix(parse_matrix(page.get_attribute("#canvas #overlays", "transform")),
                          layer_matrix(variant, leaf["depth"], spacing=25, yaw=-35, pitch=25))

        # A drag turns the stack (0.5° a pixel) and selects nothing.
        box = page.locator("#canvas").bounding_box()
        start = (box["x"] + 5, box["y"] + 5)
        page.mouse.move(*start)
        page.mouse.down()
        page.mouse.move(start[0] + 20, start[1], steps=4)
        page.mouse.move(start[0] + 40, start[1] - 10, steps=4)
        page.mouse.up()
        self.assertMatrix(parse_matrix(page.get_attribute(layer, "transform")),
                          layer_matrix(variant, leaf["depth"], spacing=25, yaw=-15, pitch=30))
        self.assertEqual(page.text_content("#inspected-name"), leaf["name"])

        # Back to the flat drawing: no layers.
        page.click("#exploded")
        self.assertEqual(page.locator("#canvas g.layer").count(), 0)

    @staticmethod
    def ancestry(variant, view):
        out, at = [], view["id"]
        while at is not None:
            out.append(at)
            at = variant["views"][at]["parent"]
        return out

    def test_a_deep_link_restores_the_3d_view_and_the_page_stays_accessible(self):
        page = self.open(inspect("Nested Stack Views"), "#mode3d=1&spacing=40&yaw=10&pitch=-20&view=Root")
        variant = self.model(page)["variants"][0]
        leaf = self.deepest(variant)
        self.assertMatrix(parse_matrix(page.get_attribute(f'#canvas g.layer[data-view="{leaf["id"]}"]', "transform")),
                          layer_matrix(variant, leaf["depth"], spacing=40, yaw=10, pitch=-20))
        self.assertEqual(page.input_value("#spacing"), "40")
        results = Axe().run(page)
        serious = [v["id"] for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
        self.assertEqual(serious, [], results.generate_report())

    def test_screenshot_of_the_3d_view(self):
        page = self.open(inspect("Nested Stack Views"), "#mode3d=1&spacing=36&view=First+Name+Text+Field")
        page.set_viewport_size({"width": 1280, "height": 800})
        page.click("#zoom-fit")
        os.makedirs(os.path.dirname(SCREENSHOT_3D), exist_ok=True)
        page.screenshot(path=SCREENSHOT_3D)
        self.assertGreater(os.path.getsize(SCREENSHOT_3D), 10000)


class RenderBeneathTests(InspectorTestCase):
    def test_the_render_has_the_devices_pixels_and_toggles(self):
        page = self.open(inspect("Simple Stack View", "--device", "iphone-8", "--render"))
        variant = self.model(page)["variants"][0]
        self.assertTrue(page.locator("#render-controls").is_visible())
        self.assertEqual(page.locator("#canvas image.render").count(), 0)
        page.click("#render")
        self.assertEqual(page.get_attribute("#render", "aria-pressed"), "true")
        self.assertEqual(page.locator("#canvas image.render").count(), 1)
        natural = page.evaluate("""async () => {
            const image = new Image();
            image.src = document.querySelector('#canvas image.render').getAttribute('href');
            await image.decode();
            return [image.naturalWidth, image.naturalHeight];
        }""")
        size, scale = variant["size"], variant["scale"]
        self.assertEqual(natural, [size["width"] * scale, size["height"] * scale])
        self.assertEqual(natural, [750, 1334])
        self.assertEqual(frame_of(page, "#canvas image.render"), [0, 0, 375, 667])
        # Beneath every view: the first thing drawn after the definitions.
        self.assertEqual(page.evaluate("document.querySelector('#canvas image.render').previousElementSibling.tagName"),
                         "defs")
        # Its opacity by the keyboard: four steps of 5 % down.
        page.focus("#render-opacity")
        for _ in range(4):
            page.keyboard.press("ArrowLeft")
        self.assertEqual(page.get_attribute("#canvas image.render", "opacity"), "0.8")
        self.assertIn("render=1&opacity=80", page.evaluate("location.hash"))

        # Contents: the render is the views' contents (no fills over it); wireframe and both
        # keep it beneath their outlines and names.
        fills = "n => n.map(r => r.getAttribute('fill'))"
        self.assertEqual(set(page.eval_on_selector_all("#canvas rect.view", fills)), {"none"})
        for mode, labelled in (("wireframe", True), ("both", True), ("contents", False)):
            page.click(f"#mode-{mode}")
            self.assertEqual(page.locator("#canvas image.render").count(), 1, mode)
            self.assertEqual(page.locator("#canvas text.label").count() > 0, labelled, mode)
            # Each name sits just inside its view's top-left corner (2 and 11 px in).
            for view_id, x, y in page.eval_on_selector_all(
                    "#canvas text.label", "n => n.map(t => [Number(t.dataset.view), Number(t.getAttribute('x')),"
                    " Number(t.getAttribute('y'))])"):
                frame = variant["views"][view_id]["frame"]
                self.assertTrue(frame["x"] < x < frame["x"] + 3 and frame["y"] < y < frame["y"] + 15, (mode, view_id))
        # Clicking a view's pixels over the render still selects it.
        view = next(v for v in variant["views"][1:] if self.pixel_of(variant, v))
        self.assertTrue(self.click_pixels(page, variant, view))
        self.assertEqual(page.text_content("#inspected-name"), view["name"])

        page.click("#render")
        self.assertEqual(page.locator("#canvas image.render").count(), 0)
        self.assertTrue(page.locator("#render-opacity-field").is_hidden())
        backgrounds = [v["background"] or "none" for v in variant["views"] if not v["hidden"]]
        self.assertEqual(page.eval_on_selector_all("#canvas rect.view", fills), backgrounds)

    def test_without_the_option_there_is_no_render(self):
        page = self.open(inspect("Simple Stack View", "--device", "iphone-8"))
        self.assertIsNone(self.model(page)["variants"][0]["render"])
        self.assertTrue(page.locator("#render-controls").is_hidden())


class ExerciseTests(InspectorTestCase):
    def explain_json(self, source, *options):
        _, stdout, _ = plumb("explain", source, *options, "--format", "json")
        return json.loads(stdout)

    def set_t(self, page, key, times=1):
        page.focus("#problems .exercise-t")
        for _ in range(times):
            page.keyboard.press(key)

    def test_t_at_0_and_1_gives_the_ranges_ends(self):
        source = os.path.join(FIXTURES, "ambiguous-sliding.yaml")
        expected = self.explain_json(source, "--device", "iphone-8")
        [ambiguity] = expected["ambiguities"]
        [range_] = ambiguity["ranges"]
        self.assertEqual((range_["attribute"], range_["min"], range_["max"]), ("x", 10, 265))
        page = self.open(inspect(source, "--device", "iphone-8"))
        self.assertEqual(page.locator("#canvas rect.exercised").count(), 0)
        page.click('#problems button.exercise-range[data-range="0"]')
        self.assertEqual(page.get_attribute('#problems button.exercise-range[data-range="0"]', "aria-pressed"), "true")
        self.assertEqual(frame_of(page, "#canvas rect.exercised"), [10, 50, 100, 40])
        self.assertEqual(page.text_content("#problems .exercise-value"),
                         "x 10 (t 0; range [10, 265], shown from 10 to 265)")
        self.set_t(page, "End")
        self.assertEqual(frame_of(page, "#canvas rect.exercised"), [265, 50, 100, 40])
        self.assertEqual(page.text_content("#problems .exercise-value"),
                         "x 265 (t 1; range [10, 265], shown from 10 to 265)")
        self.assertIn("exercise=Box&range=x&t=1", page.evaluate("location.hash"))
        self.set_t(page, "Home")
        self.assertEqual(frame_of(page, "#canvas rect.exercised"), as_list(range_["frameAtMin"]))
        # 20 steps of 0.01: a fifth of the way, 10 + 0.2 × 255 = 61.
        self.set_t(page, "ArrowRight", 20)
        self.assertEqual(frame_of(page, "#canvas rect.exercised"), [61, 50, 100, 40])
        self.assertEqual(frame_of(page, '#canvas rect.exercise-end[data-end="min"]'), [10, 50, 100, 40])
        self.assertEqual(frame_of(page, '#canvas rect.exercise-end[data-end="max"]'), [265, 50, 100, 40])
        self.assertEqual(page.text_content("#canvas text.exercise-label"), "Box: x ∈ [10, 265]")
        # The pins, as `plumb explain` prints them to paste.
        _, text, _ = plumb("explain", source, "--device", "iphone-8")
        printed = text.split("Constraints that would pin the ambiguous views (add them in this order):\n")[1]
        pins = [line.strip() for line in printed.strip("\n").split("\n")]
        self.assertEqual(pins, ambiguity["pins"])
        self.assertEqual(page.text_content("#problems .pins"), "\n".join(pins))
        page.click("#problems button.copy")
        self.assertEqual(page.evaluate("getSelection().toString()"), "\n".join(pins))

    def test_an_unbounded_end_is_a_quarter_screen_away_and_play_moves_t(self):
        source = os.path.join(FIXTURES, "ambiguous-clipped.yaml")
        expected = self.explain_json(source)
        [ambiguity] = expected["ambiguities"]
        [width] = ambiguity["ranges"]
        page = self.open(inspect(source))
        variant = self.model(page)["variants"][0]
        self.assertEqual(variant["diagnosis"], expected)
        self.assertIsNone(width["max"])
        self.assertEqual(width["frameAtMax"]["width"], ambiguity["frame"]["width"] + variant["size"]["width"] / 4)
        page.click('#problems button.exercise-range[data-range="0"]')
        self.assertEqual(frame_of(page, "#canvas rect.exercised"), as_list(width["frameAtMin"]))
        self.set_t(page, "End")
        self.assertEqual(frame_of(page, "#canvas rect.exercised"), as_list(width["frameAtMax"]))
        self.assertEqual(page.text_content("#canvas text.exercise-label"), "Loose View: width ∈ [0, ∞)")
        self.set_t(page, "Home")
        page.click("#problems button.exercise-play")
        self.assertEqual(page.text_content("#problems button.exercise-play"), "Pause")
        # (The page's policy forbids evaluating strings, so wait_for_function cannot poll.)
        for _ in range(100):
            if int(page.input_value("#problems .exercise-t")) > 100:
                break
            page.wait_for_timeout(50)
        self.assertGreater(int(page.input_value("#problems .exercise-t")), 100)
        page.click("#problems button.exercise-play")
        t = float(dict(p.split("=") for p in page.evaluate("location.hash")[1:].split("&"))["t"])
        a, b = as_list(width["frameAtMin"]), as_list(width["frameAtMax"])
        for got, lo, hi in zip(frame_of(page, "#canvas rect.exercised"), a, b):
            self.assertAlmostEqual(got, lo + (hi - lo) * t, delta=1e-9)

    def test_a_deep_link_restores_the_exercise(self):
        source = os.path.join(FIXTURES, "ambiguous-sliding.yaml")
        page = self.open(inspect(source, "--device", "iphone-8"), "#exercise=Box&range=x&t=0.5")
        self.assertEqual(frame_of(page, "#canvas rect.exercised"), [137.5, 50, 100, 40])
        self.assertEqual(page.input_value("#problems .exercise-t"), "500")
        results = Axe().run(page)
        serious = [v["id"] for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
        self.assertEqual(serious, [], results.generate_report())


class SourceExcerptTests(InspectorTestCase):
    def excerpt(self, page):
        return page.eval_on_selector_all("#inspector .excerpt .src", "n => n.map(e => e.textContent)")

    def check(self, page, row, path, line, file_name):
        with open(path, encoding="utf-8") as file:
            lines = file.read().split("\n")
        if lines[-1] == "":
            lines.pop()  # the last line's newline
        # A click on "where it was written".
        page.click(f'#inspector .row[data-row="{row}"] .where')
        low, high = max(1, line - 2), min(len(lines), line + 2)
        self.assertEqual(self.excerpt(page), lines[low - 1:high])
        self.assertEqual(page.get_attribute("#inspector .excerpt .excerpt-line.written", "data-line"), str(line))
        self.assertEqual(page.text_content("#inspector .excerpt figcaption"), f"{file_name}, lines {low}–{high}")

    def test_a_recipes_lines_around_the_constraint(self):
        page = self.open(inspect("Two Views with Complex Widths"))
        variant = self.model(page)["variants"][0]
        red = next(v for v in variant["views"] if v["name"] == "Red View")
        self.click_tree(page, red["id"])
        row = red["explanation"]["horizontal"][2]
        self.assertEqual(row["where"], "Recipes/two-views-with-complex-widths.yaml:17:5")
        self.assertEqual(page.locator("#inspector .excerpt").count(), 0)
        recipe = os.path.join(ROOT, "Sources", "Cookbook", "Recipes", "two-views-with-complex-widths.yaml")
        self.check(page, "h2", recipe, 17, "Recipes/two-views-with-complex-widths.yaml")
        # A second click folds it away again.
        page.click('#inspector .row[data-row="h2"] .where')
        self.assertEqual(page.locator("#inspector .excerpt").count(), 0)
        # A generated constraint has no place in a file: no excerpt.
        generated = next((i for i, r in enumerate(red["explanation"]["vertical"]) if r["generator"]), None)
        if generated is not None:
            if page.locator(".unfold").count():
                page.click("#inspector .unfold >> nth=0")
            page.click(f'#inspector .row[data-row="v{generated}"] .meta')
            self.assertEqual(page.locator("#inspector .excerpt, #inspector .excerpt-missing").count(), 0)

    def test_a_storyboards_xml_is_shown_as_text(self):
        page = self.open(inspect(STORYBOARD, "--scene", "Welcome"))
        variant = self.model(page)["variants"][0]
        view, row, where = next((v, f"{axis[0]}{i}", r["where"]) for v in variant["views"][1:]
                                for axis in ("horizontal", "vertical")
                                for i, r in enumerate(v["explanation"][axis]) if r["where"])
        self.click_tree(page, view["id"])
        line = int(where.split(":")[1])
        self.check(page, row, STORYBOARD, line, where.split(":")[0])
        texts = self.excerpt(page)
        self.assertTrue(any("<constraint " in t for t in texts), texts)
        # Escaped: the XML is text, not elements in the page.
        self.assertEqual(page.locator("#inspector .excerpt constraint").count(), 0)

    def test_a_logs_lines(self):
        source = os.path.join(FIXTURES, "console.log")
        page = self.open(inspect(source))
        variant = self.model(page)["variants"][0]
        label = next(v for v in variant["views"] if v["name"] == "UILabel 'Tech'")
        self.click_tree(page, label["id"])
        index = next(i for i, r in enumerate(label["explanation"]["vertical"]) if r["where"] == f"{source}:5")
        self.check(page, f"v{index}", source, 5, source)


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=1).result
    failed = len(result.failures) + len(result.errors)
    print(f"inspector views: {result.testsRun - failed} passed, {failed} failed")
    sys.exit(1 if failed or not result.wasSuccessful() else 0)
