#!/usr/bin/env python3
"""`plumb inspect`'s page in a real browser (issue 35): Debian's Chromium driven by Playwright
for Python, with real clicks and key presses, and axe-core for accessibility.

What the page shows is checked against the built `plumb` itself: every view's Horizontal and
Vertical lines against `plumb explain --view`, the conflict and ambiguity panels against
`plumb explain --format json`; a `--matrix` page's switcher and compare mode; the failure pages
`plumb snapshot verify --inspect` writes, and the report's links to them. Run by scripts/test (after `swift build --product plumb`); alone:
`python3 Tests/InspectorBrowserTests/test_inspector.py`. Missing Chromium or Python packages
fail the run with a message (scripts/setup test installs them); nothing is skipped.
"""
import concurrent.futures
import json
import os
import subprocess
import sys
import tempfile
import unittest
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURES = os.path.join(ROOT, "Tests", "InspectorBrowserTests", "fixtures")
PLUMB = os.environ.get("PLUMB", os.path.join(ROOT, ".build", "debug", "plumb"))
CHROMIUM = os.environ.get("PLUMB_CHROMIUM", "/usr/bin/chromium")
STORYBOARD = os.path.join(ROOT, "Examples", "SnapshotSuite", "Main.storyboard")
SCREENSHOT = os.environ.get("PLUMB_INSPECTOR_SCREENSHOT", os.path.join(ROOT, ".build", "inspector.png"))

try:
    from playwright.sync_api import sync_playwright
    from axe_playwright_python.sync_playwright import Axe
except ImportError as error:
    sys.exit(f"inspector browser tests: {error}: run scripts/setup test (it pip-installs the pinned "
             "playwright and axe-playwright-python)")
for path, what in [(CHROMIUM, "Debian's chromium (scripts/setup test installs it)"),
                   (PLUMB, "the plumb executable (swift build --product plumb)")]:
    if not os.access(path, os.X_OK):
        sys.exit(f"inspector browser tests: no {what} at {path}")

SCRATCH = tempfile.mkdtemp(prefix="plumb-inspect-")


def plumb(*arguments):
    """Runs the built plumb; (status, stdout)."""
    run = subprocess.run([PLUMB, *arguments], capture_output=True, text=True, timeout=120, cwd=ROOT)
    return run.returncode, run.stdout, run.stderr


def inspect(source, *options):
    """Writes the inspector of `source` and returns its path."""
    name = "".join(c if c.isalnum() else "-" for c in os.path.basename(source) + "-".join(options))
    output = os.path.join(SCRATCH, name + ".html")
    status, _, stderr = plumb("inspect", source, *options, "--output", output)
    assert status == 0, f"plumb inspect {source} failed ({status}): {stderr}"
    return output


def why_sections(explanation):
    """`plumb explain --view`'s Horizontal and Vertical lines, without their indentation."""
    sections, current = {"Horizontal": [], "Vertical": []}, None
    for line in explanation.split("\n"):
        if line in ("Horizontal:", "Vertical:"):
            current = line[:-1]
        elif current and line.startswith("  ") and not line.startswith("  would be pinned"):
            sections[current].append(line[2:])
        else:
            current = None
    return sections


class Browser:
    """One Chromium for the run; each page offline, its requests and console watched."""

    def __init__(self):
        self.playwright = sync_playwright().start()
        self.browser = self.playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])

    def open(self, path, fragment=""):
        context = self.browser.new_context(offline=True, viewport={"width": 1400, "height": 900})
        page = context.new_page()
        page.problems = []
        page.requests = []
        page.on("console", lambda m: page.problems.append(f"console {m.type}: {m.text}")
                if m.type in ("error", "warning") else None)
        page.on("pageerror", lambda e: page.problems.append(f"page error: {e}"))
        page.on("request", lambda r: page.requests.append(r.url))
        page.goto("file://" + path + fragment)
        page.wait_for_selector("#tree [role=treeitem]")
        return page

    def close(self):
        self.browser.close()
        self.playwright.stop()


BROWSER = None


def setUpModule():
    global BROWSER
    BROWSER = Browser()


def tearDownModule():
    BROWSER.close()


