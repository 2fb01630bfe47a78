#!/usr/bin/env python3
"""A bounded mutation campaign of the plumb executable (issue 17; `scripts/fuzz cli SECONDS`).

Mutated copies of the cookbook's scenes and the fuzz seeds (Fuzz/Corpus/scene) go through every
command that reads a scene: frames (text, JSON, another environment), explain (and --view),
render and render --debug. Each run must
  - end by exiting (never a signal), within the timeout;
  - exit 0, 1 or 2 (SPEC §5);
  - when it fails with a message (exit 1 or 2 and something on stderr): print nothing on stdout,
    write no PNG, and name the scene file first on stderr;
  - when render succeeds: leave a PNG at --output.
Mutations are drawn from a seeded generator: the same --seed gives the same inputs, and a
finding names the input's number. Findings are copied to SCRATCH/findings/ and make the exit 1.
"""
import argparse
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = [os.path.join(ROOT, "Sources/Cookbook/Recipes"), os.path.join(ROOT, "Sources/Cookbook/Examples"),
           os.path.join(ROOT, "Fuzz/Corpus/scene")]

NUMBERS = ["0", "-0", "-1", "0.5", "1e5", "1e7", "1e9", "1e15", "1e16", "1e300", "1e306", "1e308", "1e309",
           "-1e308", "1e-300", "nan", "inf", "-inf", ".nan", ".inf", "9999999", "1000", "1001", "0x10", "1_0"]
WORDS = ["label", "button", "textField", "switch", "imageView", "textView", "stack", "scroll", "Superview",
         "Top Layout Guide", "Bottom Layout Guide", "Safe Area", "Standard", "Leading", "Trailing", "Width",
         "Height", "CenterX", "FirstBaseline", "LastBaseline", "TopMargin", "numberOfLines", "font", "imageSize",
         "arrangedSubviews", "parent", "kind", "name", "constraints", "views", "spacing", "axis", "alignment",
         "/dev/zero", "/dev/null", "/etc/passwd", "missing.png", "@249", "(Priority 750)", ">=", "<=", "==", "×"]
CHARACTERS = list("{}[]:-\t\"'09x.@()=<>+*%/#&!| \né×") + ["\u00a0", "\u200f", "\ufeff", "\r\n", "\\", "\x7f"]

COMMANDS = [
    ("frames", ["frames", "{scene}"]),
    ("frames-json", ["frames", "{scene}", "--format", "json"]),
    ("frames-ipad-rtl", ["frames", "{scene}", "--device", "ipad", "--orientation", "landscape", "--direction", "rtl"]),
    ("explain", ["explain", "{scene}"]),
    ("explain-view", ["explain", "{scene}", "--view", "{view}"]),
    ("render", ["render", "{scene}", "--output", "{png}"]),
    ("render-debug", ["render", "{scene}", "--debug", "--scale", "{scale}", "--output", "{png}"]),
]


def mutate(text, others, rng):
    """One to four edits of one kind or another; now and then bytes that are not text. Half
    the inputs get one gentle edit (a number, a nesting), which mostly still loads and so
    reaches the engine and the renderer."""
    lines = text.split("\n")
    gentle = rng.randrange(2) == 0
    for _ in range(1 if gentle else rng.randint(1, 4)):
        lines = lines or [""]
        kind = rng.choice([0, 0, 0, 8]) if gentle else rng.randrange(10)
        if kind == 0:  # a number becomes an extreme
            numbers = [m.span() for m in re.finditer(r"-?\d+(\.\d+)?(e-?\d+)?", "\n".join(lines))]
            if numbers:
                start, end = rng.choice(numbers)
                joined = "\n".join(lines)
                lines = (joined[:start] + rng.choice(NUMBERS) + joined[end:]).split("\n")
        elif kind == 1 and len(lines) > 1:  # a line goes
            del lines[rng.randrange(len(lines))]
        elif kind == 2:  # a line doubles
            i = rng.randrange(len(lines))
            lines.insert(i, lines[i])
        elif kind == 3:  # a line from another scene
            other = rng.choice(others).split("\n")
            lines.insert(rng.randrange(len(lines) + 1), rng.choice(other))
        elif kind == 4:  # a word in place of another
            i = rng.randrange(len(lines))
            words = list(re.finditer(r"[A-Za-z]+", lines[i]))
            if words:
                m = rng.choice(words)
                lines[i] = lines[i][:m.start()] + rng.choice(WORDS) + lines[i][m.end():]
        elif kind == 5:  # a character in place of another, or inserted
            i = rng.randrange(len(lines))
            j = rng.randrange(len(lines[i]) + 1)
            lines[i] = lines[i][:j] + rng.choice(CHARACTERS) + lines[i][j + rng.randrange(2):]
        elif kind == 6:  # indentation shifts
            i = rng.randrange(len(lines))
            lines[i] = rng.choice(["", " ", "  ", "    ", "\t"]) + lines[i].lstrip()
        elif kind == 7:  # the file ends early
            lines = lines[:rng.randrange(len(lines) + 1)]
        elif kind == 8:  # views nested in a chain, or many side by side
            at = next((i + 1 for i, line in enumerate(lines) if line.startswith("views:")), None)
            if at is not None:
                count = rng.choice([30, 101, 3000])
                if rng.randrange(2):
                    chain = ["  - {name: n0}"] + [f"  - {{name: n{i}, parent: n{i - 1}}}" for i in range(1, count)]
                else:
                    chain = [f"  - {{name: w{i}}}" for i in range(min(count, 500))]
                lines[at:at] = chain
        else:  # a long run of one character (names, numbers)
            i = rng.randrange(len(lines))
            j = rng.randrange(len(lines[i]) + 1)
            lines[i] = lines[i][:j] + rng.choice("x9 -[{") * rng.choice([50, 300, 5000]) + lines[i][j:]
    data = "\n".join(lines).encode("utf-8")
    if not gentle and rng.randrange(20) == 0:  # not UTF-8, or a NUL
        i = rng.randrange(len(data) + 1)
        data = data[:i] + rng.choice([b"\xff", b"\xc3", b"\x00", b"\xed\xa0\x80"]) + data[i:]
    return data


