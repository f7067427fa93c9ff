#!/usr/bin/env python3
"""The worst files of a size muster reads (issue 34): each shape of hostile YAML
filled to just under 4 MiB, given to `muster check` under `/usr/bin/time -v`, with
the peak resident memory, the time and the first line of what muster said. The goal
is at most 64 MiB and under a second for every one, each refused at a place in it.

    bench/hostile_inputs.py [build/muster]      # prints a Markdown table

Not a test (times depend on the machine): the refusals themselves are tested in
tests/spec/yaml_document_test.cpp and tests/app/bounded_input_test.cpp.
"""
import os
import re
import subprocess
import sys
import tempfile

MOST_BYTES = 4 * 1024 * 1024


def filled(head, unit, tail=""):
    room = MOST_BYTES - len(head) - len(tail)
    return head + unit * (room // len(unit)) + tail


def nested_blocks():
    # "- - - - ..." on one line, then indented block mappings: nesting as deep as the file allows.
    lines, size, depth = [], 0, 0
    while size < MOST_BYTES - 4096:
        line = "  " * depth + "a:\n"
        lines.append(line)
        size += len(line)
        depth += 1
    return "".join(lines)


def laughs():
    text = "a: &a [1, 1, 1, 1, 1, 1, 1, 1, 1]\n"
    for level in "bcdefghij":
        text += f"{level}: &{level} [" + ", ".join([f"*{chr(ord(level) - 1)}"] * 9) + "]\n"
    return text


# Each file but the last three starts "muster: 1", so that it passes the look for a muster key
# and reaches the YAML reader; the last three are refused by that look, which reads every line.
HEAD = "muster: 1\n"

SHAPES = [
    ("many aliases `x: [*a, *a, ...]`", lambda: filled("a: &a [1, 2, 3]\nx: [", "*a,", "*a]\n")),
    ("many empty aliases `x: [*,*,...]`", lambda: filled("x: [", "*,", "*]\n")),
    ("aliases of aliases (nine levels of nine)", laughs),
    ("a flow list of empty values `x: [,,,...]`", lambda: filled("x: [", ",")),
    ("a huge flat list `x: [1,1,...]`", lambda: filled("x: [", "1,", "1]\n")),
    ("a huge block list `- 1`", lambda: filled("x:\n", "- 1\n")),
    ("many keys `k1: 1`, `k2: 1`, ...", lambda: "".join(f"k{k}: 1\n" for k in range(MOST_BYTES // 12))),
    ("deep flow nesting `[[[[...`", lambda: filled("x: ", "[")),
    ("deep flow mappings `{a: {a: ...`", lambda: filled("x: ", "{a: ")),
    ("deep block nesting (indented mappings)", nested_blocks),
    ("a list as a key `{[1, 1, ...]: 1}`", lambda: filled("x: {[", "1,", "1]: 1}\n")),
    ("one huge scalar", lambda: filled("name: ", "a")),
    ("one huge quoted scalar", lambda: filled('muster: 1\nname: "', "a", '"\n')),
    ("comments only (read whole, then refused as no scenario)", lambda: filled("a: 1\n", "# a comment on its own line\n\n")),
]
SHAPES = [(name, lambda make=make: HEAD + make()[: MOST_BYTES - len(HEAD)]) for name, make in SHAPES] + [
    ("no muster key: many keys `k1: 1`, ...", lambda: "".join(f"k{k}: 1\n" for k in range(MOST_BYTES // 12))),
    ("no muster key: one huge key", lambda: filled("", "k", ": 1\n")),
    ("no muster key: one huge list", lambda: filled("x: [", "1,", "1]\n")),
]


def run(muster, path):
    result = subprocess.run(["/usr/bin/time", "-v", muster, "check", path], capture_output=True, text=True)
    stats = dict(re.findall(r"^\s*(.+?): (.+)$", result.stderr, re.M))
    peak_mib = int(stats["Maximum resident set size (kbytes)"]) / 1024
    cpu = float(stats["User time (seconds)"]) + float(stats["System time (seconds)"])
    wall = stats["Elapsed (wall clock) time (h:mm:ss or m:ss)"]
    said = next((line for line in result.stderr.splitlines() if "error" in line), "").strip()
    return result.returncode, peak_mib, cpu, wall, said


def main():
    muster = sys.argv[1] if len(sys.argv) > 1 else "build/muster"
    print("| shape (4 MiB) | exit | peak memory | CPU | wall clock | muster said |")
    print("| --- | --- | --- | --- | --- | --- |")
    with tempfile.TemporaryDirectory() as folder:
        for name, make in SHAPES:
            path = os.path.join(folder, "worst.yaml")
            with open(path, "w") as out:
                out.write(make())
            code, peak, cpu, wall, said = run(muster, path)
            said = said.replace(folder + "/", "").replace("|", "\\|")[:110]
            print(f"| {name} | {code} | {peak:.1f} MiB | {cpu:.2f} s | {wall} | {said} |")


if __name__ == "__main__":
    main()
