#!/usr/bin/env python3
"""The accessibility audit in `plumb inspect`'s page (issue 36), in Chromium through Playwright,
with the helpers of test_inspector.py (the same browser set-up, offline pages, console watch).

What the page shows is checked against the built `plumb audit --format json` over the same
variants: each view's badge count, the findings panel's text per variant, clicking a finding
selects its view, the selection's own findings, the `finding=` deep link; axe-core finds nothing
serious with the panel open. The audit's fail fixtures (Tests/AuditTests/Fixtures) are the
input. Run by scripts/test after test_inspector.py; alone:
`python3 Tests/InspectorBrowserTests/test_inspector_audit.py`.
"""
import json
import os
import shutil
import subprocess
import sys
import unittest
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import test_inspector as base  # noqa: E402  (after the path it is found on)
from axe_playwright_python.sync_playwright import Axe  # noqa: E402

AUDIT_FIXTURES = os.path.join(base.ROOT, "Tests", "AuditTests", "Fixtures")
for name in ["contrast-fail.yaml", "truncated-fail.yaml"]:
    if not os.path.isfile(os.path.join(AUDIT_FIXTURES, name)):
        sys.exit(f"inspector audit tests: no {name} in {AUDIT_FIXTURES}")


def setUpModule():
    base.BROWSER = base.Browser()


def tearDownModule():
    base.BROWSER.close()


def write_suite(folder, scenes, extra):
    """A plumb.yml in `folder` over copies of the audit's fixtures."""
    os.makedirs(folder, exist_ok=True)
    for scene in scenes:
        shutil.copy(os.path.join(AUDIT_FIXTURES, scene), folder)
    with open(os.path.join(folder, "plumb.yml"), "w") as file:
        file.write(f"scenes: [{', '.join(scenes)}]\nsnapshots: Snapshots\n{extra}")
    return os.path.join(folder, "plumb.yml")


def audit_json(config, cwd):
    """`plumb audit --config … --format json`: the findings, each payload's measurement."""
    run = subprocess.run([base.PLUMB, "audit", "--config", config, "--format", "json"], capture_output=True,
                         text=True, timeout=300, cwd=cwd)
    assert run.returncode in (0, 1), run.stderr
    findings = json.loads(run.stdout)
    for finding in findings:
        finding["m"] = finding["payload"]["audit"]["_0"]
    return findings


def category_words(m):
    if m.get("firstCategory") is None:
        return None
    at_default = "" if m.get("passesAtDefault") is None else "; passes at l" if m["passesAtDefault"] else "; fails at l"
    return f"from {m['firstCategory']}{at_default}"