class InspectorTestCase(unittest.TestCase):
    def open(self, path, fragment=""):
        page = BROWSER.open(path, fragment)
        self.addCleanup(self.check_clean, page)
        return page

    def check_clean(self, page):
        """No console error or warning, and nothing but the file itself was requested."""
        self.assertEqual(page.problems, [])
        self.assertTrue(all(url.startswith("file://") for url in page.requests), page.requests)
        page.context.close()

    @staticmethod
    def model(page):
        """The embedded model, its rows put back in place of their indices (schema 2)."""
        model = page.evaluate("JSON.parse(document.getElementById('plumb-model').textContent)")
        for variant in model["variants"]:
            rows = variant["rows"]
            variant["constraints"] = [rows[i] for i in variant["constraints"]]
            for view in variant["views"]:
                if view.get("explanation"):
                    for axis in ("horizontal", "vertical"):
                        view["explanation"][axis] = [rows[i] for i in view["explanation"][axis]]
        return model

    def click_tree(self, page, view_id):
        page.click(f'#tree [role=treeitem][data-view="{view_id}"] > .node .name')

    def axis_lines(self, page, axis):
        return page.eval_on_selector_all(f'#inspector .axis[data-axis="{axis}"] .why-line',
                                         "nodes => nodes.map(n => n.textContent)")

    def pixel_of(self, variant, view):
        """A point (in points) where `view` is the topmost view drawn, or None."""
        views = variant["views"]

        def clip(v):
            box = None
            p = v["parent"]
            while p is not None:
                up = views[p]
                if up["clips"]:
                    f = up["frame"]
                    box = f if box is None else intersect(box, f)
                p = up["parent"]
            return box

        def shown(v):
            while v is not None:
                if v["hidden"]:
                    return False
                v = None if v["parent"] is None else views[v["parent"]]
            return True

        def hit(v, x, y, margin):
            # margin > 0: clearly inside; < 0: near enough that an edge pixel might be its.
            f = v["frame"]
            c = clip(v)
            inside = lambda r: (r["x"] + margin < x < r["x"] + r["width"] - margin
                                and r["y"] + margin < y < r["y"] + r["height"] - margin)
            return shown(v) and inside(f) and (c is None or inside(c))

        f = view["frame"]
        steps = 9
        for i in range(1, steps):
            for j in range(1, steps):
                x = f["x"] + f["width"] * i / steps
                y = f["y"] + f["height"] * j / steps
                later = [v for v in views[view["id"] + 1:] if hit(v, x, y, -1)]
                if hit(view, x, y, 1) and not later:
                    return x, y
        return None

    def click_pixels(self, page, variant, view):
        point = self.pixel_of(variant, view)
        if point is None:
            return False
        box = page.locator("#canvas").bounding_box()
        scale = box["width"] / variant["size"]["width"]
        page.mouse.click(box["x"] + point[0] * scale, box["y"] + point[1] * scale)
        return True


def intersect(a, b):
    x, y = max(a["x"], b["x"]), max(a["y"], b["y"])
    return {"x": x, "y": y, "width": max(0, min(a["x"] + a["width"], b["x"] + b["width"]) - x),
            "height": max(0, min(a["y"] + a["height"], b["y"] + b["height"]) - y)}


