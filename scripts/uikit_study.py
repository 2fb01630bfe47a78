#!/usr/bin/env python3
"""Issue 33, points 3 and 4: do the study files of ../shared/reference/uikit-code compile
against PlumbUIKit, and which Apple symbols do they use that PlumbUIKit does not declare?

Run through scripts/uikit-study (which builds PlumbUIKit first). Standard library only.
Every list printed is sorted, so two runs over the same tree print the same report.
Nothing is written inside the study folder: scratch copies go to a temporary directory.
"""

import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

# Modules a study file may import that exist on Linux as they are.
LINUX_MODULES = {"UIKit", "Foundation", "Dispatch", "Swift", "Glibc", "_Concurrency"}
# Apple frameworks other than UIKit and Foundation. PlumbUIKit does not provide them: the
# script stands in an empty module so that the rest of the file is still checked, and the
# report counts `module X` as a missing Apple symbol.
APPLE_MODULES = {
    "AVFoundation", "Accessibility", "Combine", "CoreGraphics", "CoreImage", "CoreText",
    "MobileCoreServices", "Photos", "QuartzCore", "SafariServices", "SwiftUI",
    "UniformTypeIdentifiers", "UserNotifications", "UserNotificationsUI", "Vision",
    "VisionKit", "WebKit", "os",
}
APPLE_PREFIX = re.compile(r"^(UI|NS|CG|CA)[A-Z]")
# Names an app declares that start like Apple's; the stub check accepts only these.
APP_NAMES_WITH_APPLE_PREFIX = {
    "NSLayoutConstraintSet",  # InputBarAccessoryView's own constraint-set helper
    "UIViewSpringAnimator",   # SwipeCellKit's own spring animator (SwipeAnimator.swift)
    "UIImageName",            # Simplenote's own enum of its image names
}
DECL_KEYWORDS = ("class", "struct", "enum", "protocol", "typealias", "actor", "func",
                 "var", "let", "case", "associatedtype")


# --------------------------------------------------------------------------------------------
# Lexing: a mask of the source with comments and string literals blanked (newlines kept), so
# that the symbol scan sees code only. Interpolations inside strings are code.

def code_mask(src):
    out = list(src)
    i, n = 0, len(src)
    # Stack of contexts: ("code", paren_depth) for interpolations, ("str", hashes, multiline).
    stack = [["code", 0]]

    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        top = stack[-1]
        c = src[i]
        if top[0] == "code":
            if src.startswith("//", i):
                j = src.find("\n", i)
                j = n if j < 0 else j
                blank(i, j)
                i = j
                continue
            if src.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if src.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif src.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        j += 1
                blank(i, j)
                i = j
                continue
            m = re.compile(r'(#*)("""|")').match(src, i)
            if m:
                hashes, quote = len(m.group(1)), m.group(2)
                stack.append(["str", hashes, quote == '"""'])
                blank(i, m.end())
                i = m.end()
                continue
            if c == "(" and len(stack) > 1:
                top[1] += 1
            elif c == ")" and len(stack) > 1:
                if top[1] == 0:
                    stack.pop()  # end of an interpolation, back in the string
                    blank(i, i + 1)
                    i += 1
                    continue
                top[1] -= 1
            i += 1
            continue
        # inside a string literal
        hashes, multiline = top[1], top[2]
        close = ('"""' if multiline else '"') + "#" * hashes
        if src.startswith(close, i):
            blank(i, i + len(close))
            stack.pop()
            i += len(close)
            continue
        esc = "\\" + "#" * hashes
        if src.startswith(esc + "(", i):
            blank(i, i + len(esc) + 1)
            stack.append(["code", 0])
            i += len(esc) + 1
            continue
        if src.startswith(esc, i):
            blank(i, min(n, i + len(esc) + 1))
            i += len(esc) + 1
            continue
        if c == "\n" and not multiline:
            stack.pop()  # unterminated: give up on this literal
            i += 1
            continue
        blank(i, i + 1)
        i += 1
    return "".join(out)


# --------------------------------------------------------------------------------------------
# The rewrite: plumb uikit rewrite's, through its one-file executable (docs/uikit-rewrite.md).