class AuditPanelTests(base.InspectorTestCase):
    """Contrast Fail (grey text, a scrim, a caption over a photo) and Truncated Fail, on
    iphone-15 at L and AX5 in the light and the dark: eight variants a scene."""

    folder = None

    @classmethod
    def setUpClass(cls):
        cls.folder = os.path.join(base.SCRATCH, "audit-suite")
        cls.config = write_suite(cls.folder, ["contrast-fail.yaml", "truncated-fail.yaml"],
                                 "devices: [iphone-15]\norientations: [portrait]\ndirections: [ltr, rtl]\n"
                                 "contentSizes: [l, ax5]\nappearances: [light, dark]\n")
        cls.findings = audit_json(cls.config, cls.folder)
        cls.pages = {}
        for scene in ["Contrast Fail", "Truncated Fail"]:
            output = os.path.join(cls.folder, scene.replace(" ", "-") + ".html")
            run = subprocess.run([base.PLUMB, "inspect", "--config", cls.config, "--scene", scene, "--audit",
                                  "--output", output], capture_output=True, text=True, timeout=300, cwd=cls.folder)
            assert run.returncode == 0, run.stderr
            cls.pages[scene] = output

    def expected(self, scene, variant):
        return [f for f in self.findings if f["location"]["scene"] == scene and variant in f["m"]["variants"]]

    def panel(self, page):
        return page.eval_on_selector_all("#audit li.finding", """items => items.map(li => ({
            rule: li.querySelector('.rule').textContent, detail: li.querySelector('.detail').textContent,
            path: li.querySelector('.path').textContent,
            measured: li.querySelector('.measured') ? li.querySelector('.measured').textContent : null,
            threshold: li.querySelector('.threshold').textContent,
            reference: li.querySelector('.reference').textContent,
            category: li.querySelector('.category') ? li.querySelector('.category').textContent : null,
            where: li.querySelector('.where').textContent,
            link: li.querySelector('a.finding-link').getAttribute('href')}))""")

    def badges(self, page):
        """{view path: (count shown, accessible text)} for the tree's audit badges."""
        rows = page.eval_on_selector_all("#tree [role=treeitem]", """items => items.map(i => {
            const b = i.querySelector(':scope > .node .badge.audit');
            return [Number(i.dataset.view), b ? b.querySelector('[aria-hidden]').textContent : null,
                    b ? b.querySelector('.visually-hidden').textContent : null]; })""")
        return rows

    def check_variant(self, page, scene, variant_id):
        model = self.model(page)
        variant = next(v for v in model["variants"] if v["id"] == variant_id)
        views = variant["views"]

        def path(view):
            names = []
            while view is not None:
                names.insert(0, view["name"])
                view = None if view["parent"] is None else views[view["parent"]]
            return " > ".join(names)

        expected = self.expected(scene, variant_id)
        self.assertTrue(expected, f"{scene} {variant_id}: the fixture has findings")
        shown = self.panel(page)
        self.assertEqual(page.text_content("#audit h2"), f"Accessibility findings ({len(expected)})")
        self.assertEqual([(s["rule"], s["detail"], s["path"]) for s in shown],
                         [(f["code"], f["m"]["detail"], f["m"]["view"]) for f in expected])
        for s, f in zip(shown, expected):
            m = f["m"]
            if m["unit"] == ":1":
                # Two decimals, as the CLI's line: 4.48:1.
                self.assertEqual(s["threshold"], f"{m['threshold']:.2f}:1")
                if not m["needsReview"]:
                    self.assertEqual(s["measured"], f"{m['measured']:.2f}:1")
            else:
                number, unit = s["threshold"].split(" ", 1)
                self.assertAlmostEqual(float(number), m["threshold"], delta=1e-3)
                self.assertEqual(unit, m["unit"])
                if not m["needsReview"]:
                    number, unit = s["measured"].split(" ", 1)
                    self.assertAlmostEqual(float(number), m["measured"], delta=1e-3)
            self.assertEqual(s["measured"] is None, m["needsReview"])
            self.assertEqual(s["reference"], m["reference"])
            self.assertEqual(s["category"], category_words(m))
            location = f["location"]
            where = location["file"] if location.get("line") is None else f"{location['file']}:{location['line']}"
            self.assertEqual(s["where"], where)
            link = urllib.parse.parse_qs(s["link"][1:])
            self.assertEqual(link["variant"], [variant_id])
            self.assertEqual(link["finding"], [f["code"]])
        # Each view's badge: how many findings name its path.
        for view_id, count, words in self.badges(page):
            n = sum(1 for f in expected if f["m"]["view"] == path(views[view_id]))
            if n == 0:
                self.assertIsNone(count, path(views[view_id]))
            else:
                self.assertEqual(count, f"a11y {n}")
                self.assertEqual(words, f"{n} accessibility finding{'' if n == 1 else 's'}")

    def test_badges_and_panel_equal_plumb_audit_json_in_every_variant(self):
        for scene, page_path in self.pages.items():
            page = self.open(page_path)
            ids = page.eval_on_selector_all("#variant option", "n => n.map(o => o.value)")
            self.assertEqual(len(ids), 8)
            for variant_id in ids:
                page.select_option("#variant", variant_id)
                self.check_variant(page, scene, variant_id)

    def test_the_dark_and_ax5_variants_differ_as_the_audit_says(self):
        # Contrast Fail's scrim label fails only in the light (grey 127 under white text, 4.00:1;
        # black in the dark); the grey label fails in both, 4.48:1 light and 2.84:1 dark.
        light = [f["m"]["view"] for f in self.expected("Contrast Fail", "iphone-15-portrait-ltr")]
        dark = [f["m"]["view"] for f in self.expected("Contrast Fail", "iphone-15-portrait-ltr-dark")]
        self.assertIn("Root > Scrim > Scrim Label", light)
        self.assertNotIn("Root > Scrim > Scrim Label", dark)
        page = self.open(self.pages["Contrast Fail"], "#variant=iphone-15-portrait-ltr-dark")
        self.assertEqual(page.locator("#tree .badge.audit").count(), len(set(dark)))

    def test_clicking_a_finding_selects_its_view_and_links_to_it(self):
        page = self.open(self.pages["Contrast Fail"], "#variant=iphone-15-portrait-ltr")
        page.click('#audit li.finding:has(.path:text-is("Root > Card > Grey Label")) button.finding-pick')
        self.assertEqual(page.text_content("#inspected-name"), "Grey Label")
        self.assertEqual(page.evaluate("document.querySelector('#tree [aria-selected=true] > .node .name').textContent"),
                         "Grey Label")
        hash_ = urllib.parse.parse_qs(page.evaluate("location.hash")[1:])
        self.assertEqual(hash_, {"variant": ["iphone-15-portrait-ltr"], "view": ["Grey Label"],
                                 "finding": ["contrast-text"]})
        rules = page.eval_on_selector_all("#inspector .view-finding", "n => n.map(e => e.dataset.rule)")
        grey = [f["code"] for f in self.expected("Contrast Fail", "iphone-15-portrait-ltr")
                if f["m"]["view"] == "Root > Card > Grey Label"]
        self.assertEqual(rules, grey)
        self.assertEqual(page.eval_on_selector_all("#inspector .view-finding.current", "n => n.length"), 1)
        self.assertEqual(page.text_content("#inspector .view-finding.current .detail"), "text (17 pt) contrast 4.48:1")
        # Selecting another view by the tree drops the finding from the address.
        page.click('#tree [role=treeitem] > .node .name:text-is("Card")')
        self.assertNotIn("finding=", page.evaluate("location.hash"))

    def test_a_deep_link_to_a_finding_restores_it(self):
        page = self.open(self.pages["Contrast Fail"],
                         "#variant=iphone-15-portrait-ltr-dark&view=Grey+Label&finding=contrast-text")
        self.assertEqual(page.input_value("#variant"), "iphone-15-portrait-ltr-dark")
        self.assertEqual(page.text_content("#inspected-name"), "Grey Label")
        self.assertEqual(page.text_content("#inspector .view-finding.current .rule"), "contrast-text")
        self.assertEqual(page.eval_on_selector_all("#audit li.finding.current .path", "n => n.map(e => e.textContent)"),
                         ["Root > Card > Grey Label"])
        # A rule the view has no finding of is dropped, not shown as current.
        page = self.open(self.pages["Contrast Fail"], "#variant=iphone-15-portrait-ltr&view=Card&finding=contrast-text")
        self.assertEqual(page.eval_on_selector_all("#inspector .view-finding.current", "n => n.length"), 0)
        self.assertNotIn("finding=", page.evaluate("location.hash"))

    def test_axe_finds_nothing_serious_with_findings_shown(self):
        page = self.open(self.pages["Contrast Fail"], "#variant=iphone-15-portrait-ltr&view=Grey+Label&finding=contrast-text")
        results = Axe().run(page)
        serious = [v["id"] for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
        self.assertEqual(serious, [], results.generate_report())

    def test_without_audit_there_is_no_panel(self):
        page = self.open(base.inspect(os.path.join(AUDIT_FIXTURES, "contrast-fail.yaml")))
        self.assertEqual(page.locator("#audit").count(), 0)
        self.assertEqual(page.locator("#tree .badge.audit").count(), 0)
        self.assertIsNone(self.model(page)["audit"])


class SingleVariantTests(base.InspectorTestCase):
    def test_inspect_audit_of_one_variant_equals_plumb_audit_of_that_variant(self):
        folder = os.path.join(base.SCRATCH, "audit-one")
        config = write_suite(folder, ["truncated-fail.yaml"],
                             "devices: [iphone-se]\norientations: [portrait]\ndirections: [ltr]\n"
                             "contentSizes: [ax2]\n")
        findings = audit_json(config, folder)
        self.assertEqual([f["code"] for f in findings], ["text-truncated", "text-truncated", "font-not-scaling",
                                                          "scalable-text-fixed-box"])
        page = self.open(base.inspect(os.path.join(folder, "truncated-fail.yaml"), "--audit", "--device", "iphone-se",
                                      "--content-size", "ax2"))
        shown = page.eval_on_selector_all("#audit li.finding .detail", "n => n.map(e => e.textContent)")
        self.assertEqual(shown, [f["m"]["detail"] for f in findings])
        self.assertEqual(page.input_value("#variant"), "iphone-se-portrait-ltr-ax2")
        self.assertEqual(page.text_content("#summary"), "2 views · 0 conflicts · 0 ambiguous · 4 accessibility findings")


class FailurePageTests(base.InspectorTestCase):
    """`plumb snapshot verify --inspect --audit`: the failing variant's page carries the
    audit's findings on that variant, as `plumb audit --config` gives them."""

    def test_a_failing_variants_page_lists_its_findings(self):
        folder = os.path.join(base.SCRATCH, "audit-verify")
        config = write_suite(folder, ["contrast-fail.yaml"],
                             "devices: [iphone-15]\norientations: [portrait]\ndirections: [ltr]\n")
        record = subprocess.run([base.PLUMB, "snapshot", "record", "--artifacts", "out"], capture_output=True,
                                text=True, timeout=300, cwd=folder)
        self.assertEqual(record.returncode, 0, record.stderr)
        scene = os.path.join(folder, "contrast-fail.yaml")
        with open(scene) as file:
            text = file.read()
        with open(scene, "w") as file:
            file.write(text.replace("Card.Top = Superview.Top + 100", "Card.Top = Superview.Top + 108"))
        verify = subprocess.run([base.PLUMB, "snapshot", "verify", "--inspect", "--audit", "--artifacts", "out"],
                                capture_output=True, text=True, timeout=300, cwd=folder)
        self.assertEqual(verify.returncode, 1, verify.stdout + verify.stderr)
        findings = audit_json(config, folder)
        page = self.open(os.path.join(folder, "out", "contrast-fail", "iphone-15-portrait-ltr-inspect.html"))
        self.assertEqual(page.locator("#failure").is_hidden(), False)
        shown = page.eval_on_selector_all(
            "#audit li.finding", "n => n.map(li => [li.querySelector('.rule').textContent, "
            "li.querySelector('.detail').textContent, li.querySelector('.path').textContent])")
        self.assertEqual(shown, [[f["code"], f["m"]["detail"], f["m"]["view"]] for f in findings])
        self.assertEqual(self.model(page)["generator"], "plumb snapshot verify --inspect")


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=1).result
    failed = len(result.failures) + len(result.errors)
    print(f"inspector audit: {result.testsRun - failed} passed, {failed} failed")
    sys.exit(1 if failed or not result.wasSuccessful() else 0)