class RecipeTests(InspectorTestCase):
    def test_every_views_why_equals_plumb_explain_view(self):
        """Every view of every cookbook recipe in every variant of the default matrix (`plumb
        inspect --matrix`: 12 a recipe): the DOM's lines are `plumb explain --view`'s at the
        variant's device, orientation, direction, text size and appearance, and every
        constraint row shown says where it was written or what generated it."""
        _, listing, _ = plumb("recipes")
        recipes = [r for r in listing.split("\n") if r]
        self.assertEqual(len(recipes), 28)
        with concurrent.futures.ThreadPoolExecutor(4) as pool:
            pages = dict(zip(recipes, pool.map(lambda r: inspect(r, "--matrix"), recipes)))
        checked = 0
        variants_seen = 0
        for recipe in recipes:
            page = self.open(pages[recipe])
            model = self.model(page)
            self.assertEqual(len(model["variants"]), 12, recipe)
            for index, variant in enumerate(model["variants"]):
                if index:
                    page.select_option("#variant", variant["id"])
                variants_seen += 1
                flags = ["--device", variant["device"], "--orientation", variant["orientation"],
                         "--direction", variant["direction"], "--content-size", variant["contentSize"],
                         "--appearance", variant["appearance"]]
                if variant["iosVersion"] is not None:
                    flags += ["--ios", str(int(variant["iosVersion"]))]
                views = [v for v in variant["views"][1:] if v["key"] == v["name"]]
                with concurrent.futures.ThreadPoolExecutor(4) as pool:
                    answers = list(pool.map(
                        lambda v: plumb("explain", recipe, *flags, "--view", v["name"]), views))
                for view, (status, stdout, stderr) in zip(views, answers):
                    self.assertIn(status, (0, 1), stderr)
                    self.assertTrue(stdout.startswith(variant["report"] + "\n"),
                                    (recipe, variant["id"], view["name"]))
                    explanation = stdout[len(variant["report"]) + 1:]
                    self.click_tree(page, view["id"])
                    if page.text_content("#inspected-name") != view["name"]:
                        self.click_tree(page, view["id"])  # it was selected: the click let it go
                    self.assertEqual(page.text_content("#inspected-name"), view["name"])
                    expected = why_sections(explanation)
                    with self.subTest(recipe=recipe, variant=variant["id"], view=view["name"]):
                        self.assertEqual(self.axis_lines(page, "horizontal"),
                                         expected["Horizontal"] or ["(no constraints)"])
                        self.assertEqual(self.axis_lines(page, "vertical"),
                                         expected["Vertical"] or ["(no constraints)"])
                        self.assertEqual(page.text_content("#inspector .explain-text"), explanation)
                        for row in view["explanation"]["horizontal"] + view["explanation"]["vertical"]:
                            self.assertTrue(row["where"] or row["generator"], row)
                    checked += 1
            page.context.close()
        self.assertEqual(variants_seen, 28 * 12)
        self.assertGreater(checked, 1200)

    def test_clicking_a_views_pixels_selects_it(self):
        for recipe in ["Two Views with Complex Widths", "Nested Stack Views", "Working with Scroll Views"]:
            page = self.open(inspect(recipe))
            variant = self.model(page)["variants"][0]
            clicked = 0
            for view in variant["views"][1:]:
                if not self.click_pixels(page, variant, view):
                    continue
                clicked += 1
                with self.subTest(recipe=recipe, view=view["key"]):
                    self.assertEqual(page.text_content("#inspected-name"), view["name"])
                    selected = page.get_attribute('#tree [aria-selected="true"]', "data-view")
                    self.assertEqual(selected, str(view["id"]))
                    rows = self.axis_lines(page, "horizontal") + self.axis_lines(page, "vertical")
                    explained = view["explanation"]
                    self.assertEqual(rows, [r["line"] for r in explained["horizontal"]]
                                     + [r["line"] for r in explained["vertical"]] or rows)
                    self.assertIn(f"view={urllib.parse.quote(view['key'])}".replace("%20", "+"),
                                  page.evaluate("location.hash").replace("%20", "+"))
            self.assertGreaterEqual(clicked, 2, recipe)

    def test_every_constraint_shown_says_where_it_came_from(self):
        page = self.open(inspect("Nested Stack Views"))
        metas = page.eval_on_selector_all("#inspector .row .meta", "n => n.map(e => e.textContent)")
        for view in self.model(page)["variants"][0]["views"][1:]:
            for row in view["explanation"]["horizontal"] + view["explanation"]["vertical"]:
                self.assertTrue(row["where"] or row["generator"], row)
                if row["where"]:
                    self.assertRegex(row["where"], r"^Recipes/nested-stack-views\.yaml:\d+:\d+$")
        self.assertEqual(metas, [])  # nothing selected yet

    def test_the_page_is_deterministic_and_self_contained(self):
        with open(inspect("Simple Stack View"), "rb") as file:
            first = file.read()
        with open(inspect("Simple Stack View"), "rb") as file:
            again = file.read()
        self.assertEqual(first, again)
        self.assertNotIn(b"://", first)
        self.assertIn(b'"schemaVersion":2', first)


