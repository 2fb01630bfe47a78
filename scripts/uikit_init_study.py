#!/usr/bin/env python3
# The study files through `plumb uikit init` (issue 34, "What it must show"; docs/uikit-init.md).
# Each study file is its own app (two files of one repository would declare their stubs twice in
# one module): app/Views/<file>.swift, with the team's stub (Tests/UIKitStudy/Stubs) put in the
# package's views target as Sources/Views/TeamStub.swift before init runs, and the team's own
# tests (Tests/UIKitStudy/SnapshotTests/<file>.tests.swift, for classes init cannot make with no
# arguments or that need a place) in its test target as TeamSnapshots.swift, which init leaves
# alone. Then, per app:
# `plumb uikit init` (Plumb by path, one shared scratch folder so Plumb is built once), and when
# the package builds, `swift test` twice (the first records the references, the second verifies
# them and runs the layout-problem check). Prints a Markdown report.
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile


def code_lines(text):
    """Lines that are neither blank nor only a comment."""
    return sum(1 for line in text.splitlines() if line.strip() and not line.strip().startswith("//"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--study", required=True)
    ap.add_argument("--stubs", required=True)
    ap.add_argument("--team-tests", required=True, help="the team's test files, <file>.tests.swift")
    ap.add_argument("--nibs", help="the team's xibs, <file>/<name>.xib, put beside the view file")
    ap.add_argument("--update-doc", help="write the report between the markers of this file")
    ap.add_argument("--plumb", required=True, help="the plumb executable")
    ap.add_argument("--repo", required=True, help="the Plumb checkout the packages depend on")
    ap.add_argument("--keep", action="store_true")
    ap.add_argument("--scratch", help="a scratch folder to reuse (kept): Plumb stays built there between runs")
    ap.add_argument("--only", help="only the study files whose name contains this")
    args = ap.parse_args()

    if args.scratch:
        scratch = os.path.abspath(args.scratch)
        os.makedirs(scratch, exist_ok=True)
        for entry in os.listdir(scratch):
            if entry != "build":
                shutil.rmtree(os.path.join(scratch, entry))
    else:
        scratch = tempfile.mkdtemp(prefix="plumb-uikit-init-study.")
    build = os.path.join(scratch, "build")
    rows = []
    totals = dict(files=0, built=0, untouched=0, team_stub=0, init_stub=0, team_lines=0, init_lines=0,
                  classes=0, tested=0, team_tests=0, passed=0, layout=0, other=0, crashed=0, disabled=0)
    for name in sorted(os.listdir(args.study)):
        if not name.endswith(".swift") or (args.only and args.only not in name):
            continue
        base = name[:-len(".swift")]
        app = os.path.join(scratch, base)
        os.makedirs(os.path.join(app, "Views"))
        shutil.copy(os.path.join(args.study, name), os.path.join(app, "Views", name))
        # The team's nibs (written for the study: the files' apps keep theirs beside them).
        nib_folder = os.path.join(args.nibs, base) if args.nibs else None
        if nib_folder and os.path.isdir(nib_folder):
            for nib in sorted(os.listdir(nib_folder)):
                shutil.copy(os.path.join(nib_folder, nib), os.path.join(app, "Views", nib))
        stub_path = os.path.join(args.stubs, base + ".stub.swift")
        team_lines = 0
        if os.path.exists(stub_path):
            team_text = open(stub_path).read()
            team_lines = code_lines(re.sub(r"(?m)^\s*import\s.*$", "", team_text))
            if team_lines:
                target = os.path.join(app, "snapshots-%02d" % (len(rows) + 1), "Sources", "Views")
                os.makedirs(target)
                shutil.copy(stub_path, os.path.join(target, "TeamStub.swift"))
        team_tests_path = os.path.join(args.team_tests, base + ".tests.swift")
        team_tests = 0
        if os.path.exists(team_tests_path):
            text = open(team_tests_path).read()
            team_tests = len(re.findall(r"@Test\b", text))
            target = os.path.join(app, "snapshots-%02d" % (len(rows) + 1), "Tests", "ViewsSnapshotTests")
            os.makedirs(target)
            shutil.copy(team_tests_path, os.path.join(target, "TeamSnapshots.swift"))
        # A package folder of its own name per app: SwiftPM keys the rewrite plugin's outputs by
        # the root package's identity (its folder's name), and with one name for all, a shared
        # scratch folder compiled the previous app's rewritten files too.
        package = os.path.join(app, "snapshots-%02d" % (len(rows) + 1))
        # And SwiftPM 6.3 kept the previous package's build plan after a failed build (the next
        # app reported the previous one's errors); without its plan and database it plans again,
        # and Plumb's modules, up to date on disk, are not rebuilt.
        for stale in ("debug.yaml", "build.db"):
            if os.path.exists(os.path.join(build, stale)):
                os.remove(os.path.join(build, stale))
        init = subprocess.run(
            [args.plumb, "uikit", "init", app, "--output", package, "--plumb-path", args.repo,
             "--scratch-path", build],
            capture_output=True, text=True)
        out = init.stdout + init.stderr
        found = re.search(r"found (\d+) view class(?:es)? in \d+ files?; (\d+) can be made", out)
        classes, tested = (int(found.group(1)), int(found.group(2))) if found else (0, 0)
        stubs_file = os.path.join(package, "Sources", "Views", "Stubs.swift")
        init_stub = open(stubs_file).read() if os.path.exists(stubs_file) else ""
        added = init_stub.count("// TODO(plumb uikit init): fill in")
        init_lines = added  # one declaration line per skeleton
        built = init.returncode == 0
        unresolved = [line.strip() for line in out.splitlines() if ": error: " in line]
        passed = layout = other = disabled = 0
        problems = []
        crashes_here = []
        if built:
            test_args = ["swift", "test", "--package-path", package,
                         "--scratch-path", build]
            subprocess.run(test_args, capture_output=True, text=True)  # records the references
            verify = subprocess.run(test_args, capture_output=True, text=True)
            vout = verify.stdout + verify.stderr
            passed = len(re.findall(r"✔ Test \w+\(\) passed", vout))
            disabled = len(set(re.findall(r"Test (\w+)\(\) skipped", vout)))
            # Each failing test's issues, up to the next test's line.
            issues = {}
            for block in re.split(r"\n(?=[✔✘◇] )", vout):
                m = re.match(r"✘ Test (\w+)\(\) recorded an issue", block)
                if m:
                    issues.setdefault(m.group(1), []).append(block)
            failed = sorted(set(re.findall(r"✘ Test (\w+)\(\) failed", vout)) | set(issues))
            for test in failed:
                text = "\n".join(issues.get(test, []))
                if re.search(r"Unable to simultaneously satisfy|Ambiguous layout", text):
                    layout += 1
                    problems += ["%s: %s" % (test, p) for p in sorted(set(re.findall(
                        r"(Unable to simultaneously satisfy constraints|Ambiguous layout: [^\n]*)", text)))][:3]
                else:
                    other += 1
                    first = [l.strip() for l in text.splitlines()[1:] if l.strip()][:1]
                    problems.append("%s: %s" % (test, first[0] if first else "failed"))
            if "Program crashed" in vout or "Fatal error" in vout:
                # A crash ends the process: run each test alone to see which crash and where.
                passed = layout = other = disabled = 0
                problems = []
                names = []
                for suite in ("ViewSnapshots", "TeamSnapshots"):
                    path = os.path.join(package, "Tests", "ViewsSnapshotTests", suite + ".swift")
                    if os.path.exists(path):
                        names += ["%s/%s" % (suite, n) for n in re.findall(
                            r"@Test(?:\([^\n]*\))? func (\w+)\(\)", open(path).read())]
                for name in names:
                    one = subprocess.run(test_args + ["--skip-build", "--filter", name],
                                         capture_output=True, text=True)
                    oout = one.stdout + one.stderr
                    if re.search(r"Test \w+\(\) skipped", oout):
                        disabled += 1
                        continue
                    if one.returncode == 0:
                        passed += 1
                        continue
                    crash = re.search(r"^(.*(?:Fatal error|Program crashed).*)$", oout, re.M)
                    if crash:
                        crashes_here.append(name)
                        # The innermost frame in the team's code (the views target).
                        where = re.search(r"^\s*\d+ \[ra\]\s+0x[0-9a-f]+ (\S+?)\(.* at \S*?Sources/Views/\S*?([^/\s]+\.swift:\d+)",
                                          oout, re.M)
                        # Without the `***` and the address, which differ every run.
                        said = re.sub(r" at 0x[0-9a-f]+", "", crash.group(1).replace("***", "")).strip()
                        problems.append("%s: crashed: `%s`%s" % (name, said, (
                            " in `%s`, `%s`" % (where.group(1), where.group(2))) if where else ""))
                    elif re.search(r"Unable to simultaneously satisfy|Ambiguous layout", oout):
                        layout += 1
                        problems.append("%s: layout problem" % name)
                    else:
                        other += 1
                        problems.append("%s: failed" % name)
        untouched = built and added == 0 and team_lines == 0
        other += len(crashes_here)
        totals["crashed"] += len(crashes_here)
        rows.append((base, classes, tested, team_tests, built, team_lines, added, passed, layout, other, disabled,
                     unresolved, problems))
        totals["files"] += 1
        totals["built"] += built
        totals["untouched"] += untouched
        totals["team_stub"] += team_lines > 0
        totals["init_stub"] += added > 0
        totals["team_lines"] += team_lines
        totals["init_lines"] += init_lines
        totals["classes"] += classes
        totals["tested"] += tested
        totals["team_tests"] += team_tests
        totals["disabled"] += disabled
        totals["passed"] += passed
        totals["layout"] += layout
        totals["other"] += other
        print("uikit-init-study: %s: %s" % (base, "built" if built else "does not build"), file=sys.stderr)

    t = totals
    out = []
    out.append("**%d of %d study files build** in the package `plumb uikit init` writes (after the rewrite plugin, "
               "with their stubs); %d with no stub at all; %d needed the team's stub (%d lines of code), "
               "%d a skeleton from init (%d declarations)." % (
                   t["built"], t["files"], t["untouched"], t["team_stub"], t["team_lines"], t["init_stub"],
                   t["init_lines"]))
    out.append("")
    out.append("**%d view classes** found; %d can be made with no arguments and got a generated test, and the "
               "team wrote %d tests of its own; of these %d tests, in the built packages, **%d pass** the second run "
               "(each view laid out at its width, an iPhone 13's 390 points unless the test gives another, with no "
               "crash, no conflict, no ambiguity); %d failed the layout-problem check, %d failed otherwise (%d of them "
               "crashed), %d disabled by init with the reason." % (
                   t["classes"], t["tested"], t["team_tests"], t["tested"] + t["team_tests"], t["passed"],
                   t["layout"], t["other"], t["crashed"], t["disabled"]))
    out.append("")
    out.append("| file | view classes | generated tests | team tests | builds | team stub lines | init skeletons "
               "| pass | layout problem | other failure | disabled |")
    out.append("|---|---|---|---|---|---|---|---|---|---|---|")
    for (base, classes, tested, team_tests, built, team_lines, added, passed, layout, other, disabled,
         unresolved, problems) in rows:
        out.append("| `%s` | %d | %d | %d | %s | %d | %d | %d | %d | %d | %d |" % (
            base, classes, tested, team_tests, "yes" if built else "no", team_lines, added, passed, layout, other,
            disabled))
    out.append("")
    for (base, classes, tested, team_tests, built, team_lines, added, passed, layout, other, disabled,
         unresolved, problems) in rows:
        for error in unresolved:
            out.append("- `%s`, not stubbed: `%s`" % (base, re.sub(r"^.*?/(Sources/Views/|Views/)", r"\1", error)))
        for problem in problems:
            out.append("- `%s`: %s" % (base, problem))
    report = "\n".join(out) + "\n"
    if args.update_doc:
        doc = open(args.update_doc).read()
        begin, end = "<!-- uikit-init-study:begin -->\n", "<!-- uikit-init-study:end -->"
        start, stop = doc.index(begin) + len(begin), doc.index(end)
        open(args.update_doc, "w").write(doc[:start] + report + doc[stop:])
        print("uikit-init-study: wrote the report in %s" % args.update_doc, file=sys.stderr)
    else:
        sys.stdout.write(report)
    if args.keep or args.scratch:
        print("uikit-init-study: kept %s" % scratch, file=sys.stderr)
    else:
        shutil.rmtree(scratch)


main()