def rewrite(rewriter, source_path, output_path):
    """Rewrites source_path into output_path; the number of edits. Exits on a rewrite error."""
    r = subprocess.run([rewriter, "--list-edits", source_path, output_path],
                       capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit("uikit-study: the rewrite failed:\n%s" % r.stderr)
    return len(r.stdout.splitlines())


# --------------------------------------------------------------------------------------------
# Declarations in a file (by the file or its stub) and names used.

IDENT = r"[A-Za-z_][A-Za-z0-9_]*"


def declared_names(mask):
    names = set()
    for m in re.finditer(r"\b(?:%s)\s+(?=(%s))" % ("|".join(DECL_KEYWORDS), IDENT), mask):
        names.add(m.group(1))
    # `case a, b, c` and `let (a, b)` lists
    for m in re.finditer(r"\bcase\s+([^\n:=({}]*)", mask):
        for part in m.group(1).split(","):
            part = part.strip()
            if re.fullmatch(IDENT, part):
                names.add(part)
    return names


def stub_declared_apple_names(mask):
    """Names a stub declares that look like Apple's (UI/NS/CG/CA + capital)."""
    bad = set()
    for m in re.finditer(r"\b(?:%s)\s+(?=(%s))" % ("|".join(DECL_KEYWORDS), IDENT), mask):
        name = m.group(1)
        if APPLE_PREFIX.match(name) and name not in APP_NAMES_WITH_APPLE_PREFIX:
            bad.add(name)
    return bad


def used_symbols(mask):
    mask = re.sub(r"^\s*(?:@\w+\s+)*import\s.*$", "", mask, flags=re.M)
    literals = set()
    if "#colorLiteral" in mask:
        literals.add("_ColorLiteralType")
    if "#imageLiteral" in mask:
        literals.add("_ImageLiteralType")
    types = literals | set(m.group(0) for m in re.finditer(r"\b(?:UI|NS|CG|CA)[A-Z][A-Za-z0-9_]*", mask))
    # `.member` not preceded by a digit (a number) nor part of `..<`/`...`
    members = set()
    for m in re.finditer(r"(?<![0-9.])\.\s*(%s)" % IDENT, mask):
        members.add(m.group(1))
    return types, members


def imports(mask):
    return sorted(set(re.findall(r"^\s*(?:@\w+\s+)*import\s+(?:(?:class|struct|enum|func)\s+)?(%s)"
                                 % IDENT, mask, re.M)))


# --------------------------------------------------------------------------------------------
# Compiler errors -> missing symbols

def strip_type(t):
    t = t.strip()
    t = re.sub(r"^any\s+|^some\s+", "", t)
    t = t.rstrip("?!")
    t = re.sub(r"<.*>$", "", t)
    if t.endswith(".Type"):
        t = t[:-5]
    return t


def callee_at(lines, line, col):
    """The name called by the call a diagnostic points into: the identifier (with its `Type.`
    or `.` qualifier) before the innermost unclosed `(` at or before the column, looking back
    over earlier lines for calls spread over several."""
    if not (0 < line <= len(lines)):
        return None
    text = lines[line - 1]
    # The column may point at the callee itself: `Foo(`, `.foo(`, `foo.bar(`.
    m = re.match(r"\s*\.?(%s(?:\.%s)*)\s*\(" % (IDENT, IDENT), text[max(0, col - 1):])
    if m:
        return m.group(1)
    end = col if text[col - 1:col] == "(" else col - 1
    before = "\n".join(lines[max(0, line - 12):line - 1] + [text[:max(0, end)]])
    depth = 0
    for k in range(len(before) - 1, -1, -1):
        ch = before[k]
        if ch == ")":
            depth += 1
        elif ch == "(":
            if depth == 0:
                m = re.search(r"((?:%s\.)*%s)\s*$" % (IDENT, IDENT), before[:k])
                return m.group(1) if m else None
            depth -= 1
    return None


# Errors that follow from another one (a missing superclass or type), counted not listed.
CASCADES = (
    r"'super' cannot be used in class '[^']+' because it has no superclass",
    r"'nil' requires a contextual type",
    r"cannot infer contextual base in reference to member",
    r"reference to member '[^']+' cannot be resolved without a contextual type",
    r"initializer does not override a designated initializer from its superclass",
    r"type '[^']+' does not conform to protocol 'NSObjectProtocol'",
    r"ambiguous use of",
)


def symbols_from_error(msg, lines, line, col):
    """The UIKit-side name an error points at, or None when it names none directly."""
    line_text = lines[line - 1] if 0 < line <= len(lines) else ""
    m = re.match(r"cannot find type '([^']+)' in scope", msg)
    if m:
        return m.group(1)
    m = re.match(r"cannot find '([^']+)' in scope", msg)
    if m:
        return m.group(1)
    m = re.match(r"(?:value of|static member '[^']+' cannot be used on instance of)?\s*"
                 r"type '([^']+)' has no member '([^']+)'", msg)
    if m:
        return "%s.%s" % (strip_type(m.group(1)), m.group(2))
    m = re.match(r"value of optional type '([^']+)' must be unwrapped", msg)
    if m:
        return None
    m = re.match(r"type '([^']+)' has no member '([^']+)'", msg)
    if m:
        return "%s.%s" % (strip_type(m.group(1)), m.group(2))
    m = re.match(r"'([^']+)' is not a member type of (?:class|struct|enum|protocol) '([^']+)'", msg)
    if m:
        return "%s.%s" % (strip_type(m.group(2).split(".")[-1]), m.group(1))
    m = re.match(r"no such module '([^']+)'", msg)
    if m:
        return "module " + m.group(1)
    m = re.match(r"incorrect argument labels? in call \(have '([^']*)', expected '([^']*)'\)",
                 msg)
    if m:
        name = callee_at(lines, line, col) or "?"
        return "%s(%s) [labels]" % (name, m.group(1))
    m = re.match(r"extraneous argument labels? '([^']*)' in call", msg)
    if m:
        name = callee_at(lines, line, col) or "?"
        return "%s(%s) [labels]" % (name, m.group(1))
    m = re.match(r"(?:extra arguments?|missing arguments? for parameters?) (.*) in call", msg)
    if m:
        name = callee_at(lines, line, col) or "?"
        return "%s(…) [arguments: %s]" % (name, m.group(0))
    m = re.match(r"(?:argument passed to call that takes no arguments|"
                 r"no exact matches in call to (?:initializer|instance method|static method|"
                 r"class method|global function))", msg)
    if m:
        name = callee_at(lines, line, col) or "?"
        return "%s(…) [no matching overload]" % name
    m = re.match(r"(method|property|initializer|subscript) does not override any "
                 r"(?:method|property|initializer|subscript)? ?from its superclass", msg)
    if m:
        dm = re.search(r"\b(?:func|var|init)\s*(%s)?" % IDENT, line_text)
        name = (dm.group(1) if dm and dm.group(1) else "init") if dm else "?"
        return "override %s" % name
    m = re.match(r"'([^']+)' is unavailable", msg)
    if m:
        return m.group(1) + " [unavailable]"
    if msg.startswith("failed to produce diagnostic") and "#colorLiteral" in line_text:
        return "#colorLiteral (_ColorLiteralType)"
    if msg.startswith("could not infer type of image literal") or (
            msg.startswith("failed to produce diagnostic") and "#imageLiteral" in line_text):
        return "#imageLiteral (_ImageLiteralType)"
    if re.match(r"constructing an object of class type '[^']+' with a metatype value must "
                r"use a 'required' initializer", msg):
        return "init() through a metatype [not required]"
    return None


CASCADE = "<cascade>"


def normalise(sym, declared_here, stub_declared=frozenset(), uikit_members=frozenset()):
    """Name a missing symbol by UIKit's side: `AppType.member` and a bare `member` (a member
    inherited from a missing superclass) become `.member`; a call's variable receiver is
    dropped; a call of the app's own type whose arguments do not match follows from a missing
    type in its declaration (counted as a cascade)."""
    member = None
    m = re.match(r"^(%s)\.(%s)$" % (IDENT, IDENT), sym)
    if m and m.group(1) in declared_here:
        member = m.group(2)
    elif re.fullmatch(r"[a-z_]%s" % IDENT[len("[A-Za-z_]"):], sym):
        member = sym
    if member is not None:
        # The app's own member (declared by the stub, unknown to PlumbUIKit) is out of reach
        # only because the type it extends is missing: that gap is reported already.
        if member in stub_declared and member not in uikit_members:
            return CASCADE
        return "." + member
    m = re.match(r"^((?:%s\.)*)(%s)(\(.*)$" % (IDENT, IDENT), sym)
    if m:
        quals = [q for q in m.group(1).split(".") if q]
        if quals and quals[0] in ("self", "super"):
            return CASCADE if quals[0] == "self" else sym
        if quals and quals[0][:1].islower():
            quals = []
        base = quals[0] if quals else m.group(2)
        if base in declared_here:
            return CASCADE
        return "".join(q + "." for q in quals) + m.group(2) + m.group(3)
    return sym


def parse_diagnostics(text):
    diags = []
    for line in text.splitlines():
        m = re.match(r"^(.*?):(\d+):(\d+): (error|warning): (.*)$", line)
        if m:
            diags.append((m.group(1), int(m.group(2)), int(m.group(3)), m.group(4), m.group(5)))
        elif line.startswith("<unknown>:0: error:") or line.startswith("error:"):
            diags.append(("<unknown>", 0, 0, "error", line.split("error:", 1)[1].strip()))
    return diags


# --------------------------------------------------------------------------------------------
# Declared symbols: the symbol graphs of PlumbUIKit and of Foundation (and the standard
# library, whose member names are left out of the "used" set).

def underscored_typealiases(folder):
    names = set()
    for name in sorted(os.listdir(folder)):
        if name.endswith(".swift"):
            with open(os.path.join(folder, name)) as f:
                names |= set(re.findall(r"^public typealias (_\w+)", f.read(), re.M))
    return names


def symbol_graph(module, flags, outdir):
    d = os.path.join(outdir, module)
    os.makedirs(d, exist_ok=True)
    cmd = ["swift", "symbolgraph-extract", "-module-name", module, "-target",
           "x86_64-unknown-linux-gnu", "-output-dir", d, "-minimum-access-level", "public"] + flags
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit("uikit-study: swift symbolgraph-extract failed for %s:\n%s" % (module, r.stderr))
    types, members, paths = set(), set(), set()
    for name in sorted(os.listdir(d)):
        with open(os.path.join(d, name)) as f:
            graph = json.load(f)
        for s in graph.get("symbols", []):
            comps = s["pathComponents"]
            kind = s["kind"]["identifier"]
            base = comps[-1].split("(")[0]
            if len(comps) == 1:
                types.add(base)  # a top-level name: a type, a function, a variable
            else:
                members.add(base)
            paths.add(".".join(c.split("(")[0] for c in comps))
    return types, members, paths


# --------------------------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--study", required=True)
    ap.add_argument("--stubs", required=True)
    ap.add_argument("--modules", required=True, help=".build/debug/Modules")
    ap.add_argument("--rewriter", help="the plumb-uikit-rewrite executable")
    ap.add_argument("--flag", action="append", default=[], help="extra swiftc flag")
    ap.add_argument("--check-stubs-only", action="store_true")
    ap.add_argument("--keep", action="store_true", help="keep the scratch directory")
    args = ap.parse_args()

    # The stubs declare only the apps' own names (checked without the study files, so that
    # the check runs where ../shared is absent).
    problems = []
    stub_names = sorted(f for f in os.listdir(args.stubs) if f.endswith(".stub.swift"))
    for name in stub_names:
        stub = os.path.join(args.stubs, name)
        with open(stub) as fh:
            bad = stub_declared_apple_names(code_mask(fh.read()))
        for decl in sorted(bad):
            problems.append("%s declares %s, an Apple-looking name (a stub must declare only "
                            "the app's own names; an app name that starts like Apple's goes in "
                            "APP_NAMES_WITH_APPLE_PREFIX)" % (stub, decl))
    study_files = []
    if os.path.isdir(args.study):
        study_files = sorted(f for f in os.listdir(args.study) if f.endswith(".swift"))
        for f in study_files:
            if f[:-len(".swift")] + ".stub.swift" not in stub_names:
                problems.append("%s: missing stub %s/%s.stub.swift"
                                % (f, args.stubs, f[:-len(".swift")]))
    if problems:
        for p in problems:
            print("uikit-study: " + p, file=sys.stderr)
        sys.exit(1)
    if args.check_stubs_only:
        print("uikit-study: %d stubs declare no Apple names" % len(stub_names))
        return
    if not study_files:
        sys.exit("uikit-study: no .swift files in %s" % args.study)

    flags = ["-I", args.modules] + args.flag
    scratch = tempfile.mkdtemp(prefix="plumb-uikit-study.")
    try:
        report(args, study_files, flags, scratch)
    finally:
        if args.keep:
            print("\n(scratch kept in %s)" % scratch, file=sys.stderr)
        else:
            shutil.rmtree(scratch, ignore_errors=True)


def report(args, study_files, flags, scratch):
    global uk_members
    uk_types, uk_members, _ = symbol_graph("PlumbUIKit", flags, os.path.join(scratch, "sg"))
    # The symbol graph leaves out names that start with an underscore (`_ColorLiteralType`,
    # the type `#colorLiteral` makes), so those are read from PlumbUIKit's public typealiases.
    uk_types |= underscored_typealiases(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                                     "Sources", "PlumbUIKit"))
    fd_types, fd_members = set(), set()
    for mod in ("Foundation", "FoundationEssentials", "FoundationInternationalization",
                "Dispatch"):
        t, m, _ = symbol_graph(mod, [], os.path.join(scratch, "sg"))
        fd_types |= t
        fd_members |= m
    sw_types, sw_members, _ = symbol_graph("Swift", [], os.path.join(scratch, "sg"))

    empty = os.path.join(scratch, "empty.swift")
    with open(empty, "w") as fh:
        fh.write("// a stand-in module\n")
    modules_dir = os.path.join(scratch, "modules")
    os.makedirs(modules_dir)
    built_modules = set()

    results = []
    usage = collections.defaultdict(set)  # symbol -> files
    for index, f in enumerate(study_files):
        short = f[:-len(".swift")]
        with open(os.path.join(args.study, f)) as fh:
            src = fh.read()
        work = os.path.join(scratch, "file%02d" % index)
        os.makedirs(work)
        copy = os.path.join(work, f)
        n_edits = rewrite(args.rewriter, os.path.join(args.study, f), copy)
        with open(copy) as fh:
            rewritten = fh.read()
        assert rewritten.count("\n") == src.count("\n"), f
        stub_src_path = os.path.join(args.stubs, short + ".stub.swift")
        stub_copy = os.path.join(work, short + ".stub.swift")
        shutil.copyfile(stub_src_path, stub_copy)
        with open(stub_copy) as fh:
            stub_mask = code_mask(fh.read())
        mask = code_mask(rewritten)

        # Stand-in modules for every non-Linux import (the app's own modules are empty: the
        # stub declares what the file needs from them).
        stand_ins = []
        for mod in sorted(set(imports(mask)) | set(imports(stub_mask))):
            if mod in LINUX_MODULES:
                continue
            stand_ins.append(mod)
            if mod not in built_modules:
                r = subprocess.run(["swiftc", "-emit-module", "-parse-as-library",
                                    "-module-name", mod, empty, "-o",
                                    os.path.join(modules_dir, mod + ".swiftmodule")],
                                   capture_output=True, text=True)
                if r.returncode != 0:
                    sys.exit("uikit-study: cannot make the stand-in module %s:\n%s"
                             % (mod, r.stderr))
                built_modules.add(mod)

        cmd = ["swiftc", "-typecheck", "-continue-building-after-errors", "-swift-version", "5",
               "-diagnostic-style", "llvm",
               "-module-name", "UIKitStudy", "-module-alias", "UIKit=PlumbUIKit",
               "-I", modules_dir] + flags + [copy, stub_copy]
        r = subprocess.run(cmd, capture_output=True, text=True, cwd=work)
        diags = parse_diagnostics(r.stdout + r.stderr)
        errors = [d for d in diags if d[3] == "error"]
        lines = {copy: rewritten.splitlines(), stub_copy: open(stub_copy).read().splitlines()}
        missing = set()
        unexplained = []
        declared_here = declared_names(mask) | declared_names(stub_mask)
        cascades = 0
        for path, line, col, _, msg in errors:
            sym = symbols_from_error(msg, lines.get(path, []), line, col)
            where = ("stub" if path == stub_copy else "file") + ":%d" % line
            sym = normalise(sym, declared_here, declared_names(stub_mask), uk_members) if sym else sym
            if sym == CASCADE:
                cascades += 1
            elif sym:
                missing.add(sym)
            elif any(re.match(c, msg) for c in CASCADES):
                cascades += 1
            else:
                unexplained.append("%s: %s" % (where, msg))
        for mod in stand_ins:
            if mod in APPLE_MODULES:
                missing.add("module " + mod)
        compiles = r.returncode == 0 and not errors and not any(
            m in APPLE_MODULES for m in stand_ins)

        # Point 4: Apple symbols used by the study file (not its stub).
        declared_here = declared_names(mask) | declared_names(stub_mask)
        types, members = used_symbols(mask)
        for t in types:
            if t not in declared_here:
                usage[("type", t)].add(short)
        for m in members:
            if m in declared_here or m in sw_members or m in sw_types:
                continue
            usage[("member", m)].add(short)

        results.append({
            "file": short, "compiles": compiles, "edits": n_edits,
            "errors": len(errors),
            "file_errors": sum(1 for e in errors if e[0] == copy),
            "stub_errors": sum(1 for e in errors if e[0] == stub_copy),
            "missing": sorted(missing), "unexplained": sorted(set(unexplained)),
            "cascades": cascades,
            "stand_ins": stand_ins,
        })

    print_report(results, usage, uk_types, uk_members, fd_types, fd_members)