class ProblemTests(InspectorTestCase):
    def conflict_page(self, fragment=""):
        source = os.path.join(FIXTURES, "conflict-width.yaml")
        _, stdout, _ = plumb("explain", source, "--device", "iphone-8", "--format", "json")
        return self.open(inspect(source, "--device", "iphone-8"), fragment), json.loads(stdout)

    def test_conflict_blocks_equal_plumb_explain_json(self):
        page, expected = self.conflict_page()
        self.assertEqual(self.model(page)["variants"][0]["diagnosis"], expected)
        blocks = page.locator("#problems .conflict-block")
        self.assertEqual(blocks.count(), len(expected["conflicts"]))
        for index, conflict in enumerate(expected["conflicts"]):
            block = blocks.nth(index)
            self.assertEqual(block.locator(".reason").text_content(), f"Why <{conflict['broken']}>: {conflict['reason']}")
            members = block.locator(".member")
            self.assertEqual(members.locator("code").all_text_contents(), [m["text"] for m in conflict["constraints"]])
            for member_index, member in enumerate(conflict["constraints"]):
                item = members.nth(member_index)
                self.assertEqual("broken" in item.get_attribute("class"), member["broken"])
                origin = f"written at {member['where']}" if member["where"] else f"generated by {member['generator']}"
                self.assertEqual(item.locator(".meta").text_content(), origin)
            self.assertEqual(block.locator(".alternative-outcome").all_text_contents(),
                             [a["text"] for a in conflict["alternatives"]])

    def test_choosing_an_alternative_moves_the_ghosts_to_its_frames(self):
        page, expected = self.conflict_page()
        self.assertEqual(page.locator("#canvas rect.ghost").count(), 0)
        chosen = 0
        for ci, conflict in enumerate(expected["conflicts"]):
            for ai, alternative in enumerate(conflict["alternatives"]):
                if not alternative.get("frames"):
                    continue
                page.click(f'#problems button.alt[data-alt="{ci}.{ai}"]')
                ghosts = page.eval_on_selector_all(
                    "#canvas rect.ghost", "n => n.map(r => [r.dataset.view, ['x','y','width','height']"
                    ".map(k => Number(r.getAttribute(k)))])")
                frames = [[f["view"], [f["to"][k] for k in ("x", "y", "width", "height")]]
                          for f in alternative["frames"]]
                self.assertEqual(ghosts, [[v, [max(0, n) if i > 1 else n for i, n in enumerate(r)]]
                                          for v, r in frames])
                self.assertEqual(page.get_attribute(f'button.alt[data-alt="{ci}.{ai}"]', "aria-pressed"), "true")
                self.assertIn(f"alt={ci}.{ai}", page.evaluate("location.hash"))
                chosen += 1
        self.assertGreaterEqual(chosen, 2)

    def test_a_deep_link_restores_its_state(self):
        page, expected = self.conflict_page("#variant=iphone-8-portrait-ltr&view=Red+View&constraint=h2&alt=0.3")
        self.assertEqual(page.text_content("#inspected-name"), "Red View")
        self.assertEqual(page.get_attribute("#inspector .row.current", "data-row"), "h2")
        self.assertIn("broken", page.text_content("#inspector .row.current .why-line"))
        self.assertEqual(page.get_attribute('button.alt[data-alt="0.3"]', "aria-pressed"), "true")
        frames = expected["conflicts"][0]["alternatives"][3]["frames"]
        self.assertEqual(page.locator("#canvas rect.ghost").count(), len(frames))
        self.assertEqual(page.locator('#canvas g.constraint[data-row="h2"]').count(), 1)

    def test_ambiguity_block_equals_plumb_explain_json(self):
        source = os.path.join(FIXTURES, "ambiguous-clipped.yaml")
        _, stdout, _ = plumb("explain", source, "--format", "json")
        expected = json.loads(stdout)
        page = self.open(inspect(source))
        self.assertEqual(self.model(page)["variants"][0]["diagnosis"], expected)
        [ambiguity] = expected["ambiguities"]
        block = page.locator("#problems .ambiguity-block")
        self.assertEqual(block.locator("h3").text_content(), ambiguity["view"])
        self.assertEqual(block.locator(".ranges li").all_text_contents(),
                         [f"{r['attribute']} ∈ {r['interval']}" for r in ambiguity["ranges"]])
        self.assertEqual(block.locator(".pins").text_content(), "\n".join(ambiguity["pins"]))
        block.locator("button.ends").click()
        ghosts = page.eval_on_selector_all(
            "#canvas rect.ghost", "n => n.map(r => ['x','y','width','height'].map(k => Number(r.getAttribute(k))))")
        self.assertEqual(ghosts, [[g[k] for k in ("x", "y", "width", "height")] for g in ambiguity["ghosts"]])
        badge = page.locator('#tree [role=treeitem]:has(> .node .badge.ambiguous) > .node .name')
        self.assertEqual(badge.all_text_contents(), [ambiguity["view"]])
        # The clipped child's overflow is hatched, and only that one.
        self.assertEqual(page.eval_on_selector_all("#canvas rect.clipped", "n => n.length"), 1)

    def test_keyboard_moves_through_the_tree_and_selects(self):
        page, _ = self.conflict_page()
        page.focus("#filter")
        page.keyboard.press("Tab")
        self.assertEqual(page.evaluate("document.activeElement.dataset.view"), "0")
        page.keyboard.press("ArrowDown")
        page.keyboard.press("ArrowDown")
        self.assertEqual(page.evaluate("document.activeElement.dataset.view"), "2")
        page.keyboard.press("Enter")
        self.assertEqual(page.text_content("#inspected-name"), "Blue View")
        page.keyboard.press("ArrowUp")
        page.keyboard.press(" ")
        self.assertEqual(page.text_content("#inspected-name"), "Red View")
        page.keyboard.press("Home")
        page.keyboard.press("ArrowLeft")
        self.assertEqual(page.get_attribute('#tree [data-view="0"]', "aria-expanded"), "false")
        page.keyboard.press("ArrowDown")
        self.assertEqual(page.evaluate("document.activeElement.dataset.view"), "0")
        page.fill("#filter", "blue")
        hidden = page.eval_on_selector_all("#tree [role=treeitem]", "n => n.map(i => i.hidden)")
        self.assertEqual(hidden, [False, True, False])

    def test_axe_finds_nothing_serious(self):
        page, _ = self.conflict_page("#view=Red+View")
        for mode in ["#mode-contents", "#mode-wireframe"]:
            page.click(mode)
            results = Axe().run(page)
            serious = [v["id"] for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
            self.assertEqual(serious, [], results.generate_report())


class OtherInputTests(InspectorTestCase):
    def test_storyboard_scene(self):
        page = self.open(inspect(STORYBOARD, "--scene", "Welcome"))
        model = self.model(page)
        self.assertEqual(model["input"]["kind"], "interface-builder")
        variant = model["variants"][0]
        view = next(v for v in variant["views"][1:] if v["explanation"]["horizontal"] and self.pixel_of(variant, v))
        self.assertTrue(self.click_pixels(page, variant, view))
        self.assertEqual(page.text_content("#inspected-name"), view["name"])
        self.assertRegex(page.text_content("#inspector .where"), r"Main\.storyboard:\d+ \(id [\w-]+, \w+\)")
        wheres = page.eval_on_selector_all("#inspector .row .where", "n => n.map(e => e.textContent)")
        self.assertTrue(wheres)
        for where in wheres:
            self.assertRegex(where, r"^.*Main\.storyboard:\d+:\d+ \(id [\w-]+\)$")

    def test_console_log(self):
        source = os.path.join(FIXTURES, "console.log")
        page = self.open(inspect(source))
        variant = self.model(page)["variants"][0]
        self.assertEqual(self.model(page)["input"]["kind"], "console-log")
        label = next(v for v in variant["views"] if v["name"] == "UILabel 'Tech'")
        self.assertTrue(self.click_pixels(page, variant, label))
        self.assertEqual(page.text_content("#inspected-name"), "UILabel 'Tech'")
        vertical = page.eval_on_selector_all('#inspector .axis[data-axis="vertical"] .meta',
                                             "n => n.map(e => e.textContent)")
        self.assertIn(f"written at {source}:5", " ".join(vertical))
        self.assertIn(f"written at {source}:6", " ".join(vertical))
        self.assertEqual(page.locator("#problems .member.broken code").all_text_contents(),
                         [variant["diagnosis"]["conflicts"][0]["broken"]])

    def test_screenshot_for_the_readme(self):
        # Relative to the package root, so the picture shows no machine's directories.
        source = os.path.relpath(os.path.join(FIXTURES, "conflict-width.yaml"), ROOT)
        page = self.open(inspect(source, "--device", "iphone-8"), "#view=Red+View&alt=0.3")
        # One variant, no snapshot failure: no comparison or image modes in the bar.
        self.assertTrue(page.locator("#compare-field").is_hidden())
        self.assertTrue(page.locator("#image-modes").is_hidden())
        page.set_viewport_size({"width": 1280, "height": 800})
        page.click("#zoom-fit")
        os.makedirs(os.path.dirname(SCREENSHOT), exist_ok=True)
        page.screenshot(path=SCREENSHOT)
        self.assertGreater(os.path.getsize(SCREENSHOT), 10000)


def rect_text(frame):
    """A frame as the page writes it (numbers rounded to 1e-3, whole ones without a point)."""
    def num(value):
        rounded = round(value * 1000) / 1000
        return str(int(rounded)) if rounded == int(rounded) else repr(rounded)
    return ", ".join(f"{k} {num(frame[k])}" for k in ("x", "y", "width", "height"))


class MatrixTests(InspectorTestCase):
    RECIPE = "Two Views with Complex Widths"

    def matrix_page(self, fragment=""):
        return self.open(inspect(self.RECIPE, "--matrix"), fragment)

    def test_switching_variants_keeps_the_selection(self):
        page = self.matrix_page()
        model = self.model(page)
        self.assertEqual(len(model["variants"]), 12)
        red = next(v for v in model["variants"][0]["views"] if v["name"] == "Red View")
        self.click_tree(page, red["id"])
        self.click_tree(page, red["id"])
        for variant in model["variants"][1:]:
            page.select_option("#variant", variant["id"])
            with self.subTest(variant=variant["id"]):
                now = next(v for v in variant["views"] if v["key"] == "Red View")
                self.assertEqual(page.text_content("#inspected-name"), "Red View")
                self.assertEqual(page.get_attribute('#tree [aria-selected="true"]', "data-view"), str(now["id"]))
                self.assertEqual(page.text_content("#inspector .frame"), rect_text(now["frame"]))
                self.assertEqual(self.axis_lines(page, "horizontal"),
                                 [r["line"] for r in now["explanation"]["horizontal"]])
                self.assertIn(f"variant={variant['id']}&view=Red+View", page.evaluate("location.hash"))
        # The landscape iPad's canvas is the device's size in points, drawn to fit.
        self.assertEqual(page.get_attribute("#canvas", "viewBox"), "0 0 1024 768")

    def test_compare_lists_the_views_whose_frames_differ(self):
        page = self.matrix_page("#variant=iphone-se-portrait-ltr")
        page.select_option("#compare", "iphone-8-portrait-ltr")
        rows = page.eval_on_selector_all(
            "#comparison tbody tr", "n => n.map(r => [...r.children].map(c => c.textContent))")
        self.assertEqual(rows, [
            ["Root", "x 0, y 0, width 320, height 568", "x 0, y 0, width 375, height 667"],
            ["Blue View", "x 16, y 40, width 150, height 508", "x 16, y 40, width 150, height 607"],
            ["Red View", "x 174, y 40, width 130, height 508", "x 174, y 40, width 185, height 607"],
        ])
        self.assertIn("compare=iphone-8-portrait-ltr", page.evaluate("location.hash"))
        self.assertEqual(page.locator("#canvas rect.differs").count(), 3)
        # Against every other variant: exactly the views whose frames differ, both frames.
        model = self.model(page)
        first = model["variants"][0]
        for other in model["variants"][1:]:
            page.select_option("#compare", other["id"])
            others = {v["key"]: v for v in other["views"]}
            expected = [[v["name"], rect_text(v["frame"]), rect_text(others[v["key"]]["frame"])]
                        for v in first["views"]
                        if any(abs(v["frame"][k] - others[v["key"]]["frame"][k]) > 1e-3
                               for k in ("x", "y", "width", "height"))]
            rows = page.eval_on_selector_all(
                "#comparison tbody tr", "n => n.map(r => [...r.children].map(c => c.textContent))")
            self.assertEqual(rows, expected, other["id"])
        # A listed view is a button that selects it.
        page.click('#comparison button.goto:text-is("Red View")')
        self.assertEqual(page.text_content("#inspected-name"), "Red View")
        page.select_option("#compare", "iphone-se-portrait-ltr")
        self.assertTrue(page.locator("#comparison").is_hidden())

    def test_axe_finds_nothing_serious_in_compare_mode(self):
        page = self.matrix_page("#variant=ipad-landscape-rtl&view=Red+View&compare=iphone-se-portrait-ltr")
        self.assertEqual(page.locator("#comparison tbody tr").count(), 3)
        results = Axe().run(page)
        serious = [v["id"] for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
        self.assertEqual(serious, [], results.generate_report())


class SnapshotFailureTests(InspectorTestCase):
    """A failing run of the example suite: Login's title 8 pt lower than its references."""

    VARIANTS = ["iphone-se-portrait-ltr", "iphone-se-portrait-rtl", "iphone-15-portrait-ltr", "iphone-15-portrait-rtl"]
    copy = None

    @classmethod
    def setUpClass(cls):
        import shutil
        cls.copy = os.path.join(SCRATCH, "example")
        if not os.path.isdir(cls.copy):
            shutil.copytree(os.path.join(ROOT, "Examples", "SnapshotSuite"), cls.copy)
            login = os.path.join(cls.copy, "Screens", "Login.yaml")
            with open(login) as file:
                text = file.read()
            with open(login, "w") as file:
                file.write(text.replace("Title.Top = Safe Area.Top + 32", "Title.Top = Safe Area.Top + 40"))
            run = subprocess.run([PLUMB, "snapshot", "verify", "--scene", "Login", "--inspect", "--artifacts", "out"],
                                 capture_output=True, text=True, timeout=300, cwd=cls.copy)
            assert run.returncode == 1, run.stdout + run.stderr

    def failure_page(self, variant="iphone-se-portrait-ltr", fragment=""):
        return self.open(os.path.join(self.copy, "out", "login", f"{variant}-inspect.html"), fragment)

    def test_the_moved_views_are_highlighted_with_old_and_new_frames(self):
        page = self.failure_page()
        rows = page.eval_on_selector_all(
            "#failure .moves tbody tr", "n => n.map(r => [...r.children].map(c => c.textContent))")
        self.assertEqual(rows, [
            ["Title", "x 16, y 52, width 204, height 33.5", "x 16, y 60, width 204, height 33.5"],
            ["Email Field", "x 16, y 109.5, width 288, height 34", "x 16, y 117.5, width 288, height 34"],
            ["Password Field", "x 16, y 155.5, width 288, height 34", "x 16, y 163.5, width 288, height 34"],
            ["Sign In Button", "x 16, y 213.5, width 288, height 44", "x 16, y 221.5, width 288, height 44"],
        ])
        boxes = lambda selector: page.eval_on_selector_all(
            selector, "n => n.map(r => ['x','y','width','height'].map(k => Number(r.getAttribute(k))))")
        self.assertEqual(boxes("#canvas rect.moved-was"),
                         [[16, 52, 204, 33.5], [16, 109.5, 288, 34], [16, 155.5, 288, 34], [16, 213.5, 288, 44]])
        self.assertEqual(boxes("#canvas rect.moved-now"),
                         [[16, 60, 204, 33.5], [16, 117.5, 288, 34], [16, 163.5, 288, 34], [16, 221.5, 288, 44]])
        self.assertIn("The reference records no constraints", page.text_content("#failure .no-constraint-diff"))
        # Clicking the moved title's pixels selects it; the inspector gives both frames.
        variant = self.model(page)["variants"][0]
        title = next(v for v in variant["views"] if v["name"] == "Title")
        self.assertTrue(self.click_pixels(page, variant, title))
        self.assertEqual(page.text_content("#inspected-name"), "Title")
        self.assertEqual(page.text_content("#inspector .frame"), "x 16, y 60, width 204, height 33.5")
        self.assertEqual(page.text_content("#inspector .frame-expected"), "x 16, y 52, width 204, height 33.5")
        # The whole expected layout, from the committed frames reference.
        self.assertEqual(page.locator("#canvas rect.expected-view").count(), 0)
        page.click("#failure button.show-expected")
        self.assertEqual(boxes("#canvas rect.expected-view"),
                         [[0, 0, 320, 568], [16, 52, 204, 33.5], [16, 109.5, 288, 34], [16, 155.5, 288, 34],
                          [16, 213.5, 288, 44]])
        self.assertIn("expected=1", page.evaluate("location.hash"))
        page.click('#failure button.goto:text-is("Sign In Button")')
        self.assertEqual(page.text_content("#inspector .frame-expected"), "x 16, y 213.5, width 288, height 44")

    def test_image_modes_switch(self):
        page = self.failure_page()
        self.assertTrue(page.locator("#canvas").is_visible())
        self.assertTrue(page.locator("#images").is_hidden())
        decoded = "n => n.map(i => [i.className, i.complete && i.naturalWidth])"
        page.click('.image-mode[data-image="side"]')
        self.assertTrue(page.locator("#canvas").is_hidden())
        self.assertEqual(page.eval_on_selector_all("#images img", decoded),
                         [["shot-expected", 640], ["shot-actual", 640]])
        self.assertEqual(page.get_attribute('.image-mode[data-image="side"]', "aria-pressed"), "true")
        page.click('.image-mode[data-image="slider"]')
        self.assertEqual(page.eval_on_selector_all("#images img", decoded),
                         [["shot-actual", 640], ["shot-expected", 640]])
        self.assertEqual(page.evaluate("document.querySelector('#images .top').style.width"), "50%")
        page.focus("#split")
        for _ in range(10):
            page.keyboard.press("ArrowRight")
        self.assertEqual(page.evaluate("document.querySelector('#images .top').style.width"), "60%")
        page.click('.image-mode[data-image="onion"]')
        self.assertEqual(page.eval_on_selector_all("#images img", decoded),
                         [["shot-expected", 640], ["shot-actual", 640]])
        page.focus("#onion")
        page.keyboard.press("End")
        self.assertEqual(page.evaluate("document.querySelector('#images .top').style.opacity"), "1")
        self.assertIn("image=onion", page.evaluate("location.hash"))
        page.click('.image-mode[data-image="layout"]')
        self.assertTrue(page.locator("#canvas").is_visible())
        self.assertTrue(page.locator("#images").is_hidden())

    def test_a_deep_link_opens_an_image_mode(self):
        page = self.failure_page("iphone-15-portrait-rtl", "#view=Title&image=side")
        self.assertEqual(page.text_content("#inspected-name"), "Title")
        self.assertEqual(page.locator("#images img").count(), 2)
        results = Axe().run(page)
        serious = [v["id"] for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
        self.assertEqual(serious, [], results.generate_report())

    def test_axe_finds_nothing_serious_on_a_failure(self):
        page = self.failure_page(fragment="#view=Title")
        results = Axe().run(page)
        serious = [v["id"] for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
        self.assertEqual(serious, [], results.generate_report())

    def test_the_reports_links_open_the_inspector(self):
        report = os.path.join(self.copy, "out", "index.html")
        context = BROWSER.browser.new_context(offline=True)
        self.addCleanup(context.close)
        page = context.new_page()
        page.goto("file://" + report)
        links = page.locator("p.inspect a")
        self.assertEqual(links.count(), 4)
        moved = page.eval_on_selector_all(
            "table.moves", "n => n.map(t => t.querySelector('tbody tr').textContent)")
        self.assertEqual(moved[0], "Title(16, 52, 204, 33.5)(16, 60, 204, 33.5)")
        for index, variant in enumerate(self.VARIANTS):
            page.locator("p.inspect a").nth(index).click()
            page.wait_for_selector("#failure h2")
            self.assertEqual(page.text_content("#failure h2"), f"Snapshot failure: Login [{variant}]")
            self.assertTrue(page.url.split("#")[0].endswith(f"/out/login/{variant}-inspect.html"), page.url)
            page.go_back()
            page.wait_for_selector("p.inspect a")

    def report(self):
        context = BROWSER.browser.new_context(offline=True, viewport={"width": 1400, "height": 900})
        self.addCleanup(context.close)
        page = context.new_page()
        problems = []
        page.on("console", lambda m: problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
        page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
        page.goto("file://" + os.path.join(self.copy, "out", "index.html"))
        self.addCleanup(lambda: self.assertEqual(problems, []))
        return page

    def visible_sections(self, page):
        return page.eval_on_selector_all("section[data-variant]:not([hidden]) h2", "n => n.map(h => h.textContent)")

    def test_the_reports_filters_hide_and_show_variants(self):
        page = self.report()
        cells = "ul.grid li:not([hidden]) .name"
        names = lambda: page.eval_on_selector_all(cells, "n => n.map(s => s.textContent)")
        everything = [f"Login [{variant}]" for variant in self.VARIANTS]
        self.assertEqual(names(), everything)
        self.assertEqual(self.visible_sections(page), everything)
        # Only the axes the failing variants differ on are offered.
        self.assertEqual(page.eval_on_selector_all("select[data-axis]", "n => n.map(s => s.dataset.axis)"),
                         ["device", "direction"])
        # Chosen with the keyboard, as a person without a mouse would.
        page.focus('select[data-axis="direction"]')
        page.keyboard.press("ArrowDown")
        page.keyboard.press("ArrowDown")
        self.assertEqual(page.input_value('select[data-axis="direction"]'), "rtl")
        rtl = ["Login [iphone-se-portrait-rtl]", "Login [iphone-15-portrait-rtl]"]
        self.assertEqual(names(), rtl)
        self.assertEqual(self.visible_sections(page), rtl)
        self.assertEqual(page.text_content("#shown"), "2 of 4 shown")
        page.select_option('select[data-axis="device"]', "iphone-15")
        self.assertEqual(names(), ["Login [iphone-15-portrait-rtl]"])
        self.assertEqual(self.visible_sections(page), ["Login [iphone-15-portrait-rtl]"])
        self.assertEqual(page.text_content("#shown"), "1 of 4 shown")
        page.click("text=show all")
        self.assertEqual(names(), everything)
        self.assertEqual(self.visible_sections(page), everything)
        self.assertEqual(page.text_content("#shown"), "4 of 4 shown")

    def test_a_thumbnail_links_to_its_variant(self):
        page = self.report()
        sizes = page.eval_on_selector_all(
            "ul.grid img", "n => n.map(i => [i.complete && i.naturalWidth, i.getBoundingClientRect().height])")
        # The actual images, decoded at the device's pixel width, drawn 180 px high inside a
        # 1 px border.
        self.assertEqual(sizes, [[640, 182], [640, 182], [1179, 182], [1179, 182]])
        page.click('ul.grid a:has-text("Login [iphone-15-portrait-ltr]")')
        self.assertEqual(page.evaluate("location.hash"), "#v2")
        self.assertEqual(page.text_content("section:target h2"), "Login [iphone-15-portrait-ltr]")

    def test_axe_finds_nothing_serious_in_the_report(self):
        page = self.report()
        results = Axe().run(page)
        serious = [v["id"] for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
        self.assertEqual(serious, [], results.generate_report())


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=1).result
    failed = len(result.failures) + len(result.errors)
    print(f"inspector: {result.testsRun - failed} passed, {failed} failed")
    sys.exit(1 if failed or not result.wasSuccessful() else 0)
