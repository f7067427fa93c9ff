#!/usr/bin/python3
"""Measures The Sword and the Flame's map.pdf as printed, with PyMuPDF: the
6-inch grid on page 1 lies 152.4 mm / N apart for the scale note's "1 in on
the map = N in on the table" (within 0.2 mm), the rulers number every 6 in
along the edges up to the far edge, the current's caption is on the page, and
no word leaves its page. Run after the TsatfTableMap tests wrote the demos:
    /usr/bin/python3 tests/rulesets/tsatf/table_map_pdf_check.py $TMPDIR/muster-tsatf-table-map.pdf
Exits 1 and says why when a measurement is off."""
import re
import sys

import fitz

GRID_GREY = 0.72  # layout/open_table_board's grid ink
MM = 25.4 / 72


def grid_lines(page):
    xs, ys = set(), set()
    for drawing in page.get_drawings():
        colour = drawing.get("color")
        if not colour or any(abs(c - GRID_GREY) > 0.01 for c in colour):
            continue
        for item in drawing["items"]:
            if item[0] != "l":
                continue
            a, b = item[1], item[2]
            if abs(a.x - b.x) < 0.01 and abs(a.y - b.y) > 100:
                xs.add(round(a.x, 3))
            if abs(a.y - b.y) < 0.01 and abs(a.x - b.x) > 100:
                ys.add(round(a.y, 3))
    return sorted(xs), sorted(ys)


def main(path):
    problems = []
    doc = fitz.open(path)
    page = doc[0]
    text = page.get_text()
    scale = int(re.search(r"1 in on the map = (\d+) in on the\s+table", text).group(1))
    step = 152.4 / scale
    xs, ys = grid_lines(page)
    if (len(xs), len(ys)) != (11, 7):
        problems.append(f"{len(xs)} x {len(ys)} grid lines, not 11 x 7")
    gaps = [(b - a) * MM for lines in (xs, ys) for a, b in zip(lines, lines[1:])]
    for gap in gaps:
        if abs(gap - step) > 0.2:
            problems.append(f"grid lines {gap:.3f} mm apart, not {step:.3f}")
    west, south = xs[0] - step / MM, ys[-1] + step / MM
    north = ys[0] - step / MM
    top, left = [], []
    for x0, y0, x1, y1, word, *_ in page.get_text("words"):
        if not word.isdigit():
            continue
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        if west < cx < xs[-1] + step / MM and north <= y0 and y1 < north + 12:
            top.append((int(word), cx))
        if west <= x0 and x1 < west + 20 and north + 8 < cy < south - 8:
            left.append((int(word), cy))
    for number, cx in top:
        if abs((cx - west) * MM - number * 25.4 / scale) > 0.5:
            problems.append(f"north ruler's {number} at {(cx - west) * MM:.2f} mm")
    for number, cy in left:
        if abs((south - cy) * MM - number * 25.4 / scale) > 0.5:
            problems.append(f"west ruler's {number} at {(south - cy) * MM:.2f} mm from the south edge")
    if sorted(n for n, _ in top) != list(range(6, 72, 6)):
        problems.append(f"north ruler numbers {sorted(n for n, _ in top)}")
    if sorted(n for n, _ in left) != list(range(6, 48, 6)):
        problems.append(f"west ruler numbers {sorted(n for n, _ in left)}")
    if not re.search(r"Current: \d dic?e?, (fl|\ufb02)owing [a-z-]+", text):  # the font may set "fl" as one ligature
        problems.append("no 'Current: N dice, flowing ...' on page 1")
    for number, p in enumerate(doc, 1):
        for x0, y0, x1, y1, word, *_ in p.get_text("words"):
            if x0 < -0.5 or y0 < -0.5 or x1 > p.rect.width + 0.5 or y1 > p.rect.height + 0.5:
                problems.append(f"page {number}: '{word}' leaves the page")
    worst = max(abs(g - step) for g in gaps) if gaps else float("nan")
    print(f"{path}: 1:{scale}, grid {step:.3f} mm, worst gap off by {worst:.4f} mm, {len(doc)} pages")
    for problem in problems:
        print("  " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