def print_report(results, usage, uk_types, uk_members, fd_types, fd_members):
    p = print
    ok = sum(1 for r in results if r["compiles"])
    p("<!-- generated by scripts/uikit-study; rerun it to refresh -->")
    p()
    p("**%d of %d study files compile** against PlumbUIKit (after `plumb uikit rewrite`, with "
      "their stubs)." % (ok, len(results)))
    p()
    p("| file | compiles | rewrite edits | errors (file + stub) | missing UIKit symbols |")
    p("|---|---|---|---|---|")
    for r in results:
        miss = ", ".join("`%s`" % m for m in r["missing"]) or "—"
        p("| `%s` | %s | %d | %d + %d | %s |" % (
            r["file"], "yes" if r["compiles"] else "no", r["edits"], r["file_errors"],
            r["stub_errors"], miss))
    p()
    counter = collections.Counter()
    for r in results:
        for m in r["missing"]:
            counter[m] += 1
    p("**%d distinct missing symbols** across the files, most-used first (files that miss "
      "each):" % len(counter))
    p()
    ranked = sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))
    p(", ".join("`%s` %d" % (k, v) for k, v in ranked) or "none")
    p()
    unexplained = [(r["file"], u) for r in results for u in r["unexplained"]]
    p("Errors that follow from a missing superclass or type (`'super' cannot be used…`, "
      "`cannot infer contextual base…`, `'nil' requires a contextual type`…), counted, not "
      "listed: %d." % sum(r["cascades"] for r in results))
    p()
    if unexplained:
        p("Other errors, which name no UIKit symbol directly:")
        p()
        for f, u in unexplained:
            p("- `%s` %s" % (f, u))
        p()

    # Point 4
    rows = []
    for (kind, name), files in usage.items():
        if kind == "type":
            where = "PlumbUIKit" if name in uk_types else (
                "Foundation" if name in fd_types else "")
        else:
            where = "PlumbUIKit" if name in uk_members else (
                "Foundation" if name in fd_members else "")
        rows.append((kind, name, len(files), where))
    rows.sort(key=lambda r: (r[0], r[1]))
    declared = [r for r in rows if r[3]]
    types = [r for r in rows if r[0] == "type"]
    members = [r for r in rows if r[0] == "member"]
    p("**API coverage: %d of %d Apple symbols used by the study files are declared** "
      "(%d%%): types %d of %d, members %d of %d; by PlumbUIKit %d, by Foundation %d." % (
          len(declared), len(rows), round(100 * len(declared) / max(1, len(rows))),
          sum(1 for r in types if r[3]), len(types), sum(1 for r in members if r[3]),
          len(members), sum(1 for r in rows if r[3] == "PlumbUIKit"),
          sum(1 for r in rows if r[3] == "Foundation")))
    p()
    undeclared = sorted((r for r in rows if not r[3]), key=lambda r: (-r[2], r[0], r[1]))
    p("Not declared (%d), most-used first (files using each):" % len(undeclared))
    p()
    p(", ".join("`%s%s` %d" % ("" if r[0] == "type" else ".", r[1], r[2]) for r in undeclared)
      or "none")
    p()
    p("<details><summary>Every symbol used (%d) and where it is declared</summary>" % len(rows))
    p()
    p("| symbol | files | declared in |")
    p("|---|---|---|")
    for kind, name, n, where in rows:
        p("| `%s%s` | %d | %s |" % ("" if kind == "type" else ".", name, n, where or "**no**"))
    p()
    p("</details>")


if __name__ == "__main__":
    main()