def view_names(data):
    names = re.findall(rb"name: *([^,}\n\x00]+)", data)
    return [n.decode("utf-8", "replace").strip() for n in names] or ["Nothing"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--plumb", required=True)
    parser.add_argument("--seconds", type=float, required=True)
    parser.add_argument("--scratch", required=True)
    parser.add_argument("--inputs", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--timeout", type=float, default=30)
    args = parser.parse_args()

    scenes = []
    for directory in SOURCES:
        for name in sorted(os.listdir(directory)):
            if name.endswith(".yaml"):
                with open(os.path.join(directory, name), encoding="utf-8") as f:
                    scenes.append((name, f.read()))
    texts = [text for _, text in scenes]
    # A directory of this run's own: another campaign may share the scratch directory.
    os.makedirs(args.scratch, exist_ok=True)
    work = tempfile.mkdtemp(prefix="run-", dir=args.scratch)
    findings = os.path.join(args.scratch, "findings")
    os.makedirs(findings, exist_ok=True)
    rng = random.Random(args.seed)
    deadline = time.monotonic() + args.seconds
    runs = 0
    inputs = 0
    statuses = {}
    problems = []
    print(f"fuzz: cli: up to {args.inputs} mutated scenes × {len(COMMANDS)} commands, seed {args.seed}, "
          f"{args.seconds:g} s (scratch: {args.scratch})", file=sys.stderr)
    for index in range(args.inputs):
        if time.monotonic() >= deadline:
            break
        name, text = scenes[rng.randrange(len(scenes))]
        data = mutate(text, texts, rng)
        view = rng.choice(view_names(data) + ["Nothing", "x" * 300])
        scale = rng.choice(["0.1", "0.5", "1", "3"])
        scene = os.path.join(work, f"input-{index}.yaml")
        with open(scene, "wb") as f:
            f.write(data)
        inputs += 1
        for label, template in COMMANDS:
            png = os.path.join(work, f"input-{index}-{label}.png")
            argv = [a.format(scene=scene, view=view, png=png, scale=scale) for a in template]
            started = time.monotonic()
            try:
                run = subprocess.run([args.plumb] + argv, stdin=subprocess.DEVNULL, capture_output=True,
                                     timeout=args.timeout)
                status = run.returncode
            except subprocess.TimeoutExpired as expired:
                run, status = expired, None
            runs += 1
            statuses[status] = statuses.get(status, 0) + 1
            stdout = run.stdout or b""
            stderr = (run.stderr or b"").decode("utf-8", "replace")
            wrote = os.path.exists(png)
            problem = None
            if status is None:
                problem = f"no exit after {args.timeout:g} s"
            elif status < 0:
                problem = f"killed by signal {signal.Signals(-status).name}"
            elif status not in (0, 1, 2):
                problem = f"exit {status}"
            elif status != 0 and stderr:
                if stdout:
                    problem = f"exit {status} with a message, yet {len(stdout)} bytes on stdout"
                elif wrote:
                    problem = f"exit {status} with a message, yet a PNG was written"
                elif status == 1 and not stderr.startswith(scene + ":"):
                    problem = "the message does not start with the scene's path"
            elif status == 0 and label.startswith("render") and not wrote:
                problem = "exit 0 without a PNG"
            if problem:
                kept = os.path.join(findings, f"seed{args.seed}-input{index}-{label}")
                shutil.copyfile(scene, kept + ".yaml")
                with open(kept + ".txt", "w") as f:
                    f.write(f"plumb {' '.join(argv)}\n{problem}\nmutated from {name}, "
                            f"{time.monotonic() - started:.1f} s\n--- stderr\n{stderr[:4000]}\n")
                problems.append(f"{kept}.yaml: plumb {label}: {problem}")
                print(f"fuzz: cli: FINDING {kept}.yaml: plumb {' '.join(argv)}: {problem}", file=sys.stderr)
            if wrote:
                os.remove(png)
        os.remove(scene)
    shutil.rmtree(work, ignore_errors=True)
    summary = ", ".join(f"exit {s}: {n}" for s, n in sorted(statuses.items(), key=lambda x: (x[0] is None, x[0] or 0)))
    print(f"fuzz: cli: {inputs} inputs, {runs} runs ({summary}), {len(problems)} findings", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
